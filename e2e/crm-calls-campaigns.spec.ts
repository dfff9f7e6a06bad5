// Calls, campaigns, targets and broadcasts as staff use them: a call that must be followed by an
// appointment, a campaign filled with customers whose results change its numbers, targets whose actuals
// are counted from rows made here, and a broadcast recorded with its recipients. Pictures of each screen
// (desktop and phone) go to .tmp/screenshots/calls-campaigns-*.png.
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { ADMIN, apiCall, apiLogin, chooseOption, DESKTOP, PHONE, shoot, signIn } from "./support";

test.describe.configure({ mode: "serial", timeout: 120_000 });

const stamp = Date.now().toString(36).toUpperCase();
const toast = (page: Page, text: string) => page.locator(".ant-notification-notice").filter({ hasText: text });
const option = (page: Page, text: string) =>
  page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: text }).first();

/** A choice of a select that cannot be typed in. */
async function pickOption(page: Page, select: Locator, text: string) {
  await select.click();
  await option(page, text).click();
}

/** A choice of a searchable select: typed, then picked. */
const choose = chooseOption;

async function admin(request: APIRequestContext) {
  const { access_token } = await apiLogin(request, ADMIN);
  return (method: "GET" | "POST" | "PUT" | "DELETE", path: string, data?: unknown) =>
    apiCall(request, access_token, method, path, data);
}

/** The page from its top, once the toasts are gone. */
async function settle(page: Page, ready: () => Promise<void>) {
  await expect(page.locator(".ant-notification-notice")).toHaveCount(0, { timeout: 10_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
  await ready();
}

/** Both sizes of one screen, in .tmp/screenshots/calls-campaigns-*.png; the page is left at the desktop size. */
async function shootBoth(page: Page, name: string, ready: () => Promise<void>) {
  await settle(page, ready);
  await shoot(page, `calls-campaigns-${name}-desktop`);
  await page.setViewportSize(PHONE);
  await settle(page, ready);
  await shoot(page, `calls-campaigns-${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

test.afterAll(async ({ request }) => {
  const call = await admin(request);
  await call("PUT", "system/configs/crm_calllog_force_task", { value: "f" });
});

test("with crm_calllog_force_task on, a call needs its follow-up; with one both are saved", async ({
  page,
  request,
}) => {
  const call = await admin(request);
  expect((await call("PUT", "system/configs/crm_calllog_force_task", { value: "t" })).status()).toBe(200);
  await signIn(page, ADMIN);
  await page.goto("/crm/call-logs");
  await expect(page.getByRole("columnheader", { name: "Thời lượng" })).toBeVisible();
  await expect(page.getByTestId("data-table").locator("tbody tr.ant-table-row").first()).toBeVisible();

  await page.getByTestId("call-log-add").click();
  const form = page.getByTestId("call-log-form");
  await expect(form).toBeVisible();
  await expect(form.getByText("Lịch hẹn tiếp theo", { exact: true })).toBeVisible();
  await choose(page, form.getByLabel("Khách hàng", { exact: true }), "KH000004");
  await choose(page, form.getByLabel("Nhân viên", { exact: true }), "NV001", "NV001 - Nguyễn Thị Hồng Nhung");
  await form.getByLabel("Thời lượng (giây)").fill("185");
  await form.getByLabel("Nội dung").fill("Khách hỏi lại giá gói chăm sóc da");
  await page.getByRole("button", { name: "Lưu" }).click();
  await expect(page.getByTestId("follow-up-error")).toHaveText("Vui lòng tạo lịch hẹn tiếp theo cho cuộc gọi này");
  await shootBoth(page, "call-log-form", async () => {
    await expect(form.getByLabel("Tiêu đề lịch hẹn")).toBeVisible();
  });

  const title = `Gọi lại báo giá ${stamp}`;
  await form.getByLabel("Tiêu đề lịch hẹn").fill(title);
  await choose(page, form.getByLabel("Loại lịch hẹn"), "Gọi lại");
  await page.getByRole("button", { name: "Lưu" }).click();
  await expect(toast(page, "Đã lưu cuộc gọi và lịch hẹn tiếp theo")).toBeVisible();
  await expect(form).toBeHidden();
  const row = page.getByTestId("data-table").locator("tbody tr").filter({ hasText: "Phạm Minh Tuấn" }).first();
  await expect(row).toContainText("03:05");
  await expect(row).toContainText("Nguyễn Thị Hồng Nhung");
  await shootBoth(page, "call-logs", async () => {
    await expect(page.getByTestId("data-table")).toBeVisible();
  });

  // The appointment is in the appointments' list, for the same customer.
  await page.goto(`/crm/tasks?searchKey=${encodeURIComponent(stamp)}`);
  const task = page.getByTestId("data-table").locator("tbody tr").filter({ hasText: title });
  await expect(task).toBeVisible();
  await expect(task).toContainText("Phạm Minh Tuấn");
});

test("a campaign takes customers by filter and by search, and a result changes its numbers", async ({
  page,
  request,
}) => {
  const call = await admin(request);
  const created = await call("POST", "crm/campaigns", {
    ma_chien_dich: `E2E-${stamp}`,
    ten_chien_dich: `Tri ân khách Facebook ${stamp}`,
    loai: "call",
    tu_ngay: new Date(Date.now() - 5 * 86_400_000).toISOString().slice(0, 10),
    den_ngay: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    ngan_sach: 5_000_000,
    trang_thai: "running",
    ma_dvcs: "CN01",
  });
  expect(created.status()).toBe(200);
  const campaign = (await created.json()) as { id: string };

  await signIn(page, ADMIN);
  await page.goto(`/crm/campaigns/${campaign.id}`);
  await expect(page.getByTestId("campaign-name")).toHaveText(`Tri ân khách Facebook ${stamp}`);
  await expect(page.getByText("5,000,000 ₫")).toBeVisible();
  await expect(page.getByTestId("summary-total")).toContainText("0");

  // By conditions: every Facebook customer of the working branch, counted before adding.
  await page.getByTestId("add-partners").click();
  const dialog = page.getByRole("dialog").filter({ hasText: "Thêm khách hàng vào chiến dịch" });
  await dialog.getByRole("tab", { name: "Theo điều kiện" }).click();
  await choose(page, dialog.getByLabel("Nguồn khách hàng"), "Facebook");
  await expect(dialog.getByTestId("filter-count")).toHaveText("Có 5 khách hàng phù hợp");
  await dialog.getByRole("button", { name: "Thêm vào chiến dịch" }).click();
  await expect(toast(page, "Đã thêm 5 khách hàng vào chiến dịch")).toBeVisible();
  await expect(page.getByTestId("summary-total")).toContainText("5");

  // One more, searched by code.
  await page.getByTestId("add-partners").click();
  await choose(page, dialog.getByTestId("partner-picker").getByRole("combobox"), "KH000002", "Trần Văn Hùng");
  await dialog.getByRole("button", { name: "Thêm vào chiến dịch" }).click();
  await expect(toast(page, "Đã thêm 1 khách hàng vào chiến dịch")).toBeVisible();
  await expect(page.getByTestId("summary-total")).toContainText("6");

  // Nguyễn Thị Mai bought: the converted card and the rate follow.
  await page.getByRole("combobox", { name: "Kết quả của Nguyễn Thị Mai" }).click();
  await option(page, "Đã mua").click();
  await expect(toast(page, "Cập nhật thành công!")).toBeVisible();
  await expect(page.getByTestId("summary-converted")).toContainText("1");
  await expect(page.getByTestId("summary-converted")).toContainText("Tỷ lệ chuyển đổi 16.7%");
  await expect(page.getByTestId("result-chart")).toBeVisible();
  await shootBoth(page, "campaign-detail", async () => {
    await expect(page.getByTestId("result-chart").locator(".recharts-bar-rectangle").first()).toBeVisible();
  });
});

test("targets show actuals counted from the rows made for them", async ({ page, request }) => {
  const call = await admin(request);
  // June 2024 for the consultant TV01: two calls and one appointment done count; one call in July does not.
  const target = await call("POST", "crm/targets", {
    ma_nv: "TV01",
    tu_ngay: "2024-06-01",
    den_ngay: "2024-06-30",
    doanh_thu: 30_000_000,
    kh_moi: 2,
    cuoc_goi: 5,
    lich_hen: 3,
  });
  expect(target.status(), await target.text()).toBe(200);
  const logCall = (bat_dau: string) =>
    call("POST", "crm/call-logs", {
      ma_kh: "KH000003",
      bat_dau,
      huong: "out",
      trang_thai: "Nghe máy",
      ma_nv: "TV01",
      follow_up: {
        tieu_de: `Hẹn tư vấn ${stamp}`,
        bat_dau,
        ket_thuc: bat_dau,
      },
    });
  for (const at of ["2024-06-03T09:00:00+07:00", "2024-06-28T15:00:00+07:00", "2024-07-01T08:00:00+07:00"]) {
    expect((await logCall(at)).status()).toBe(200);
  }
  const tasks = await call("GET", `crm/tasks?searchKey=${encodeURIComponent(stamp)}&pageSize=50`);
  const june = ((await tasks.json()).items as { id: string; bat_dau: string }[]).find((t) =>
    t.bat_dau.startsWith("2024-06-03"),
  );
  expect(june).toBeDefined();
  // The appointment of 3 June is done.
  const before = await (await call("GET", `crm/tasks/${june?.id}`)).json();
  const done = await call("PUT", `crm/tasks/${june?.id}`, { ...before, trang_thai: "done" });
  expect(done.status(), await done.text()).toBe(200);

  await signIn(page, ADMIN);
  await page.goto("/crm/targets?fromDate=2024-06-01&toDate=2024-06-30");
  // A table row on a desktop, a card on a phone.
  const row = page
    .getByTestId("data-table")
    .locator("tbody tr, [data-testid=data-card]")
    .filter({ hasText: "Hoàng Đức Minh" });
  await expect(row).toContainText("2 / 5");
  await expect(row).toContainText("1 / 3");
  await expect(row).toContainText("0 / 2");
  await expect(page.getByText("Doanh thu sẽ được tính khi phân hệ Bán hàng hoạt động").first()).toBeVisible();
  await shootBoth(page, "targets", async () => {
    await expect(row).toContainText("2 / 5");
  });

  await page.goto("/crm/reports/target?fromDate=2024-06-01&toDate=2024-06-30");
  await expect(page.getByTestId("report-chart")).toBeVisible();
  const calls = page
    .getByTestId("report-table")
    .locator("tbody tr")
    .filter({ hasText: "Hoàng Đức Minh" })
    .filter({ hasText: "Cuộc gọi" });
  await expect(calls).toContainText("5");
  await expect(calls).toContainText("40.0%");
  await shootBoth(page, "target-report", async () => {
    await expect(page.getByTestId("report-chart").locator(".recharts-bar-rectangle").first()).toBeVisible();
  });
});

test("a broadcast is recorded with its recipients, to be sent once the channel is connected", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/crm/broadcast");
  const form = page.getByTestId("broadcast-form");
  await form.locator("label.ant-radio-button-wrapper").filter({ hasText: /^SMS$/ }).click();
  await expect(form.getByRole("radio", { name: "SMS" })).toBeChecked();
  const subject = `Ưu đãi khách VIP ${stamp}`;
  await form.getByLabel("Tiêu đề").fill(subject);
  await form.getByLabel("Nội dung").fill("Sen Spa tặng chị voucher 20% cho mọi liệu trình trong tháng này.");
  await expect(form.getByText("64 / 2000 · 1 tin SMS (70 ký tự/tin có dấu)")).toBeVisible();
  await pickOption(page, page.getByLabel("Khách hàng VIP"), "Chỉ khách VIP");
  // The VIPs of the working branch (CN01): Lê Thị Thu Hà and Trương Thị Bích Ngọc.
  await expect(page.getByTestId("recipient-count")).toHaveText("2 khách hàng sẽ nhận thông báo");
  await expect(page.getByText("KH000003 · Lê Thị Thu Hà")).toBeVisible();
  await shootBoth(page, "broadcast", async () => {
    await expect(page.getByTestId("recipient-count")).toBeVisible();
  });

  await page.getByTestId("broadcast-record").click();
  const confirm = page.getByRole("dialog").filter({ hasText: "Xác nhận" });
  await expect(confirm).toContainText("Ghi nhận thông báo qua SMS cho 2 khách hàng?");
  await confirm.getByRole("button", { name: "Đồng ý" }).click();
  await expect(toast(page, "Đã ghi nhận thông báo cho 2 khách hàng — sẽ gửi khi kênh SMS được kết nối")).toBeVisible();

  const history = page.getByTestId("data-table").locator("tbody tr.ant-table-row").filter({ hasText: subject });
  await expect(history).toContainText("Chờ kết nối kênh gửi");
  await history.locator(".ant-table-row-expand-icon").click();
  const recipients = page.getByTestId("broadcast-recipients");
  await expect(recipients).toContainText("Lê Thị Thu Hà");
  await expect(recipients).toContainText("Trương Thị Bích Ngọc");
  await shoot(page, "calls-campaigns-broadcast-history-desktop");
});
