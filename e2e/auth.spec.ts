import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";

const SCREENSHOTS = fileURLToPath(new URL("../.tmp/screenshots/", import.meta.url));
const DESKTOP = { width: 1366, height: 768 };
const PHONE = { width: 390, height: 844 };

const SALE = { user_name: "sale01", password: "Sale@123", full_name: "Nguyễn Thị Hồng Nhung" };

async function fillLogin(page: Page, userName: string, password: string, remember = false) {
  await page.getByLabel("Tên đăng nhập").fill(userName);
  await page.getByLabel("Mật khẩu").fill(password);
  if (remember) await page.getByLabel("Ghi nhớ đăng nhập").check();
  await page.getByRole("button", { name: "Đăng nhập" }).click();
}

async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ["1366x768", DESKTOP],
    ["390x844", PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    // Once the layout has followed the new size, nothing may scroll sideways.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: `${SCREENSHOTS}${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize(DESKTOP);
}

function storedTokens(page: Page) {
  return page.evaluate(() => ({
    session: sessionStorage.getItem("access_token"),
    local: localStorage.getItem("access_token"),
    remember: localStorage.getItem("remember"),
  }));
}

test("a salesperson signs in, sees her name, branch and the server time, then signs out", async ({ page }) => {
  await page.goto("/auth/login");
  await expect(page).toHaveTitle("Đăng nhập · Sen");
  await expect(page.getByText("Ghi nhớ đăng nhập")).toBeVisible();
  await shoot(page, "login");

  await fillLogin(page, SALE.user_name, SALE.password);
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { name: `Xin chào, ${SALE.full_name}` })).toBeVisible();
  await expect(page.getByText("CN01", { exact: true })).toBeVisible();
  await expect(page.getByText(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
  await shoot(page, "home");

  const token = (await storedTokens(page)).session;
  await page.getByRole("button", { name: "Đăng xuất" }).click();
  await expect(page).toHaveURL("/auth/login");
  await expect(page.getByRole("button", { name: "Đăng nhập" })).toBeVisible();
  expect(await storedTokens(page)).toMatchObject({ session: null, local: null });

  // The session is over on the server too: the old token no longer works.
  const after = await page.request.post("/api/auth/user-info", {
    headers: { Authorization: `Bearer ${token}`, "X-Tenant": "demo" },
  });
  expect(after.status()).toBe(401);
});

test("a wrong password shows the server's message and keeps the user on the sign-in page", async ({ page }) => {
  await page.goto("/auth/login");
  await fillLogin(page, "admin", "Sai@123");
  await expect(page.getByRole("alert")).toHaveText("Tên đăng nhập hoặc mật khẩu không đúng");
  await expect(page).toHaveURL("/auth/login");
  await shoot(page, "login-error");
});

test("repeated failures are slowed down and the Vietnamese message is shown", async ({ page }) => {
  await page.goto("/auth/login");
  await page.getByLabel("Tên đăng nhập").fill("sale02");
  await page.getByLabel("Mật khẩu").fill("Sale@123");
  // Five wrong passwords from this address: the next try must wait (1 s, then 2, 4 …).
  for (let i = 0; i < 5; i++) {
    const response = await page.request.post("/api/auth/login", {
      headers: { "X-Tenant": "demo" },
      data: { user_name: "sale02", password: `sai-${i}` },
    });
    expect(response.status()).toBe(401);
  }
  await page.getByRole("button", { name: "Đăng nhập" }).click();
  await expect(page.getByRole("alert")).toContainText(/^Đăng nhập sai quá nhiều lần, vui lòng thử lại sau \d+ giây$/);
  await expect(page).toHaveURL("/auth/login");
});

test("opening the home page signed out goes to sign-in and comes back after", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL("/auth/login?redirect=%2F");
  await fillLogin(page, SALE.user_name, SALE.password);
  await expect(page).toHaveURL("/");
  await expect(page.getByRole("heading", { name: `Xin chào, ${SALE.full_name}` })).toBeVisible();

  // A signed-in user who opens the sign-in page is sent back home.
  await page.goto("/auth/login");
  await expect(page).toHaveURL("/");
});

test("without remember-me the token lives in sessionStorage, with it in localStorage", async ({ browser }) => {
  const forgetful = await browser.newPage();
  await forgetful.goto("/auth/login");
  await fillLogin(forgetful, SALE.user_name, SALE.password);
  await expect(forgetful.getByRole("heading", { name: /Xin chào/ })).toBeVisible();
  const once = await storedTokens(forgetful);
  expect(once.session).toBeTruthy();
  expect(once.local).toBeNull();
  expect(once.remember).toBeNull();
  await forgetful.close();

  const remembering = await browser.newPage();
  await remembering.goto("/auth/login");
  await fillLogin(remembering, SALE.user_name, SALE.password, true);
  await expect(remembering.getByRole("heading", { name: /Xin chào/ })).toBeVisible();
  const kept = await storedTokens(remembering);
  expect(kept.local).toBeTruthy();
  expect(kept.session).toBeNull();
  expect(kept.remember).toBe("true");

  // Still signed in after a reload.
  await remembering.reload();
  await expect(remembering.getByRole("heading", { name: `Xin chào, ${SALE.full_name}` })).toBeVisible();
  await remembering.close();
});

test("an unknown path shows the 404 page with a way home", async ({ page }) => {
  await page.goto("/khong-co-trang-nay");
  await expect(page).toHaveURL("/error-404");
  await expect(page.getByText("Không tìm thấy trang bạn yêu cầu.")).toBeVisible();
  await shoot(page, "not-found");
  await page.getByRole("link", { name: "Về trang chủ" }).click();
  // Signed out, "home" leads to sign-in.
  await expect(page).toHaveURL("/auth/login?redirect=%2F");
});

test("the page is served with security headers and runs under its content security policy", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto("/auth/login");
  expect(response?.status()).toBe(200);
  const headers = response?.headers() ?? {};
  expect(headers["content-security-policy"]).toContain("script-src 'self'");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["strict-transport-security"]).toBeTruthy();
  await expect(page.getByRole("button", { name: "Đăng nhập" })).toBeVisible();
  expect(violations).toEqual([]);
});
