// Pictures of the main states, in .tmp/screenshots/, for a person to look at (1366×768, the
// phone at 390×844). Each test also checks what the picture is meant to show.
import { expect, type Page, test } from "@playwright/test";

/** A list screen showing rows of the demo data (cards on a phone). */
const expectRows = (page: Page) =>
  expect(page.locator(".ant-table-row, [data-testid=data-card]").first()).toBeVisible();

import {
  ADMIN,
  chooseLanguage,
  expectSignedIn,
  fillLogin,
  hoverMenu,
  PHONE,
  SALE,
  shoot,
  signIn,
  signOut,
} from "./support";

async function pick(page: Page, ...choices: string[]) {
  await page.getByTestId("settings").click();
  const drawer = page.getByRole("dialog", { name: "Tùy chỉnh giao diện" });
  for (const choice of choices) await drawer.getByText(choice, { exact: true }).click();
  await drawer.getByRole("button", { name: /close|đóng/i }).click();
  await expect(drawer).toBeHidden();
}

test("sign-in page", async ({ page }) => {
  await page.goto("/auth/login");
  await expect(page.getByRole("button", { name: "Đăng nhập" })).toBeVisible();
  await shoot(page, "01-sign-in");
  await fillLogin(page, { user_name: "admin", password: "Sai@123" });
  await expect(page.getByRole("alert")).toHaveText("Tên đăng nhập hoặc mật khẩu không đúng");
  await shoot(page, "02-sign-in-error");
});

test("dashboard, light theme, horizontal menu", async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(page.getByTestId("page-title")).toHaveText("Phân tích");
  await expect(page.getByTestId("server-clock")).toBeVisible();
  await expect(page.getByTestId("panel-partners-by-day").getByRole("img")).toBeVisible();
  await shoot(page, "03-dashboard-light-horizontal");
  // An area opened from the horizontal menu.
  await hoverMenu(page, ["CRM", "Danh mục"], page.getByRole("link", { name: "Nguồn khách hàng (tùy biến)" }));
  await shoot(page, "04-dashboard-menu-open");
});

test("semi-dark theme, vertical menu", async ({ page }) => {
  await signIn(page, ADMIN);
  await pick(page, "Nửa tối", "Menu dọc");
  await page.goto("/generic/nguon-khach-hang");
  await expect(page.getByTestId("page-title")).toHaveText("Nguồn khách hàng (tùy biến)");
  await expect(page.locator("[data-layout='vertical'][data-theme='semi-dark']")).toBeVisible();
  await expect(page.getByText("Màn hình này đang được xây dựng.")).toBeVisible();
  await shoot(page, "05-semi-dark-vertical");
});

test("dark theme", async ({ page }) => {
  await signIn(page, ADMIN);
  await pick(page, "Tối");
  await page.goto("/crm/partners/new");
  await expect(page.getByTestId("page-title")).toHaveText("Thêm khách hàng");
  await expect(page.locator("[data-theme='dark']")).toBeVisible();
  await expect(page.getByLabel("Tên khách hàng")).toBeVisible();
  await page.getByTestId("branch-picker").click();
  await expect(page.getByRole("checkbox", { name: "CN02 · Chi nhánh Hà Nội" })).toBeVisible();
  await shoot(page, "06-dark-branch-picker");
});

test("dark theme, user menu open", async ({ page }) => {
  await signIn(page, SALE);
  await pick(page, "Tối");
  await expect(page.getByTestId("card-calls")).toBeVisible();
  await page.getByTestId("user-menu").click();
  await expect(page.getByRole("menuitem", { name: "Đăng xuất" })).toBeVisible();
  await shoot(page, "06b-dark-user-menu");
  await signOut(page);
  await expect(page.getByRole("button", { name: "Đăng nhập" })).toBeVisible();
  await shoot(page, "06c-dark-sign-in");
});

test("semi-dark theme, horizontal menu", async ({ page }) => {
  await signIn(page, SALE);
  await pick(page, "Nửa tối");
  await page.goto("/crm/tasks");
  await expect(page.getByTestId("page-title")).toHaveText("Danh sách lịch hẹn");
  await expectRows(page);
  await shoot(page, "05b-semi-dark-horizontal");
});

test("webview", async ({ page }) => {
  await signIn(page, SALE);
  await page.goto("/crm/partners?webview=1");
  await expect(page.getByTestId("page-title")).toHaveText("Danh sách khách hàng");
  await expectRows(page);
  await shoot(page, "08b-webview");
});

test("settings drawer", async ({ page }) => {
  await signIn(page, SALE);
  await page.getByTestId("settings").click();
  await expect(page.getByRole("dialog", { name: "Tùy chỉnh giao diện" })).toBeVisible();
  await shoot(page, "07-settings-drawer");
});

test("English", async ({ page }) => {
  await signIn(page, SALE);
  await chooseLanguage(page, "English");
  await page.goto("/crm/partners");
  await expect(page.getByTestId("page-title")).toHaveText("Customer list");
  await expectRows(page);
  await shoot(page, "08-english");
});

test.describe("phone", () => {
  test.use({ viewport: PHONE });

  test("phone with the menu drawer open", async ({ page }) => {
    await signIn(page, SALE);
    await page.goto("/crm/partners");
    await expect(page.getByTestId("page-title")).toHaveText("Danh sách khách hàng");
    await expectRows(page);
    await shoot(page, "09-phone");
    await page.getByTestId("open-menu").click();
    // The drawer opens on the current page's area.
    await expect(
      page.locator(".ant-drawer-open").getByRole("link", { name: "Danh sách khách hàng", exact: true }),
    ).toBeVisible();
    await shoot(page, "10-phone-drawer");
  });

  test("phone sign-in", async ({ page }) => {
    await page.goto("/auth/login");
    await expect(page.getByRole("button", { name: "Đăng nhập" })).toBeVisible();
    await shoot(page, "11-phone-sign-in");
  });
});

test("no access: /blank", async ({ page }) => {
  await signIn(page, SALE);
  await page.goto("/stock/units");
  await expect(page).toHaveURL("/blank");
  await expectSignedIn(page, SALE);
  await expect(page.getByTestId("page-title")).toHaveText("Chưa được phân quyền");
  await expect(page.getByText("Bạn chưa được phân quyền truy cập chức năng này.", { exact: false })).toBeVisible();
  await shoot(page, "12-blank");
});

test("page not found", async ({ page }) => {
  await page.goto("/khong-co-trang-nay");
  await expect(page.getByText("Không tìm thấy trang", { exact: true })).toBeVisible();
  await shoot(page, "13-not-found");
});

test("starred pages", async ({ page }) => {
  await signIn(page, SALE);
  for (const [path, title] of [
    ["/crm/partners", "Danh sách khách hàng"],
    ["/crm/tasks", "Danh sách lịch hẹn"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByTestId("page-title")).toHaveText(title);
    await expectRows(page);
    await page.getByTestId("star-page").click();
    await expect(page.getByTestId("star-page")).toHaveAttribute("aria-pressed", "true");
  }
  await page.getByTestId("starred-pages").click();
  await expect(page.getByRole("menuitem", { name: "Danh sách khách hàng" })).toBeVisible();
  await shoot(page, "14-starred-pages");
});
