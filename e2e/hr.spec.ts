import { expect, type Page, test } from "@playwright/test";
import { ADMIN, apiCall, apiLogin, type DemoUser, fillLogin, PHONE, shoot } from "./support";

const rows = (page: Page) => page.locator(".ant-table-tbody tr.ant-table-row");
/** Picks an option of the open select, and waits for its dropdown to close (a click while it closes is lost). */
async function choose(page: Page, text: string) {
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: text }).first().click();
  await expect(page.locator(".ant-select-dropdown:visible")).toHaveCount(0);
}

const NEW_USER: DemoUser = { user_name: "ktv09", password: "Ktv09@123", full_name: "Hồ Thị Mỹ Duyên" };

/** Signs in, giving a loaded machine time to bring the app in. */
async function signIn(page: Page, user: DemoUser) {
  await page.goto("/auth/login");
  await expect(page.getByLabel("Tên đăng nhập")).toBeVisible({ timeout: 60_000 });
  await fillLogin(page, user);
  await expect(page.getByTestId("user-menu")).toHaveAccessibleName(user.full_name, { timeout: 60_000 });
}

async function openList(page: Page, path: string, title: string) {
  await page.goto(path);
  // A loaded machine may take a while to bring a screen's chunk in.
  await expect(page.getByTestId("page-title")).toHaveText(title, { timeout: 30_000 });
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
}

test("HR: a department, a night shift and an employee linked to a user, whose profile shows the employee", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const { access_token } = await apiLogin(request, ADMIN);
  const made = await apiCall(request, access_token, "POST", "system/users", {
    ...NEW_USER,
    branchs: "CN01",
    status: true,
  });
  // A retry finds the user made by the first try.
  expect([200, 422], await made.text()).toContain(made.status());

  await signIn(page, ADMIN);

  await openList(page, "/hr/departments", "Phòng ban");
  await expect(rows(page).filter({ hasText: "Kỹ thuật spa" })).toBeVisible();
  await page.getByRole("button", { name: "Thêm mới" }).click();
  const department = page.getByRole("dialog", { name: "Thêm mới: phòng ban" });
  await department.getByLabel("Mã phòng ban").fill("CSKH");
  await department.getByLabel("Tên phòng ban").fill("Chăm sóc khách hàng");
  await department.getByLabel("Thuộc phòng ban").click();
  await choose(page, "Ban giám đốc");
  await department.getByRole("button", { name: "Lưu" }).click();
  await expect(department).toBeHidden({ timeout: 60_000 });
  await expect(rows(page).filter({ hasText: "Chăm sóc khách hàng" })).toBeVisible();
  await shoot(page, "hr-departments");

  await openList(page, "/hr/shifts", "Ca làm việc");
  await expect(rows(page).filter({ hasText: "Ca sáng" })).toContainText("08:00");
  await page.getByRole("button", { name: "Thêm mới" }).click();
  const shift = page.getByRole("dialog", { name: "Thêm mới: ca làm việc" });
  await shift.getByLabel("Mã ca").fill("DEM");
  await shift.getByLabel("Tên ca").fill("Ca đêm");
  await shift.getByLabel("Giờ bắt đầu").fill("25:00");
  await shift.getByLabel("Giờ kết thúc").fill("06:00");
  await shift.getByRole("button", { name: "Lưu" }).click();
  await expect(shift.getByText("Giờ bắt đầu phải có dạng HH:mm (00:00 – 23:59)")).toBeVisible();
  await shift.getByLabel("Giờ bắt đầu").fill("22:00");
  await shift.getByRole("button", { name: "Lưu" }).click();
  await expect(shift).toBeHidden({ timeout: 60_000 });
  const night = rows(page).filter({ hasText: "Ca đêm" });
  await expect(night).toContainText("22:00");
  await expect(night).toContainText("06:00");
  await shoot(page, "hr-shifts");

  await openList(page, "/hr/employees", "Nhân viên");
  await expect(rows(page).filter({ hasText: "NV001" })).toContainText("sale01");
  await page.getByRole("button", { name: "Thêm mới" }).click();
  const employee = page.getByRole("dialog", { name: "Thêm mới: nhân viên" });
  await employee.getByLabel("Mã nhân viên").fill("KTV09");
  await employee.getByLabel("Tên nhân viên").fill(NEW_USER.full_name);
  await employee.getByLabel("Vai trò").click();
  await choose(page, "Kỹ thuật viên");
  await employee.getByLabel("Phòng ban").click();
  await choose(page, "Kỹ thuật spa");
  await employee.getByLabel("Tài khoản đăng nhập").fill("ktv09");
  await choose(page, "ktv09 - Hồ Thị Mỹ Duyên");
  await shoot(page, "hr-employee-form");
  await employee.getByRole("button", { name: "Lưu" }).click();
  await expect(employee).toBeHidden({ timeout: 60_000 });
  await expect(rows(page).filter({ hasText: "KTV09" })).toContainText("ktv09");
  await shoot(page, "hr-employees");
  await page.setViewportSize(PHONE);
  await shoot(page, "hr-employees-phone");

  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await signIn(page, NEW_USER);
  await page.goto("/user/profile");
  await expect(page.getByText("Mã nhân viên bán hàng")).toBeVisible();
  await expect(page.getByText("KTV09", { exact: true })).toBeVisible();
});
