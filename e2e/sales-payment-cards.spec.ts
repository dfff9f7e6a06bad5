// Prepaid payment cards (issue #18): the admin issues a card to a demo customer and a top-up policy (from 1,000,000 ₫,
// 100,000 ₫ more), tops the card up by 1,000,000 ₫ in cash (1,100,000 ₫ on the card) and prints the receipt; at the
// counter a bill is paid by the card and its balance drops by the bill; once locked, the card is refused at the
// counter ('đang bị khóa'); its history reads Nạp tiền, Tặng thêm, Thanh toán, Khóa thẻ; offline, a card cannot pay.
import { type APIRequestContext, expect as baseExpect, type Page, test } from "@playwright/test";
import {
  ADMIN,
  apiCall,
  apiLogin,
  chooseOption,
  DESKTOP,
  PHONE,
  pickToday,
  shoot,
  signIn,
  vietnamDay,
} from "./support";

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const stamp = Date.now() % 1_000_000;
const CARD = `TT${stamp}`;
const POLICY = `CS${stamp}`;
const SERUM = { ma_vt: `TS${stamp}`, ten_vt: "Serum trả bằng thẻ kiểm thử", ma_dvt: "CHAI", gia_ban: 150_000 };
/** The demo's main warehouse of CN01, the branch in view at sign-in. */
const MAIN = "Q1-CHINH";

const toast = (page: Page, text: string) => page.locator(".ant-notification-notice").filter({ hasText: text });

/** The serum on the shelf of the main warehouse; a customer of the demo. */
async function setUp(request: APIRequestContext) {
  const token = (await apiLogin(request, ADMIN)).access_token;
  const product = await apiCall(request, token, "POST", "stock/products", SERUM);
  expect([200, 201], await product.text()).toContain(product.status());
  const receipt = await apiCall(request, token, "POST", "stock/receipt-orders", {
    ngay_ct: vietnamDay(-1),
    ma_kho: MAIN,
    status: "2",
    details: [{ ma_vt: SERUM.ma_vt, so_luong: 10, gia: 80_000 }],
  });
  expect(receipt.status(), await receipt.text()).toBe(201);
  const partners = await apiCall(request, token, "GET", "crm/partners?pageSize=10");
  return (await partners.json()).items[0] as { ma_kh: string; ten_kh: string };
}

/** At the counter: the serum on a new bill, paid by the card. */
async function sellByCard(page: Page) {
  await page.goto("/sales/retail-orders/cashier");
  const search = page.getByTestId("cashier-search").locator("input");
  await search.fill(SERUM.ma_vt);
  await expect(page.getByTestId("cashier-found").first()).toContainText(SERUM.ma_vt);
  await search.press("Enter");
  await expect(page.getByTestId("cashier-due")).not.toHaveText("0 ₫");
  const payments = page.getByTestId("cashier-payments");
  await payments.getByRole("combobox", { name: "Thanh toán" }).first().click();
  await page.locator(".ant-select-item-option").filter({ hasText: "Thẻ trả trước" }).click();
  await payments.getByTestId("payment-card-number").fill(CARD.toLowerCase());
  await expect(payments.getByTestId("payment-card-number")).toHaveValue(CARD);
}

test("a card topped up with the policy's bonus pays at the counter until it is locked; its history says so", async ({
  page,
  request,
  context,
}) => {
  const customer = await setUp(request);
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);

  // The card, issued to a customer of the demo.
  await page.goto("/sales/payment-cards");
  await page.getByTestId("entity-add").click();
  const cardForm = page.getByTestId("entity-form");
  await cardForm.getByLabel("Số thẻ").fill(CARD);
  await chooseOption(page, cardForm.getByLabel("Khách hàng"), customer.ma_kh, customer.ten_kh);
  await pickToday(page, cardForm.getByLabel("Ngày phát hành"));
  await page.getByRole("button", { name: "Lưu" }).click();
  await expect(toast(page, "Thêm mới thành công!")).toBeVisible();

  // The policy: from 1,000,000 ₫ at once, 100,000 ₫ more.
  await page.goto("/sales/payment-card-policies");
  await page.getByTestId("entity-add").click();
  const policyForm = page.getByTestId("entity-form");
  await policyForm.getByLabel("Mã chính sách").fill(POLICY);
  await policyForm.getByLabel("Tên chính sách").fill("Nạp 1 triệu tặng 100 nghìn");
  await policyForm.getByLabel("Nạp từ (₫)").fill("1000000");
  await policyForm.getByLabel("Tiền tặng thêm (₫)").fill("100000");
  await pickToday(page, policyForm.getByLabel("Từ ngày"));
  await page.getByRole("button", { name: "Lưu" }).click();
  await expect(toast(page, "Thêm mới thành công!")).toBeVisible();

  // The top-up: the card with its owner, 1,000,000 ₫ in cash, the bonus the policy gives, the balance it will leave.
  await page.goto("/sales/payment-cards/update");
  await page.getByTestId("entity-add").click();
  await expect(page).toHaveURL("/sales/payment-cards/update/new");
  await expect(page.getByTestId("topup-hint")).toBeVisible();
  await page.getByTestId("topup-card").locator("input").first().fill(CARD.toLowerCase());
  await expect(page.getByTestId("card-owner")).toHaveText(`${customer.ma_kh} · ${customer.ten_kh}`);
  await expect(page.getByTestId("card-balance")).toHaveText("0 ₫");
  await expect(page.getByTestId("card-state")).toHaveText("Đang dùng");
  await page.getByRole("textbox", { name: "Số tiền nạp" }).fill("1000000");
  await expect(page.getByTestId("topup-bonus")).toHaveText("100,000");
  await expect(page.getByTestId("topup-policy")).toHaveText(`Tặng thêm theo chính sách ${POLICY}`);
  await expect(page.getByTestId("topup-balance-after")).toHaveText("1,100,000 ₫");
  await page.getByTestId("topup-payments").getByTestId("cashier-given").fill("1200000");
  await expect(page.getByTestId("topup-change")).toHaveText("200,000");
  await shoot(page, "sales-payment-card-topup-desktop");
  await page.getByTestId("topup-submit").click();

  // Posted, with its bonus, the balance it left and its journal; printed with the amount in words.
  await expect(page).toHaveURL(/\/sales\/payment-cards\/update\/[0-9a-f-]{36}$/);
  await expect(toast(page, `Đã nạp 1,000,000 ₫ vào thẻ ${CARD}`)).toBeVisible();
  await expect(page.getByTestId("document-status")).toHaveText("Đã ghi sổ");
  const number = (await page.getByTestId("document-number").textContent()) ?? "";
  expect(number).toMatch(/^NT/);
  await expect(page.getByTestId("topup-customer")).toHaveText(`${customer.ma_kh} · ${customer.ten_kh}`);
  await expect(page.getByTestId("topup-bonus")).toHaveText("100,000");
  await expect(page.getByTestId("topup-balance-after")).toHaveText("1,100,000");
  await expect(page.getByTestId("topup-paid")).toHaveText("Tiền mặt 1,200,000");
  await expect(page.getByTestId("document-journal")).toContainText("3387");
  await shoot(page, "sales-payment-card-topup-view-desktop");
  await page.getByTestId("document-print").click();
  const sheet = page.getByTestId("document-print-sheet");
  await expect(sheet).toContainText("PHIẾU NẠP TIỀN THẺ");
  await expect(sheet).toContainText(`${customer.ma_kh} · ${customer.ten_kh}`);
  await expect(sheet).toContainText("Số dư thẻ sau khi nạp1,100,000 ₫");
  await expect(page.getByTestId("print-words")).toHaveText("Một triệu đồng chẵn");
  await shoot(page, "sales-payment-card-topup-print");

  // Listed with its card, customer, amount and bonus.
  await page.goto("/sales/payment-cards/update");
  const listed = page.getByTestId("data-table").locator("tbody tr.ant-table-row").filter({ hasText: number });
  await expect(listed).toContainText(CARD);
  await expect(listed).toContainText(customer.ma_kh);
  await expect(listed).toContainText("1,000,000");
  await expect(listed).toContainText("100,000");

  // Balances: the card holds 1,100,000 ₫, and every balance matches the card ledger.
  await page.goto(`/sales/payment-cards/balances?ma_the=${CARD}`);
  await expect(page.getByTestId("card-balances-check")).toContainText("Số dư khớp sổ thẻ");
  const balanceRow = page.getByTestId("data-table").locator("tbody tr.ant-table-row").filter({ hasText: CARD });
  await expect(balanceRow).toContainText(customer.ten_kh);
  await expect(balanceRow.getByTestId("card-row-balance")).toHaveText("1,100,000");
  await shoot(page, "sales-payment-card-balances-desktop");

  // At the counter the card shows its balance, and pays the bill: the card has the bill less.
  await sellByCard(page);
  await expect(page.getByTestId("payment-card-note")).toContainText("Số dư thẻ: 1,100,000 ₫");
  const due = Number(((await page.getByTestId("cashier-due").textContent()) ?? "").replace(/\D/g, ""));
  expect(due).toBeGreaterThan(0);
  await shoot(page, "sales-payment-card-cashier-desktop");
  await page.keyboard.press("F8");
  await expect(page.getByTestId("cashier-sold")).toContainText(/Đã thanh toán hóa đơn HD/);
  await expect(page.getByTestId("cashier-receipt")).toContainText(`Thẻ trả trước ${CARD}`);
  // Esc: the counter opens a new bill.
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("cashier-due")).toHaveText("0 ₫");
  const left = (1_100_000 - due).toLocaleString("en-US");
  await page.goto(`/sales/payment-cards/lookup?ma_the=${CARD}`);
  await expect(page.getByTestId("card-balance")).toHaveText(`${left} ₫`);

  // Locked: the counter refuses the card, on its payment row.
  await page.goto("/sales/payment-cards/lock");
  await page.getByTestId("card-lock-card").locator("input").first().fill(CARD);
  await expect(page.getByTestId("card-owner")).toHaveText(`${customer.ma_kh} · ${customer.ten_kh}`);
  await page.getByTestId("card-lock-reason").fill("Khách báo mất thẻ");
  await shoot(page, "sales-payment-card-lock-desktop");
  await page.getByTestId("card-lock-submit").click();
  await expect(page.getByTestId("card-lock-done")).toHaveText(`Đã khóa thẻ ${CARD}`);
  await expect(page.getByTestId("card-state")).toHaveText("Đang khóa");

  await sellByCard(page);
  await page.keyboard.press("F8");
  await expect(page.getByTestId("cashier-problems")).toContainText(`Thẻ ${CARD} đang bị khóa`);
  await expect(page.getByTestId("payment-error")).toHaveText(`Thẻ ${CARD} đang bị khóa`);
  await shoot(page, "sales-payment-card-cashier-locked-desktop");

  // Offline the counter cannot check a card: it refuses it on screen, and keeps nothing to send.
  await context.setOffline(true);
  await expect(page.getByTestId("cashier-online")).toContainText("Mất kết nối máy chủ");
  await expect(page.getByTestId("payment-card-note")).toHaveText("Thanh toán bằng thẻ trả trước cần kết nối máy chủ");
  await page.keyboard.press("F8");
  await expect(page.getByTestId("cashier-problems")).toContainText(
    "Thẻ trả trước và voucher cần kết nối máy chủ để thanh toán",
  );
  await expect(page.getByTestId("cashier-waiting")).toHaveText("0 hóa đơn chờ gửi");
  await shoot(page, "sales-payment-card-cashier-offline-desktop");
  await context.setOffline(false);

  // The history, the latest first: locked, paid, bonus, topped up; each document opens.
  await page.goto(`/sales/payment-card-histories?ma_the=${CARD}`);
  const moves = page.getByTestId("data-table").locator("tbody tr.ant-table-row");
  await expect(moves).toHaveCount(4);
  await expect(moves.getByTestId("card-move")).toHaveText(["Khóa thẻ", "Thanh toán", "Tặng thêm", "Nạp tiền"]);
  await expect(moves.getByTestId("card-move-amount")).toHaveText([
    "",
    `−${due.toLocaleString("en-US")}`,
    "+100,000",
    "+1,000,000",
  ]);
  await expect(moves.getByTestId("card-move-balance")).toHaveText([left, left, "1,100,000", "1,000,000"]);
  await expect(moves.nth(0)).toContainText("Khách báo mất thẻ");
  await shoot(page, "sales-payment-card-history-desktop");
  await moves.nth(3).getByTestId("card-move-document").click();
  await expect(page).toHaveURL(/\/sales\/payment-cards\/update\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("document-number")).toHaveText(number);

  // The lookup: owner, balance, locked, its latest movements; unlocked again from there.
  await page.goto("/sales/payment-cards/lookup");
  await page.getByTestId("card-lookup-input").locator("input").fill(CARD.toLowerCase());
  await page.getByTestId("card-lookup-input").locator("input").press("Enter");
  await expect(page.getByTestId("card-owner")).toHaveText(`${customer.ma_kh} · ${customer.ten_kh}`);
  await expect(page.getByTestId("card-state")).toHaveText("Đang khóa");
  await expect(page.getByTestId("card-latest").locator("tbody tr.ant-table-row")).toHaveCount(4);
  await shoot(page, "sales-payment-card-lookup-desktop");
  await page.getByTestId("card-unlock").click();
  await expect(page).toHaveURL(`/sales/payment-cards/unlock?ma_the=${CARD}`);
  await page.getByTestId("card-lock-submit").click();
  await expect(page.getByTestId("card-lock-done")).toHaveText(`Đã mở khóa thẻ ${CARD}`);
  await expect(page.getByTestId("card-state")).toHaveText("Đang dùng");

  // The screens on a phone.
  await page.setViewportSize(PHONE);
  await page.goto(`/sales/payment-cards/lookup?ma_the=${CARD}`);
  await expect(page.getByTestId("card-balance")).toHaveText(`${left} ₫`);
  await shoot(page, "sales-payment-card-lookup-phone");
  await page.goto(`/sales/payment-card-histories?ma_the=${CARD}`);
  await expect(page.getByTestId("card-move").first()).toHaveText("Mở khóa");
  await shoot(page, "sales-payment-card-history-phone");
  await page.goto(`/sales/payment-cards/balances?ma_the=${CARD}`);
  await expect(page.getByTestId("card-row-balance")).toHaveText(left);
  await shoot(page, "sales-payment-card-balances-phone");
  await page.goto(`/sales/payment-cards/update/new?ma_the=${CARD}`);
  await expect(page.getByTestId("card-owner")).toHaveText(`${customer.ma_kh} · ${customer.ten_kh}`);
  await page.getByRole("textbox", { name: "Số tiền nạp" }).fill("500000");
  await expect(page.getByTestId("topup-policy")).toHaveText("Số tiền này chưa có chính sách tặng thêm");
  await shoot(page, "sales-payment-card-topup-phone");
  await page.goto(`/sales/payment-cards/lock?ma_the=${CARD}`);
  await expect(page.getByTestId("card-state")).toHaveText("Đang dùng");
  await shoot(page, "sales-payment-card-lock-phone");
});
