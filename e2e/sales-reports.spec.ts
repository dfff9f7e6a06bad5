// The sales reports (issue #19): a bill sold at the API today shows in 'Báo cáo doanh thu bán hàng' for today, its
// figure the server's total of posted bills less returns, its day and branch a row of the table, and the Excel file
// holds it; the detail report lists the bill's line, and a period with no sales says so.
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { ADMIN, apiCall, apiLogin, DESKTOP, readSheet, shoot, signIn, stockUp, vietnamDay } from "./support";

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
