// The frame around every screen: theme, colour and layout, starred pages, webview, language,
// branch picker, server clock and the phone layout.
import { expect, type Page, test } from "@playwright/test";
import {
  ADMIN,
  chooseLanguage,
  expectBreadcrumb,
  expectSignedIn,
  menuAreas,
  PHONE,
  SALE,
  shoot,
  signIn,
  signOut,
} from "./support";

/** The main Layout, which carries data-layout and data-theme. */
const shell = (page: Page) => page.locator("[data-layout]").first();
const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

async function openSettings(page: Page) {
  await page.getByTestId("settings").click();
  const drawer = page.getByRole("dialog", { name: "Tùy chỉnh giao diện" });
  await expect(drawer).toBeVisible();
  return drawer;
}

async function closeSettings(page: Page) {
  await page
    .getByRole("dialog", { name: "Tùy chỉnh giao diện" })
    .getByRole("button", { name: /close|đóng/i })
    .click();
  await expect(page.getByRole("dialog", { name: "Tùy chỉnh giao diện" })).toBeHidden();
}

test("the dark theme and a primary colour are kept after a reload", async ({ page }) => {
  await signIn(page, SALE);
  // Defaults for a new user: horizontal menu, light theme, sticky navbar.
  await expect(shell(page)).toHaveAttribute("data-layout", "horizontal");
  await expect(shell(page)).toHaveAttribute("data-theme", "light");
  expect(await background(page, "[data-layout]")).toBe("rgb(245, 245, 245)");
  expect(await page.locator("header").evaluate((el) => getComputedStyle(el).position)).toBe("sticky");

  const avatar = "[data-testid='user-initials']";
  expect(await background(page, avatar)).toBe("rgb(196, 29, 127)"); // the lotus pink by default
  const drawer = await openSettings(page);
  await drawer.getByRole("button", { name: "#13a8a8" }).click();
  // The avatar wears the primary colour.
  await expect.poll(() => background(page, avatar)).toBe("rgb(19, 168, 168)");
  await drawer.getByText("Tối", { exact: true }).click();
  await closeSettings(page);

  /** Teal (green and blue equal, red low): the dark algorithm darkens the colour a little. */
  const isTeal = (rgb: string) => {
    const [r, g, b] = (rgb.match(/\d+/g) ?? []).map(Number) as [number, number, number];
    return g === b && g > 100 && r < 60;
  };
  const check = async () => {
    await expect(shell(page)).toHaveAttribute("data-theme", "dark");
    await expect.poll(() => background(page, "[data-layout]")).toBe("rgb(0, 0, 0)");
    await expect.poll(() => background(page, "header")).toBe("rgb(0, 21, 41)");
    // The page title is light on dark.
    await expect
      .poll(() => page.getByTestId("page-title").evaluate((el) => getComputedStyle(el).color))
      .toMatch(/^rgba?\(255, 255, 255/);
    await expect.poll(async () => isTeal(await background(page, avatar))).toBe(true);
  };
  await check();
  const darkTeal = await background(page, avatar);
  await page.reload();
  await expectSignedIn(page, SALE);
  await check();
  expect(await background(page, avatar)).toBe(darkTeal);
  // The drawer shows the saved choices.
  const again = await openSettings(page);
  await expect(again.getByRole("radio", { name: "Tối", exact: true })).toBeChecked();
  await again.getByText("Sáng", { exact: true }).click();
  await expect(shell(page)).toHaveAttribute("data-theme", "light");
  await expect.poll(() => background(page, avatar)).toBe("rgb(19, 168, 168)");
});

test("the semi-dark theme with the vertical menu is kept after a reload", async ({ page }) => {
  await signIn(page, SALE);
  const drawer = await openSettings(page);
  await drawer.getByText("Nửa tối", { exact: true }).click();
  await drawer.getByText("Menu dọc", { exact: true }).click();
  await closeSettings(page);

  const check = async () => {
    await expect(shell(page)).toHaveAttribute("data-layout", "vertical");
    await expect(shell(page)).toHaveAttribute("data-theme", "semi-dark");
    // Dark bars around light content.
    await expect.poll(() => background(page, ".ant-layout-sider")).toBe("rgb(0, 21, 41)");
    await expect.poll(() => background(page, "header")).toBe("rgb(0, 21, 41)");
    await expect.poll(() => background(page, "[data-layout]")).toBe("rgb(245, 245, 245)");
    // The menu moved into the sider.
    await expect(page.locator(".ant-layout-sider ul[aria-label='menu']")).toBeVisible();
    await expect(page.locator("ul[aria-label='menu'].ant-menu-horizontal")).toHaveCount(0);
    expect(await menuAreas(page)).toEqual(["Tổng quan", "CRM"]);
  };
  await check();
  await page.reload();
  await expectSignedIn(page, SALE);
  await check();

  // Reset brings the defaults back.
  const again = await openSettings(page);
  await again.getByRole("button", { name: "Khôi phục mặc định" }).click();
  await expect(shell(page)).toHaveAttribute("data-layout", "horizontal");
  await expect(shell(page)).toHaveAttribute("data-theme", "light");
});

const TEN_PAGES = [
  ["/dashboard/analytics", "Phân tích"],
  ["/dashboard/ecommerce", "Thương mại điện tử"],
  ["/crm/partners", "Danh sách khách hàng"],
  ["/crm/tasks", "Danh sách lịch hẹn"],
  ["/crm/campaigns", "Danh sách chiến dịch"],
  ["/stock/units", "Đơn vị tính"],
  ["/stock/warehouses", "Kho hàng"],
  ["/hr/employees", "Nhân viên"],
  ["/system/users", "Người dùng"],
  ["/system/branchs", "Chi nhánh"],
] as const;

test("at most 10 pages can be starred", async ({ page }) => {
  test.slow(); // eleven pages opened one after the other
  await signIn(page, ADMIN);
  for (const [index, [path, title]] of TEN_PAGES.entries()) {
    await page.goto(path);
    await expect(page.getByTestId("page-title")).toHaveText(title);
    const star = page.getByTestId("star-page");
    await expect(star).toHaveAttribute("aria-pressed", "false");
    await star.click();
    await expect(star).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("starred-pages")).toHaveText(String(index + 1));
  }

  await page.goto("/hr/departments");
  await expect(page.getByTestId("page-title")).toHaveText("Phòng ban");
  await page.getByTestId("star-page").click();
  const toast = page.locator(".ant-notification-notice").filter({ hasText: "Thất bại" });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Chỉ ghim được tối đa 10 trang");
  await shoot(page, "15-star-limit-toast");
  await expect(page.getByTestId("star-page")).toHaveAttribute("aria-pressed", "false");
  await expect(page.getByTestId("starred-pages")).toHaveText("10");

  // The navbar lists the ten, and leads to them.
  await page.getByTestId("starred-pages").click();
  const list = page.getByRole("menu").filter({ hasText: "Phân tích" });
  await expect(list.getByRole("menuitem")).toHaveText(TEN_PAGES.map(([, title]) => title));
  await list.getByRole("menuitem", { name: "Kho hàng" }).click();
  await expect(page).toHaveURL("/stock/warehouses");
  await expect(page.getByTestId("page-title")).toHaveText("Kho hàng");

  // Unstarring one makes room again, and the choice is kept after a reload.
  await page.getByTestId("star-page").click();
  await expect(page.getByTestId("starred-pages")).toHaveText("9");
  await page.goto("/hr/departments");
  await page.getByTestId("star-page").click();
  await expect(page.getByTestId("star-page")).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(page.getByTestId("starred-pages")).toHaveText("10");
  await expect(page.getByTestId("star-page")).toHaveAttribute("aria-pressed", "true");
});

test("the webview layout shows the page without navbar and menu", async ({ page }) => {
  await signIn(page, SALE);
  await page.goto("/crm/partners?webview=1");
  await expect(page.getByTestId("page-title")).toHaveText("Danh sách khách hàng");
  await expect(shell(page)).toHaveAttribute("data-layout", "webview");
  await expect(page.getByTestId("user-menu")).toHaveCount(0);
  await expect(page.locator("header")).toHaveCount(0);
  await expect(page.locator("ul[aria-label='menu']")).toHaveCount(0);
  // Light, whatever the saved theme.
  expect(await background(page, "[data-layout]")).toBe("rgb(245, 245, 245)");
});

test("the language switches to English and stays after a reload", async ({ page }) => {
  await signIn(page, SALE);
  await page.goto("/crm/partners");
  await expect(page.getByTestId("page-title")).toHaveText("Danh sách khách hàng");
  await expect(page.getByTestId("language-switch")).toHaveText("VI");

  await chooseLanguage(page, "English");

  const check = async () => {
    await expect(page.getByTestId("language-switch")).toHaveText("EN");
    await expect(page.getByTestId("page-title")).toHaveText("Customer list");
    await expectBreadcrumb(page, ["Home", "CRM", "Customers", "Customer list"]);
    await expect.poll(() => menuAreas(page)).toEqual(["Dashboard", "CRM"]);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle("Customer list · Sen");
    await expect(page.getByTestId("branch-picker")).toHaveText(/District 1 branch/);
  };
  await check();
  await page.reload();
  await expectSignedIn(page, SALE);
  await check();
  await page.getByTestId("user-menu").click();
  await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
  await page.keyboard.press("Escape");

  // And back.
  await chooseLanguage(page, "Tiếng Việt");
  await expect(page.getByTestId("page-title")).toHaveText("Danh sách khách hàng");
  await expectBreadcrumb(page, ["Trang chủ", "CRM", "Khách hàng", "Danh sách khách hàng"]);
});

test("the sign-in page can be read in English", async ({ page }) => {
  await page.goto("/auth/login");
  // One button, naming the other language.
  const toggle = page.getByTestId("language-toggle");
  await expect(toggle).toHaveText("English");
  await toggle.click();
  await expect(toggle).toHaveText("Tiếng Việt");
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
  await expect(page.getByText("Remember me")).toBeVisible();
  await expect(page).toHaveTitle("Sign in · Sen");
});

test("an administrator picks the working branches, sent as X-Branches", async ({ page }) => {
  await signIn(page, ADMIN);
  const picker = page.getByTestId("branch-picker");
  await expect(picker).toHaveText(/^\s*CN01 – Chi nhánh Quận 1\s*$/);

  await picker.click();
  // Working in one branch, the lists follow the branch worked in.
  await page.getByRole("radio", { name: "CN02 · Chi nhánh Hà Nội" }).check();
  await expect(picker).toHaveText(/^\s*CN02 – Chi nhánh Hà Nội\s*$/);
  await expect(page.getByRole("checkbox", { name: "CN01 · Chi nhánh Quận 1" })).not.toBeChecked();
  await page.getByRole("checkbox", { name: "CN01 · Chi nhánh Quận 1" }).check();
  await expect(picker).toHaveText(/^\s*Tất cả chi nhánh \(2\)\s*$/);
  await expect(page.getByRole("radio", { name: "CN02 · Chi nhánh Hà Nội" })).toBeChecked();
  await page.keyboard.press("Escape");

  // Kept after a reload (and still allowed, so kept as they are).
  await page.reload();
  await expectSignedIn(page, ADMIN);
  await expect(picker).toHaveText(/^\s*Tất cả chi nhánh \(2\)\s*$/);

  // The next call carries the selection (the shell's only call after start-up is signing out).
  const logout = page.waitForRequest((r) => r.url().endsWith("/api/auth/logout"));
  await signOut(page);
  const headers = await (await logout).allHeaders();
  expect(headers["x-branches"]).toBe("CN01,CN02");
  expect(headers["x-tenant"]).toBe("demo");
  expect(headers.authorization).toMatch(/^Bearer .+/);
});

test("a branch can be the only working branch; at least one always stays", async ({ page }) => {
  await signIn(page, ADMIN);
  const picker = page.getByTestId("branch-picker");
  await picker.click();
  await page.getByRole("checkbox", { name: "CN02 · Chi nhánh Hà Nội" }).check();
  await page.getByRole("checkbox", { name: "CN01 · Chi nhánh Quận 1" }).uncheck();
  await expect(page.getByRole("checkbox", { name: "CN01 · Chi nhánh Quận 1" })).not.toBeChecked();
  // The last one cannot be unticked.
  await page.getByRole("checkbox", { name: "CN02 · Chi nhánh Hà Nội" }).click();
  await expect(page.getByRole("checkbox", { name: "CN02 · Chi nhánh Hà Nội" })).toBeChecked();
  await page.keyboard.press("Escape");

  const logout = page.waitForRequest((r) => r.url().endsWith("/api/auth/logout"));
  await signOut(page);
  expect((await (await logout).allHeaders())["x-branches"]).toBe("CN02");
});

test("a salesperson has only her own branch", async ({ page }) => {
  await signIn(page, SALE);
  await page.getByTestId("branch-picker").click();
  await expect(page.getByRole("radio")).toHaveCount(1);
  await expect(page.getByRole("radio", { name: "CN01 · Chi nhánh Quận 1" })).toBeChecked();
  await expect(page.getByRole("checkbox")).toHaveCount(1);
});

/** DD/MM/YYYY HH:mm in Việt Nam (UTC+7, no summer time) as milliseconds, and back. */
const VN_OFFSET = 7 * 3600_000;
function parseVn(text: string): number {
  const m = /(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})/.exec(text);
  if (!m) throw new Error(`not a date-time: ${text}`);
  const [, dd, mm, yyyy, hh, mi] = m.map(Number) as [number, number, number, number, number, number];
  return Date.UTC(yyyy, mm - 1, dd, hh, mi) - VN_OFFSET;
}
function formatVn(ms: number): string {
  const d = new Date(ms + VN_OFFSET);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

test("the server clock shows the server's time and moves on a minute a minute", async ({ page }) => {
  await page.clock.install();
  await signIn(page, SALE);
  const clock = page.getByTestId("server-clock");
  await expect(clock).toHaveText(/^\s*\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\s*$/);
  const shown = parseVn(await clock.innerText());
  // The server runs on this machine: its time is now (to the minute shown).
  expect(Math.abs(shown - Date.now())).toBeLessThan(120_000);

  await page.clock.runFor(60_000);
  await expect(clock).toHaveText(formatVn(shown + 60_000));
  await page.clock.runFor(120_000);
  await expect(clock).toHaveText(formatVn(shown + 180_000));
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the menu opens from the hamburger button", async ({ page }) => {
    await signIn(page, SALE);
    await expect(page.locator("ul[aria-label='menu']")).toHaveCount(0);
    // Nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.getByTestId("open-menu").click();
    const drawer = page.locator(".ant-drawer-open");
    await expect(drawer.locator("ul[aria-label='menu']")).toBeVisible();
    expect(await menuAreas(page)).toEqual(["Tổng quan", "CRM"]);
    await drawer.getByRole("menuitem", { name: "CRM" }).click();
    await drawer.getByRole("menuitem", { name: "Khách hàng", exact: true }).first().click();
    await drawer.getByRole("link", { name: "Danh sách khách hàng", exact: true }).click();
    await expect(page).toHaveURL("/crm/partners");
    await expect(page.getByTestId("page-title")).toHaveText("Danh sách khách hàng");
    // Choosing a page closes the drawer.
    await expect(page.locator("ul[aria-label='menu']:visible")).toHaveCount(0);
  });
});
