// Loyalty points (issue #18): a rule made on 'Quy đổi điểm'; a bill sold to a customer at the counter earns points,
// seen on the customer; the next bill is paid partly with them at the counter; the rest are exchanged for a gift.
import { type APIRequestContext, expect as baseExpect, type Page, test } from "@playwright/test";
import { ADMIN, apiCall, apiLogin, chooseOption, DESKTOP, pickToday, shoot, signIn, vietnamDay } from "./support";

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const stamp = Date.now() % 1_000_000;
/** The demo's main warehouse of CN01, the branch in view at sign-in. */
const MAIN = "Q1-CHINH";
const ITEM = { ma_vt: `DT${stamp}`, ten_vt: "Serum tích điểm kiểm thử", ma_dvt: "CHAI", gia_ban: 250_000 };
const RULE = { ma_qd: `QD${stamp}`, ten_qd: "Tích điểm kiểm thử" };

const toast = (page: Page, text: string) => page.locator(".ant-notification-notice").filter({ hasText: text });
const option = (page: Page, text: string) =>
  page
    .locator(".ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option")
    .filter({ hasText: text });

async function call(request: APIRequestContext, method: "GET" | "POST", url: string, body?: object) {
  const token = (await apiLogin(request, ADMIN)).access_token;
  const res = await apiCall(request, token, method, url, body);
  expect(res.status(), `${method} ${url}: ${await res.text()}`).toBeLessThan(300);
  return res.json();
}

/** A new bill at the counter (after the one just sold: `next`) holding `qty` of the item, sold to the customer. */
async function ringUp(page: Page, qty: number, customer: { ma_kh: string; ten_kh: string }, next = false) {
  await page.goto("/sales/retail-orders/cashier");
  if (next) await page.getByRole("button", { name: "Đơn mới (Esc)" }).click();
  const search = page.getByTestId("cashier-search").locator("input");
  for (let i = 0; i < qty; i++) {
    await search.fill(ITEM.ma_vt);
    await expect(page.getByTestId("cashier-found").first()).toContainText(ITEM.ma_vt);
    await search.press("Enter");
  }
  await expect(page.getByTestId("cashier-due")).not.toHaveText("0 ₫");
  await chooseOption(page, page.getByTestId("cashier-customer").locator("input"), customer.ma_kh, customer.ten_kh);
}

test("points earned on a bill pay part of the next one at the counter, and the rest go on a gift", async ({
  page,
  request,
}) => {
  await call(request, "POST", "stock/products", ITEM);
  await call(request, "POST", "stock/receipt-orders", {
    ngay_ct: vietnamDay(-1),
    ma_kho: MAIN,
    status: "2",
    details: [{ ma_vt: ITEM.ma_vt, so_luong: 10, gia: 120_000 }],
  });
  const customer = (await call(request, "POST", "crm/partners", {
    ten_kh: "Đặng Thu Điểm",
    phone: `09${String(stamp).padStart(8, "0")}`,
    ma_dvcs: "CN01",
  })) as { id: string; ma_kh: string; ten_kh: string };
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);

  // The rule, on its generic list: from today, every branch, 100,000 ₫ a point, a point worth 1,000 ₫.
  await page.goto("/sales/point-exchanges");
  await expect(page.getByText("Sắp có")).toHaveCount(0);
  await page.getByTestId("entity-add").click();
  const ruleForm = page.getByTestId("entity-form");
  await ruleForm.getByLabel("Mã quy đổi").fill(RULE.ma_qd);
  await ruleForm.getByLabel("Tên quy đổi").fill(RULE.ten_qd);
  await pickToday(page, ruleForm.getByLabel("Từ ngày"));
  await ruleForm.getByLabel("Tiền tích 1 điểm (₫)").fill("100000");
  await ruleForm.getByLabel("Giá trị 1 điểm (₫)").fill("1000");
  await page.getByRole("button", { name: "Lưu" }).click();
  await expect(toast(page, "Thêm mới thành công!")).toBeVisible();
  const ruleRow = page.getByTestId("data-table").getByRole("row").filter({ hasText: RULE.ma_qd });
  await expect(ruleRow).toContainText("100,000");
  await shoot(page, "sales-point-rules");

  // Two serums (500,000 ₫) sold to the customer, in cash: 5 points.
  await ringUp(page, 2, customer);
  await expect(page.getByTestId("customer-points")).toContainText("Điểm: 0 (= 0 ₫)");
  await page.keyboard.press("F8");
  await expect(page.getByTestId("cashier-sold")).toContainText("Đã thanh toán hóa đơn");

  // The customer: 5 points in the list, and the history on the overview.
  await page.goto("/sales/customers");
  await page.getByTestId("data-table").getByRole("textbox").first().fill(customer.ma_kh);
  const row = page.getByRole("row").filter({ hasText: customer.ten_kh });
  await expect(row).toContainText("500,000");
  await expect(row.getByRole("cell", { name: "5", exact: true })).toBeVisible();
  await row.getByRole("link", { name: customer.ten_kh }).click();
  const history = page.getByTestId("customer-point-history");
  await expect(page.getByTestId("customer-points")).toContainText("Điểm hiện có: 5 (= 5,000 ₫)");
  await expect(history.locator("tbody tr.ant-table-row").first()).toContainText("Tích điểm");
  await expect(history.locator("tbody tr.ant-table-row").first()).toContainText("+5");
  await shoot(page, "sales-customer-points");

  // The next serum (250,000 ₫): 3 points pay 3,000 ₫, the rest in cash; 2 points left, 2 more earned.
  await ringUp(page, 1, customer, true);
  await expect(page.getByTestId("customer-points")).toContainText("Điểm: 5 (= 5,000 ₫)");
  const payments = page.getByTestId("cashier-payments");
  await payments.getByRole("combobox", { name: "Thanh toán" }).first().click();
  await option(page, "Điểm tích lũy").click();
  await expect(payments.getByTestId("payment-points")).toContainText("Điểm: 5 (= 5,000 ₫), 1 điểm = 1,000 ₫");
  await expect(payments.getByTestId("cashier-given").first()).toHaveValue("5,000");
  await payments.getByTestId("cashier-given").first().fill("3000");
  await payments.getByRole("button", { name: "Thêm hình thức" }).click();
  await payments.getByRole("combobox", { name: "Thanh toán" }).nth(1).click();
  await option(page, "Tiền mặt").click();
  await expect(page.getByTestId("cashier-change")).toHaveText("0");
  await shoot(page, "sales-cashier-points");
  await page.keyboard.press("F8");
  await expect(page.getByTestId("cashier-sold")).toContainText("Đã thanh toán hóa đơn");
  const held = await call(request, "GET", `sales/customer-points?ma_kh=${customer.ma_kh}`);
  expect(held.items[0].so_diem).toBe(4);

  // A serum given for 4 points.
  await page.goto("/sales/gift-exchanges/new");
  await chooseOption(page, page.getByTestId("document-warehouse").locator("input"), MAIN, new RegExp(`^${MAIN} ·`));
  await chooseOption(page, page.getByTestId("exchange-customer").locator("input"), customer.ma_kh, customer.ten_kh);
  await expect(page.getByTestId("customer-points")).toContainText("Điểm hiện có: 4 (= 4,000 ₫)");
  await page.getByTestId("document-description").fill("Đổi điểm lấy serum");
  const line = page.getByTestId("document-lines").locator("tbody tr.ant-table-row").first();
  await chooseOption(page, line.getByTestId("line-item").locator("input"), "serum tich diem", ITEM.ma_vt);
  await line.getByTestId("line-quantity").locator("input").fill("1");
  await line.getByTestId("line-diem").locator("input").fill("4");
  await expect(page.getByTestId("points-total")).toHaveText("4");
  await expect(page.getByTestId("customer-points-after")).toHaveText("Còn lại sau khi đổi: 0");
  await shoot(page, "sales-gift-exchange-form");
  await page.getByTestId("document-post").click();
  await expect(page.getByTestId("document-status")).toHaveText("Đã ghi sổ");
  await expect(page.getByTestId("document-number")).toHaveValue(/^DD/);
  await expect(page.getByTestId("document-journal")).toContainText("641");
  const after = await call(request, "GET", `sales/customer-points?ma_kh=${customer.ma_kh}`);
  expect(after.items[0].so_diem).toBe(0);

  await page.goto("/sales/gift-exchanges");
  const listed = page.getByTestId("data-table").locator("tbody tr.ant-table-row").first();
  await expect(listed).toContainText(customer.ten_kh);
  await shoot(page, "sales-gift-exchanges-list");
});
