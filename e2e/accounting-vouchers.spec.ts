// The accountant's vouchers (issue #16): a cash receipt with its amount in words and form 01-TT, a payment
// cancelled, a general voucher refused until it balances, and the period lock felt from the screen, in a real
// browser against the real server and the demo chart of accounts.
import { type APIRequestContext, expect as baseExpect, type Page, test } from "@playwright/test";
import { ADMIN, apiCall, apiLogin, chooseOption, DESKTOP, PHONE, shoot, signIn } from "./support";

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const toast = (page: Page, text: string | RegExp) =>
  page.locator(".ant-notification-notice").filter({ hasText: text }).last();
const line = (page: Page, index: number) =>
  page.getByTestId("document-lines").locator("tbody tr.ant-table-row").nth(index);

async function chooseAccount(page: Page, index: number, account: string) {
  await chooseOption(
    page,
    line(page, index).getByTestId("line-account").locator("input"),
    account,
    new RegExp(`^${account} ·`),
  );
}

async function expectPosted(page: Page) {
  await expect(page.getByTestId("document-status")).toHaveText("Đã ghi sổ");
  return (await page.getByTestId("document-number").inputValue()).trim();
}

/** Today in Vietnam, as the API dates documents (YYYY-MM-DD). */
const today = () => new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);

async function lockBooks(request: APIRequestContext, token: string) {
  const lock = await apiCall(request, token, "POST", "accounting/voucher-locks", {
    ngay_khoa: today(),
    ghi_chu: "Khóa sổ kiểm thử",
  });
  expect([200, 201], await lock.text()).toContain(lock.status());
  return (await lock.json()) as { id: number };
}

test("an accountant receives cash, prints 01-TT, cancels a payment and balances a general voucher", async ({
  page,
}) => {
  await signIn(page, ADMIN);

  // A cash receipt of 1,200,000 for a sale: the total shows in words as it is typed, and posting numbers it.
  await page.goto("/accounting/receive-invoices/new");
  await expect(page.getByTestId("voucher-cash-account")).toContainText("1111");
  await page.getByTestId("voucher-person").fill("Nguyễn Thị Mai");
  await page.getByTestId("document-description").fill("Thu tiền bán hàng");
  await chooseAccount(page, 0, "5113");
  await line(page, 0).getByTestId("line-amount").locator("input").fill("1200000");
  await expect(page.getByTestId("lines-total")).toHaveText("1,200,000");
  await expect(page.getByTestId("lines-words")).toContainText("Một triệu hai trăm nghìn đồng chẵn");
  await page.setViewportSize(DESKTOP);
  await shoot(page, "accounting-receipt-form");
  await page.getByTestId("document-post").click();
  await expect(toast(page, /đã ghi sổ/i)).toBeVisible();
  const receipt = await expectPosted(page);
  expect(receipt).toMatch(/\d/);

  // Its journal line under the form: Nợ 1111 / Có 5113.
  const journal = page.getByTestId("document-journal").locator("tbody tr.ant-table-row");
  await expect(journal).toHaveCount(1);
  await expect(journal.first()).toContainText("1111 – Tiền Việt Nam");
  await expect(journal.first()).toContainText("5113");
  await expect(journal.first()).toContainText("1,200,000");
  await page.getByTestId("document-journal").evaluate((table) => table.scrollIntoView({ block: "center" }));
  await shoot(page, "accounting-receipt-journal-desktop");

  // Its form 01-TT: debit 1111, credit 5113, the amount in figures and in words.
  await page.getByTestId("document-print").click();
  const sheet = page.getByTestId("document-print-sheet");
  await expect(sheet).toContainText("PHIẾU THU");
  await expect(sheet).toContainText("Mẫu số 01 - TT");
  await expect(page.getByTestId("print-number")).toContainText(receipt);
  await expect(page.getByTestId("print-debit")).toHaveText("Nợ: 1111");
  await expect(page.getByTestId("print-credit")).toHaveText("Có: 5113");
  await expect(page.getByTestId("print-total")).toHaveText("1,200,000 đồng");
  await expect(page.getByTestId("print-words")).toHaveText("Một triệu hai trăm nghìn đồng chẵn");
  await expect(sheet).toContainText("Nguyễn Thị Mai");
  await shoot(page, "accounting-receipt-print");

  // A cash payment posted, then cancelled: it is listed as cancelled.
  await page.goto("/accounting/spend-invoices/new");
  await page.getByTestId("voucher-person").fill("Công ty Điện lực");
  await page.getByTestId("document-description").fill("Tiền điện tháng 11");
  await chooseAccount(page, 0, "642");
  await line(page, 0).getByTestId("line-amount").locator("input").fill("200000");
  await page.getByTestId("document-post").click();
  const payment = await expectPosted(page);
  await page.getByTestId("document-cancel").click();
  await page.locator(".ant-modal-confirm").getByRole("button", { name: "Đồng ý" }).click();
  await expect(page.getByTestId("document-status")).toHaveText("Hủy");
  await page.goto("/accounting/spend-invoices");
  const row = page.getByTestId("data-table").locator("tbody tr.ant-table-row").filter({ hasText: payment });
  await expect(row).toContainText("Hủy");
  await expect(row).toContainText("200,000");

  // A general voucher: unbalanced lines show their difference and the server refuses them; balanced, it posts.
  await page.goto("/accounting/accounting-invoices/new");
  await page.getByTestId("document-description").fill("Trích trước chi phí thuê mặt bằng");
  await chooseAccount(page, 0, "642");
  await line(page, 0).getByTestId("line-ps_no").locator("input").fill("300000");
  await chooseAccount(page, 1, "335");
  await line(page, 1).getByTestId("line-ps_co").locator("input").fill("250000");
  await expect(page.getByTestId("lines-balance")).toHaveText("Chênh lệch Nợ - Có: 50,000");
  await page.getByTestId("document-post").click();
  await expect(toast(page, /khác tổng phát sinh Có/)).toBeVisible();
  await line(page, 1).getByTestId("line-ps_co").locator("input").fill("300000");
  await expect(page.getByTestId("lines-balance")).toHaveText("Nợ = Có");
  await page.getByTestId("document-post").click();
  await expectPosted(page);

  await page.setViewportSize(PHONE);
  await page.goto("/accounting/receive-invoices");
  await expect(page.getByText(receipt).first()).toBeVisible();
  await shoot(page, "accounting-receipts-phone");
});

test("a locked period refuses a voucher dated in it, with the locked date", async ({ page, request }) => {
  const token = (await apiLogin(request, ADMIN)).access_token;
  const lock = await lockBooks(request, token);
  try {
    await signIn(page, ADMIN);
    await page.goto("/accounting/receive-invoices/new");
    await chooseAccount(page, 0, "131");
    await line(page, 0).getByTestId("line-amount").locator("input").fill("50000");
    await page.getByTestId("document-post").click();
    await expect(toast(page, /Sổ kế toán đã khóa đến ngày/)).toBeVisible();
    await expect(page.getByTestId("document-number")).toHaveValue("");
  } finally {
    // The other journeys date their documents today: the books open again.
    const unlock = await apiCall(request, token, "DELETE", `accounting/voucher-locks/${lock.id}`);
    expect([200, 204], await unlock.text()).toContain(unlock.status());
  }
});
