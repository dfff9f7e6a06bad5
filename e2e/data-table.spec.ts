// The shared data table and the generic entity screens (paging, search, columns, form rules, formats) on a real list: stock units.
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { ADMIN, apiCall, apiLogin, CASHIER, PHONE, readSheet, shoot, signIn } from "./support";

// Whole journeys of several saves and reloads each: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Units every test may count on; the ones a test deletes come back for the next. */
const UNITS = [
  "Cái",
  "Chiếc",
  "Chai nhựa",
  "Chai thủy tinh",
  "Lọ",
  "Gói",
  "Thùng",
  "Túi",
  "Bộ",
  "Cặp",
  "Đôi",
  "Tuýp",
  "Hũ",
  "Vỉ",
  "Viên",
  "Liệu trình",
  "Buổi",
  "Lần",
  "Phút",
  "Giờ",
  "Gam",
  "Lít",
  "Mét",
  "Hộp giấy",
].map((name, i) => ({ ma_dvt: `U${String(i + 1).padStart(2, "0")}`, ten_dvt: name }));

/** The units, and the administrator's column settings of the list at their defaults. */
async function ensureUnits(request: APIRequestContext) {
  const { access_token } = await apiLogin(request, ADMIN);
  const list = await apiCall(request, access_token, "GET", "stock/units?pageSize=100");
  const present = new Set(((await list.json()).items as { ma_dvt: string }[]).map((u) => u.ma_dvt));
  for (const unit of UNITS.filter((u) => !present.has(u.ma_dvt))) {
    const response = await apiCall(request, access_token, "POST", "stock/units", { ...unit, status: true });
    expect(response.status()).toBe(200);
  }
  const reset = await apiCall(request, access_token, "PUT", "user/configs/table.entity.unit", { value: "" });
  expect(reset.status()).toBe(200);
}

const rows = (page: Page) => page.getByTestId("data-table").locator("tbody tr.ant-table-row");
const names = (page: Page) => rows(page).locator("td:nth-child(3)").allInnerTexts();
const search = (page: Page) => page.getByRole("textbox", { name: "Tìm kiếm" });
const header = (page: Page, name: string) => page.getByRole("columnheader", { name });
const toast = (page: Page, text: string) => page.locator(".ant-notification-notice").filter({ hasText: text });
const param = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

async function totalRows(page: Page): Promise<number> {
  const text = await page.getByTestId("table-total").innerText();
  return Number(text.replace(/\D/g, ""));
}

async function choosePageSize(page: Page, size: number) {
  await page.getByTestId("table-page-size").click();
  await page
    .locator(".ant-select-item-option")
    .filter({ hasText: `${size} / trang` })
    .click();
}

async function openUnits(page: Page) {
  await page.goto("/stock/units");
  await expect(page.getByTestId("page-title")).toHaveText("Đơn vị tính");
  await expect(rows(page).first()).toBeVisible();
}

test("units are created through the one shared form; a duplicate code is refused", async ({ page, request }) => {
  await ensureUnits(request);
  await signIn(page, ADMIN);
  await openUnits(page);

  await page.getByRole("button", { name: "Thêm mới" }).click();
  const form = page.getByRole("dialog", { name: "Thêm mới: đơn vị tính" });
  await form.getByRole("button", { name: "Lưu" }).click();
  await expect(form.getByText("Mã đơn vị tính là bắt buộc")).toBeVisible();
  await expect(form.getByText("Tên đơn vị tính là bắt buộc")).toBeVisible();

  // Codes keep letters and digits, in capitals.
  await form.getByLabel("Mã đơn vị tính").fill("kg-01");
  await expect(form.getByLabel("Mã đơn vị tính")).toHaveValue("KG01");
  await form.getByLabel("Tên đơn vị tính").fill("Ki-lô-gam");
  await form.getByLabel("Tên tiếng Anh").fill("Kilogram");
  await form.getByRole("button", { name: "Lưu" }).click();
  await expect(toast(page, "Thêm mới thành công!")).toBeVisible();
  await expect(form).toBeHidden();

  // The same code again: the uniqueness check says so when the field is left, and on save.
  await page.getByRole("button", { name: "Thêm mới" }).click();
  await form.getByLabel("Mã đơn vị tính").fill("KG01");
  await form.getByLabel("Tên đơn vị tính").click();
  await expect(form.getByText("Mã đơn vị tính đã tồn tại")).toBeVisible();
  await form.getByLabel("Tên đơn vị tính").fill("Ki-lô-gam (trùng)");
  await shoot(page, "data-table-03-form-duplicate");
  await form.getByRole("button", { name: "Lưu" }).click();
  await expect(form.getByText("Mã đơn vị tính đã tồn tại")).toBeVisible();
  await form.getByRole("button", { name: "Hủy bỏ" }).click();

  // Edit opens the same form with the record.
  await search(page).fill("KG01");
  await expect(rows(page)).toHaveCount(1);
  await rows(page).getByRole("button", { name: "Sửa Ki-lô-gam" }).click();
  const edit = page.getByRole("dialog", { name: "Sửa: đơn vị tính" });
  await expect(edit.getByLabel("Mã đơn vị tính")).toHaveValue("KG01");
  await edit.getByLabel("Tên đơn vị tính").fill("Ki-lô-gam (kg)");
  await edit.getByRole("button", { name: "Lưu" }).click();
  await expect(toast(page, "Cập nhật thành công!")).toBeVisible();
  await expect(rows(page)).toContainText(["Ki-lô-gam (kg)"]);
});

test("search ignores diacritics and is kept in the address", async ({ page, request }) => {
  await ensureUnits(request);
  await signIn(page, ADMIN);
  await openUnits(page);
  await page.getByRole("button", { name: "Trang 2", exact: true }).click();
  await expect(page).toHaveURL(/pageIndex=2/);

  await search(page).fill("hop giay");
  await expect.poll(() => param(page, "searchKey")).toBe("hop giay");
  // A new search starts on page 1.
  expect(param(page, "pageIndex")).toBeNull();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText(["Hộp giấy"]);

  await search(page).fill("   ");
  await expect.poll(() => param(page, "searchKey")).toBeNull();
  expect(await totalRows(page)).toBeGreaterThanOrEqual(UNITS.length);

  await search(page).fill("CHAI THUY");
  await expect(rows(page)).toHaveCount(1);
  await page.reload();
  await expect(search(page)).toHaveValue("CHAI THUY");
  await expect(rows(page)).toContainText(["Chai thủy tinh"]);
});

test("sort, page size, pages, reload and back keep the table's state", async ({ page, request }) => {
  await ensureUnits(request);
  await signIn(page, ADMIN);
  await openUnits(page);
  await expect(rows(page)).toHaveCount(10);

  await page.getByRole("button", { name: "Trang 3", exact: true }).click();
  await expect(page).toHaveURL(/pageIndex=3/);
  // A new page size goes back to page 1.
  await choosePageSize(page, 50);
  await expect.poll(() => param(page, "pageSize")).toBe("50");
  expect(param(page, "pageIndex")).toBeNull();
  const total = await totalRows(page);
  await expect(rows(page)).toHaveCount(Math.min(total, 50));

  await header(page, "Tên đơn vị tính").click();
  await expect.poll(() => [param(page, "sortKey"), param(page, "sortType")]).toEqual(["ten_dvt", "asc"]);
  await expect(header(page, "Tên đơn vị tính")).toHaveAttribute("aria-sort", "ascending");
  const ascending = await names(page);
  await header(page, "Tên đơn vị tính").click();
  await expect.poll(() => param(page, "sortType")).toBe("desc");
  await expect.poll(() => names(page)).toEqual([...ascending].reverse());

  await page.reload();
  await expect(header(page, "Tên đơn vị tính")).toHaveAttribute("aria-sort", "descending");
  await expect(page.getByTestId("table-page-size")).toContainText("50 / trang");
  await expect.poll(() => names(page)).toEqual([...ascending].reverse());

  await page.goBack();
  await expect.poll(() => param(page, "sortType")).toBe("asc");
  await expect.poll(() => names(page)).toEqual(ascending);

  // A hand-written address with nonsense falls back to the defaults: the page size picked last.
  await page.goto("/stock/units?pageSize=7&pageIndex=-1&sortKey=password");
  await expect(rows(page)).toHaveCount(Math.min(total, 50));
  await expect(page.getByTestId("table-page-size")).toContainText("50 / trang");
  await expect(page.getByRole("button", { name: "Trang 1", exact: true })).toHaveAttribute("aria-current", "page");
});

test("F3 focuses the search; Ctrl+Right and Ctrl+Left change page", async ({ page, request }) => {
  await ensureUnits(request);
  await signIn(page, ADMIN);
  await openUnits(page);

  await page.keyboard.press("F3");
  await expect(search(page)).toBeFocused();
  // While typing, Ctrl+arrows move the caret, not the page.
  await page.keyboard.press("Control+ArrowRight");
  expect(param(page, "pageIndex")).toBeNull();

  await page.getByTestId("page-title").click();
  await page.keyboard.press("Control+ArrowRight");
  await expect.poll(() => param(page, "pageIndex")).toBe("2");
  await expect(page.getByRole("button", { name: "Trang 2", exact: true })).toHaveAttribute("aria-current", "page");
  await page.keyboard.press("Control+ArrowLeft");
  await expect.poll(() => param(page, "pageIndex")).toBeNull();
  // Nothing before page 1.
  await page.keyboard.press("Control+ArrowLeft");
  expect(param(page, "pageIndex")).toBeNull();
});

test("settings: a hidden column stays hidden after a reload, saved for the user", async ({ page, request }) => {
  await ensureUnits(request);
  await signIn(page, ADMIN);
  await openUnits(page);
  await expect(header(page, "Tên đơn vị tính")).toBeVisible();

  await page.getByRole("button", { name: "Cài đặt" }).click();
  const dialog = page.getByRole("dialog", { name: "Cài đặt" });
  await dialog.getByRole("checkbox", { name: "Tên đơn vị tính" }).uncheck();
  // Two steps up: before the hidden name, then before the code.
  await dialog.getByRole("button", { name: "Chuyển lên: Đang sử dụng" }).click();
  await dialog.getByRole("button", { name: "Chuyển lên: Đang sử dụng" }).click();
  await shoot(page, "data-table-04-settings");
  await dialog.getByRole("button", { name: "Lưu" }).click();
  await expect(toast(page, "Cập nhật thành công!")).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(header(page, "Tên đơn vị tính")).toHaveCount(0);
  const order = () => page.getByRole("columnheader").allInnerTexts();
  await expect.poll(order).toEqual(expect.arrayContaining(["Đang sử dụng", "Mã đơn vị tính"]));
  const before = await order();
  expect(before.indexOf("Đang sử dụng")).toBeLessThan(before.indexOf("Mã đơn vị tính"));

  await page.reload();
  await expect(rows(page).first()).toBeVisible();
  await expect(header(page, "Tên đơn vị tính")).toHaveCount(0);
  expect(await order()).toEqual(before);

  // 'Mặc định' puts the columns back as the list defines them.
  await page.getByRole("button", { name: "Cài đặt" }).click();
  await dialog.getByRole("button", { name: "Mặc định" }).click();
  await dialog.getByRole("button", { name: "Lưu" }).click();
  await expect(header(page, "Tên đơn vị tính")).toBeVisible();
});

test("export downloads an .xlsx of the filtered, sorted list", async ({ page, request }) => {
  await ensureUnits(request);
  await signIn(page, ADMIN);
  await page.goto("/stock/units?searchKey=chai&sortKey=ten_dvt&sortType=desc");
  // The two made here and the tenant's standard "Chai".
  await expect(rows(page)).toHaveCount(3);

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Xuất Excel" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^don-vi-tinh_\d{8}_\d{4}\.xlsx$/);
  // Written by the server, as the table shows it, in the table's order.
  expect(await readSheet(await file.path())).toEqual([
    ["Mã đơn vị tính", "Tên đơn vị tính", "Đang sử dụng"],
    ["U04", "Chai thủy tinh", "Có"],
    ["U03", "Chai nhựa", "Có"],
    ["CHAI", "Chai", "Có"],
  ]);
});

test("an export shows what has arrived, and the stop button ends it without a file", async ({ page, request }) => {
  await ensureUnits(request);
  await signIn(page, ADMIN);
  await page.goto("/stock/units?searchKey=chai");
  await expect(rows(page)).toHaveCount(3);
  // The server's answer is held back, as a long list's would take its time.
  const asked: string[] = [];
  await page.route("**/api/stock/units/export?*", async (route) => {
    asked.push(route.request().url());
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    await route.continue().catch(() => undefined);
  });
  let downloads = 0;
  page.on("download", () => downloads++);

  await page.getByRole("button", { name: "Xuất Excel" }).click();
  const progress = page.getByTestId("table-export-progress");
  await expect(progress).toContainText("Đang xuất… 0 KB");
  await page.getByRole("dialog").getByRole("button", { name: "Dừng" }).click();
  await expect(progress).toBeHidden();
  await page.waitForTimeout(3_500);
  expect(downloads).toBe(0);
  // The list's search and the columns shown, in order, went to the server.
  const query = new URL(asked[0] ?? "http://x").searchParams;
  expect(Object.fromEntries(query)).toMatchObject({
    searchKey: "chai",
    columns: "ma_dvt,ten_dvt,status",
    name: "Đơn vị tính",
  });
});

test("delete asks for confirmation first", async ({ page, request }) => {
  await ensureUnits(request);
  await signIn(page, ADMIN);
  await page.goto("/stock/units?searchKey=mét");
  await expect(rows(page)).toHaveCount(1);

  // Delete is in the row's "⋯" menu.
  await rows(page).getByRole("button", { name: "Thao tác khác Mét" }).click();
  await page.getByRole("menuitem", { name: "Xóa" }).click();
  const confirm = page.getByRole("dialog").filter({ hasText: "Xác nhận" });
  await expect(confirm).toContainText('Xóa đơn vị tính "Mét"?');
  await confirm.getByRole("button", { name: "Hủy bỏ" }).click();
  await expect(rows(page)).toHaveCount(1);

  await rows(page).getByRole("button", { name: "Thao tác khác Mét" }).click();
  await page.getByRole("menuitem", { name: "Xóa" }).click();
  await confirm.getByRole("button", { name: "Đồng ý" }).click();
  await expect(toast(page, "Xóa thành công!")).toBeVisible();
  await expect(page.getByText("Chưa có dữ liệu đơn vị tính")).toBeVisible();
});

test("a cashier who may only read and print sees no add, edit or delete, and the server refuses them", async ({
  page,
  request,
}) => {
  await ensureUnits(request);
  await signIn(page, CASHIER);
  await openUnits(page);
  await expect(page.getByRole("button", { name: "Xuất Excel" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Thêm mới" })).toHaveCount(0);
  await expect(page.getByTestId("row-edit")).toHaveCount(0);
  await expect(page.getByTestId("row-delete")).toHaveCount(0);
  await expect(page.getByTestId("row-more")).toHaveCount(0);
  await expect(page.getByRole("columnheader", { name: "Thao tác" })).toHaveCount(0);

  const { access_token } = await apiLogin(request, CASHIER);
  const refused = await apiCall(request, access_token, "POST", "stock/units", { ma_dvt: "X1", ten_dvt: "Thử" });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe("Bạn không có quyền thực hiện chức năng này");
});

test("pictures: the list on a desktop", async ({ page, request }) => {
  await ensureUnits(request);
  await signIn(page, ADMIN);
  await openUnits(page);
  await page.getByRole("checkbox").nth(1).check();
  await expect(page.getByRole("button", { name: "Xóa 1 dòng đã chọn" })).toBeVisible();
  await shoot(page, "data-table-01-units");
  await page.goto("/generic/taxs");
  await expect(page.getByTestId("page-title")).toHaveText("Thuế suất");
  await expect(page.getByPlaceholder("Từ ngày")).toBeVisible();
  await expect(page.getByPlaceholder("Đến ngày")).toBeVisible();
  await page.getByRole("button", { name: "Thêm mới" }).click();
  await expect(page.getByRole("dialog", { name: "Thêm mới: thuế suất" })).toBeVisible();
  await shoot(page, "data-table-02-tax-form");
});

test.describe("phone", () => {
  test.use({ viewport: PHONE });

  test("pictures: the list and the form on a phone", async ({ page, request }) => {
    await ensureUnits(request);
    await signIn(page, ADMIN);
    await page.goto("/stock/units");
    // On a phone the rows are cards.
    await expect(page.getByTestId("data-card").first()).toBeVisible();
    await shoot(page, "data-table-05-phone");
    await page.getByRole("button", { name: "Thêm mới" }).click();
    await expect(page.getByRole("dialog", { name: "Thêm mới: đơn vị tính" })).toBeVisible();
    await shoot(page, "data-table-06-phone-form");
  });
});
