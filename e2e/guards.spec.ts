// Route guards (a page needs a right on its command), the menu built from the user's commands, dynamic pages and redirects.
import { expect, type Page, test } from "@playwright/test";
import { ADMIN, expectBreadcrumb, expectSignedIn, hoverMenu, menuAreas, SALE, signIn } from "./support";

test("a salesperson sees only her dashboard and CRM in the menu, and only the pages she was granted", async ({
  page,
}) => {
  await signIn(page, SALE);
  await expect.poll(() => menuAreas(page)).toEqual(["Tổng quan", "CRM"]);

  await page.goto("/crm/partners");
  await expect(page.getByTestId("page-title")).toHaveText("Danh sách khách hàng");
  await expectBreadcrumb(page, ["Trang chủ", "CRM", "Khách hàng", "Danh sách khách hàng"]);

  // A page below a granted one passes by prefix.
  await page.goto("/crm/partners/new");
  await expect(page.getByTestId("page-title")).toHaveText("Thêm khách hàng");

  // No command for stock units: /blank.
  await page.goto("/stock/units");
  await expect(page).toHaveURL("/blank");
  await expect(page.getByTestId("page-title")).toHaveText("Chưa được phân quyền");
  await expect(page.getByText("Bạn chưa được phân quyền truy cập chức năng này.", { exact: false })).toBeVisible();
  // Nothing there to star.
  await expect(page.getByTestId("star-page")).toHaveCount(0);
  await expectSignedIn(page, SALE);

  // The menu leads to her pages.
  const tasks = page.getByRole("link", { name: "Danh sách lịch hẹn", exact: true });
  await hoverMenu(page, ["CRM", "Lịch hẹn"], tasks);
  await tasks.click();
  await expect(page).toHaveURL("/crm/tasks");
  await expect(page.getByTestId("page-title")).toHaveText("Danh sách lịch hẹn");
});

test("the admin-only encryption page is refused to a salesperson", async ({ page }) => {
  await signIn(page, SALE);
  await page.goto("/system/cryptography/encrypt");
  await expect(page).toHaveURL("/blank");
  await expect(page.getByTestId("page-title")).toHaveText("Chưa được phân quyền");
});

test("the admin-only encryption page opens for an administrator", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/system/cryptography/encrypt");
  await expect(page).toHaveURL("/system/cryptography/encrypt");
  await expect(page.getByTestId("page-title")).toHaveText("Mã hóa dữ liệu");
  await expectBreadcrumb(page, ["Trang chủ", "Hệ thống", "Mã hóa", "Mã hóa dữ liệu"]);
});

async function useVerticalMenu(page: Page) {
  await page.getByTestId("settings").click();
  await page.getByText("Menu dọc", { exact: true }).click();
  await page.keyboard.press("Escape");
  await expect(page.locator("[data-layout='vertical']")).toBeVisible();
}

test("an administrator sees every area in the menu", async ({ page }) => {
  await signIn(page, ADMIN);
  // The horizontal bar may fold the last areas into "…"; the vertical menu lists them all.
  await useVerticalMenu(page);
  await expect
    .poll(() => menuAreas(page))
    .toEqual(
      expect.arrayContaining(["Tổng quan", "CRM", "Bán hàng", "Mua hàng", "Kho", "Kế toán", "Nhân sự", "Hệ thống"]),
    );
});

test("custom /generic and /report pages take title and breadcrumb from their command", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/generic/nguon-khach-hang");
  await expect(page.getByTestId("page-title")).toHaveText("Nguồn khách hàng (tùy biến)");
  await expectBreadcrumb(page, ["Trang chủ", "CRM", "Danh mục", "Nguồn khách hàng (tùy biến)"]);
  await expect(page).toHaveTitle("Nguồn khách hàng (tùy biến) · Sen");

  await page.goto("/report/doanh-thu-theo-ngay");
  await expect(page.getByTestId("page-title")).toHaveText("Doanh thu theo ngày (tùy biến)");
  await expectBreadcrumb(page, ["Trang chủ", "Bán hàng", "Báo cáo", "Doanh thu theo ngày (tùy biến)"]);
});

test("client pages open signed out, without a guard", async ({ page }) => {
  await page.goto("/client/customer-info");
  await expect(page).toHaveURL("/client/customer-info");
  await expect(page.getByTestId("page-title")).toHaveText("Thông tin khách hàng");
  await expect(page.getByTestId("user-menu")).toHaveCount(0);
});

test("an unknown path shows the 404 page with a way home", async ({ page }) => {
  await page.goto("/khong-co-trang-nay");
  await expect(page).toHaveURL("/error-404");
  await expect(page.getByText("Không tìm thấy trang", { exact: true })).toBeVisible();
  await expect(page).toHaveTitle("Không tìm thấy trang · Sen");
  await page.getByRole("link", { name: "Về trang chủ" }).click();
  // Signed out, home leads to sign-in.
  await expect(page).toHaveURL(/^[^?]*\/auth\/login(\?redirect=%2Fdashboard%2Fanalytics)?$/);
});

test("the root path opens the analytics dashboard", async ({ page }) => {
  await signIn(page, SALE);
  await page.goto("/");
  await expect(page).toHaveURL("/dashboard/analytics");
  await expect(page.getByTestId("page-title")).toHaveText("Phân tích");
  await expectBreadcrumb(page, ["Trang chủ", "Tổng quan", "Phân tích"]);
});

test("signed out, the root path asks to sign in and then opens the dashboard", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/auth\/login/);
  await signIn(page, ADMIN);
  await expect(page).toHaveURL("/dashboard/analytics");
});

test("a page still to come is marked 'Sắp có' in the menu and its placeholder says what it will do", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto("/user/notifications");
  const placeholder = page.getByTestId("screen-placeholder");
  await expect(placeholder).toContainText("Sắp có");
  await expect(placeholder).toContainText("Thông báo");
  // What it will do, as the list of upcoming screens describes it.
  await expect(placeholder.getByRole("listitem").first()).toBeVisible();
  await placeholder.getByRole("link", { name: "Về trang tổng quan" }).click();
  await expect(page).toHaveURL("/dashboard/analytics");

  // In the menu a page still to come carries the tag; a built one does not. The vertical menu opens
  // its groups on a click, where the horizontal one's pop-ups may close while the pointer travels.
  await useVerticalMenu(page);
  const menu = page.locator(".ant-layout-sider");
  await expect(menu.getByRole("link", { name: "Phân tích", exact: true })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Phân tích Sắp có" })).toHaveCount(0);
  await menu.getByRole("menuitem", { name: "Cá nhân" }).click();
  await expect(menu.getByRole("link", { name: "Thông báo Sắp có", exact: true })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Việc cần làm", exact: true })).toBeVisible();
});
