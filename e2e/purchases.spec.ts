// The buyer's journey (issue #15): a supplier, a purchase order approved, received in two parts, its progress in the
// list, in a real browser against the real server and a demo warehouse.
import { type APIRequestContext, expect as baseExpect, type Page, test } from "@playwright/test";
import { ADMIN, apiCall, apiLogin, chooseOption, PHONE, shoot, signIn } from "./support";

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const stamp = Date.now() % 1_000_000;
const SUPPLIER = { ma_ncc: `NCC${stamp}`, ten_ncc: "Công ty TNHH Mỹ phẩm Thử Nghiệm" };
/** A product of the test's own, so that the demo stock stays as it is. */
const PRODUCT = { ma_vt: `DH${stamp}`, ten_vt: "Sữa rửa mặt kiểm thử", ma_dvt: "CHAI" };
const WAREHOUSE = "Q1-CHINH";

async function createProduct(request: APIRequestContext) {
  const token = (await apiLogin(request, ADMIN)).access_token;
  const product = await apiCall(request, token, "POST", "stock/products", PRODUCT);
  expect([200, 201], await product.text()).toContain(product.status());
}

const line = (page: Page, index: number) =>
  page.getByTestId("document-lines").locator("tbody tr.ant-table-row").nth(index);
const orderRow = (page: Page, number: string) =>
  page.getByTestId("data-table").locator("tbody tr.ant-table-row").filter({ hasText: number });

/** From an approved order's view: 'Tạo phiếu nhập', set the quantity that came, 'Ghi sổ'. */
async function receive(page: Page, expected: string, quantity: string) {
  await page.getByTestId("order-receive").click();
  await expect(page).toHaveURL(/\/stock\/receipt-orders\/[^/]+\/edit$/);
  const input = line(page, 0).getByTestId("line-quantity").locator("input");
  await expect(input).toHaveValue(expected);
  await input.fill(quantity);
  await page.getByTestId("document-post").click();
  await expect(page.getByTestId("document-status")).toHaveText("Đã ghi sổ");
}

test("a buyer adds a supplier, has an order approved and receives it in two parts", async ({ page, request }) => {
  await createProduct(request);
  await signIn(page, ADMIN);

  // A supplier: a tax code with a wrong check digit is refused, the right one kept; found without diacritics.
  await page.goto("/purchases/suppliers");
  await page.getByTestId("entity-add").click();
  const form = page.getByTestId("entity-form");
  await form.getByLabel("Mã nhà cung cấp").fill(SUPPLIER.ma_ncc);
  await form.getByLabel("Tên nhà cung cấp").fill(SUPPLIER.ten_ncc);
  await form.getByLabel("Mã số thuế").fill("0100109107");
  await page.locator(".ant-modal-footer").getByRole("button", { name: "Lưu" }).click();
  await expect(form).toContainText("chữ số kiểm tra");
  await form.getByLabel("Mã số thuế").fill("0100109106");
  await page.locator(".ant-modal-footer").getByRole("button", { name: "Lưu" }).click();
  await expect(form).toBeHidden();
  await page.goto("/purchases/suppliers?searchKey=my%20pham%20thu%20nghiem");
  await expect(page.getByTestId("data-table")).toContainText(SUPPLIER.ma_ncc);

  // An order of 10 at 100,000 ₫: saved as a draft, then approved.
  await page.goto("/purchases/domestic-orders/new");
  await chooseOption(page, page.getByTestId("document-supplier").locator("input"), SUPPLIER.ma_ncc);
  await chooseOption(
    page,
    page.getByTestId("document-warehouse").locator("input"),
    WAREHOUSE,
    new RegExp(`^${WAREHOUSE} ·`),
  );
  await page.getByTestId("document-description").fill("Đặt sữa rửa mặt tháng này");
  await chooseOption(page, line(page, 0).getByTestId("line-item").locator("input"), "sua rua mat kiem", PRODUCT.ma_vt);
  await line(page, 0).getByTestId("line-quantity").locator("input").fill("10");
  await line(page, 0).getByTestId("line-price").locator("input").fill("100000");
  await expect(page.getByTestId("lines-total")).toHaveText("1,000,000");
  await page.getByTestId("document-save-draft").click();
  await expect(page.getByTestId("document-status")).toHaveText("Lập chứng từ");
  const number = (await page.getByTestId("document-number").inputValue()).trim();
  expect(number).toMatch(/^DH/);
  await expect(page.getByTestId("document-post")).toHaveText("Duyệt");
  await page.getByTestId("document-post").click();
  await expect(page.getByTestId("document-status")).toHaveText("Đã duyệt");
  await expect(line(page, 0).getByTestId("line-so_luong_con")).toHaveText("10");
  await shoot(page, "purchase-order-approved-desktop");

  // The first delivery brings 6: the order shows 6 received, 4 to come, and the list "Đã nhận 6/10".
  await receive(page, "10", "6");
  await page.goto("/purchases/domestic-orders");
  await expect(orderRow(page, number).getByTestId("order-progress")).toHaveText("Đã nhận 6/10");
  await shoot(page, "purchase-orders-desktop");
  await orderRow(page, number).getByRole("link", { name: number }).click();
  await expect(line(page, 0).getByTestId("line-so_luong_nhan")).toHaveText("6");
  await expect(line(page, 0).getByTestId("line-so_luong_con")).toHaveText("4");

  // The rest comes: the order is fully received and offers no more receipt.
  await receive(page, "4", "4");
  await page.goto("/purchases/domestic-orders");
  await expect(orderRow(page, number).getByTestId("order-progress")).toHaveText("Đã nhận đủ");
  await orderRow(page, number).getByRole("link", { name: number }).click();
  await expect(line(page, 0).getByTestId("line-so_luong_con")).toHaveText("0");
  await expect(page.getByTestId("order-receive")).toHaveCount(0);
});

test("the purchasing screens fit a phone", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, ADMIN);
  await page.goto("/purchases/suppliers");
  await expect(page.getByTestId("data-table")).toBeVisible();
  await shoot(page, "purchase-suppliers-phone");
  await page.goto("/purchases/domestic-orders");
  await expect(page.getByTestId("data-table")).toBeVisible();
  await expect(page.locator(".ant-spin-spinning")).toHaveCount(0);
  await shoot(page, "purchase-orders-phone");
  await page.goto("/purchases/domestic-orders/new");
  await expect(page.getByTestId("document-supplier")).toBeVisible();
  await shoot(page, "purchase-order-form-phone");
  // 'Duyệt đơn mua hàng' is the list of the orders awaiting approval.
  await page.goto("/purchases/domestic-orders/approve");
  await expect(page).toHaveURL(/status=1/);
  await expect(page.getByTestId("data-table")).toBeVisible();
});
