// Discounts (issue #18): a discount of 10 % on one product for every customer, made on its form and sent for
// approval; the counter's price does not take it until an approver approves it on 'Duyệt chiết khấu', then the
// cashier's line shows it with its tag; the posted bill's line is listed on 'Chi tiết chiết khấu' with its source.
import { type APIRequestContext, expect as baseExpect, type Page, test } from "@playwright/test";
import { ADMIN, apiCall, apiLogin, chooseOption, DESKTOP, shoot, signIn, stockUp, vietnamDay } from "./support";

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const stamp = Date.now() % 1_000_000;
const SERUM = { ma_vt: `CK${stamp}`, ten_vt: "Serum dưỡng da chiết khấu", ma_dvt: "CHAI", gia_ban: 120_000 };
/** The demo's main warehouse of CN01, the branch in view at sign-in. */
const MAIN = "Q1-CHINH";

const toast = (page: Page, text: string) => page.locator(".ant-notification-notice").filter({ hasText: text });
const rows = (page: Page) => page.getByTestId("data-table").locator("tbody tr.ant-table-row");

/** What the counter would take off two bottles now (the server's quote, as the cashier's totals show it). */
async function twoBottles(request: APIRequestContext, token: string) {
  const res = await apiCall(request, token, "POST", "sales/retail-orders/quote", {
    ngay_ct: vietnamDay(),
    ma_kho: MAIN,
    details: [{ ma_vt: SERUM.ma_vt, so_luong: 2 }],
    payments: [],
  });
  expect(res.status(), await res.text()).toBe(200);
  const bill = await res.json();
  return { ck: bill.details[0].ck, nguon_ck: bill.details[0].nguon_ck, due: bill.tong_thanh_toan };
}

test("a discount applies at the counter once approved, tagged on the line, and is listed in the details", async ({
  page,
  request,
}) => {
  const token = (await apiLogin(request, ADMIN)).access_token;
  await stockUp(request, token, SERUM, { ma_kho: MAIN, so_luong: 10, gia: 60_000 });
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);

  // The discount: from today, open-ended, every branch and customer; 10 % off the serum.
  await page.goto("/sales/discounts");
  await expect(page.getByText("Sắp có")).toHaveCount(0);
  await page.getByTestId("entity-add").click();
  await expect(page).toHaveURL("/sales/discounts/new");
  await expect(page.getByRole("heading", { name: "Thêm chiết khấu" })).toBeVisible();
  const today = vietnamDay().split("-").reverse().join("/");
  await expect(page.getByTestId("discount-from")).toHaveValue(today);
  await expect(page.getByTestId("discount-to")).toHaveAttribute("placeholder", "Không thời hạn");
  await page.getByTestId("document-description").fill("Giảm 10% serum cho mọi khách");
  const line = page.getByTestId("document-lines").locator("tbody tr.ant-table-row").first();
  await chooseOption(page, line.getByTestId("line-item").first().locator("input"), "serum duong da chiet", SERUM.ma_vt);
  await line.getByRole("textbox", { name: "Chiết khấu (%) 1" }).fill("10");
  await expect(page.getByTestId("document-post")).toHaveText("Gửi duyệt");
  await shoot(page, "sales-discount-form-desktop");
  await page.getByTestId("document-post").click();
  await expect(page.getByTestId("document-status")).toHaveText("Chờ duyệt");
  const number = await page.getByTestId("document-number").inputValue();
  expect(number).toMatch(/^CK/);

  // Awaiting approval: two bottles still cost 240,000.
  expect(await twoBottles(request, token)).toEqual({ ck: 0, nguon_ck: null, due: 240_000 });

  // The list says its days, whom it is for and where.
  await page.goto("/sales/discounts");
  const listed = rows(page).filter({ hasText: number });
  await expect(listed.getByTestId("discount-days")).toHaveText(`Từ ${today}, không thời hạn`);
  await expect(listed).toContainText("Mọi khách hàng");
  await expect(listed).toContainText("Mọi chi nhánh");
  await shoot(page, "sales-discounts-desktop");

  // The approver's screen: 'Duyệt' puts it in force.
  await page.goto("/sales/discounts/approve");
  await expect(page).toHaveURL(/status=1/);
  await expect(page.getByRole("heading", { name: "Duyệt chiết khấu" })).toBeVisible();
  const awaiting = rows(page).filter({ hasText: number });
  await expect(awaiting.getByTestId("document-status")).toHaveText("Chờ duyệt");
  await shoot(page, "sales-discounts-approve-desktop");
  await awaiting.getByRole("link", { name: number }).click();
  await expect(page.getByTestId("document-post")).toHaveText("Duyệt");
  await page.getByTestId("document-post").click();
  await expect(page.getByTestId("document-status")).toHaveText("Đã duyệt");
  await expect(toast(page, `Đã duyệt ${number}`)).toBeVisible();
  const id = page.url().split("/").pop() ?? "";
  expect(await twoBottles(request, token)).toEqual({ ck: 24_000, nguon_ck: "CK", due: 216_000 });

  // At the counter: two bottles, the line tagged with the discount, 216,000 due, paid in cash.
  await page.goto("/sales/retail-orders/cashier");
  const search = page.getByTestId("cashier-search").locator("input");
  await search.fill("serum duong da chiet khau");
  await expect(page.getByTestId("cashier-found").first()).toContainText(SERUM.ma_vt);
  await search.press("Enter");
  const lines = page.getByTestId("cashier-lines").locator("tbody tr.ant-table-row");
  await expect(lines).toHaveCount(1);
  await page.keyboard.press("+");
  await expect(lines.first().getByRole("spinbutton")).toHaveValue("2");
  await expect(lines.first().getByTestId("cashier-line-discount")).toHaveText(`Chiết khấu ${number}: −24,000`);
  await expect(page.getByTestId("cashier-due")).toHaveText("216,000 ₫");
  await page.getByTestId("cashier-given").fill("216000");
  await shoot(page, "sales-discount-cashier-desktop");
  await page.keyboard.press("F8");
  await expect(page.getByTestId("cashier-sold")).toContainText(/Đã thanh toán hóa đơn HD/);
  const bill = ((await page.getByTestId("cashier-sold").textContent()) ?? "").match(/HD\d+-\d+/)?.[0] ?? "";

  // The details: the bill's line with its discount and where it came from; the totals above.
  await page.goto(`/sales/discount-details?fromDate=${vietnamDay()}&toDate=${vietnamDay()}`);
  await expect(page.getByRole("heading", { name: "Chi tiết chiết khấu" })).toBeVisible();
  const detail = rows(page).filter({ hasText: SERUM.ma_vt });
  await expect(detail).toHaveCount(1);
  await expect(detail).toContainText(bill);
  await expect(detail).toContainText(today);
  await expect(detail).toContainText("240,000");
  await expect(detail).toContainText("24,000");
  await expect(detail.getByTestId("discount-source")).toHaveText(`Chiết khấu ${number}`);
  await expect(page.getByTestId("discount-totals")).toContainText("Tổng chiết khấu");
  await shoot(page, "sales-discount-details-desktop");
  await page.goto(`/sales/discount-details?fromDate=${vietnamDay(1)}&toDate=${vietnamDay(1)}`);
  await expect(page.getByTestId("data-table")).toContainText("Chưa có dữ liệu");
  await expect(page.getByTestId("discount-totals")).toHaveText("Tổng tiền hàng 0 ₫ · Tổng chiết khấu 0 ₫");

  // Cancelled, it no longer applies.
  const cancelled = await apiCall(request, token, "PATCH", `sales/discounts/${id}`, { status: "9" });
  expect(cancelled.status(), await cancelled.text()).toBe(200);
  expect(await twoBottles(request, token)).toEqual({ ck: 0, nguon_ck: null, due: 240_000 });
});
