// What the counter takes and gives by itself beyond cash (issue #18): a voucher scanned as a payment pays its worth
// and is spent once; with `sale_package_require_otp`, a prepaid card pays only with the code sent to its owner; an
// approved promotion takes its discount off the line, said on the line, and gives its item.
import { type APIRequestContext, expect as baseExpect, type Page, test } from "@playwright/test";
import { ADMIN, apiCall, apiLogin, DESKTOP, shoot, signIn } from "./support";

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const stamp = Date.now() % 1_000_000;
/** The demo's main warehouse of CN01, the branch in view at sign-in. */
const MAIN = "Q1-CHINH";
const vietnamDay = (daysAhead = 0) =>
  new Date(Date.now() + daysAhead * 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Ho_Chi_Minh" });

async function call(request: APIRequestContext, method: "GET" | "POST" | "PUT" | "PATCH", url: string, body?: object) {
  const token = (await apiLogin(request, ADMIN)).access_token;
  const res = await apiCall(request, token, method, url, body);
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

/** A product of its own (no VAT) with 10 on the shelf of the main warehouse. */
async function stocked(request: APIRequestContext, ma_vt: string, ten_vt: string, gia_ban: number) {
  await call(request, "POST", "stock/products", { ma_vt, ten_vt, ma_dvt: "CHAI", gia_ban });
  await call(request, "POST", "stock/receipt-orders", {
    ngay_ct: vietnamDay(-1),
    ma_kho: MAIN,
    status: "2",
    details: [{ ma_vt, so_luong: 10, gia: Math.round(gia_ban / 2) }],
  });
}

/** A new bill at the counter holding `qty` of the item. */
async function ringUp(page: Page, ma_vt: string, qty = 1) {
  await page.goto("/sales/retail-orders/cashier");
  const search = page.getByTestId("cashier-search").locator("input");
  for (let i = 0; i < qty; i++) {
    await search.fill(ma_vt);
    await expect(page.getByTestId("cashier-found").first()).toContainText(ma_vt);
    await search.press("Enter");
  }
  await expect(page.getByTestId("cashier-due")).not.toHaveText("0 ₫");
}

/** An option of the select open now (a closed one's list stays in the page, hidden). */
const option = (page: Page, text: string) =>
  page
    .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option")
    .filter({ hasText: text });

/** The first payment row turned to `type`. */
async function payBy(page: Page, type: string) {
  const payments = page.getByTestId("cashier-payments");
  await payments.getByRole("combobox", { name: "Thanh toán" }).first().click();
  await option(page, type).click();
  return payments;
}

test("a scanned voucher pays its worth, the rest in cash, and is spent once", async ({ page, request }) => {
  const item = `VC${stamp}`;
  const code = `KT${stamp}`;
  await stocked(request, item, "Nước hoa hồng voucher kiểm thử", 200_000);
  await call(request, "POST", "sales/vouchers", {
    ma_voucher: code,
    loai_gt: "tien",
    gia_tri: 50_000,
    so_lan: 1,
    tu_ngay: vietnamDay(-1),
  });
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);
  await ringUp(page, item);
  const payments = await payBy(page, "Voucher");
  await payments.getByTestId("payment-voucher-code").fill(code.toLowerCase());
  await expect(payments.getByTestId("payment-voucher-note")).toHaveText("Voucher trả 50,000 ₫ · còn 1 lần dùng");
  await expect(payments.getByTestId("cashier-given").first()).toHaveValue("50,000");
  await payments.getByRole("button", { name: "Thêm hình thức" }).click();
  await payments.getByRole("combobox", { name: "Thanh toán" }).nth(1).click();
  await option(page, "Tiền mặt").click();
  await expect(page.getByTestId("cashier-change")).toHaveText("0");
  await shoot(page, "sales-cashier-voucher-desktop");
  await page.keyboard.press("F8");
  await expect(page.getByTestId("cashier-sold")).toContainText("Đã thanh toán hóa đơn");
  await expect(page.getByTestId("cashier-receipt")).toContainText(`Voucher ${code}`);

  // Spent: the next bill hears so as soon as the code is typed.
  await page.getByRole("button", { name: "Đơn mới (Esc)" }).click();
  await ringUp(page, item);
  const again = await payBy(page, "Voucher");
  await again.getByTestId("payment-voucher-code").fill(code);
  await expect(again.getByTestId("payment-voucher-note")).toHaveText(`Voucher ${code} đã dùng hết 1 lần`);
});

test("with codes required, a card pays only with the code its owner was sent", async ({ page, request }) => {
  const item = `OT${stamp}`;
  const card = `OTP${stamp}`;
  await stocked(request, item, "Tinh dầu OTP kiểm thử", 100_000);
  const owner = (await call(request, "GET", "crm/partners?pageSize=50")).items.find(
    (p: { phone: string | null }) => p.phone,
  ) as { ma_kh: string };
  await call(request, "POST", "sales/payment-cards", {
    ma_the: card,
    ma_kh: owner.ma_kh,
    ngay_phat_hanh: vietnamDay(-1),
  });
  await call(request, "POST", "sales/payment-cards/update", {
    ngay_ct: vietnamDay(),
    ma_dvcs: "CN01",
    ma_the: card,
    tien: 500_000,
    status: "2",
    payments: [{ ma_httt: "TM", tien: 500_000 }],
  });
  await call(request, "PUT", "system/configs/sale_package_require_otp", { value: "t" });
  try {
    await page.setViewportSize(DESKTOP);
    await signIn(page, ADMIN);
    await ringUp(page, item);
    const payments = await payBy(page, "Thẻ trả trước");
    await payments.getByTestId("payment-card-number").fill(card);
    await expect(payments.getByTestId("payment-card-note")).toContainText("500,000");
    // Without the code the bill is refused, naming the card's row.
    await page.keyboard.press("F8");
    await expect(payments.getByTestId("payment-error")).toContainText("OTP");

    await payments.getByTestId("payment-card-send-otp").click();
    await expect(payments.getByTestId("payment-card-otp-sent")).toContainText("Đã gửi mã đến");
    const sent = await call(request, "GET", "system/sent-messages?pageSize=10");
    const otp = /\b(\d{6})\b/.exec(sent.items[0].noi_dung)?.[1] ?? "";
    expect(otp).toMatch(/^\d{6}$/);
    await payments.getByTestId("payment-card-otp").fill(otp);
    await shoot(page, "sales-cashier-card-otp-desktop");
    await page.keyboard.press("F8");
    await expect(page.getByTestId("cashier-sold")).toContainText("Đã thanh toán hóa đơn");
    const balance = await call(request, "GET", `sales/payment-cards/balances?ma_the=${card}`);
    expect(balance.items[0].so_du).toBe(400_000);
  } finally {
    await call(request, "PUT", "system/configs/sale_package_require_otp", { value: "f" });
  }
});

test("an approved promotion takes its discount off the line and gives its item, said on the bill", async ({
  page,
  request,
}) => {
  const item = `KM${stamp}`;
  const gift = `QT${stamp}`;
  const program = `CT${stamp}`;
  await stocked(request, item, "Dầu xả khuyến mãi kiểm thử", 100_000);
  await stocked(request, gift, "Lược gỗ tặng kèm kiểm thử", 30_000);
  await call(request, "POST", "sales/promotions", {
    ma_ctkm: program,
    ten_ctkm: "Mua 2 giảm 20% kiểm thử",
    tu_ngay: vietnamDay(-1),
  });
  const rules = await call(request, "POST", "sales/promotion-products", {
    ngay_ct: vietnamDay(),
    ma_dvcs: "CN01",
    ma_ctkm: program,
    status: "2",
    details: [{ ma_vt: item, sl_tu: 2, ck_phan_tram: 20, ma_vt_tang: gift, sl_tang: 1 }],
  });
  expect(rules.status).toBe("1");
  await call(request, "PATCH", `sales/promotion-products/${rules.stt_rec}`, { status: "2" });

  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);
  await ringUp(page, item, 2);
  await expect(page.getByTestId("cashier-line-promotion")).toHaveText("KM Mua 2 giảm 20% kiểm thử: −40,000");
  await expect(page.getByTestId("cashier-gift")).toContainText(
    "Tặng 1 Chai Lược gỗ tặng kèm kiểm thử (trị giá 30,000 ₫)",
  );
  await expect(page.getByTestId("cashier-due")).toHaveText("160,000 ₫");
  await shoot(page, "sales-cashier-promotion-desktop");
  await page.keyboard.press("F8");
  await expect(page.getByTestId("cashier-sold")).toContainText("Đã thanh toán hóa đơn");
  await expect(page.getByTestId("cashier-receipt")).toContainText("Lược gỗ tặng kèm kiểm thử (Quà tặng)");
});
