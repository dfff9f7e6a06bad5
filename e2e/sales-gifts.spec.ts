// Gifts and the sales bills list (issue #17): a gift order given to a customer leaves the warehouse at its cost as a
// selling expense, with no revenue; the sales bills are listed under Hóa đơn bán hàng.
import { expect as baseExpect, test } from "@playwright/test";
import { ADMIN, apiCall, apiLogin, chooseOption, DESKTOP, PHONE, shoot, signIn } from "./support";

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const MAIN = "Q1-CHINH";
const GIFT = { ma_vt: `QT${Date.now() % 1_000_000}`, ten_vt: "Túi quà mini kiểm thử", ma_dvt: "CAI" };

test("a gift order gives goods to a customer at their cost, with no revenue", async ({ page, request }) => {
  const token = (await apiLogin(request, ADMIN)).access_token;
  const product = await apiCall(request, token, "POST", "stock/products", GIFT);
  expect([200, 201], await product.text()).toContain(product.status());
  const receipt = await apiCall(request, token, "POST", "stock/receipt-orders", {
    ngay_ct: new Date().toISOString().slice(0, 10),
    ma_kho: MAIN,
    status: "2",
    details: [{ ma_vt: GIFT.ma_vt, so_luong: 10, gia: 25_000 }],
  });
  expect(receipt.status(), await receipt.text()).toBe(201);
  const partners = await apiCall(request, token, "GET", "crm/partners?pageSize=10");
  const customer = (await partners.json()).items[0] as { ma_kh: string; ten_kh: string };

  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);
  await page.goto("/sales/gift-orders/new");
  await chooseOption(page, page.getByTestId("document-warehouse").locator("input"), MAIN, new RegExp(`^${MAIN} ·`));
  await chooseOption(page, page.getByTestId("gift-customer").locator("input"), customer.ma_kh, customer.ten_kh);
  await page.getByTestId("document-description").fill("Quà tặng khách dịp sinh nhật");
  const row = page.getByTestId("document-lines").locator("tbody tr.ant-table-row").first();
  await chooseOption(page, row.getByTestId("line-item").locator("input"), "tui qua mini kiem", GIFT.ma_vt);
  await row.getByTestId("line-quantity").locator("input").fill("2");
  await page.getByTestId("document-post").click();
  await expect(page.getByTestId("document-status")).toHaveText("Đã ghi sổ");
  await expect(page.getByTestId("document-number")).toHaveValue(/^QT/);
  const journal = page.getByTestId("document-journal").locator("tbody tr.ant-table-row");
  await expect(journal).toHaveCount(1);
  await expect(journal.first()).toContainText("641");
  await expect(journal.first()).toContainText("50,000");
  await shoot(page, "sales-gift-order-desktop");
  const stock = await apiCall(request, token, "GET", `stock/product-balances?ma_kho=${MAIN}&ma_vt=${GIFT.ma_vt}`);
  expect(Number((await stock.json()).items[0]?.so_luong)).toBe(8);

  await page.goto("/sales/gift-orders");
  const listed = page.getByTestId("data-table").locator("tbody tr.ant-table-row").first();
  await expect(listed).toContainText(customer.ten_kh);
  await page.setViewportSize(PHONE);
  await shoot(page, "sales-gift-orders-phone");
});

test("the sales bills are listed under Hóa đơn bán hàng", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);
  await page.goto("/sales/bills");
  await expect(page.getByRole("heading", { name: "Hóa đơn bán hàng" })).toBeVisible();
  await expect(page.getByTestId("data-table")).toBeVisible();
  await expect(page.getByText("Sắp có")).toHaveCount(0);
});
