// Partners (issue #5): the form's phone rule, the profile and its timeline, transfer, duplicate merge and
// the Excel import, in a real browser against the real server and the demo data.
import { writeFile } from "node:fs/promises";
import { type APIRequestContext, expect as baseExpect, type Locator, type Page, test } from "@playwright/test";
import { buildXlsx } from "../apps/web/src/platform/table/xlsx";
import {
  ADMIN,
  apiCall,
  apiLogin,
  chooseOption,
  DESKTOP,
  PHONE,
  readSheet,
  SALE,
  shoot,
  signIn,
  signOut,
} from "./support";

test.describe.configure({ timeout: 120_000 });
// Several servers and browsers share the machine: a profile's three calls may take more than the default 10 s.
const expect = baseExpect.configure({ timeout: 20_000 });

/** A phone number no demo partner has, different on each call. */
let serial = 0;
const freshPhone = () => `09${String((Date.now() + serial++) % 100_000_000).padStart(8, "0")}`;

const form = (page: Page) => page.getByTestId("partner-form");
const toast = (page: Page, text: string) => page.locator(".ant-notification-notice").filter({ hasText: text }).last();
const dialog = (page: Page) => page.locator(".ant-modal-confirm");
const timeline = (page: Page) => page.getByTestId("partner-timeline");

/** Picks `option` in the antd select `select` after typing `search` into it. */
const choose = chooseOption;

async function adminToken(request: APIRequestContext) {
  return (await apiLogin(request, ADMIN)).access_token;
}

/** A partner made through the API (salesperson NV001, branch CN01), for tests that change one. */
async function createPartner(request: APIRequestContext, name: string) {
  const response = await apiCall(request, await adminToken(request), "POST", "crm/partners", {
    ten_kh: name,
    phone: freshPhone(),
    ma_nvbh: "NV001",
    ma_dvcs: "CN01",
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { id: string; ma_kh: string; ten_kh: string; phone: string };
}

/** The requests for every customer at once (`crm/partners/lookup`), which no screen may make: there may be millions. */
function partnerLookups(page: Page) {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.endsWith("/api/crm/partners/lookup")) seen.push(request.url());
  });
  return seen;
}

/** The customer searches (`GET crm/partners?searchKey=…`) the page makes from now on. */
function partnerSearches(page: Page) {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/crm/partners" && url.searchParams.has("searchKey")) seen.push(url.search);
  });
  return seen;
}

async function partnerByCode(request: APIRequestContext, token: string, code: string) {
  const response = await apiCall(request, token, "GET", `crm/partners?searchKey=${code}&pageSize=20`);
  const items = (await response.json()).items as { id: string; ma_kh: string }[];
  return items.find((p) => p.ma_kh === code);
}

/** Today in Vietnam at `hour`:00, as the date-time pickers take it (DD/MM/YYYY HH:mm:ss). */
function pickerTime(hour: number) {
  const [y, m, d] = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10).split("-");
  return `${d}/${m}/${y} ${String(hour).padStart(2, "0")}:00:00`;
}

async function typeDate(input: Locator, text: string) {
  await input.click();
  await input.fill(text);
  await input.press("Enter");
}

test("the phone of another salesperson's customer is named: a link for the administrator, plain text for sale01", async ({
  page,
}) => {
  await signIn(page, SALE);
  await page.goto("/crm/partners/new");
  await form(page).getByLabel("Tên khách hàng").fill("Khách trùng số");
  const phone = form(page).getByLabel("Điện thoại", { exact: true });
  await phone.fill("0981234567");
  await phone.blur();
  const owner = page.getByTestId("owner-message");
  await expect(owner).toHaveText("Điện thoại đã được NV002 Trần Minh Khoa phụ trách");
  await expect(owner.locator("a")).toHaveCount(0);
  await shoot(page, "crm-partner-form-phone-error");
  await page.setViewportSize(PHONE);
  await owner.evaluate((element) => element.scrollIntoView({ block: "center" }));
  await shoot(page, "crm-partner-form-phone-error-phone");
  await page.setViewportSize(DESKTOP);

  // A number of the same salesperson's customer only 'exists'.
  await phone.fill("0902345678");
  await phone.blur();
  await expect(form(page).getByText("Điện thoại đã tồn tại")).toBeVisible();
  await expect(owner).toHaveCount(0);

  await signOut(page);
  await signIn(page, ADMIN);
  await page.goto("/crm/partners/new");
  await form(page).getByLabel("Điện thoại", { exact: true }).fill("0981234567");
  await form(page).getByLabel("Điện thoại", { exact: true }).blur();
  const link = page.getByTestId("owner-message").getByRole("link", { name: "NV002 Trần Minh Khoa" });
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/crm\/partners\/[0-9a-f-]{36}$/);
  // The customer is CN02's while the administrator works in CN01: one click looks in every branch.
  await page.getByTestId("all-branches").click();
  await expect(page.getByTestId("partner-name")).toHaveText("Nguyễn Văn An");
  await expect(page.getByTestId("partner-header")).toContainText("NV002 · Trần Minh Khoa");
});

test("a new customer opens on its profile, whose timeline shows the appointment made from there", async ({ page }) => {
  const name = `Khách E2E ${Date.now()}`;
  const phone = freshPhone();
  const lookups = partnerLookups(page);
  await signIn(page, ADMIN);
  await page.goto("/crm/partners");
  await expect(page.getByTestId("data-table").locator("tbody tr.ant-table-row")).toHaveCount(10);
  await shoot(page, "crm-partners-list");
  await page.setViewportSize(PHONE);
  await shoot(page, "crm-partners-list-phone");
  await page.setViewportSize(DESKTOP);
  await page.getByTestId("entity-add").click();
  await expect(page).toHaveURL(/\/crm\/partners\/new$/);
  await form(page).getByLabel("Tên khách hàng").fill(name);
  await form(page).getByLabel("Điện thoại", { exact: true }).fill(phone);
  await choose(page, form(page).getByLabel("Giới tính"), "Nữ", "Nữ");
  await page.getByTestId("partner-save").click();
  await expect(toast(page, "Thêm mới thành công!")).toBeVisible();
  await expect(page).toHaveURL(/\/crm\/partners\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("partner-name")).toHaveText(name);
  await expect(page.getByTestId("partner-phone")).toHaveText(phone);
  await expect(timeline(page)).toContainText("Chưa có hoạt động nào");

  const searches = partnerSearches(page);
  await page.getByTestId("quick-task").click();
  const task = page.getByTestId("entity-form");
  // The appointment's customer is this one already, named without asking the server.
  await expect(task).toContainText(name);
  expect(searches).toEqual([]);
  await task.getByLabel("Tiêu đề").fill("Tư vấn lần đầu");
  await choose(page, task.getByLabel("Người thực hiện"), "QL01", "QL01");
  await typeDate(task.getByLabel("Bắt đầu"), pickerTime(10));
  // Enter takes the typed time and, the form now complete, saves it.
  await typeDate(task.getByLabel("Kết thúc"), pickerTime(11));
  await expect(toast(page, "Thêm mới thành công!")).toBeVisible();
  await expect(timeline(page).getByTestId("timeline-task")).toContainText("Tư vấn lần đầu");
  await expect(toast(page, "Thêm mới thành công!")).toHaveCount(0);
  await shoot(page, "crm-partner-profile");
  await page.setViewportSize(PHONE);
  await shoot(page, "crm-partner-profile-phone");
  await timeline(page).evaluate((element) => element.scrollIntoView({ block: "center" }));
  await shoot(page, "crm-partner-profile-timeline-phone");
  expect(lookups).toEqual([]);
});

test("'Ghi cuộc gọi' on the profile opens the call form with the customer and its number, and the follow-up it needs", async ({
  page,
  request,
}) => {
  const partner = await createPartner(request, `Khách gọi điện ${Date.now()}`);
  const token = await adminToken(request);
  const forceTask = (value: "t" | "f") =>
    apiCall(request, token, "PUT", "system/configs/crm_calllog_force_task", { value });
  expect((await forceTask("t")).status()).toBe(200);
  try {
    const lookups = partnerLookups(page);
    await signIn(page, ADMIN);
    await page.goto(`/crm/partners/${partner.id}`);
    await expect(page.getByTestId("partner-name")).toHaveText(partner.ten_kh);
    await page.getByTestId("quick-call").click();
    const form = page.getByTestId("call-log-form");
    await expect(form).toContainText(`${partner.ma_kh} · ${partner.ten_kh}`);
    await expect(form.getByLabel("Số điện thoại", { exact: true })).toHaveValue(partner.phone);
    await expect(form.getByText("Bắt buộc tạo lịch hẹn tiếp theo cho mỗi cuộc gọi")).toBeVisible();
    await form.getByLabel("Nội dung").fill("Khách muốn đặt lịch tư vấn da");
    await form.getByLabel("Tiêu đề lịch hẹn").fill("Tư vấn da tại spa");
    await shoot(page, "crm-partner-quick-call");
    await page.locator(".ant-modal").getByRole("button", { name: "Lưu" }).click();
    await expect(toast(page, "Đã lưu cuộc gọi và lịch hẹn tiếp theo")).toBeVisible();
    await expect(form).toBeHidden();
    await expect(timeline(page).getByTestId("timeline-call")).toBeVisible();
    await expect(timeline(page).getByTestId("timeline-task")).toContainText("Tư vấn da tại spa");
    expect(lookups).toEqual([]);
  } finally {
    await forceTask("f");
  }
});

test("complaints filter by a customer searched on the server, and their form names the customer without asking", async ({
  page,
}) => {
  const lookups = partnerLookups(page);
  await signIn(page, ADMIN);
  await page.goto("/crm/complains");
  const rows = page.getByTestId("data-table").locator("tbody tr.ant-table-row");
  const complaint = rows.filter({ hasText: "Phải chờ 30 phút dù đã đặt lịch" });
  await expect(complaint).toBeVisible();

  const searches = partnerSearches(page);
  await complaint.getByTestId("row-edit").click();
  const form = page.getByTestId("entity-form");
  await expect(form).toContainText("KH000006 · Võ Thị Ngọc Trâm");
  expect(searches).toEqual([]);
  await page.locator(".ant-modal").getByRole("button", { name: "Hủy bỏ" }).click();
  await expect(form).toBeHidden();

  const filter = page.getByTestId("filter-ma_kh").getByRole("combobox");
  await choose(page, filter, "Ngọc Trâm", "KH000006 · Võ Thị Ngọc Trâm");
  await expect(page).toHaveURL(/ma_kh=KH000006/);
  await expect(complaint).toBeVisible();
  await shoot(page, "crm-complaints-partner-filter");
  // A link to the filtered list names the customer with one search by the code.
  await page.reload();
  await expect(page.getByTestId("filter-ma_kh")).toContainText("KH000006 · Võ Thị Ngọc Trâm");
  await expect(complaint).toBeVisible();
  expect(lookups).toEqual([]);
});

test("a transfer from the profile is written to the transfer history", async ({ page, request }) => {
  const partner = await createPartner(request, `Khách chuyển giao ${Date.now()}`);
  await signIn(page, ADMIN);
  await page.goto(`/crm/partners/${partner.id}`);
  await page.getByTestId("partner-transfer").click();
  await choose(page, page.getByLabel("Nhân viên nhận"), "NV002", "NV002");
  await page.getByLabel("Lý do").fill("Khách chuyển ra Hà Nội");
  await page.locator(".ant-modal").getByRole("button", { name: "Chuyển giao" }).click();
  await expect(dialog(page)).toContainText(`Chuyển khách hàng ${partner.ma_kh} ${partner.ten_kh} sang NV002`);
  await dialog(page).getByRole("button", { name: "Đồng ý" }).click();
  await expect(toast(page, "Đã chuyển giao 1 khách hàng")).toBeVisible();
  await expect(page.getByTestId("partner-header")).toContainText("NV002 · Trần Minh Khoa");
  await expect(timeline(page).getByTestId("timeline-transfer")).toBeVisible();

  await page.goto(`/crm/partners-transfer-histories?searchKey=${partner.ma_kh}`);
  const row = page.getByTestId("data-table").locator("tbody tr.ant-table-row").first();
  await expect(row).toContainText(partner.ma_kh);
  await expect(row).toContainText("NV001");
  await expect(row).toContainText("NV002");
  await expect(row).toContainText("Khách chuyển ra Hà Nội");
});

test("the demo duplicate is merged: the kept customer shows both customers' activities", async ({ page, request }) => {
  const token = await adminToken(request);
  const start = new Date(Date.now() + 86_400_000);
  const task = await apiCall(request, token, "POST", "crm/tasks", {
    tieu_de: "Hẹn khách nhập trùng",
    ma_kh: "KH000025",
    ma_nv: "TS01",
    trang_thai: "open",
    bat_dau: start.toISOString(),
    ket_thuc: new Date(start.getTime() + 3600_000).toISOString(),
    ma_dvcs: "CN01",
  });
  expect(task.status(), await task.text()).toBe(200);

  await signIn(page, ADMIN);
  await page.goto("/crm/partners");
  await page.getByTestId("partners-duplicates").click();
  const group = page.getByTestId("duplicate-group-0901234567");
  await expect(group).toContainText("KH000001");
  await expect(group).toContainText("KH000025");
  await group.getByTestId("merge-KH000025").click();
  await expect(dialog(page)).toContainText("Gộp KH000025 Nguyễn Thị Mai vào KH000001 Nguyễn Thị Mai?");
  await dialog(page).getByRole("button", { name: "Đồng ý" }).click();
  await expect(toast(page, "Đã gộp KH000025 vào KH000001")).toBeVisible();
  await expect(page.getByTestId("duplicates-drawer")).toContainText("Không có khách hàng nào trùng số điện thoại");

  expect(await partnerByCode(request, token, "KH000025")).toBeUndefined();
  const kept = await partnerByCode(request, token, "KH000001");
  await page.goto(`/crm/partners/${kept?.id}`);
  await expect(timeline(page)).toContainText("Chăm sóc da mặt lần 3");
  await expect(timeline(page)).toContainText("Hẹn khách nhập trùng");
  await expect(page.getByTestId("partner-header")).toContainText("0901234567");
});

test("an Excel import shows each row's problems, imports the good rows with progress and reports the rest", async ({
  page,
}, testInfo) => {
  const [first, second] = [freshPhone(), freshPhone()];
  const headers = ["Tên khách hàng", "Điện thoại", "Giới tính", "Tỉnh/thành", "Phường/xã", "Ghi chú"];
  const file = testInfo.outputPath("khach-hang.xlsx");
  const rows = [
    headers,
    ["Nhập E2E Một", first, "Nữ", "TP. Hồ Chí Minh", "Phường Sài Gòn", "Khách hội chợ"],
    ["Nhập E2E Hai", Number(second.slice(1)), "Nam", "Hà Nội", "", ""],
    ["Nhập E2E Thiếu số", "", "Nữ", "Hà Nội", "", ""],
    ["Nhập E2E Trùng số", "0902345678", "Nam", "Hà Nội", "", ""],
    ["Nhập E2E Sai tỉnh", freshPhone(), "Nữ", "Tỉnh Không Có", "", ""],
  ];
  await writeFile(file, await buildXlsx({ name: "Khách", rows }));

  await signIn(page, ADMIN);
  await page.goto("/crm/partners");
  await page.getByTestId("partners-import").click();
  const modal = page.getByTestId("import-modal");
  await modal.locator("input[type=file]").setInputFiles(file);
  await expect(modal).toContainText("có 5 dòng");
  // Headers are matched to fields: the first row's name shows beside 'Tên khách hàng'.
  await expect(modal.locator("tr", { hasText: "Tên khách hàng" })).toContainText("Nhập E2E Một");
  await modal.getByTestId("import-check").click();

  const preview = modal.getByTestId("import-preview");
  await expect(modal.getByTestId("import-counts")).toContainText("2 dòng hợp lệ");
  await expect(modal.getByTestId("import-counts")).toContainText("3 dòng lỗi");
  await expect(preview.locator("tr", { hasText: "Nhập E2E Thiếu số" })).toContainText("Thiếu số điện thoại");
  await expect(preview.locator("tr", { hasText: "Nhập E2E Trùng số" })).toContainText(
    "Số điện thoại đã có ở khách hàng KH000002 Trần Văn Hùng",
  );
  await expect(preview.locator("tr", { hasText: "Nhập E2E Sai tỉnh" })).toContainText(
    "Không tìm thấy tỉnh/thành: Tỉnh Không Có",
  );
  await expect(preview.locator("tr", { hasText: "Nhập E2E Một" })).toContainText("Hợp lệ");
  await shoot(page, "crm-partner-import-preview");
  await page.setViewportSize(PHONE);
  await shoot(page, "crm-partner-import-preview-phone");
  await page.setViewportSize(DESKTOP);

  // The import call is held back a moment so that its progress can be seen.
  await page.route("**/api/crm/partners/import", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await modal.getByTestId("import-run").click();
  await expect(modal.getByTestId("import-progress")).toBeVisible();
  const report = modal.getByTestId("import-report");
  await expect(report).toContainText("Đã thêm 2 khách hàng");
  await expect(report).toContainText("3 dòng bị bỏ qua");
  await expect(modal.locator("tr", { hasText: "Nhập E2E Thiếu số" })).toContainText("Thiếu số điện thoại");

  const download = page.waitForEvent("download");
  await modal.getByTestId("import-report-download").click();
  const saved = await (await download).path();
  const reasons = (await readSheet(saved)).map((row) => row[3]);
  expect(reasons).toContain("Thiếu số điện thoại");
  expect(reasons).toContain("Không tìm thấy tỉnh/thành: Tỉnh Không Có");

  await modal.locator(".ant-modal-footer").getByRole("button", { name: "Đóng" }).click();
  await page.getByRole("textbox", { name: "Tìm kiếm" }).fill("Nhập E2E");
  const found = page.getByTestId("data-table").locator("tbody tr.ant-table-row");
  await expect(found).toHaveCount(2);
  await expect(page.getByTestId("data-table")).toContainText(first);
  await expect(page.getByTestId("data-table")).toContainText(second);
});
