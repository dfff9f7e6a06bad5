// Servings and the service process (issue #19): a package of 10 sessions sold to a customer (through the API); the
// receptionist records the first serving at the service till (customer found by phone, package ticked, technician
// picked: one click), eight more through the API, and opens the tenth on the serving form with a room; the technician
// starts it and finishes it on the process board, which posts it. The package then has no session left: the eleventh
// is refused ('Liệu trình chỉ còn 0 buổi') until the configs let the customer owe it, then it shows as owed. Each
// serving took a bottle of toner from stock (the consumption norm). Screenshots at 1366×768 and a phone's width.
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
  stockUp,
  vietnamDay,
} from "./support";

test.describe.configure({ mode: "serial", timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const stamp = Date.now() % 1_000_000;
/** The demo's main warehouse of CN01, the branch in view at sign-in. */
const MAIN = "Q1-CHINH";
const PACKAGE = {
  ma_vt: `GOI${stamp}`,
  ten_vt: `Liệu trình thải độc da ${stamp}`,
  ma_dvt: "LAN",
  so_buoi: 10,
  so_phut: 60,
  gia_ban: 1_000_000,
};
const TONER = { ma_vt: `TONER${stamp}`, ten_vt: "Nước hoa hồng spa 100ml", ma_dvt: "CHAI", gia_ban: 90_000 };
const ROOM = `P${stamp}`;
const TECH = { ma_nv: `KTV${stamp}`, ten_nv: `Trần Thị Kỹ Thuật ${stamp}` };
const PHONE_NO = `08${String(stamp).padStart(8, "0")}`;
const RECEPTIONIST: DemoUser = { user_name: `letan${stamp}`, password: "LeTan@2026", full_name: "Vũ Thị Lễ Tân" };
const TECHNICIAN: DemoUser = { user_name: `ktv${stamp}`, password: "KyThuat@2026", full_name: TECH.ten_nv };
const customer = { ma_kh: "", ten_kh: `Đặng Thu Phục Vụ ${stamp}` };
const pkg = { id: "" };
let token = "";

const answer = (request: APIRequestContext, method: "POST" | "PUT", path: string, body: unknown, as = token) =>
  apiAnswer(request, as, method, path, body);
const setConfig = (request: APIRequestContext, name: string, on: boolean) => setConfigTo(request, token, name, on);

async function user(request: APIRequestContext, who: DemoUser, rights: object[]) {
  const made = await answer(request, "POST", "system/users", { ...who, branchs: "CN01" });
  await answer(request, "PUT", `system/users/${made.id}/rights`, rights);
}

/** The sessions left of the package, as the balances answer. */
async function sessionsLeft(request: APIRequestContext) {
  const res = await apiCall(request, token, "GET", `sales/services/balances?ma_kh=${customer.ma_kh}`);
  const found = (await res.json()).items.find((p: { stt_rec_goi: string }) => p.stt_rec_goi === pkg.id);
  return found.so_buoi_con as number;
}

test.beforeAll(async ({ request }) => {
  token = (await apiLogin(request, ADMIN)).access_token;
  await answer(request, "POST", "stock/services", PACKAGE);
  await stockUp(request, token, TONER, { ma_kho: MAIN, so_luong: 30, gia: 60_000 });
  await answer(request, "POST", "stock/product-consumes", {
    ma_dv: PACKAGE.ma_vt,
    ma_vt: TONER.ma_vt,
    ma_dvt: "CHAI",
    so_luong: 1,
  });
  await answer(request, "PUT", "admin/settings", { kho_mac_dinh: [{ ma_dvcs: "CN01", ma_kho: MAIN }] });
  await answer(request, "POST", "sales/rooms", { ma_phong: ROOM, ten_phong: "Phòng thải độc 1", ma_dvcs: "CN01" });
  await answer(request, "POST", "hr/employees", { ...TECH, chuc_vu: "technician", ma_dvcs: "CN01" });
  const partner = await answer(request, "POST", "crm/partners", {
    ten_kh: customer.ten_kh,
    phone: PHONE_NO,
    ma_dvcs: "CN01",
  });
  customer.ma_kh = partner.ma_kh;
  for (const name of ["sale_service_package_not_enough", "sale_service_package_debt_money"]) {
    await setConfig(request, name, false);
  }
  await setConfig(request, "sale_service_comsume", true);
  await user(request, RECEPTIONIST, [
    { menu_id: "sales.servings", r_access: true, r_read: true, r_add: true, r_edit: true, r_print: true },
    { menu_id: "sales.service-process", r_access: true, r_read: true, r_edit: true },
    { menu_id: "sales.services", r_access: true, r_read: true, r_add: true },
    // Customers are found by name or phone in the CRM's list.
    { menu_id: "crm.partners", r_read: true },
  ]);
  await user(request, TECHNICIAN, [{ menu_id: "sales.service-process", r_access: true, r_read: true, r_edit: true }]);
  const bill = await answer(request, "POST", "sales/services", {
    ngay_ct: vietnamDay(),
    ma_kho: MAIN,
    ma_kh: customer.ma_kh,
    status: "2",
    details: [{ ma_vt: PACKAGE.ma_vt, so_luong: 1 }],
    payments: [{ ma_httt: "TM", tien: 1_000_000 }],
  });
  const opened = await apiCall(request, token, "GET", `sales/services/balances?stt_rec=${bill.stt_rec}`);
  pkg.id = (await opened.json()).items[0].stt_rec_goi;
});

const noError = (page: Page) => expect(page.getByText("Có lỗi xảy ra")).toHaveCount(0);

test("the receptionist records servings at the till and on the form; the technician runs one through the process", async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, RECEPTIONIST);
  await page.goto("/sales/serving/cashier");
  await chooseOption(page, page.getByTestId("till-customer").locator("input"), PHONE_NO, customer.ten_kh);
  const card = page.getByTestId(new RegExp(`^till-package-.*-${PACKAGE.ma_vt}$`));
  await expect(card).toContainText("Còn 10/10 buổi");
  await card.getByTestId("till-pick").click();
  await chooseOption(page, card.getByTestId("till-technician").locator("input"), TECH.ten_nv);
  await shoot(page, "sales-serving-till-desktop");
  await page.getByTestId("till-post").click();
  await expect(page.locator(".ant-notification-notice").filter({ hasText: /Đã ghi phiếu phục vụ SD/ })).toBeVisible();
  await expect(card).toContainText("Còn 9/10 buổi");
  await noError(page);

  // Eight more, through the API, as the receptionist.
  const as = (await apiLogin(request, RECEPTIONIST)).access_token;
  for (let i = 0; i < 8; i++) {
    await answer(
      request,
      "POST",
      "sales/servings",
      {
        ngay_ct: vietnamDay(),
        ma_kh: customer.ma_kh,
        status: "2",
        details: [{ ma_vt: PACKAGE.ma_vt, so_luong: 1, stt_rec_goi: pkg.id, ma_nv: TECH.ma_nv }],
      },
      as,
    );
  }
  expect(await sessionsLeft(request)).toBe(1);

  // The tenth is opened on the form, with a room, and waits.
  await page.goto("/sales/servings/new");
  await chooseOption(page, page.getByTestId("serving-customer").locator("input"), PHONE_NO, customer.ten_kh);
  await chooseOption(page, page.getByTestId("serving-room").locator("input"), ROOM);
  const line = page.getByTestId("document-lines").locator("tbody tr.ant-table-row").first();
  await line.getByTestId("line-package").click();
  await page.locator(".ant-select-item-option:visible").filter({ hasText: "còn 1/10 buổi" }).click();
  await chooseOption(page, line.getByTestId("line-technician").locator("input"), TECH.ten_nv);
  await shoot(page, "sales-serving-new-desktop");
  await page.getByTestId("document-save-draft").click();
  await expect(page).toHaveURL(/\/sales\/servings\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("serving-state")).toHaveText("Chờ phục vụ");
  // Its next step is offered on its page too.
  await expect(page.getByTestId("process-start")).toBeVisible();
  const number = await page.getByTestId("document-number").inputValue();
  await noError(page);
  await signOut(page);

  // The technician starts and finishes it on the board.
  await signIn(page, TECHNICIAN);
  await page.goto("/sales/service-process");
  const waiting = page.getByTestId("process-column-waiting").getByTestId(`process-card-${number}`);
  await expect(waiting).toContainText(customer.ten_kh);
  await expect(waiting).toContainText("Phòng thải độc 1");
  await expect(waiting).toContainText(TECH.ten_nv);
  await shoot(page, "sales-service-process-waiting-desktop");
  await waiting.getByTestId("process-start").click();
  const serving = page.getByTestId("process-column-serving").getByTestId(`process-card-${number}`);
  await expect(serving).toBeVisible();
  await shoot(page, "sales-service-process-desktop");
  await page.setViewportSize(PHONE);
  await shoot(page, "sales-service-process-phone");
  await page.setViewportSize(DESKTOP);
  await serving.getByTestId("process-finish").click();
  await page.getByRole("button", { name: "Đồng ý" }).click();
  await expect(page.getByTestId("process-column-done").getByTestId(`process-card-${number}`)).toBeVisible();
  await noError(page);
  expect(await sessionsLeft(request)).toBe(0);
});

test("the eleventh follows the configs: refused, then owed as money; every serving took its toner", async ({
  page,
  request,
}) => {
  const eleventh = {
    ngay_ct: vietnamDay(),
    ma_dvcs: "CN01",
    ma_kh: customer.ma_kh,
    status: "2",
    details: [{ ma_vt: PACKAGE.ma_vt, so_luong: 1, stt_rec_goi: pkg.id, ma_nv: TECH.ma_nv }],
  };
  const refused = await apiCall(request, token, "POST", "sales/servings", eleventh);
  const refusal = await refused.json();
  expect(refused.status(), JSON.stringify(refusal)).toBe(422);
  expect(refusal.errors["details.0.so_luong"]).toBe("Liệu trình chỉ còn 0 buổi");
  await setConfig(request, "sale_service_package_not_enough", true);
  await setConfig(request, "sale_service_package_debt_money", true);
  try {
    const owed = await answer(request, "POST", "sales/servings", eleventh);
    expect(owed.con_no).toBe(100_000);
    await page.setViewportSize(DESKTOP);
    await signIn(page, RECEPTIONIST);
    await page.goto(`/sales/servings/${owed.stt_rec}`);
    await expect(page.getByTestId("serving-owed")).toHaveText("100,000");
    await expect(page.getByTestId("line-sessions")).toContainText("Nợ 1 buổi");
    await expect(page.getByTestId("document-journal")).toContainText("131");
    await noError(page);
    await shoot(page, "sales-serving-owed-desktop");
    await page.goto(`/sales/servings/${owed.stt_rec}/print`);
    const sheet = page.getByTestId("document-print-sheet");
    await expect(sheet).toContainText("PHIẾU PHỤC VỤ");
    await expect(sheet).toContainText(customer.ten_kh);
    await expect(sheet).toContainText("Khách còn nợ");
    await shoot(page, "sales-serving-print-desktop");
    await page.goto("/sales/servings");
    await expect(page.getByTestId("data-table")).toContainText(customer.ten_kh);
    await shoot(page, "sales-servings-list-desktop");
    await page.setViewportSize(PHONE);
    await page.goto("/sales/serving/cashier");
    await chooseOption(page, page.getByTestId("till-customer").locator("input"), PHONE_NO, customer.ten_kh);
    await expect(page.getByText("Khách chưa có liệu trình còn buổi")).toBeVisible();
    await shoot(page, "sales-serving-till-phone");
  } finally {
    await setConfig(request, "sale_service_package_not_enough", false);
    await setConfig(request, "sale_service_package_debt_money", false);
  }
  // Eleven servings, a bottle each.
  const card = await apiCall(request, token, "GET", `stock/product-balances/card?ma_kho=${MAIN}&ma_vt=${TONER.ma_vt}`);
  const moves = (await card.json()) as { rows: { ma_ct: string; xuat: number }[]; cuoi_ky: number };
  expect(moves.rows.filter((r) => r.ma_ct === "SD1").map((r) => r.xuat)).toEqual(Array(11).fill(1));
  expect(moves.cuoi_ky).toBe(19);
  // The stock card says so to the storekeeper too.
  await page.setViewportSize(DESKTOP);
  await signOut(page);
  await signIn(page, ADMIN);
  await page.goto(`/stock/product-balances?ma_vt=${TONER.ma_vt}`);
  await page
    .getByTestId("data-table")
    .locator("tbody tr.ant-table-row")
    .filter({ hasText: MAIN })
    .getByTestId("row-card")
    .click();
  const stockCard = page.getByTestId("stock-card");
  await expect(stockCard.getByTestId("card-closing")).toHaveText("19");
  await expect(stockCard).toContainText("SD");
  await shoot(page, "sales-serving-stock-card-desktop");
});
