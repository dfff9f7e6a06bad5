// Promotions (issue #18): a program made on its generic list, a product rule (2 boxes or more: 10 % off) made on
// its form and sent for approval; the counter's price does not take it until an approver approves it on 'Duyệt
// khuyến mãi theo sản phẩm', then does; cancelled, it no longer applies.
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
  stockUp,
  vietnamDay,
} from "./support";

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const stamp = Date.now() % 1_000_000;
const PROGRAM = { ma_ctkm: `HE${stamp}`, ten_ctkm: "Ưu đãi mùa hè kiểm thử" };
const MASK = { ma_vt: `MN${stamp}`, ten_vt: "Mặt nạ tảo biển khuyến mãi", ma_dvt: "HOP", gia_ban: 100_000 };
/** The demo's main warehouse of CN01, the branch in view at sign-in. */
const MAIN = "Q1-CHINH";

const toast = (page: Page, text: string) => page.locator(".ant-notification-notice").filter({ hasText: text });
const rows = (page: Page) => page.getByTestId("data-table").locator("tbody tr.ant-table-row");

/** What the counter would charge for two masks now (the server's quote, as the cashier's totals show it). */
async function twoMasks(request: APIRequestContext, token: string) {
  const res = await apiCall(request, token, "POST", "sales/retail-orders/quote", {
    ngay_ct: vietnamDay(),
    ma_kho: MAIN,
    details: [{ ma_vt: MASK.ma_vt, so_luong: 2 }],
    payments: [],
  });
  expect(res.status(), await res.text()).toBe(200);
  const bill = await res.json();
  return { ck: bill.details[0].ck, ma_ctkm: bill.details[0].ma_ctkm, due: bill.tong_thanh_toan };
}

test("a product promotion applies at the counter only once approved, and no longer once cancelled", async ({
  page,
  request,
}) => {
  const token = (await apiLogin(request, ADMIN)).access_token;
  // The mask (no VAT) on the shelf of the main warehouse.
  await stockUp(request, token, MASK, { ma_kho: MAIN, so_luong: 10, gia: 50_000 });
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);

  // The program, on its generic list: from today, no end, every branch.
  await page.goto("/sales/promotions");
  await expect(page.getByText("Sắp có")).toHaveCount(0);
  await page.getByTestId("entity-add").click();
  const programForm = page.getByTestId("entity-form");
  await programForm.getByLabel("Mã chương trình").fill(PROGRAM.ma_ctkm);
  await programForm.getByLabel("Tên chương trình").fill(PROGRAM.ten_ctkm);
  await pickToday(page, programForm.getByLabel("Từ ngày"));
  await page.getByRole("button", { name: "Lưu" }).click();
  await expect(toast(page, "Thêm mới thành công!")).toBeVisible();
  await expect(rows(page).filter({ hasText: PROGRAM.ma_ctkm })).toContainText(PROGRAM.ten_ctkm);

  // The rule: 2 masks or more, 10 % off; the program's days under its picker, numbers with comma thousands.
  await page.goto("/sales/promotion-products");
  await page.getByTestId("entity-add").click();
  await expect(page).toHaveURL("/sales/promotion-products/new");
  await expect(page.getByRole("heading", { name: "Thêm khuyến mãi theo sản phẩm" })).toBeVisible();
  await chooseOption(page, page.getByTestId("promotion-program").locator("input"), "mua he kiem thu", PROGRAM.ten_ctkm);
  const today = vietnamDay().split("-").reverse().join("/");
  await expect(page.getByTestId("promotion-program-days")).toHaveText(`Từ ${today}, không thời hạn · mọi chi nhánh`);
  await page.getByTestId("document-description").fill("Mua từ 2 hộp mặt nạ giảm 10%");
  const rule = page.getByTestId("document-lines").locator("tbody tr.ant-table-row").first();
  await chooseOption(page, rule.getByTestId("line-item").first().locator("input"), "mat na tao bien", MASK.ma_vt);
  await rule.getByRole("textbox", { name: "Mua từ (SL) 1" }).fill("2");
  await rule.getByRole("textbox", { name: "Chiết khấu (%) 1" }).fill("10");
  await expect(page.getByTestId("document-post")).toHaveText("Gửi duyệt");
  await shoot(page, "sales-promotion-product-form-desktop");
  await page.getByTestId("document-post").click();
  await expect(page.getByTestId("document-status")).toHaveText("Chờ duyệt");
  await expect(toast(page, "Đã gửi duyệt KM")).toBeVisible();
  const number = await page.getByTestId("document-number").inputValue();
  expect(number).toMatch(/^KM/);

  // Awaiting approval: two masks still cost 200,000.
  expect(await twoMasks(request, token)).toEqual({ ck: 0, ma_ctkm: null, due: 200_000 });

  // The list: its program named with its days, filtered by program; nothing cancelled yet.
  await page.goto("/sales/promotion-products");
  await page.getByTestId("filter-program").click();
  await page.locator(".ant-select-item-option").filter({ hasText: PROGRAM.ten_ctkm }).click();
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText(`${PROGRAM.ma_ctkm} · ${PROGRAM.ten_ctkm}`);
  await expect(rows(page).first().getByTestId("promotion-days")).toHaveText(
    `Từ ${vietnamDay().split("-").reverse().join("-")}, không thời hạn · mọi chi nhánh`,
  );
  await expect(rows(page).first().getByTestId("document-status")).toHaveText("Chờ duyệt");
  await page.goto("/sales/promotion-products");
  await expect(rows(page).filter({ hasText: number })).toHaveCount(1);
  await shoot(page, "sales-promotion-products-desktop");
  await page.setViewportSize(PHONE);
  await expect(page.getByText(`${PROGRAM.ma_ctkm} · ${PROGRAM.ten_ctkm}`)).toBeVisible();
  await shoot(page, "sales-promotion-products-phone");
  await page.setViewportSize(DESKTOP);
  await page.goto(`/sales/promotion-products?ma_ctkm=${PROGRAM.ma_ctkm}&status=9`);
  await expect(page.getByTestId("data-table")).toContainText("Chưa có dữ liệu");

  // The approver's screen lists what awaits approval: the demo's comb rule and this one; 'Duyệt' puts it in force.
  await page.goto("/sales/promotion-products/approve");
  await expect(page).toHaveURL(/status=1/);
  await expect(page.getByRole("heading", { name: "Duyệt khuyến mãi theo sản phẩm" })).toBeVisible();
  await expect(rows(page).filter({ hasText: "Mua 2 chai dầu xả tặng 1 lược gỗ" })).toHaveCount(1);
  const awaiting = rows(page).filter({ hasText: number });
  await expect(awaiting.getByTestId("document-status")).toHaveText("Chờ duyệt");
  await shoot(page, "sales-promotion-products-approve-desktop");
  await awaiting.getByRole("link", { name: number }).click();
  await expect(page.getByTestId("document-post")).toHaveText("Duyệt");
  await page.getByTestId("document-post").click();
  await expect(page.getByTestId("document-status")).toHaveText("Đã duyệt");
  await expect(toast(page, `Đã duyệt ${number}`)).toBeVisible();
  await expect(page.getByTestId("document-lines")).toContainText(`${MASK.ma_vt} · ${MASK.ten_vt}`);

  // In force: two masks take 10 % off, said as the program's.
  expect(await twoMasks(request, token)).toEqual({ ck: 20_000, ma_ctkm: PROGRAM.ma_ctkm, due: 180_000 });

  // Cancelled ('Hủy phiếu', confirmed), it no longer applies.
  await page.getByTestId("document-cancel").click();
  await expect(page.locator(".ant-modal-confirm")).toContainText("Các quy tắc của phiếu thôi áp dụng tại quầy");
  await page.locator(".ant-modal-confirm").getByRole("button", { name: "Đồng ý" }).click();
  await expect(page.getByTestId("document-status")).toHaveText("Hủy");
  expect(await twoMasks(request, token)).toEqual({ ck: 0, ma_ctkm: null, due: 200_000 });
});

test("the revenue promotions' screens list the demo's approved bill-total rule", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);
  await page.goto("/sales/promotion-revenue");
  const listed = rows(page).filter({ hasText: "Hóa đơn từ 1 triệu giảm 50.000 ₫" });
  await expect(listed).toContainText("CUOINAM · Khuyến mãi cuối năm");
  await expect(listed.getByTestId("document-status")).toHaveText("Đã duyệt");
  await listed.getByRole("link").first().click();
  const rule = page.getByTestId("document-lines").locator("tbody tr.ant-table-row").first();
  await expect(rule.getByRole("textbox", { name: "Hóa đơn từ (₫) 1" })).toHaveValue("1,000,000");
  await expect(rule.getByRole("textbox", { name: "Giảm (₫) 1" })).toHaveValue("50,000");
  await expect(page.getByTestId("document-cancel")).toBeVisible();
  await shoot(page, "sales-promotion-revenue-view-desktop");
  await page.goto("/sales/promotion-revenue/approve");
  await expect(page.getByTestId("data-table")).toContainText("Chưa có dữ liệu");
});
