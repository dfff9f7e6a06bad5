// System administration as an administrator uses it: a user created with a password, a branch and
// rights that then take effect in a second browser, a config changed, the user seen online and
// forced out, and the audit log telling all of it. Pictures go to .tmp/screens/.
import { type Browser, type BrowserContext, expect, type Page, test } from "@playwright/test";
import { ADMIN, DESKTOP, type DemoUser, expectSignedIn, menuAreas, PHONE, readSheet, shoot, signIn } from "./support";

// One journey in steps that build on each other (the user created first is used by the rest).
test.describe.configure({ mode: "serial", timeout: 60_000 });

const stamp = Date.now().toString(36);
const NEW_USER: DemoUser = { user_name: `nv_${stamp}`, password: "Matkhau123", full_name: "Trần Thị Thu Hà" };
const RETURN_DAYS = "Số ngày được phép trả hàng kể từ ngày bán";
const CALL_CENTER_PORT = "Cổng kết nối tổng đài";
const OTP_EXPIRATION = "Thời gian hiệu lực của mã OTP (phút)";

let userId = "";
let other: { context: BrowserContext; page: Page } | undefined;

/** support's `shoot` writes to .tmp/screenshots/; this journey's pictures go to .tmp/screens/. */
const snap = (page: Page, name: string) => shoot(page, `../screens/${name}`);

/** The toast with this text (toasts stack; several may be on screen). */
const toast = (page: Page, text: string) => page.locator(".ant-notification-notice").filter({ hasText: text });

async function confirm(page: Page) {
  const dialog = page.getByRole("dialog").filter({ hasText: "Xác nhận" });
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Đồng ý" }).click();
}

async function secondBrowser(browser: Browser) {
  const context = await browser.newContext({ viewport: DESKTOP });
  const page = await context.newPage();
  other = { context, page };
  return page;
}

test.afterAll(async () => {
  await other?.context.close();
});

test("an administrator creates a user with a password, a branch and rights on units", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/system/users");
  // Sorted by user name, the administrator first (the demo's other users may be pages on).
  await expect(page.getByRole("row").nth(1)).toContainText("admin@senspa.vn");
  await snap(page, "system-users");
  await page.getByRole("button", { name: "Thêm mới" }).click();
  await expect(page).toHaveURL("/system/users/new");
  await expect(page.getByTestId("page-title")).toHaveText("Thêm người dùng");

  // A weak password is refused on the spot.
  await page.getByLabel("Mật khẩu", { exact: true }).fill("12345");
  await page.getByTestId("user-save").click();
  await expect(page.getByText("Vui lòng nhập Tên đăng nhập")).toBeVisible();
  await expect(page.getByText("Mật khẩu tối thiểu 8 ký tự, gồm cả chữ và số").first()).toBeVisible();

  await page.getByLabel("Tên đăng nhập").fill(NEW_USER.user_name);
  await page.getByLabel("Họ và tên").fill(NEW_USER.full_name);
  await page.getByLabel("Email").fill(`${NEW_USER.user_name}@senspa.vn`);
  await page.getByLabel("Mật khẩu", { exact: true }).fill(NEW_USER.password);
  await page.getByRole("combobox", { name: "Chi nhánh" }).click();
  await page.locator(".ant-select-item-option").filter({ hasText: "CN01 · Chi nhánh Quận 1" }).click();
  await page.keyboard.press("Escape");

  // Rights: find the units page in the tree, tick access, read and add.
  const search = page.getByLabel("Tìm chức năng");
  await search.fill("don vi tinh");
  await search.press("Enter"); // filters only: the user is not saved yet
  await expect(page).toHaveURL("/system/users/new");
  const units = page.locator("tr[data-menu-id='stock.units']");
  for (const right of ["Truy cập", "Xem", "Thêm"]) await units.getByLabel(`Đơn vị tính: ${right}`).check();
  await expect(units.getByLabel("Đơn vị tính: Sửa")).not.toBeChecked();
  // The group above shows it holds some rights.
  await expect(page.locator("tr[data-menu-id='stock.g-categories'] .ant-checkbox-indeterminate").first()).toBeVisible();
  await snap(page, "system-user-new");

  await page.getByTestId("user-save").click();
  await expect(toast(page, "Thêm mới thành công!")).toBeVisible();
  await expect(page).toHaveURL(/\/system\/users\/[0-9a-f-]{36}$/);
  userId = page.url().split("/").at(-1) ?? "";
  await expect(page.getByTestId("page-title")).toHaveText("Thông tin người dùng");
  await expect(page.getByText(NEW_USER.full_name)).toBeVisible();
  await expect(page.getByText("CN01 · Chi nhánh Quận 1")).toBeVisible();
  const summary = page.getByTestId("rights-summary");
  await expect(summary.getByRole("row").filter({ hasText: "Kho › Danh mục › Đơn vị tính" })).toBeVisible();
  await expect(summary.getByLabel("Thêm")).toHaveCount(1);
  await expect(summary.getByLabel("Sửa")).toHaveCount(0);
  await snap(page, "system-user-detail");
});

test("a user name already taken is refused on its field", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/system/users/new");
  await page.getByLabel("Tên đăng nhập").fill(NEW_USER.user_name.toUpperCase());
  await page.getByLabel("Họ và tên").fill("Người trùng tên");
  await page.getByLabel("Mật khẩu", { exact: true }).fill(NEW_USER.password);
  await page.getByTestId("user-save").click();
  await expect(page.getByText("Tên đăng nhập đã tồn tại")).toBeVisible();
  await expect(page).toHaveURL("/system/users/new");
});

test("the new user sees only what was granted, in a second browser", async ({ browser }) => {
  const page = await secondBrowser(browser);
  await signIn(page, NEW_USER);
  await expect.poll(() => menuAreas(page)).toEqual(["Kho"]);
  await page.goto("/stock/units");
  await expect(page.getByTestId("page-title")).toHaveText("Đơn vị tính");
  await expect(page.getByTestId("data-table")).toBeVisible();
  await expect(page.getByTestId("entity-add")).toBeVisible();

  // No command for partners: /blank.
  await page.goto("/crm/partners");
  await expect(page).toHaveURL("/blank");
  await expect(page.getByTestId("page-title")).toHaveText("Chưa được phân quyền");

  // Their own profile: details, and a password change that checks the current one and the repetition.
  await page.goto("/user/profile");
  await page.getByLabel("Điện thoại").fill("0903 111 222");
  await page.getByRole("button", { name: "Lưu thay đổi" }).click();
  await expect(toast(page, "Cập nhật thành công!")).toBeVisible();
  await page.getByLabel("Mật khẩu hiện tại").fill("Sai12345");
  await page.getByLabel("Mật khẩu mới", { exact: true }).fill("Matkhau456");
  await page.getByLabel("Nhập lại mật khẩu mới").fill("Matkhau457");
  await page.getByRole("button", { name: "Đổi mật khẩu" }).click();
  await expect(page.getByText("Nhập lại mật khẩu mới phải trùng với Mật khẩu mới")).toBeVisible();
  await page.getByLabel("Nhập lại mật khẩu mới").fill("Matkhau456");
  await page.getByRole("button", { name: "Đổi mật khẩu" }).click();
  await expect(page.getByText("Mật khẩu hiện tại không đúng")).toBeVisible();
  await page.getByLabel("Mật khẩu hiện tại").fill(NEW_USER.password);
  await page.getByRole("button", { name: "Đổi mật khẩu" }).click();
  await expect(toast(page, "Đổi mật khẩu thành công!")).toBeVisible();
  NEW_USER.password = "Matkhau456";

  await page.goto("/stock/units");
  await expect(page.getByTestId("data-table")).toBeVisible();
});

test("a config changed in the settings is saved and still there after a reload", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/system/settings");
  await expect(page.getByRole("tab", { name: "Tham số hệ thống" })).toHaveAttribute("aria-selected", "true");
  const port = page.getByLabel(CALL_CENTER_PORT);
  await expect(port).toHaveValue("443");
  // Sales settings are offered now that the cashier follows them, and the codes (OTP) with the prepaid cards.
  await expect(page.getByLabel(RETURN_DAYS)).toHaveCount(1);
  await expect(page.getByLabel(OTP_EXPIRATION)).toHaveCount(1);
  await port.fill("8443");
  await expect(page.getByText("1 thay đổi chưa lưu")).toBeVisible();
  await snap(page, "system-settings");
  await page.getByTestId("configs-save").click();
  await expect(toast(page, "Cập nhật thành công!")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(CALL_CENTER_PORT)).toHaveValue("8443");
  // Put it back for the other journeys.
  await page.getByLabel(CALL_CENTER_PORT).fill("443");
  await page.getByTestId("configs-save").click();
  await expect(toast(page, "Cập nhật thành công!")).toBeVisible();

  await page.getByRole("tab", { name: "Menu" }).click();
  await expect(page).toHaveURL("/system/settings?tab=menu");
  await expect(page.getByTestId("menu-tree").getByRole("row").filter({ hasText: "stock" }).first()).toBeVisible();
});

test("the administrator sees the new user online and forces them out", async ({ page }) => {
  expect(other, "the second browser of the previous journey").toBeDefined();
  await signIn(page, ADMIN);
  await page.goto("/system/online");
  const row = page.getByRole("row").filter({ hasText: NEW_USER.user_name });
  await expect(row).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "Phiên của bạn" })).toBeVisible();
  await snap(page, "system-online");
  await row.getByRole("button", { name: "Đăng xuất" }).click();
  await confirm(page);
  await expect(row).toHaveCount(0);

  // Their next call is refused: the app sends them to sign in.
  const theirs = other?.page as Page;
  await theirs.getByPlaceholder("Tìm kiếm (F3)").fill("cai");
  await expect(theirs).toHaveURL(/\/auth\/login/);
  await expect(theirs.getByRole("button", { name: "Đăng nhập" })).toBeVisible();
});

test("the audit log shows the creation, the rights change and the forced logout", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto(`/system/logs?searchKey=${userId}`);
  const created = page.getByRole("row").filter({ hasText: "Thêm mới" }).filter({ hasText: "Người dùng" });
  const rights = page.getByRole("row").filter({ hasText: "Phân quyền" });
  await expect(created).toBeVisible();
  await expect(rights).toBeVisible();
  await rights.getByRole("button", { name: /mở rộng|expand/i }).click();
  await expect(page.getByTestId("log-diff")).toContainText("stock.units");
  await snap(page, "system-logs-rights");

  await page.goto("/system/logs");
  await page.getByLabel("Thao tác").click();
  await page.locator(".ant-select-item-option").filter({ hasText: "Buộc đăng xuất" }).click();
  await expect(page).toHaveURL(/action=force_logout/);
  const forced = page.getByRole("row").filter({ hasText: "Buộc đăng xuất" }).first();
  await forced.getByRole("button", { name: /mở rộng|expand/i }).click();
  await expect(page.getByTestId("log-diff")).toContainText(NEW_USER.user_name);
  await expect(page.getByText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/).first()).toBeVisible();
  await snap(page, "system-logs-forced");

  // The filtered log as a file, written by the server as the screen shows it.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Xuất Excel" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^nhat-ky-he-thong_\d{8}_\d{4}\.xlsx$/);
  const [header, ...lines] = await readSheet(await file.path());
  expect(header).toEqual([
    "Thời gian",
    "Người dùng",
    "Thao tác",
    "Đối tượng",
    "Mã bản ghi",
    "Địa chỉ IP",
    "Trình duyệt",
  ]);
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) {
    expect(line[0]).toBeInstanceOf(Date);
    expect(line.slice(2, 4)).toEqual(["Buộc đăng xuất", "Phiên đăng nhập"]);
  }
});

test("an administrator encrypts and decrypts, one value or many", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/system/cryptography/encrypt");
  const input = page.getByLabel("Dữ liệu");
  const result = page.getByTestId("crypto-result");
  await input.fill("Số thẻ 0903123456");
  await page.getByRole("button", { name: "Mã hóa" }).click();
  await expect(result).toContainText("v1.");
  const sealed = (await result.locator(".ant-typography").innerText()).trim();
  expect(sealed).not.toContain("0903123456");
  await input.fill(sealed);
  await page.getByRole("button", { name: "Giải mã" }).click();
  await expect(result).toContainText("Số thẻ 0903123456");
  await snap(page, "system-encrypt");

  // An altered text is refused with the server's message.
  await input.fill(`${sealed.slice(0, -2)}xx`);
  await page.getByRole("button", { name: "Giải mã" }).click();
  await expect(page.locator(".ant-notification-notice").last()).toBeVisible();

  await page.getByText("Nhiều giá trị", { exact: true }).click();
  await input.fill("0903123456\n\n0912345678\n");
  await expect(page.getByText("2 giá trị")).toBeVisible();
  await page.getByRole("button", { name: "Mã hóa" }).click();
  await expect
    .poll(async () => (await result.locator(".ant-typography").innerText()).trim().split("\n").length)
    .toBe(2);
});

test("the screens on a phone", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, ADMIN);
  const table = page.getByTestId("data-table");
  const card = page.locator(".ant-card").first();
  for (const [path, name, ready] of [
    ["/system/users", "users", table],
    [`/system/users/${userId}`, "user-detail", page.getByTestId("rights-summary")],
    [`/system/users/${userId}/edit`, "user-edit", page.getByTestId("rights-editor")],
    ["/system/online", "online", table],
    ["/system/logs", "logs", table],
    ["/system/settings", "settings", page.getByTestId("configs-save")],
    ["/system/cryptography/encrypt", "encrypt", card],
    ["/user/profile", "profile", card],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeVisible();
    await expect(page.locator(".ant-skeleton, .ant-spin-spinning")).toHaveCount(0);
    await snap(page, `phone-${name}`);
  }
  await expectSignedIn(page, ADMIN);
});
