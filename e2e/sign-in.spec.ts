// Signing in and out, remember-me, the redirect query and tokens handed over in the address.
import { expect, test } from "@playwright/test";
import {
  ADMIN,
  apiLogin,
  expectBreadcrumb,
  expectSignedIn,
  fillLogin,
  SALE,
  signIn,
  signOut,
  storedTokens,
  TENANT,
} from "./support";

test("a salesperson signs in, then signs out from the user menu and her token stops working", async ({ page }) => {
  await page.goto("/auth/login");
  await expect(page).toHaveTitle("Đăng nhập · Sen");
  await signIn(page, SALE);
  await expect(page).toHaveURL("/dashboard/analytics");
  const token = (await storedTokens(page)).session;
  expect(token).toBeTruthy();

  await signOut(page);
  await expect(page.getByRole("button", { name: "Đăng nhập" })).toBeVisible();
  expect(await storedTokens(page)).toMatchObject({ session: null, local: null, sessionRefresh: null });

  // The session is over on the server too.
  const after = await page.request.post("/api/auth/user-info", {
    headers: { Authorization: `Bearer ${token}`, "X-Tenant": TENANT },
  });
  expect(after.status()).toBe(401);
});

test("a wrong password shows the server's message and stays on the sign-in page", async ({ page }) => {
  await page.goto("/auth/login");
  await fillLogin(page, { user_name: "thungan01", password: "Sai@123" });
  await expect(page.getByRole("alert")).toHaveText("Tên đăng nhập hoặc mật khẩu không đúng");
  await expect(page).toHaveURL("/auth/login");
  expect(await storedTokens(page)).toMatchObject({ session: null, local: null });
});

test("repeated failures are slowed down with a Vietnamese message", async ({ page }) => {
  // Five wrong passwords for one account from this address: the next try must wait.
  for (let i = 0; i < 5; i++) {
    const response = await page.request.post("/api/auth/login", {
      headers: { "X-Tenant": TENANT },
      data: { user_name: "sale02", password: `sai-${i}` },
    });
    expect(response.status()).toBe(401);
  }
  await page.goto("/auth/login");
  await fillLogin(page, { user_name: "sale02", password: "Sale@123" });
  await expect(page.getByRole("alert")).toHaveText(/^Đăng nhập sai quá nhiều lần, vui lòng thử lại sau \d+ giây$/);
  await expect(page).toHaveURL("/auth/login");
});

test("without remember-me the tokens live in sessionStorage and survive a reload", async ({ page }) => {
  await signIn(page, SALE, false);
  const kept = await storedTokens(page);
  expect(kept.session).toBeTruthy();
  expect(kept.sessionRefresh).toBeTruthy();
  expect(kept.local).toBeNull();
  expect(kept.remember).toBeNull();

  await page.reload();
  await expectSignedIn(page, SALE);
  await expect(page).toHaveURL("/dashboard/analytics");
});

test("with remember-me the tokens live in localStorage and survive a new tab", async ({ page, context }) => {
  await signIn(page, SALE, true);
  const kept = await storedTokens(page);
  expect(kept.local).toBeTruthy();
  expect(kept.localRefresh).toBeTruthy();
  expect(kept.session).toBeNull();
  expect(kept.remember).toBe("true");

  await page.reload();
  await expectSignedIn(page, SALE);

  // A new tab has an empty sessionStorage: only remembered tokens sign it in.
  const other = await context.newPage();
  await other.goto("/crm/partners");
  await expectSignedIn(other, SALE);
  await expect(other.getByTestId("page-title")).toHaveText("Danh sách khách hàng");
  // The box stays ticked for the next sign-in.
  await signOut(other);
  await expect(other.getByLabel("Ghi nhớ đăng nhập")).toBeChecked();
});

test("a signed-out user sent to sign in lands on the page asked for", async ({ page }) => {
  await page.goto("/crm/partners/12/edit");
  await expect(page).toHaveURL("/auth/login?redirect=%2Fcrm%2Fpartners%2F12%2Fedit");
  await signIn(page, SALE);
  await expect(page).toHaveURL("/crm/partners/12/edit");
  await expect(page.getByTestId("page-title")).toHaveText("Sửa khách hàng");
  await expectBreadcrumb(page, ["Trang chủ", "CRM", "Khách hàng", "Danh sách khách hàng", "Sửa khách hàng"]);
  // The first step leads home.
  await expect(page.getByTestId("breadcrumb").getByRole("link", { name: "Trang chủ" })).toHaveAttribute("href", "/");
});

test("a signed-in user opening the sign-in page is sent on", async ({ page }) => {
  await signIn(page, SALE);
  await page.goto("/auth/login");
  await expect(page).toHaveURL("/dashboard/analytics");
  await expectSignedIn(page, SALE);

  // With a redirect, to that page.
  await page.goto("/auth/login?redirect=%2Fcrm%2Ftasks");
  await expect(page).toHaveURL("/crm/tasks");
  await expect(page.getByTestId("page-title")).toHaveText("Danh sách lịch hẹn");
});

test("tokens given as accessToken and refreshToken in the address sign the user in", async ({ page }) => {
  const pair = await apiLogin(page.request, ADMIN);
  const query = new URLSearchParams({ accessToken: pair.access_token, refreshToken: pair.refresh_token });
  await page.goto(`/dashboard/analytics?${query}`);
  await expectSignedIn(page, ADMIN);
  await expect(page.getByTestId("page-title")).toHaveText("Phân tích");
  // The tokens do not stay in the address bar (nor in the history a back button would show).
  await expect(page).toHaveURL("/dashboard/analytics");
  expect((await storedTokens(page)).session).toBe(pair.access_token);

  // After moving on, the address still carries no token.
  await page.goto("/crm/partners");
  await expectSignedIn(page, ADMIN);
  await page.goBack();
  await expect(page).toHaveURL("/dashboard/analytics");
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
  await signIn(page, ADMIN);
  expect(violations).toEqual([]);
});
