// The service till pays its own services (issue #19): a customer holding package money worth 1,000,000 ₫ (sold
// through the API) comes in; the receptionist spends it on a facial at its price, adds a head massage paid in cash,
// and posts the serving in one click. The serving shows the service bill that sold the massage; the package money
// holds 1,000,000 less the facial, and the bill took the massage's 250,000 ₫ in cash. Screenshot at 1366×768.
import { type APIRequestContext, expect as baseExpect, test } from "@playwright/test";
import {
  ADMIN,
  apiAnswer,
  apiCall,
  apiLogin,
  chooseOption,
  DESKTOP,
  type DemoUser,
  setConfigTo,
  shoot,
  signIn,
  vietnamDay,
} from "./support";

test.describe.configure({ mode: "serial", timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const stamp = Date.now() % 1_000_000;
/** The demo's main warehouse of CN01, the branch in view at sign-in. */
const MAIN = "Q1-CHINH";
const MONEY = {
  ma_vt: `GTIEN${stamp}`,
  ten_vt: `Gói tiền dịch vụ ${stamp}`,
  ma_dvt: "GOI",
  so_buoi: 1,
  gia_ban: 1_000_000,
};
const FACIAL = {
  ma_vt: `MAT${stamp}`,
  ten_vt: `Chăm sóc da mặt ${stamp}`,
  ma_dvt: "LAN",
  so_buoi: 1,
  gia_ban: 350_000,
};
const MASSAGE = {
  ma_vt: `GOIDAU${stamp}`,
  ten_vt: `Gội đầu dưỡng sinh ${stamp}`,
  ma_dvt: "LAN",
  so_buoi: 1,
  gia_ban: 250_000,
};
const TECH = { ma_nv: `KTVT${stamp}`, ten_nv: `Ngô Thị Kỹ Thuật ${stamp}` };
const PHONE_NO = `07${String(stamp).padStart(8, "0")}`;
const RECEPTIONIST: DemoUser = { user_name: `quay${stamp}`, password: "LeTan@2026", full_name: "Đỗ Thị Quầy" };
const customer = { ma_kh: "", ten_kh: `Lý Thu Gói Tiền ${stamp}` };
const money = { id: "" };
let token = "";

const answer = (request: APIRequestContext, method: "POST" | "PUT", path: string, body: unknown) =>
  apiAnswer(request, token, method, path, body);
const setConfig = (request: APIRequestContext, name: string, on: boolean) => setConfigTo(request, token, name, on);

async function moneyLeft(request: APIRequestContext) {
  const res = await apiCall(request, token, "GET", `sales/services/balances?ma_kh=${customer.ma_kh}`);
  const found = (await res.json()).items.find((p: { stt_rec_goi: string }) => p.stt_rec_goi === money.id);
  return found.tien_con as number;
}

test.beforeAll(async ({ request }) => {
  token = (await apiLogin(request, ADMIN)).access_token;
  for (const service of [MONEY, FACIAL, MASSAGE]) await answer(request, "POST", "stock/services", service);
  await answer(request, "PUT", "admin/settings", { kho_mac_dinh: [{ ma_dvcs: "CN01", ma_kho: MAIN }] });
  await answer(request, "POST", "hr/employees", { ...TECH, chuc_vu: "technician", ma_dvcs: "CN01" });
  const partner = await answer(request, "POST", "crm/partners", { ...customer, phone: PHONE_NO, ma_dvcs: "CN01" });
  customer.ma_kh = partner.ma_kh;
  await setConfig(request, "sale_use_package_money", true);
  await setConfig(request, "sale_service_package_debt_money", false);
  const made = await answer(request, "POST", "system/users", { ...RECEPTIONIST, branchs: "CN01" });
  await answer(request, "PUT", `system/users/${made.id}/rights`, [
    { menu_id: "sales.servings", r_access: true, r_read: true, r_add: true, r_edit: true, r_print: true },
    { menu_id: "sales.service-process", r_access: true, r_read: true, r_edit: true },
    { menu_id: "sales.services", r_access: true, r_read: true, r_add: true },
    // Customers are found in the CRM's list, services in the catalogue's.
    { menu_id: "crm.partners", r_read: true },
    { menu_id: "stock.services", r_read: true },
  ]);
  const bill = await answer(request, "POST", "sales/services", {
    ngay_ct: vietnamDay(),
    ma_kho: MAIN,
    ma_kh: customer.ma_kh,
    status: "2",
    details: [{ ma_vt: MONEY.ma_vt, so_luong: 1, goi_tien: true }],
    payments: [{ ma_httt: "TM", tien: 1_000_000 }],
  });
  const opened = await apiCall(request, token, "GET", `sales/services/balances?stt_rec=${bill.stt_rec}`);
  money.id = (await opened.json()).items[0].stt_rec_goi;
});

test.afterAll(async ({ request }) => {
  await setConfig(request, "sale_use_package_money", false);
});

test("the receptionist spends package money and takes cash for a single service at the till, in one serving", async ({
  page,
  request,
}) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, RECEPTIONIST);
  await page.goto("/sales/serving/cashier");
  await chooseOption(page, page.getByTestId("till-customer").locator("input"), PHONE_NO, customer.ten_kh);

  const card = page.getByTestId(new RegExp(`^till-package-.*-${MONEY.ma_vt}$`));
  await expect(card).toContainText("Gói tiền dịch vụ");
  await expect(card).toContainText("Còn 1,000,000 ₫");
  await card.getByTestId("till-pick").click();
  await chooseOption(page, card.getByTestId("till-service").locator("input"), FACIAL.ma_vt, new RegExp(FACIAL.ten_vt));
  await chooseOption(page, card.getByTestId("till-technician").locator("input"), TECH.ten_nv);
  await expect(card.getByTestId("till-line-amount")).toHaveText("350,000 ₫");

  await page.getByTestId("till-add-single").click();
  const single = page.getByTestId("till-single");
  await chooseOption(
    page,
    single.getByTestId("till-service").locator("input"),
    MASSAGE.ma_vt,
    new RegExp(MASSAGE.ten_vt),
  );
  await chooseOption(page, single.getByTestId("till-technician").locator("input"), TECH.ten_nv);
  await expect(single.getByTestId("till-line-amount")).toHaveText("250,000 ₫");
  await expect(page.getByTestId("till-due")).toHaveText("250,000 ₫");
  await expect(page.getByTestId("till-post")).toHaveText(/Thu 250,000 ₫ và ghi phục vụ/);
  await shoot(page, "sales-serving-till-paid-desktop");

  await page.getByTestId("till-post").click();
  const notice = page.locator(".ant-notification-notice").filter({ hasText: /Đã ghi phiếu phục vụ SD/ });
  await expect(notice).toContainText(/· phiếu dịch vụ DV\d{2}-\d{5}/);
  const bill = page.getByTestId("till-bill");
  await expect(bill).toContainText(/Phiếu dịch vụ: DV\d{2}-\d{5}/);
  await expect(page.getByText("Có lỗi xảy ra")).toHaveCount(0);
  await shoot(page, "sales-serving-till-posted-desktop");

  expect(await moneyLeft(request)).toBe(650_000);
  const number = (await bill.textContent())?.match(/DV\d{2}-\d{5}/)?.[0];
  const bills = await apiCall(request, token, "GET", `sales/services?searchKey=${number}`);
  const sold = (await bills.json()).items[0];
  expect(sold).toMatchObject({ so_ct: number, status: "2", ma_kh: customer.ma_kh, tong_thanh_toan: 250_000 });

  await bill.getByRole("link").click();
  await expect(page).toHaveURL(/\/sales\/services\//);
  await expect(page.getByText(MASSAGE.ten_vt).first()).toBeVisible();
});
