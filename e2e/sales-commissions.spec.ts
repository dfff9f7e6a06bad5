// Commissions and wages (issue #19): a commission rule made on 'Hoa hồng' for one product, a bill of it sold by an
// employee, whose commission shows in 'Báo cáo hoa hồng nhân viên' (figure, row, detail line, Excel); the goods
// returned, the commission goes from the report. A technician serving a session of a package earns the demo's wage,
// seen in the turns report and the payout.
import { expect as baseExpect, type Page, test } from "@playwright/test";
import {
  ADMIN,
  apiCall,
  apiLogin,
  chooseOption,
  DESKTOP,
  PHONE,
  pickToday,
  readSheet,
  shoot,
  signIn,
  stockUp,
  vietnamDay,
} from "./support";

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const stamp = Date.now() % 1_000_000;
/** The demo's main warehouse of CN01, the branch in view at sign-in. */
const MAIN = "Q1-CHINH";
const CREAM = { ma_vt: `HH${stamp}`, ten_vt: "Kem dưỡng hoa hồng kiểm thử", ma_dvt: "HOP", gia_ban: 400_000 };
const SELLER = { ma_nv: `NVHH${stamp}`, ten_nv: "Trịnh Thị Hoa Hồng", ma_dvcs: "CN01" };
const RULE = { ma_hh: `HH${stamp}`, ten_hh: "Hoa hồng kem dưỡng 10%" };
const TECHNICIAN = { ma_nv: `KTV${stamp}`, ten_nv: "Võ Thị Kỹ Thuật", ma_dvcs: "CN01", chuc_vu: "technician" };
/** The demo's package of five skin-rejuvenation sessions, whose technician earns 50,000 ₫ a turn. */
const [PACKAGE, PACKAGE_NAME] = ["LTTHD5", "Liệu trình trẻ hóa da 5 buổi"];

const money = (n: number) => n.toLocaleString("en-US");
const rows = (page: Page) => page.getByTestId("report-table").locator("tbody tr.ant-table-row");
const toast = (page: Page, text: string) => page.locator(".ant-notification-notice").filter({ hasText: text });

test("a rule made on screen pays the seller on a bill, seen in the report, and a return takes it away", async ({
  page,
  request,
}) => {
  const token = (await apiLogin(request, ADMIN)).access_token;
  await stockUp(request, token, CREAM, { ma_kho: MAIN, so_luong: 5, gia: 200_000 });
  const hired = await apiCall(request, token, "POST", "hr/employees", SELLER);
  expect([200, 201], await hired.text()).toContain(hired.status());
  const today = vietnamDay();

  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);

  // The rule: the seller earns 10 % of the cream's value before VAT, from today, in every branch.
  await page.goto("/sales/commisstions");
  await expect(page.getByTestId("page-title")).toHaveText("Hoa hồng");
  await expect(page.getByText("Sắp có")).toHaveCount(0);
  await page.getByTestId("entity-add").click();
  const form = page.getByTestId("entity-form");
  await form.getByLabel("Mã hoa hồng").fill(RULE.ma_hh);
  await form.getByLabel("Tên hoa hồng").fill(RULE.ten_hh);
  await chooseOption(page, form.getByLabel("Hàng hóa / dịch vụ (trống: theo nhóm)"), CREAM.ma_vt, CREAM.ten_vt);
  await form.getByLabel("Mức hoa hồng (% hoặc ₫/đơn vị)").fill("10");
  await pickToday(page, form.getByLabel("Từ ngày"));
  await shoot(page, "sales-commission-rule-form");
  await page.getByRole("button", { name: "Lưu" }).click();
  await expect(toast(page, "Thêm mới thành công!")).toBeVisible();
  const ruleRow = page.getByTestId("data-table").getByRole("row").filter({ hasText: RULE.ma_hh });
  await expect(ruleRow).toContainText(CREAM.ten_vt);
  await expect(ruleRow).toContainText("Nhân viên bán hàng");
  await expect(ruleRow).toContainText("Tỷ lệ % trên doanh số");
  await shoot(page, "sales-commission-rules");

  // Two creams sold by the employee: 800,000 ₫ before VAT, 80,000 ₫ of commission.
  const sold = await apiCall(request, token, "POST", "sales/retail-orders", {
    ngay_ct: today,
    ma_kho: MAIN,
    ma_nvbh: SELLER.ma_nv,
    status: "2",
    details: [{ ma_vt: CREAM.ma_vt, so_luong: 2 }],
    payments: [{ ma_httt: "TM", tien: 1_000_000 }],
  });
  expect(sold.status(), await sold.text()).toBe(201);
  const bill = await sold.json();

  await page.goto(`/sales/reports/employee-commission?fromDate=${today}&toDate=${today}`);
  await expect(page.getByTestId("page-title")).toHaveText("Báo cáo hoa hồng nhân viên");
  const row = rows(page).filter({ hasText: SELLER.ten_nv });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(money(800_000));
  await expect(row).toContainText(money(80_000));
  await expect(page.getByTestId("report-figure").filter({ hasText: "Hoa hồng" }).first()).toBeVisible();
  await expect(page.getByTestId("report-chart")).toBeVisible();
  await shoot(page, "sales-report-employee-commission-desktop");
  const download = page.waitForEvent("download");
  await page.getByTestId("report-export").click();
  const sheet = await readSheet(await (await download).path());
  expect(sheet.flat()).toContain(SELLER.ten_nv);
  expect(sheet.flat()).toContain(80_000);

  await page.setViewportSize(PHONE);
  await expect(row).toBeVisible();
  await shoot(page, "sales-report-employee-commission-phone");
  await page.setViewportSize(DESKTOP);

  // The detail: the bill's line, the rule's 10 %.
  await page.goto(`/sales/reports/employee-commission-detail?fromDate=${today}&toDate=${today}`);
  const line = rows(page).filter({ hasText: bill.so_ct });
  await expect(line).toContainText(SELLER.ten_nv);
  await expect(line).toContainText(CREAM.ten_vt);
  await expect(line).toContainText(money(80_000));
  await shoot(page, "sales-report-employee-commission-detail-desktop");

  // Both creams come back: the commission goes.
  const back = await apiCall(request, token, "POST", "sales/returns", {
    ngay_ct: today,
    stt_rec_hd: bill.stt_rec,
    status: "2",
    details: [{ ma_vt: CREAM.ma_vt, so_luong: 2 }],
    payments: [{ ma_httt: "TM", tien: Number(bill.tong_thanh_toan) }],
  });
  expect(back.status(), await back.text()).toBe(201);
  const returned = await back.json();
  await page.goto(`/sales/reports/employee-commission?fromDate=${today}&toDate=${today}`);
  await expect(page.getByTestId("report-table")).toBeVisible();
  await expect(rows(page).filter({ hasText: SELLER.ten_nv })).toHaveCount(0);
  await page.goto(`/sales/reports/employee-commission-detail?fromDate=${today}&toDate=${today}`);
  await expect(rows(page).filter({ hasText: bill.so_ct })).toHaveCount(1);
  await expect(rows(page).filter({ hasText: returned.so_ct })).toContainText("-80,000");

  // The demo's wage of a skin-rejuvenation session (50,000 ₫ a turn), paid automatically: a technician serves one.
  await page.goto("/sales/wages");
  await expect(page.getByTestId("page-title")).toHaveText("Tiền công");
  await expect(page.getByTestId("data-table").getByRole("row").filter({ hasText: PACKAGE_NAME })).toContainText(
    "50,000",
  );
  await shoot(page, "sales-wages");
  const tech = await apiCall(request, token, "POST", "hr/employees", TECHNICIAN);
  expect([200, 201], await tech.text()).toContain(tech.status());
  const auto = await apiCall(request, token, "PUT", "system/configs/sale_service_wage_auto", { value: "t" });
  expect(auto.status(), await auto.text()).toBe(200);
  const pkg = await apiCall(request, token, "POST", "sales/services", {
    ngay_ct: today,
    ma_kho: MAIN,
    ma_kh: "KH000001",
    status: "2",
    details: [{ ma_vt: PACKAGE, so_luong: 1 }],
    payments: [{ ma_httt: "TM", tien: 50_000_000 }],
  });
  expect(pkg.status(), await pkg.text()).toBe(201);
  const packages = await apiCall(request, token, "GET", `sales/services/balances?ma_kh=KH000001&ma_vt=${PACKAGE}`);
  const { so_ct } = await pkg.json();
  const bought = (await packages.json()).items.find((p: { so_ct: string }) => p.so_ct === so_ct);
  const served = await apiCall(request, token, "POST", "sales/servings", {
    ngay_ct: today,
    ma_dvcs: "CN01",
    ma_kh: "KH000001",
    status: "2",
    details: [{ ma_vt: PACKAGE, so_luong: 1, stt_rec_goi: bought.stt_rec_goi, ma_nv: TECHNICIAN.ma_nv }],
  });
  expect(served.status(), await served.text()).toBe(201);
  await page.goto(`/sales/reports/service-turn-employee?fromDate=${today}&toDate=${today}`);
  const turn = rows(page).filter({ hasText: TECHNICIAN.ten_nv });
  await expect(turn).toContainText(PACKAGE_NAME);
  await expect(turn).toContainText("50,000");
  await shoot(page, "sales-report-service-turn-employee");
  await page.goto(`/sales/reports/employee-commission?fromDate=${today}&toDate=${today}`);
  await expect(rows(page).filter({ hasText: TECHNICIAN.ten_nv })).toContainText("50,000");
});
