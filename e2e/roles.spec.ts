// Roles (vai trò): a named set of rights applied to many users and changed in one place; copying a user's rights.
import { expect, type Page, test } from "@playwright/test";
import { ADMIN, apiCall, apiLogin, chooseOption, signIn } from "./support";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const STAMP = Date.now().toString(36).slice(-5);
const [FIRST, SECOND, THIRD] = ["a", "b", "c"].map((n) => `ktv_${n}${STAMP}`) as [string, string, string];
const ROLE = `Kỹ thuật viên ${STAMP}`;
const ids: Record<string, string> = {};
const UNITS = "Kho › Danh mục › Đơn vị tính";

test.beforeAll(async ({ request }) => {
  const { access_token } = await apiLogin(request, ADMIN);
  for (const user_name of [FIRST, SECOND, THIRD]) {
    const res = await apiCall(request, access_token, "POST", "system/users", {
      user_name,
      full_name: `Kỹ thuật viên ${user_name}`,
      password: "KyThuat2025",
      branchs: "CN01",
    });
    expect(res.status()).toBe(200);
    ids[user_name] = (await res.json()).id;
  }
});

const toast = (page: Page, text: string) => page.locator(".ant-notification-notice").filter({ hasText: text });

/** The rights a user's page shows on units: which of the six are ticked. */
async function unitRights(page: Page, userName: string) {
  await page.goto(`/system/users/${ids[userName]}`);
  const row = page.getByTestId("rights-summary").getByRole("row").filter({ hasText: UNITS });
  await expect(row).toBeVisible();
  return row;
}

test("a role is created for one user, taken by another on the user form, and changed for both at once", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto("/system/users?tab=roles");
  await expect(page.getByRole("tab", { name: "Vai trò" })).toHaveAttribute("aria-selected", "true");
  await page.getByRole("button", { name: "Thêm vai trò" }).click();
  const drawer = page.locator(".ant-drawer-open");
  await drawer.getByLabel("Tên vai trò").fill(ROLE);
  await chooseOption(page, drawer.getByRole("combobox", { name: "Người dùng áp dụng" }), FIRST);
  await page.keyboard.press("Escape");
  await drawer.getByLabel("Tìm chức năng").fill("don vi tinh");
  const units = drawer.locator("tr[data-menu-id='stock.units']");
  for (const right of ["Truy cập", "Xem"]) await units.getByLabel(`Đơn vị tính: ${right}`).check();
  await drawer.getByTestId("role-save").click();
  await expect(toast(page, "Thêm mới thành công!")).toBeVisible();
  const row = page.getByTestId("roles-table").getByRole("row").filter({ hasText: ROLE });
  await expect(row.getByRole("cell").nth(2)).toHaveText("1");

  // The second user takes the role on their own form.
  await page.goto(`/system/users/${ids[SECOND]}/edit`);
  await chooseOption(page, page.getByRole("combobox", { name: "Vai trò" }), ROLE.slice(0, 8), ROLE);
  await expect(page.getByText(`Người dùng theo vai trò ${ROLE}`)).toBeVisible();
  await page.getByLabel("Tìm chức năng").fill("don vi tinh");
  await expect(page.locator("tr[data-menu-id='stock.units']").getByLabel("Đơn vị tính: Xem")).toBeChecked();
  await page.getByTestId("user-save").click();
  await expect(page).toHaveURL(`/system/users/${ids[SECOND]}`);
  await expect(page.getByTestId("user-role-name")).toHaveText(ROLE);

  await page.goto("/system/users?tab=roles");
  await expect(row.getByRole("cell").nth(2)).toHaveText("2");
  await row.getByRole("button", { name: "Sửa" }).click();
  await expect(drawer.getByText("Lưu vai trò sẽ ghi lại quyền của mọi người dùng")).toBeVisible();
  await drawer.getByLabel("Tìm chức năng").fill("don vi tinh");
  await drawer.locator("tr[data-menu-id='stock.units']").getByLabel("Đơn vị tính: Thêm").check();
  await drawer.getByTestId("role-save").click();
  await expect(toast(page, "Cập nhật thành công!")).toBeVisible();

  for (const user of [FIRST, SECOND]) {
    const rights = await unitRights(page, user);
    await expect(rights.getByLabel("Thêm")).toHaveCount(1);
    await expect(rights.getByLabel("Xem")).toHaveCount(1);
    await expect(page.getByTestId("user-role-name")).toHaveText(ROLE);
  }
});

test("the user form says, before saving, that editing a follower's rights takes them off the role", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto(`/system/users/${ids[FIRST]}/edit`);
  await expect(page.getByText(`Người dùng theo vai trò ${ROLE}`)).toBeVisible();
  await page.getByLabel("Tìm chức năng").fill("don vi tinh");
  await page.locator("tr[data-menu-id='stock.units']").getByLabel("Đơn vị tính: Xóa").check();
  await expect(page.getByText(`khi lưu, người dùng không còn theo vai trò ${ROLE}`)).toBeVisible();
  // Not saved: the user still follows the role.
  await page.goto(`/system/users/${ids[FIRST]}`);
  await expect(page.getByTestId("user-role-name")).toHaveText(ROLE);
});

test("a user's rights are copied from another user, with the role that user follows", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto(`/system/users/${ids[THIRD]}`);
  await expect(page.getByText("Chưa được phân quyền chức năng nào.")).toBeVisible();
  await page.getByRole("button", { name: "Sao chép quyền từ…" }).click();
  const dialog = page.getByRole("dialog").filter({ hasText: "Sao chép quyền từ người dùng khác" });
  await chooseOption(page, dialog.getByRole("combobox", { name: "Người dùng nguồn" }), FIRST);
  await dialog.getByRole("button", { name: "Sao chép" }).click();
  await expect(toast(page, "Cập nhật thành công!")).toBeVisible();
  const rights = page.getByTestId("rights-summary").getByRole("row").filter({ hasText: UNITS });
  await expect(rights.getByLabel("Thêm")).toHaveCount(1);
  await expect(page.getByTestId("user-role-name")).toHaveText(ROLE);
});
