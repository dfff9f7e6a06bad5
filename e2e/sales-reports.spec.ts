// The sales reports (issue #19): a bill sold at the API today shows in 'Báo cáo doanh thu bán hàng' for today, its
// figure the server's total of posted bills less returns, its day and branch a row of the table, and the Excel file
// holds it; the detail report lists the bill's line, and a period with no sales says so.
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { ADMIN, apiCall, apiLogin, DESKTOP, PHONE, readSheet, shoot, signIn, stockUp, vietnamDay } from "./support";

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const stamp = Date.now() % 1_000_000;
const SOAP = { ma_vt: `BC${stamp}`, ten_vt: "Xà phòng thảo mộc báo cáo", ma_dvt: "CHAI", gia_ban: 1_000_000 };
/** The demo's main warehouse of CN01, the branch in view at sign-in. */
const MAIN = "Q1-CHINH";

const money = (n: number) => n.toLocaleString("en-US");
const dmy = (day: string) => day.split("-").reverse().join("/");
const rows = (page: Page) => page.getByTestId("report-table").locator("tbody tr.ant-table-row");

test("a bill sold today is in the sales revenue of today: figure, row, Excel file; the detail lists its line", async ({
  page,
  request,
}) => {
  const token = (await apiLogin(request, ADMIN)).access_token;
  await stockUp(request, token, SOAP, { ma_kho: MAIN, so_luong: 5, gia: 400_000 });
  const today = vietnamDay();
  const sold = await apiCall(request, token, "POST", "sales/retail-orders", {
    ngay_ct: today,
    ma_kho: MAIN,
    status: "2",
    details: [{ ma_vt: SOAP.ma_vt, so_luong: 1 }],
    payments: [{ ma_httt: "TM", tien: 2_000_000 }],
  });
  expect(sold.status(), await sold.text()).toBe(201);
  const bill = await sold.json();

  // What the server counts for CN01 today, this bill among it.
  const asked = `fromDate=${today}&toDate=${today}&ma_dvcs=CN01`;
  const answer = await (await apiCall(request, token, "GET", `sales/reports/sale-revenue?${asked}`)).json();
  expect(answer.totals.tong_thanh_toan).toBeGreaterThanOrEqual(Number(bill.tong_thanh_toan));

  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);
  await page.goto(`/sales/reports/sale-revenue?fromDate=${today}&toDate=${today}`);
  await expect(page.getByTestId("page-title")).toHaveText("Báo cáo doanh thu bán hàng");
  await expect(page.getByTestId("report-sale-revenue")).toBeVisible();
  const total = page.getByTestId("report-figure").filter({ hasText: "Tổng thanh toán" });
  await expect(total).toContainText(money(answer.totals.tong_thanh_toan));
  const row = rows(page)
    .filter({ hasText: dmy(today) })
    .filter({ hasText: "CN01" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(money(answer.items.find((r: { ma_dvcs: string }) => r.ma_dvcs === "CN01").tong_tien));
  await expect(page.getByTestId("report-chart")).toBeVisible();
  await shoot(page, "sales-report-revenue-desktop");

  const download = page.waitForEvent("download");
  await page.getByTestId("report-export").click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const sheet = await readSheet(await file.path());
  const texts = sheet.flat().filter((value) => typeof value === "string");
  expect(texts[0]).toBe("Báo cáo doanh thu bán hàng");
  expect(texts).toContain("Tổng cộng");
  expect(sheet.flat()).toContain(answer.totals.tong_thanh_toan);

  // The detail: the bill's line, by its number.
  await page.goto(`/sales/reports/sale-detail-revenue?fromDate=${today}&toDate=${today}`);
  const line = rows(page).filter({ hasText: bill.so_ct });
  await expect(line).toContainText(SOAP.ten_vt);
  await expect(line).toContainText(money(Number(bill.tong_thanh_toan)));
  await shoot(page, "sales-report-detail-desktop");

  // A period with no sales.
  await page.goto("/sales/reports/employee-revenue?fromDate=2020-01-01&toDate=2020-01-31");
  await expect(page.getByTestId("report-table")).toContainText("Chưa có dữ liệu");
  await shoot(page, "sales-report-employee-empty-desktop");
});

/** Each service report: its page's title, and one figure (its label, its key in the totals) the page must show. */
const SERVICE_REPORTS: [name: string, title: string, figure: string, key: string][] = [
  ["sale-service", "Báo cáo bán dịch vụ", "Tổng cộng", "tong"],
  ["service-revenue", "Báo cáo doanh thu dịch vụ", "Doanh thu dịch vụ", "doanh_thu"],
  ["service-detail", "Báo cáo chi tiết dịch vụ", "Giá trị", "tien"],
  ["branch-service-revenue", "Báo cáo doanh thu dịch vụ theo chi nhánh", "Doanh thu dịch vụ", "doanh_thu"],
  ["package-revenue", "Báo cáo doanh thu liệu trình", "Còn lại chưa thực hiện", "cuoi_ky"],
  ["package-detail-revenue", "Báo cáo chi tiết doanh thu liệu trình", "Giá trị còn lại", "tien_con"],
  ["employee-revenue-level", "Báo cáo doanh thu nhân viên theo mức", "Tổng doanh thu", "doanh_thu"],
  ["service-receipt-employee", "Báo cáo thu tiền dịch vụ theo nhân viên", "Thực thu", "thuc_thu"],
];

test("a service bill and a serving of its package show in each service report: figure, rows, Excel", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const token = (await apiLogin(request, ADMIN)).access_token;
  const ok = async (method: "GET" | "POST" | "PUT", path: string, body?: unknown) => {
    const res = await apiCall(request, token, method, path, body);
    expect([200, 201], `${path}: ${await res.text()}`).toContain(res.status());
    return res.json();
  };
  const single = { ma_vt: `DVL${stamp}`, ten_vt: "Gội đầu thảo dược báo cáo", ma_dvt: "LAN", gia_ban: 500_000 };
  const pkg = {
    ma_vt: `LTB${stamp}`,
    ten_vt: "Liệu trình báo cáo 10 buổi",
    ma_dvt: "LAN",
    so_buoi: 10,
    gia_ban: 3_000_000,
  };
  await ok("POST", "stock/services", single);
  await ok("POST", "stock/services", pkg);
  await ok("PUT", "system/configs/sale_service_require_approve", { value: "false" });
  const customer = await ok("POST", "crm/partners", {
    ten_kh: `Khách báo cáo dịch vụ ${stamp}`,
    phone: `08${String(stamp).padStart(8, "0")}`,
    ma_dvcs: "CN01",
  });
  const staff = (await ok("GET", "hr/employees/lookup")).items as { ma_nv: string; ma_dvcs?: string }[];
  const technician = (staff.find((e) => e.ma_dvcs === "CN01") ?? staff[0])?.ma_nv;
  const today = vietnamDay();
  const bill = await ok("POST", "sales/services", {
    ngay_ct: today,
    ma_kho: MAIN,
    ma_kh: customer.ma_kh,
    ma_nvbh: technician,
    status: "2",
    details: [
      { ma_vt: single.ma_vt, so_luong: 1 },
      { ma_vt: pkg.ma_vt, so_luong: 1 },
    ],
    payments: [{ ma_httt: "TM", tien: 3_500_000 }],
  });
  const balances = await ok("GET", `sales/services/balances?ma_kh=${customer.ma_kh}&pageSize=100`);
  const opened = (balances.items as { stt_rec_goi: string; so_ct: string }[]).find((p) => p.so_ct === bill.so_ct);
  const serving = await ok("POST", "sales/servings", {
    ngay_ct: today,
    ma_dvcs: "CN01",
    ma_kh: customer.ma_kh,
    status: "2",
    details: [{ ma_vt: pkg.ma_vt, so_luong: 2, stt_rec_goi: opened?.stt_rec_goi, ma_nv: technician }],
  });

  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);
  for (const [name, title, figure, key] of SERVICE_REPORTS) {
    const asked = `fromDate=${today}&toDate=${today}&ma_dvcs=CN01`;
    const answer = await ok("GET", `sales/reports/${name}?${asked}`);
    expect(answer.items.length, name).toBeGreaterThan(0);
    await page.goto(`/sales/reports/${name}?fromDate=${today}&toDate=${today}`);
    await expect(page.getByTestId("page-title")).toHaveText(title);
    const shown = page
      .getByTestId("report-figure")
      .filter({ hasText: figure })
      .filter({ hasText: money(answer.totals[key]) });
    await expect(shown.first(), name).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    const download = page.waitForEvent("download");
    await page.getByTestId("report-export").click();
    const sheet = await readSheet(await (await download).path());
    expect(sheet.flat(), name).toContain(title);
    expect(sheet.flat(), name).toContain(answer.totals[key]);
    await shoot(page, `sales-report-${name}-desktop`);
  }
  // The detail reports name the documents.
  await page.goto(`/sales/reports/service-detail?fromDate=${today}&toDate=${today}`);
  const line = rows(page).filter({ hasText: serving.so_ct });
  await expect(line).toContainText(pkg.ten_vt);
  await expect(line).toContainText(bill.so_ct);
  await expect(line).toContainText(money(600_000));
  await page.goto(`/sales/reports/package-detail-revenue?fromDate=${today}&toDate=${today}`);
  const left = rows(page).filter({ hasText: bill.so_ct });
  await expect(left).toContainText(customer.ten_kh ?? "");
  await expect(left).toContainText(money(2_400_000));
  await page.setViewportSize(PHONE);
  await page.goto(`/sales/reports/package-revenue?fromDate=${today}&toDate=${today}`);
  await expect(page.getByTestId("report-figure").first()).toBeVisible();
  await shoot(page, "sales-report-package-revenue-phone");
  await page.setViewportSize(DESKTOP);
});
