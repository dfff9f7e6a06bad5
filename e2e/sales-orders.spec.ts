// Sales orders (DB1): a customer orders two goods ahead with a cash deposit of 100,000 ₫; the order is listed; a first
// delivery of part of one line makes a retail bill that takes the deposit off what the customer pays; a second delivers
// the rest and the order shows 'Đã giao đủ'; cancelling the delivered order is refused with the server's reason.
import { type APIResponse, expect as baseExpect, type Page, test } from "@playwright/test";
import { ADMIN, apiCall, apiLogin, chooseOption, DESKTOP, shoot, signIn } from "./support";

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const stamp = Date.now() % 1_000_000;
const SHAMPOO = { ma_vt: `DA${stamp}`, ten_vt: "Dầu gội thảo dược đặt trước", ma_dvt: "CHAI", gia_ban: 120_000 };
const MASK = { ma_vt: `DB${stamp}`, ten_vt: "Mặt nạ ngủ đặt trước", ma_dvt: "HOP", gia_ban: 80_000 };
/** The demo's main warehouse of CN01, the branch in view at sign-in. */
const MAIN = "Q1-CHINH";

/** A day of Vietnam's calendar, `daysAhead` after today (YYYY-MM-DD), and as the screens show it. */
const vietnamDay = (daysAhead = 0) =>
  new Date(Date.now() + daysAhead * 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Ho_Chi_Minh" });
const shown = (day: string) => day.split("-").reverse().join("/");

async function answer(response: APIResponse, status: number) {
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
}

/** The order's view, read again from the server. */
async function openOrder(page: Page, id: string) {
  await page.goto(`/sales/sale-orders/${id}`);
  await expect(page.getByTestId("document-status")).toHaveText("Đã xác nhận");
}

const lineCells = (page: Page, testId: string, row: number) =>
  page.getByTestId(testId).locator("tbody tr.ant-table-row").nth(row).locator("td");

test("an order with a deposit is delivered in two bills, the deposit taken off the first", async ({
  page,
  request,
}) => {
  // Two goods on the shelf, and a customer of the demo.
  const token = (await apiLogin(request, ADMIN)).access_token;
  for (const product of [SHAMPOO, MASK]) {
    const made = await apiCall(request, token, "POST", "stock/products", product);
    expect([200, 201], await made.text()).toContain(made.status());
  }
  await answer(
    await apiCall(request, token, "POST", "stock/receipt-orders", {
      ngay_ct: vietnamDay(-3),
      ma_kho: MAIN,
      status: "2",
      details: [
        { ma_vt: SHAMPOO.ma_vt, so_luong: 10, gia: 70_000 },
        { ma_vt: MASK.ma_vt, so_luong: 10, gia: 40_000 },
      ],
    }),
    201,
  );
  const partners = await answer(await apiCall(request, token, "GET", "crm/partners?pageSize=10"), 200);
  const customer = partners.items[0] as { ma_kh: string; ten_kh: string };

  // The order: warehouse, customer, expected in five days, three bottles and two boxes, 100,000 ₫ cash ahead.
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);
  await page.goto("/sales/sale-orders/new");
  await expect(page.getByText("Thêm đơn đặt hàng").first()).toBeVisible();
  await chooseOption(page, page.getByTestId("document-warehouse").locator("input"), MAIN, new RegExp(`^${MAIN} ·`));
  await chooseOption(page, page.getByTestId("order-customer").locator("input"), customer.ma_kh, customer.ten_kh);
  const expected = page.locator(
    "[data-testid='document-expected-date'] input, input[data-testid='document-expected-date']",
  );
  await expected.click();
  await expected.fill(shown(vietnamDay(5)));
  await expected.press("Enter");
  await page.getByTestId("document-description").fill("Khách đặt trước, giao tận nhà");
  const rows = page.getByTestId("document-lines").locator("tbody tr.ant-table-row");
  await chooseOption(page, rows.nth(0).getByTestId("line-item").locator("input"), SHAMPOO.ma_vt);
  await rows.nth(0).getByTestId("line-quantity").locator("input").fill("3");
  await page.getByTestId("line-add").click();
  await chooseOption(page, rows.nth(1).getByTestId("line-item").locator("input"), MASK.ma_vt);
  await rows.nth(1).getByTestId("line-quantity").locator("input").fill("2");
  // The server's prices of the day, and the totals.
  await expect(rows.nth(0).getByTestId("line-amount")).toHaveText("360,000");
  await expect(rows.nth(1).getByTestId("line-amount")).toHaveText("160,000");
  const totals = page.getByTestId("order-totals");
  await expect(totals).toContainText("Tổng cộng520,000 ₫");
  await page.getByTestId("order-deposit").getByTestId("cashier-given").first().fill("100000");
  await expect(totals).toContainText("Tiền đặt cọc100,000");
  await expect(totals).toContainText("Còn phải trả khi giao420,000");
  await shoot(page, "sales-order-new-desktop");
  await totals.scrollIntoViewIfNeeded();
  await shoot(page, "sales-order-new-deposit-desktop");
  await page.getByTestId("document-post").click();

  // Confirmed with its deposit; nothing delivered yet.
  await expect(page).toHaveURL(/\/sales\/sale-orders\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").at(-1) as string;
  await expect(page.getByTestId("document-status")).toHaveText("Đã xác nhận");
  const number = await page.getByTestId("document-number").inputValue();
  expect(number).toMatch(/^DB/);
  const money = page.getByTestId("order-money");
  await expect(money).toContainText("Tổng cộng520,000 ₫");
  await expect(page.getByTestId("order-deposit-taken")).toContainText("100,000");
  await expect(page.getByTestId("order-deposit-taken")).toContainText("Tiền mặt 100,000");
  await expect(page.getByTestId("order-deposit-left")).toHaveText("100,000");
  await expect(page.getByTestId("order-delivery")).toHaveText("Chưa giao");
  await expect(lineCells(page, "document-lines", 0).nth(3)).toHaveText("3");
  await expect(page.getByText("Có lỗi xảy ra")).toHaveCount(0);
  await shoot(page, "sales-order-view-desktop");
  await money.scrollIntoViewIfNeeded();
  await shoot(page, "sales-order-view-money-desktop");

  // Listed with its customer, warehouse, expected day, total, deposit and delivery.
  await page.goto("/sales/sale-orders");
  const listed = page.getByTestId("data-table").locator("tbody tr.ant-table-row").filter({ hasText: number });
  await expect(listed).toContainText(customer.ten_kh);
  await expect(listed).toContainText(MAIN);
  // The tables show days as d-m-Y.
  await expect(listed).toContainText(shown(vietnamDay(5)).replaceAll("/", "-"));
  await expect(listed).toContainText("520,000");
  await expect(listed).toContainText("100,000");
  await expect(listed).toContainText("Chưa giao");
  await shoot(page, "sales-orders-list-desktop");

  // First delivery: one bottle. All that is left comes prefilled; the deposit covers most of the bill.
  await openOrder(page, id);
  await page.getByTestId("order-deliver").click();
  await expect(page).toHaveURL(`/sales/sale-orders/${id}/deliver`);
  await expect(page.getByTestId("delivery-customer")).toHaveText(`${customer.ma_kh} · ${customer.ten_kh}`);
  await expect(page.getByTestId("delivery-deposit-left")).toHaveText("100,000");
  const first = page.getByRole("textbox", { name: "Số lượng giao dòng 1" });
  const second = page.getByRole("textbox", { name: "Số lượng giao dòng 2" });
  await expect(first).toHaveValue("3");
  await expect(second).toHaveValue("2");
  await first.fill("1");
  await second.fill("0");
  const deliveryTotals = page.getByTestId("delivery-totals");
  await expect(deliveryTotals).toContainText("Tổng cộng120,000");
  await expect(page.getByTestId("delivery-deposit")).toHaveText("−100,000");
  await expect(page.getByTestId("delivery-due")).toHaveText("20,000 ₫");
  await expect(lineCells(page, "delivery-lines", 0).nth(8)).toHaveText("120,000");
  await shoot(page, "sales-order-delivery-desktop");
  await deliveryTotals.scrollIntoViewIfNeeded();
  await shoot(page, "sales-order-delivery-pay-desktop");
  await page.getByTestId("delivery-post").click();

  // The bill: the deposit taken off, the rest paid in cash.
  await expect(page).toHaveURL(/\/sales\/retail-orders\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("document-status")).toHaveText("Đã ghi sổ");
  const bill = page.getByTestId("bill-payments");
  await expect(bill).toContainText("Tổng thanh toán120,000");
  await expect(page.getByTestId("sales-deposit")).toHaveText("100,000");
  await expect(bill).toContainText("Tiền mặt 20,000");
  await shoot(page, "sales-order-bill-desktop");

  // Partly delivered: one of three bottles, the deposit used up.
  await openOrder(page, id);
  await expect(page.getByTestId("order-delivery")).toHaveText("Giao một phần");
  await expect(lineCells(page, "document-lines", 0).nth(4)).toHaveText("1");
  await expect(lineCells(page, "document-lines", 0).nth(5)).toHaveText("2");
  await expect(page.getByTestId("order-deposit-left")).toHaveText("0");

  // Second delivery: the rest, paid in full.
  await page.getByTestId("order-deliver").click();
  await expect(page.getByRole("textbox", { name: "Số lượng giao dòng 1" })).toHaveValue("2");
  await expect(page.getByRole("textbox", { name: "Số lượng giao dòng 2" })).toHaveValue("2");
  await expect(page.getByTestId("delivery-due")).toHaveText("400,000 ₫");
  await page.getByTestId("delivery-post").click();
  await expect(page).toHaveURL(/\/sales\/retail-orders\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("bill-payments")).toContainText("Tiền mặt 400,000");

  await openOrder(page, id);
  await expect(page.getByTestId("order-delivery")).toHaveText("Đã giao đủ");
  await expect(page.getByTestId("order-deliver")).toHaveCount(0);

  // Its bills delivered goods: the order is not cancelled, and the server says why.
  await page.getByTestId("document-cancel").click();
  await page.locator(".ant-modal-confirm").getByRole("button", { name: "Đồng ý" }).click();
  await expect(page.getByText(`Đơn ${number} đã giao hàng trên hóa đơn`)).toBeVisible();
  await openOrder(page, id);
});
