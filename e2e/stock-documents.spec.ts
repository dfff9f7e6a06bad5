// The storekeeper's journey (issue #15): receive, deliver, be refused what is not there, transfer, read the stock
// card and print form 01-VT, in a real browser against the real server and the demo warehouses.
import { type APIRequestContext, expect as baseExpect, type Locator, type Page, test } from "@playwright/test";
import { ADMIN, apiCall, apiLogin, chooseOption, DESKTOP, PHONE, shoot, signIn } from "./support";

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** A product of the test's own (in bottles, a box is 10), so that the demo stock stays as it is. */
const PRODUCT = { ma_vt: `E2E${Date.now() % 1_000_000}`, ten_vt: "Serum dưỡng ẩm kiểm thử", ma_dvt: "CHAI" };
/** The demo warehouses of branch CN01, the one in view at sign-in. */
const MAIN = "Q1-CHINH";
const SECOND = "Q1-MYPHAM";

async function createProduct(request: APIRequestContext) {
  const token = (await apiLogin(request, ADMIN)).access_token;
  const product = await apiCall(request, token, "POST", "stock/products", PRODUCT);
  expect([200, 201], await product.text()).toContain(product.status());
  const box = await apiCall(request, token, "POST", "stock/conversion-units", {
    ma_vt: PRODUCT.ma_vt,
    ma_dvt: "HOP",
    he_so: 10,
  });
  expect([200, 201], await box.text()).toContain(box.status());
}

const toast = (page: Page, text: string | RegExp) =>
  page.locator(".ant-notification-notice").filter({ hasText: text }).last();
const line = (page: Page, index: number) =>
  page.getByTestId("document-lines").locator("tbody tr.ant-table-row").nth(index);

/** Picks a warehouse in the header select `testId`. */
async function chooseWarehouse(page: Page, testId: string, code: string) {
  await chooseOption(page, page.getByTestId(testId).locator("input"), code, new RegExp(`^${code} ·`));
}

/** Fills line `index`: the product searched without diacritics, the unit, the quantity and (receipts) the price. */
async function fillLine(page: Page, index: number, quantity: string, options: { price?: string; unit?: string } = {}) {
  const row = line(page, index);
  await chooseOption(page, row.getByTestId("line-item").locator("input"), "serum duong am kiem", PRODUCT.ma_vt);
  await expect(row.getByTestId("line-unit")).toContainText(PRODUCT.ma_dvt);
  if (options.unit) {
    await row.getByTestId("line-unit").click();
    await page.locator(".ant-select-item-option:visible").filter({ hasText: options.unit }).first().click();
  }
  await row.getByTestId("line-quantity").locator("input").fill(quantity);
  if (options.price) await row.getByTestId("line-price").locator("input").fill(options.price);
}

/** A new document of `page` at `warehouse`, one line, posted ('Ghi sổ'); answers its number. */
async function postNew(
  page: Page,
  path: string,
  warehouses: [string, string?],
  quantity: string,
  options: { price?: string; unit?: string } = {},
) {
  await page.goto(`${path}/new`);
  await chooseWarehouse(page, "document-warehouse", warehouses[0]);
  if (warehouses[1]) await chooseWarehouse(page, "document-receiving-warehouse", warehouses[1]);
  await fillLine(page, 0, quantity, options);
  await page.getByTestId("document-post").click();
}

async function expectPosted(page: Page) {
  await expect(page.getByTestId("document-status")).toHaveText("Đã ghi sổ");
  return (await page.getByTestId("document-number").inputValue()).trim();
}

/** The balances list's row of the test product in `warehouse`. */
function balanceRow(page: Page, warehouse: string): Locator {
  return page.getByTestId("data-table").locator("tbody tr.ant-table-row").filter({ hasText: warehouse });
}

test("a storekeeper receives, delivers, is refused what is not there, transfers, reads the card and prints", async ({
  page,
  request,
}) => {
  await createProduct(request);
  await signIn(page, ADMIN);

  // Receive 10 bottles at 100,000 ₫: the line shows 1,000,000 before saving.
  await page.goto("/stock/receipt-orders/new");
  await chooseWarehouse(page, "document-warehouse", MAIN);
  await page.getByTestId("document-description").fill("Nhập serum từ nhà cung cấp");
  await fillLine(page, 0, "10", { price: "100000" });
  await expect(line(page, 0).getByTestId("line-amount")).toHaveText("1,000,000");
  await expect(page.getByTestId("lines-total")).toHaveText("1,000,000");
  await page.getByTestId("document-post").click();
  const receipt = await expectPosted(page);
  expect(receipt).toMatch(/^PN/);

  // Its journal lines under it: Nợ 1561 / Có 331, 1,000,000.
  const journal = page.getByTestId("document-journal").locator("tbody tr.ant-table-row");
  await expect(journal).toHaveCount(1);
  await expect(journal.first()).toContainText("1561 – Giá mua hàng hóa");
  await expect(journal.first()).toContainText("331 – Phải trả cho người bán");
  await expect(journal.first()).toContainText("1,000,000");
  await page.getByTestId("document-journal").evaluate((table) => table.scrollIntoView({ block: "center" }));
  await shoot(page, "stock-receipt-journal-desktop");

  // The printed form 01-VT, with the amount in words.
  await page.getByTestId("document-print").click();
  const sheet = page.getByTestId("document-print-sheet");
  await expect(sheet).toContainText("PHIẾU NHẬP KHO");
  await expect(sheet).toContainText("Mẫu số 01 - VT");
  await expect(sheet).toContainText(`Số: ${receipt}`);
  await expect(sheet.getByTestId("print-total")).toHaveText("1,000,000");
  await expect(sheet.getByTestId("print-words")).toHaveText("Một triệu đồng chẵn");
  await shoot(page, "stock-receipt-print-desktop");

  // Deliver 3: the balance says 7 worth 700,000 ₫.
  await postNew(page, "/stock/delivery-orders", [MAIN], "3");
  await expectPosted(page);
  await page.goto(`/stock/product-balances?ma_vt=${PRODUCT.ma_vt}`);
  await expect(balanceRow(page, MAIN).getByTestId("balance-value")).toHaveText("700,000");
  await expect(balanceRow(page, MAIN).getByTestId("balance-quantity")).toHaveText("7");
  await shoot(page, "stock-balances-desktop");

  // Deliver 100: refused, the message on the line's quantity.
  await postNew(page, "/stock/delivery-orders", [MAIN], "100");
  await expect(line(page, 0).getByTestId("line-quantity")).toContainText("Không đủ tồn kho");
  await expect(toast(page, "Không đủ tồn kho")).toBeVisible();
  await expect(page).toHaveURL(/\/stock\/delivery-orders\/new$/);
  await shoot(page, "stock-delivery-refused-desktop");

  // A transfer moves 2 bottles to the second warehouse: 5 left here, 2 there.
  await postNew(page, "/stock/transfer-orders", [MAIN, SECOND], "2");
  const transfer = await expectPosted(page);
  await page.goto(`/stock/product-balances?ma_vt=${PRODUCT.ma_vt}`);
  await expect(balanceRow(page, SECOND).getByTestId("balance-quantity")).toHaveText("2");
  await expect(balanceRow(page, MAIN).getByTestId("balance-quantity")).toHaveText("5");

  // A box received is 10 bottles.
  await postNew(page, "/stock/receipt-orders", [SECOND], "1", { unit: "HOP", price: "900000" });
  await expectPosted(page);
  await page.goto(`/stock/product-balances?ma_vt=${PRODUCT.ma_vt}`);
  await expect(balanceRow(page, SECOND).getByTestId("balance-quantity")).toHaveText("12");

  // The stock card of the main warehouse: in 10, out 3, out 2, each with its running balance.
  await balanceRow(page, MAIN).getByTestId("row-card").click();
  const card = page.getByTestId("stock-card");
  await expect(card.getByTestId("card-balance")).toHaveText(["10", "7", "5"]);
  await expect(card.getByTestId("card-opening")).toHaveText("0");
  await expect(card.getByTestId("card-closing")).toHaveText("5");
  await shoot(page, "stock-card-desktop");
  await page.keyboard.press("Escape");

  // The ledger check finds nothing amiss.
  await page.getByTestId("balances-check").click();
  await expect(page.getByTestId("balances-check-ok")).toBeVisible();
  await page.keyboard.press("Escape");

  // The receipts list: the number, the total with separators, the status tag.
  await page.goto("/stock/receipt-orders");
  const row = page.getByTestId("data-table").locator("tbody tr.ant-table-row").filter({ hasText: receipt });
  await expect(row).toContainText("1,000,000");
  await expect(row.getByTestId("document-status")).toHaveText("Đã ghi sổ");
  await shoot(page, "stock-receipts-desktop");

  // Filtered by warehouse: the receipt of the main one is not among the second's; the transfer is, as it received.
  await page.goto(`/stock/receipt-orders?ma_kho=${SECOND}`);
  await expect(page.getByTestId("filter-warehouse")).toContainText(SECOND);
  await expect(page.getByTestId("data-table").locator("tbody tr.ant-table-row").first()).toBeVisible();
  await expect(page.getByTestId("data-table")).not.toContainText(receipt);
  await page.goto(`/stock/transfer-orders?ma_kho=${SECOND}`);
  await expect(
    page.getByTestId("data-table").locator("tbody tr.ant-table-row").filter({ hasText: transfer }),
  ).toBeVisible();
});

test("the stock screens fit a phone", async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, ADMIN);
  await page.goto("/stock/receipt-orders");
  await expect(page.getByTestId("data-table")).toBeVisible();
  await shoot(page, "stock-receipts-phone");
  await page.goto("/stock/receipt-orders/new");
  await expect(page.getByTestId("document-form")).toBeVisible();
  await shoot(page, "stock-receipt-form-phone");
  await page.goto("/stock/product-balances");
  await expect(page.getByTestId("data-table")).toBeVisible();
  await shoot(page, "stock-balances-phone");
  // A posted receipt of the demo, its journal lines under it.
  const token = (await apiLogin(request, ADMIN)).access_token;
  const posted = await apiCall(request, token, "GET", "stock/receipt-orders?status=2");
  const [receipt] = (await posted.json()).items as { stt_rec: string }[];
  await page.goto(`/stock/receipt-orders/${receipt?.stt_rec}`);
  await expect(page.getByTestId("document-journal").locator("tbody tr.ant-table-row").first()).toBeVisible();
  await page.getByTestId("document-journal").evaluate((table) => table.scrollIntoView({ block: "center" }));
  await shoot(page, "stock-receipt-journal-phone");
  await page.setViewportSize(DESKTOP);
  await page.goto("/stock/transfer-orders/new");
  await expect(page.getByTestId("document-receiving-warehouse")).toBeVisible();
  await shoot(page, "stock-transfer-form-desktop");
});
