// Returns of retail bills (TL1): from a posted bill's view, 'Trả hàng' takes some of its goods back at the bill's
// price, pays the customer back in cash and puts the goods back on the shelf; what is left of the bill limits the next
// return; a bill past the days returns are allowed is refused above the form; a user who may not make returns is not
// offered 'Trả hàng'.
import { type APIRequestContext, type APIResponse, expect as baseExpect, test } from "@playwright/test";
import { ADMIN, apiCall, apiLogin, CASHIER, DESKTOP, PHONE, shoot, signIn } from "./support";

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const PRODUCT = {
  ma_vt: `TR${Date.now() % 1_000_000}`,
  ten_vt: "Sữa tắm hoa sen kiểm thử trả hàng",
  ma_dvt: "CHAI",
  gia_ban: 120_000,
};
/** The demo's main warehouse of CN01, the branch in view at sign-in. */
const MAIN = "Q1-CHINH";

/** A day of Vietnam's calendar, `daysAgo` before today (YYYY-MM-DD), and as the screens show it. */
const vietnamDay = (daysAgo = 0) =>
  new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Ho_Chi_Minh" });
const shown = (day: string) => day.split("-").reverse().join("/");

async function answer(response: APIResponse, status: number) {
  expect(response.status(), await response.text()).toBe(status);
  return response.json();
}

let stocked: Promise<string> | undefined;
/** The product, with 10 bottles received three days ago (so a bill may be dated yesterday); the admin's token. */
function stockUp(request: APIRequestContext) {
  stocked ??= (async () => {
    const token = (await apiLogin(request, ADMIN)).access_token;
    const product = await apiCall(request, token, "POST", "stock/products", PRODUCT);
    expect([200, 201], await product.text()).toContain(product.status());
    await answer(
      await apiCall(request, token, "POST", "stock/receipt-orders", {
        ngay_ct: vietnamDay(3),
        ma_kho: MAIN,
        status: "2",
        details: [{ ma_vt: PRODUCT.ma_vt, so_luong: 10, gia: 70_000 }],
      }),
      201,
    );
    return token;
  })();
  return stocked;
}

/** A posted bill of `quantity` bottles on `day`, paid in cash in full. */
async function sell(request: APIRequestContext, token: string, quantity: number, day = vietnamDay()) {
  const body = { ngay_ct: day, ma_kho: MAIN, status: "2", details: [{ ma_vt: PRODUCT.ma_vt, so_luong: quantity }] };
  const quote = await answer(
    await apiCall(request, token, "POST", "sales/retail-orders/quote", { ...body, payments: [] }),
    200,
  );
  const payments = [{ ma_httt: "TM", tien: quote.tong_thanh_toan }];
  return (await answer(await apiCall(request, token, "POST", "sales/retail-orders", { ...body, payments }), 201)) as {
    stt_rec: string;
    so_ct: string;
  };
}

async function onHand(request: APIRequestContext, token: string): Promise<number> {
  const res = await apiCall(request, token, "GET", `stock/product-balances?ma_kho=${MAIN}&ma_vt=${PRODUCT.ma_vt}`);
  return Number((await res.json()).items[0]?.so_luong ?? 0);
}

test("two of three bottles come back from the bill's view, paid back in cash and on the shelf again", async ({
  page,
  request,
}) => {
  const token = await stockUp(request);
  const bill = await sell(request, token, 3);
  const before = await onHand(request, token);
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);
  await page.goto(`/sales/retail-orders/${bill.stt_rec}`);
  await page.getByTestId("bill-return").click();
  await expect(page).toHaveURL(`/sales/returns/new?bill=${bill.stt_rec}`);

  // The bill as it was sold: its number, its day, its walk-in customer; three sold, none back yet.
  await expect(page.getByTestId("return-bill")).toHaveText(bill.so_ct);
  await expect(page.getByTestId("return-bill-date")).toHaveText(shown(vietnamDay()));
  await expect(page.getByTestId("return-customer")).toHaveText("Khách lẻ");
  const cells = page.getByTestId("return-lines").locator("tbody tr.ant-table-row").first().locator("td");
  await expect(cells.nth(1)).toHaveText(`${PRODUCT.ma_vt} · ${PRODUCT.ten_vt}`);
  await expect(cells.nth(3)).toHaveText("120,000");
  expect(await cells.allInnerTexts()).toEqual(expect.arrayContaining(["3", "0"]));
  await expect(page.getByTestId("return-refund-type")).toContainText("Tiền mặt");

  // Two come back: the server prices them at the bill's price, and all of it is paid back in cash.
  const quantity = page.getByRole("textbox", { name: "Số lượng trả dòng 1" });
  await quantity.fill("2");
  await expect(page.getByTestId("return-refund-amount")).toHaveText("240,000 ₫");
  await expect(cells.nth(8)).toHaveText("240,000");
  await page.getByTestId("return-reason").fill("Khách đổi ý, hàng còn nguyên tem");
  await expect(page.getByTestId("return-post")).toHaveText("Ghi sổ");
  await shoot(page, "sales-return-new-desktop");
  await page.getByTestId("return-post").click();

  // The return, posted: its bill, its refund, its journal; the two bottles are back in the warehouse.
  await expect(page).toHaveURL(/\/sales\/returns\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("document-status")).toHaveText("Đã ghi sổ");
  await expect(page.getByTestId("return-bill")).toHaveText(bill.so_ct);
  await expect(page.getByTestId("return-refunds")).toContainText("Tiền mặt 240,000");
  await expect(page.getByTestId("return-refunds")).toContainText("Tổng tiền trả240,000");
  const journal = page.getByTestId("document-journal").locator("tbody tr.ant-table-row");
  await expect(journal.filter({ hasText: "521" })).toContainText("240,000");
  await expect(page.getByTestId("document-cancel")).toBeVisible();
  expect(await onHand(request, token)).toBe(before + 2);
  await expect(page.getByText("Có lỗi xảy ra")).toHaveCount(0);
  await shoot(page, "sales-return-view-desktop");
  await page.getByTestId("document-journal").scrollIntoViewIfNeeded();
  await shoot(page, "sales-return-journal-desktop");

  // Back to the bill: one bottle is left to return, and the form takes no more.
  await page.getByTestId("return-bill").click();
  await expect(page).toHaveURL(`/sales/retail-orders/${bill.stt_rec}`);
  await page.getByTestId("bill-return").click();
  await expect(cells.nth(4)).toHaveText("3");
  await expect(cells.nth(5)).toHaveText("2");
  await expect(cells.nth(6)).toHaveText("1");
  await quantity.fill("5");
  await expect(quantity).toHaveValue("1");
  await expect(page.getByTestId("return-refund-amount")).toHaveText("120,000 ₫");
  await page.setViewportSize(PHONE);
  await shoot(page, "sales-return-new-phone");
  await page.getByTestId("return-lines").scrollIntoViewIfNeeded();
  await shoot(page, "sales-return-lines-phone");
  await page.getByTestId("return-totals").scrollIntoViewIfNeeded();
  await shoot(page, "sales-return-refund-phone");

  // The list of returns: the bill's number, its customer and the refund; no 'Thêm mới' (a return starts from a bill).
  await page.setViewportSize(DESKTOP);
  await page.goto("/sales/returns");
  const row = page.getByTestId("data-table").locator("tbody tr.ant-table-row").filter({ hasText: bill.so_ct });
  await expect(row).toContainText("Khách lẻ");
  await expect(row).toContainText("Tiền mặt 240,000");
  await expect(page.getByTestId("entity-add")).toHaveCount(0);
  await shoot(page, "sales-returns-list-desktop");
  await page.setViewportSize(PHONE);
  await shoot(page, "sales-returns-list-phone");
});

test("a bill past the days returns are allowed is refused above the form", async ({ page, request }) => {
  const token = await stockUp(request);
  const configs = (await answer(await apiCall(request, token, "GET", "system/configs"), 200)).items as {
    name: string;
    value: string | null;
  }[];
  const days = configs.find((c) => c.name === "sale_return_days")?.value ?? "0";
  const setDays = (value: string) =>
    apiCall(request, token, "PUT", "system/configs/sale_return_days", { value }).then((r) => r.status());
  if (days !== "0") expect(await setDays("0")).toBe(200);
  try {
    const yesterday = vietnamDay(1);
    const bill = await sell(request, token, 1, yesterday);
    await page.setViewportSize(DESKTOP);
    await signIn(page, ADMIN);
    await page.goto(`/sales/returns/new?bill=${bill.stt_rec}`);
    await expect(page.getByTestId("return-refused")).toContainText(
      `Hóa đơn ${bill.so_ct} ngày ${shown(yesterday)} đã quá 0 ngày được phép trả hàng`,
    );
    await expect(page.getByRole("textbox", { name: "Số lượng trả dòng 1" })).toBeDisabled();
    await expect(page.getByTestId("return-post")).toBeDisabled();
    await shoot(page, "sales-return-refused-desktop");
  } finally {
    if (days !== "0") expect(await setDays(days)).toBe(200);
  }
});

test("a cashier who may not make returns is not offered 'Trả hàng'", async ({ page, request }) => {
  const token = await stockUp(request);
  const bill = await sell(request, token, 1);
  await page.setViewportSize(DESKTOP);
  await signIn(page, CASHIER);
  await page.goto(`/sales/retail-orders/${bill.stt_rec}`);
  await expect(page.getByTestId("document-status")).toHaveText("Đã ghi sổ");
  await expect(page.getByTestId("bill-return")).toHaveCount(0);
});
