// Service bills and packages (issue #19): a receptionist sells a package of 10 sessions to a customer on the service
// bill form (the branch's default warehouse, the price in force, the sessions a package holds, paid in cash), sees the
// bill with its payment, journal and the package it opened, then the package on the customer's 'Liệu trình' panel with
// its history; with approval required, a bill the receptionist sends waits on 'Duyệt phiếu dịch vụ' until an approver's
// 'Duyệt' posts it, and what is left of a package is transferred to another customer. Screenshots at 1366×768 and at
// a phone's width.
import { type APIRequestContext, expect as baseExpect, type Page, test } from "@playwright/test";
import {
  ADMIN,
  apiAnswer,
  apiCall,
  apiLogin,
  chooseOption,
  DESKTOP,
  type DemoUser,
  PHONE,
  setConfigTo,
  shoot,
  signIn,
  signOut,
  vietnamDay,
} from "./support";

test.describe.configure({ mode: "serial", timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const stamp = Date.now() % 1_000_000;
/** The demo's main warehouse of CN01, the branch in view at sign-in. */
const MAIN = "Q1-CHINH";
const PACKAGE = {
  ma_vt: `LT${stamp}`,
  ten_vt: "Liệu trình chăm sóc da 10 buổi",
  ma_dvt: "LAN",
  so_buoi: 10,
  gia_ban: 3_000_000,
};
const RECEPTIONIST: DemoUser = {
  user_name: `letan${stamp}`,
  password: "LeTan@2026",
  full_name: "Vũ Thị Lễ Tân",
};
const customer = { id: "", ma_kh: "", ten_kh: `Nguyễn Thị Liệu Trình ${stamp}` };
/** A demo customer a package is transferred to. */
const OTHER = { ma_kh: "KH000002", ten_kh: "Trần Văn Hùng" };
let token = "";

const answer = (request: APIRequestContext, method: "POST" | "PUT", path: string, body: unknown) =>
  apiAnswer(request, token, method, path, body);
const setConfig = (request: APIRequestContext, name: string, on: boolean) => setConfigTo(request, token, name, on);
const requireApproval = (request: APIRequestContext, on: boolean) =>
  setConfig(request, "sale_service_require_approve", on);

test.beforeAll(async ({ request }) => {
  token = (await apiLogin(request, ADMIN)).access_token;
  await answer(request, "POST", "stock/services", PACKAGE);
  const partner = await answer(request, "POST", "crm/partners", {
    ten_kh: customer.ten_kh,
    phone: `09${String(stamp).padStart(8, "0")}`,
    ma_dvcs: "CN01",
  });
  Object.assign(customer, { id: partner.id, ma_kh: partner.ma_kh });
  // The branch's default warehouse, which a new bill starts from.
  await answer(request, "PUT", "admin/settings", { kho_mac_dinh: [{ ma_dvcs: "CN01", ma_kho: MAIN }] });
  const user = await answer(request, "POST", "system/users", { ...RECEPTIONIST, branchs: "CN01" });
  const rights = [
    { menu_id: "sales.services", r_access: true, r_read: true, r_add: true, r_print: true },
    { menu_id: "sales.customers", r_access: true, r_read: true },
    { menu_id: "crm.partners", r_read: true },
    { menu_id: "stock.services", r_read: true },
  ];
  await answer(request, "PUT", `system/users/${user.id}/rights`, rights);
  await requireApproval(request, false);
});

const rowsOf = (page: Page, testId: string) => page.getByTestId(testId).locator("tbody tr.ant-table-row");

test("a receptionist sells a 10-session package and finds it on the customer's 'Liệu trình'", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, RECEPTIONIST);
  await page.goto("/sales/services/new");
  await expect(page.getByText("Thêm phiếu dịch vụ").first()).toBeVisible();
  await expect(page.getByTestId("document-warehouse")).toContainText(MAIN);
  await chooseOption(page, page.getByTestId("service-customer").locator("input"), customer.ma_kh, customer.ten_kh);
  const lines = rowsOf(page, "document-lines");
  await chooseOption(page, lines.nth(0).getByTestId("line-item").locator("input"), PACKAGE.ma_vt);
  await lines.nth(0).getByTestId("line-quantity").locator("input").fill("1");
  // The server's price of the day, and what a unit sells.
  await expect(lines.nth(0).getByTestId("line-price")).toHaveText("3,000,000");
  await expect(lines.nth(0).getByTestId("line-sessions")).toHaveText("10 buổi/gói");
  await expect(lines.nth(0).getByTestId("line-amount")).toHaveText("3,000,000");
  const totals = page.getByTestId("service-totals");
  await expect(totals).toContainText("Tổng cộng3,000,000 ₫");
  // Cash follows what is due.
  await expect(totals).toContainText("Khách trả3,000,000");
  await expect(page.getByText("Có lỗi xảy ra")).toHaveCount(0);
  await shoot(page, "sales-service-new-desktop");
  await page.getByTestId("document-post").click();

  await expect(page).toHaveURL(/\/sales\/services\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("document-status")).toHaveText("Hoàn thành");
  const number = await page.getByTestId("document-number").inputValue();
  expect(number).toMatch(/^DV/);
  await expect(page.getByTestId("service-paid")).toHaveText("Tiền mặt 3,000,000");
  await expect(page.getByTestId("service-owing")).toHaveText("0");
  const opened = rowsOf(page, "bill-packages");
  await expect(opened).toHaveCount(1);
  await expect(opened.first()).toContainText(PACKAGE.ten_vt);
  await expect(opened.first().getByTestId("package-left")).toHaveText("10");
  // Package money waits on 3387 until the sessions are used.
  await expect(page.getByTestId("document-journal")).toContainText("3387");
  await expect(page.getByText("Có lỗi xảy ra")).toHaveCount(0);
  await shoot(page, "sales-service-view-desktop");
  await page.getByTestId("bill-packages").scrollIntoViewIfNeeded();
  await shoot(page, "sales-service-view-packages-desktop");
  // Printed on A4 with the sessions each unit sells and the payment.
  await page.getByTestId("document-print").click();
  const sheet = page.getByTestId("document-print-sheet");
  await expect(sheet).toContainText("PHIẾU DỊCH VỤ");
  await expect(sheet).toContainText(PACKAGE.ten_vt);
  await expect(sheet).toContainText("Tiền mặt 3,000,000");
  await shoot(page, "sales-service-print-desktop");

  // Listed with its customer and total.
  await page.goto("/sales/services");
  const listed = rowsOf(page, "data-table").filter({ hasText: number });
  await expect(listed).toContainText(customer.ten_kh);
  await expect(listed).toContainText("3,000,000");
  await shoot(page, "sales-services-list-desktop");

  // The customer's 'Liệu trình': bought 10, used 0, 10 left, its value, the bill; unfolded, its history.
  await page.goto(`/sales/customers/${customer.id}`);
  const packages = rowsOf(page, "customer-packages");
  await expect(packages).toHaveCount(1);
  const pkg = packages.first();
  await expect(pkg).toContainText(PACKAGE.ten_vt);
  await expect(pkg.getByTestId("package-left")).toHaveText("10");
  await expect(pkg).toContainText("3,000,000");
  await expect(pkg).toContainText(number);
  await pkg.locator(".ant-table-row-expand-icon").click();
  const history = rowsOf(page, "package-history");
  await expect(history).toHaveCount(1);
  await expect(history.first()).toContainText("Mua liệu trình");
  await expect(history.first()).toContainText("+10");
  await page.getByTestId("customer-packages").scrollIntoViewIfNeeded();
  await shoot(page, "sales-customer-packages-desktop");

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(rowsOf(page, "customer-packages")).toHaveCount(1);
  await page.getByTestId("customer-packages").scrollIntoViewIfNeeded();
  await shoot(page, "sales-customer-packages-phone");
  await page.goto("/sales/services/new");
  await expect(page.getByTestId("document-warehouse")).toContainText(MAIN);
  await shoot(page, "sales-service-new-phone");
});

test("with approval required, a receptionist's bill waits until an approver's 'Duyệt' posts it", async ({
  page,
  request,
}) => {
  await requireApproval(request, true);
  try {
    const receptionist = (await apiLogin(request, RECEPTIONIST)).access_token;
    const sent = await apiCall(request, receptionist, "POST", "sales/services", {
      ngay_ct: vietnamDay(),
      ma_kho: MAIN,
      ma_kh: customer.ma_kh,
      status: "2",
      details: [{ ma_vt: PACKAGE.ma_vt, so_luong: 1 }],
      payments: [{ ma_httt: "TM", tien: 3_000_000 }],
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const bill = await sent.json();
    expect(bill.status).toBe("1");

    await page.setViewportSize(DESKTOP);
    await signIn(page, ADMIN);
    await page.goto("/sales/services/approve");
    const waiting = rowsOf(page, "data-table").filter({ hasText: bill.so_ct });
    await expect(waiting).toContainText(customer.ten_kh);
    await shoot(page, "sales-services-approve-desktop");
    await waiting.getByRole("link", { name: bill.so_ct }).click();
    await expect(page.getByTestId("document-status")).toHaveText("Chờ duyệt");
    await expect(page.getByTestId("document-post")).toHaveText(/Duyệt/);
    await page.getByTestId("document-post").click();
    await expect(page.getByTestId("document-status")).toHaveText("Hoàn thành");
    await expect(rowsOf(page, "bill-packages")).toHaveCount(1);
    // What is left of a package moves to another customer: nothing left here, their new package holds the 10.
    await page.goto(`/sales/customers/${customer.id}`);
    const packages = rowsOf(page, "customer-packages");
    await expect(packages).toHaveCount(2);
    await packages.first().getByTestId("package-transfer").click();
    await chooseOption(page, page.getByTestId("package-transfer-customer").locator("input"), OTHER.ma_kh, OTHER.ten_kh);
    await shoot(page, "sales-package-transfer-desktop");
    await page.getByRole("button", { name: "Chuyển", exact: true }).last().click();
    await expect(page.getByText("Đã cập nhật liệu trình")).toBeVisible();
    await expect(packages.last().getByTestId("package-left")).toHaveText("0");
    await expect(packages.first().getByTestId("package-left")).toHaveText("10");
    await signOut(page);
  } finally {
    await requireApproval(request, false);
  }
});

test("with gifts and deposits allowed, a package is given free beside one paid in part, the rest owed", async ({
  page,
  request,
}) => {
  const configs = ["sale_gift_package", "sale_bill_deposit_service_package"];
  for (const name of configs) await setConfig(request, name, true);
  try {
    await page.setViewportSize(DESKTOP);
    await signIn(page, ADMIN);
    await page.goto("/sales/services/new");
    await chooseOption(page, page.getByTestId("service-customer").locator("input"), customer.ma_kh, customer.ten_kh);
    const lines = rowsOf(page, "document-lines");
    await chooseOption(page, lines.nth(0).getByTestId("line-item").locator("input"), PACKAGE.ma_vt);
    await lines.nth(0).getByTestId("line-quantity").locator("input").fill("1");
    await page.getByTestId("line-add").click();
    await chooseOption(page, lines.nth(1).getByTestId("line-item").locator("input"), PACKAGE.ma_vt);
    await lines.nth(1).getByTestId("line-quantity").locator("input").fill("1");
    await lines.nth(1).getByTestId("line-tang").check();
    // The gift is priced at nothing: the bill is the paid package alone.
    await expect(lines.nth(1).getByTestId("line-amount")).toHaveText("0");
    const totals = page.getByTestId("service-totals");
    await expect(totals).toContainText("Tổng cộng3,000,000 ₫");
    await page.getByTestId("service-payments").getByTestId("cashier-given").first().fill("1000000");
    await expect(totals).toContainText("Còn nợ2,000,000");
    await shoot(page, "sales-service-gift-deposit-desktop");
    await page.getByTestId("document-post").click();
    await expect(page.getByTestId("document-status")).toHaveText("Hoàn thành");
    await expect(page.getByTestId("service-owing")).toHaveText("2,000,000");
    await expect(rowsOf(page, "document-lines").nth(1)).toContainText("Tặng");
    await expect(rowsOf(page, "bill-packages")).toHaveCount(2);
    await expect(page.getByTestId("document-journal")).toContainText("131");
  } finally {
    for (const name of configs) await setConfig(request, name, false);
  }
});
