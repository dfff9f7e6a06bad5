// Shared steps and facts of the end-to-end journeys: who the demo users are, how to sign in,
// where the tokens are kept, what the breadcrumb says, and where screenshots go.
import { createHmac } from "node:crypto";
import { fileURLToPath } from "node:url";
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import ExcelJS from "exceljs";

export const TENANT = "demo";
export const DESKTOP = { width: 1366, height: 768 };
export const PHONE = { width: 390, height: 844 };
export const SCREENSHOTS = fileURLToPath(new URL("../.tmp/screenshots/", import.meta.url));

/**
 * The secret the test server signs access tokens with (start-server.mjs sets the same one), so that
 * a test can present a token the server itself would have issued, only already expired.
 */
export const JWT_SECRET = process.env.E2E_JWT_SECRET ?? "sen-e2e-only-jwt-secret-0123456789abcdef";

export interface DemoUser {
  user_name: string;
  password: string;
  full_name: string;
}

/** The demo tenant's seeded users (apps/server/src/seed/demo.ts). */
export const ADMIN: DemoUser = { user_name: "admin", password: "Admin@123", full_name: "Phạm Quốc Anh" };
/** Branch CN01 only; rights on CRM partners and tasks only. */
export const SALE: DemoUser = { user_name: "sale01", password: "Sale@123", full_name: "Nguyễn Thị Hồng Nhung" };

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

/** Fills and sends the sign-in form; the page must already show it. */
export async function fillLogin(page: Page, user: Pick<DemoUser, "user_name" | "password">, remember = false) {
  await page.getByLabel("Tên đăng nhập").fill(user.user_name);
  await page.getByLabel("Mật khẩu").fill(user.password);
  const box = page.getByLabel("Ghi nhớ đăng nhập");
  if (remember) await box.check();
  else await box.uncheck();
  await page.getByRole("button", { name: "Đăng nhập" }).click();
}

/**
 * Signs in through the sign-in page and waits for the shell to show the user's name. Opens
 * /auth/login first unless the page already shows the form (e.g. after a redirect).
 */
export async function signIn(page: Page, user: DemoUser, remember = false) {
  if (!new URL(page.url(), "http://x").pathname.startsWith("/auth/login")) await page.goto("/auth/login");
  await fillLogin(page, user, remember);
  await expectSignedIn(page, user);
}

/**
 * The shell is up, signed in as `user`: the navbar's user menu shows the name (on a phone only
 * the initial, the name being its accessible name).
 */
export async function expectSignedIn(page: Page, user: DemoUser) {
  const menu = page.getByTestId("user-menu");
  await expect(menu).toHaveAccessibleName(user.full_name);
  if ((page.viewportSize()?.width ?? DESKTOP.width) >= 992) await expect(menu).toContainText(user.full_name);
}

/** A token pair straight from the API, as another of our apps would hand one over. */
export async function apiLogin(request: APIRequestContext, user: DemoUser): Promise<TokenPair> {
  const response = await request.post("/api/auth/login", {
    headers: { "X-Tenant": TENANT },
    data: { user_name: user.user_name, password: user.password, system_type: "web", login_type: "password" },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as TokenPair;
}

/** What the browser keeps of the session, in both storages. */
export function storedTokens(page: Page) {
  return page.evaluate(() => ({
    session: sessionStorage.getItem("access_token"),
    sessionRefresh: sessionStorage.getItem("refresh_token"),
    local: localStorage.getItem("access_token"),
    localRefresh: localStorage.getItem("refresh_token"),
    remember: localStorage.getItem("remember"),
  }));
}

/** The breadcrumb as the user reads it, one entry per step ("Trang chủ", "CRM", …). */
export async function breadcrumb(page: Page): Promise<string[]> {
  const text = await page.getByTestId("breadcrumb").innerText();
  return text
    .split("/")
    .map((step) => step.trim())
    .filter(Boolean);
}

/** Waits until the breadcrumb reads exactly `steps`. */
export async function expectBreadcrumb(page: Page, steps: string[]) {
  await expect(page.getByTestId("breadcrumb")).toBeVisible();
  await expect.poll(() => breadcrumb(page)).toEqual(steps);
}

/** The area names at the top level of the main menu (horizontal bar, sider or drawer). */
export async function menuAreas(page: Page): Promise<string[]> {
  const items = page.locator("ul[aria-label='menu']:visible > li:not([aria-hidden='true'])");
  const texts = await items.allInnerTexts();
  // An open area lists its pages under its name: keep the name.
  return texts.map((text) => text.trim().split("\n")[0]?.trim() ?? "").filter(Boolean);
}

/** A base64url JSON part of a JWT. */
function decodePart(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as Record<string, unknown>;
}

/**
 * The same access token, signed as the server signs it, but expired a minute ago: the server
 * answers 401 to it, and still accepts it (with the refresh token) for a refresh.
 */
export function expiredCopy(token: string): string {
  const [header, payload] = token.split(".");
  if (!header || !payload) throw new Error("not a JWT");
  const claims = decodePart(payload);
  const now = Math.floor(Date.now() / 1000);
  const body = Buffer.from(JSON.stringify({ ...claims, iat: now - 1000, exp: now - 60 })).toString("base64url");
  const signature = createHmac("sha256", JWT_SECRET).update(`${header}.${body}`).digest("base64url");
  return `${header}.${body}.${signature}`;
}

/**
 * Opens nested pop-ups of the horizontal menu by hovering each item of `path` in turn until
 * `target` shows. A pop-up that closes while the pointer travels (a slow machine may take longer
 * than the menu's close delay) is opened again from the top.
 */
export async function hoverMenu(page: Page, path: string[], target: Locator) {
  await expect(async () => {
    await page.mouse.move(0, 0);
    // The accessible name may start with the item's icon ("team CRM").
    for (const name of path)
      await page
        .getByRole("menuitem", { name: new RegExp(`(^|\\s)${name}$`) })
        .first()
        .hover();
    await expect(target).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** A screenshot of the whole page at the size the page has now, for a person to look at. */
export async function shoot(page: Page, name: string) {
  // Wait for fonts and for the end of finite animations (drawers, menus) so that the picture is settled.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const moving = () =>
    page.evaluate(
      () =>
        document
          .getAnimations()
          .filter((a) => a.playState === "running" && a.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
          .length,
    );
  await expect.poll(moving).toBe(0);
  const { width } = page.viewportSize() ?? DESKTOP;
  // Nothing may scroll sideways.
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await page.screenshot({ path: `${SCREENSHOTS}${name}.png` });
}

/** A day of Vietnam's calendar (YYYY-MM-DD), `daysAhead` from today, whatever the machine's zone. */
export const vietnamDay = (daysAhead = 0) =>
  new Date(Date.now() + daysAhead * 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Ho_Chi_Minh" });

/** A product of a test's own (`stock/products` body), `so_luong` of it received at `gia` into `ma_kho` yesterday. */
export async function stockUp(
  request: APIRequestContext,
  token: string,
  product: { ma_vt: string; ten_vt: string; ma_dvt: string; gia_ban?: number },
  stock: { ma_kho: string; so_luong: number; gia: number },
) {
  const made = await apiCall(request, token, "POST", "stock/products", product);
  expect([200, 201], await made.text()).toContain(made.status());
  const receipt = await apiCall(request, token, "POST", "stock/receipt-orders", {
    ngay_ct: vietnamDay(-1),
    ma_kho: stock.ma_kho,
    status: "2",
    details: [{ ma_vt: product.ma_vt, so_luong: stock.so_luong, gia: stock.gia }],
  });
  expect(receipt.status(), await receipt.text()).toBe(201);
}

/** Today, picked in a form's date input (Enter would send the form); the input then shows it DD/MM/YYYY. */
export async function pickToday(page: Page, input: Locator) {
  await input.click();
  await page.locator(".ant-picker-dropdown:visible .ant-picker-cell-today").click();
  await expect(input).toHaveValue(vietnamDay().split("-").reverse().join("/"));
}

/** Read and print on stock units only (apps/server/src/seed/demo.ts), branches CN01 and CN02. */
export const CASHIER: DemoUser = { user_name: "thungan01", password: "Cashier@123", full_name: "Lê Thu Trang" };

/** A JSON call to the API as `token` (the headers the web app sends). */
export function apiCall(
  request: APIRequestContext,
  token: string,
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
  path: string,
  data?: unknown,
) {
  return request.fetch(`/api/${path}`, {
    method,
    headers: { "X-Tenant": TENANT, Authorization: `Bearer ${token}` },
    data,
  });
}

/** Calls the API as `token` and gives the answer's body, failing the test unless it succeeded (200 or 201). */
export async function apiAnswer(
  request: APIRequestContext,
  token: string,
  method: "POST" | "PUT",
  path: string,
  body: unknown,
) {
  const res = await apiCall(request, token, method, path, body);
  expect([200, 201], `${path}: ${await res.text()}`).toContain(res.status());
  return res.json();
}

/** Turns the system config `name` on or off through the API, as `token`. */
export const setConfigTo = (request: APIRequestContext, token: string, name: string, on: boolean) =>
  apiAnswer(request, token, "PUT", `system/configs/${name}`, { value: on ? "true" : "false" });

/**
 * The first sheet of a downloaded workbook, read with exceljs: its rows (from the first) as the
 * values of their cells (from the first column), texts, numbers and dates as Excel holds them.
 */
export async function readSheet(file: string): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error(`${file} has no sheet`);
  const rows: unknown[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    rows[number - 1] = (row.values as unknown[]).slice(1);
  });
  return Array.from(rows, (row) => row ?? []);
}

/**
 * Picks a choice of a searchable antd select: types `typed`, clicks the option showing `option`,
 * and checks the select now holds a choice. The list re-renders as the search narrows it (and a remote
 * search answers), so a click can land on an option being replaced: then it tries again.
 */
export async function chooseOption(page: Page, select: Locator, typed: string, option: string | RegExp = typed) {
  const box = select.locator(
    "xpath=ancestor::div[contains(concat(' ', normalize-space(@class), ' '), ' ant-select ')][1]",
  );
  await expect(async () => {
    await select.click();
    await select.fill(typed);
    await page.locator(".ant-select-item-option:visible").filter({ hasText: option }).first().click({ timeout: 5_000 });
    await expect(box).toContainText(option, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/**
 * Picks `item` from the navbar menu that `trigger` opens, until `done` holds (within `timeout` ms).
 * The dropdown can be re-rendered while it opens (the page behind it still loading), swallowing a
 * click: a person would open it and click again, and so does this.
 */
async function chooseFromMenu(page: Page, trigger: string, item: string, done: (timeout: number) => Promise<void>) {
  const entry = page.getByRole("menuitem", { name: item });
  const isDone = () =>
    done(100).then(
      () => true,
      () => false,
    );
  await expect(async () => {
    if (await isDone()) return;
    if (!(await entry.isVisible())) await page.getByTestId(trigger).click({ timeout: 5_000 });
    await entry.click({ timeout: 5_000 });
    await done(5_000);
  }).toPass({ timeout: 30_000 });
}

/** Switches the language from the navbar. */
export async function chooseLanguage(page: Page, name: "English" | "Tiếng Việt") {
  const code = name === "English" ? "EN" : "VI";
  await chooseFromMenu(page, "language-switch", name, (timeout) =>
    expect(page.getByTestId("language-switch")).toHaveText(code, { timeout }),
  );
}

/** Signs out from the user menu and waits for the sign-in page. */
export async function signOut(page: Page) {
  await chooseFromMenu(page, "user-menu", "Đăng xuất", (timeout) => expect(page).toHaveURL("/auth/login", { timeout }));
}
