// No-name cards (issue #18): the admin issues a batch of "Thẻ 500K" cards into the branch's stock, sells two of them
// on a no-name order (its journal on 3387, its printed receipt), looks one up (sold, 500,000 ₫), pays a bill with it
// at the counter (TVD) and sees its history: Thanh toán, Bán thẻ, Phát hành, each with the balance it left.
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { ADMIN, apiCall, apiLogin, chooseOption, DESKTOP, shoot, signIn, stockUp } from "./support";

test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const stamp = Date.now() % 100_000;
const PREFIX = `E${stamp}-`;
const serial = (n: number) => `${PREFIX}${String(n).padStart(4, "0")}`;
const LOTION = { ma_vt: `TV${stamp}`, ten_vt: "Sữa dưỡng thể trả bằng thẻ vô danh", ma_dvt: "CHAI", gia_ban: 180_000 };
/** The demo's main warehouse of CN01, the branch in view at sign-in. */
const MAIN = "Q1-CHINH";

const toast = (page: Page, text: string) => page.locator(".ant-notification-notice").filter({ hasText: text });
const rows = (page: Page) => page.getByTestId("data-table").locator("tbody tr.ant-table-row");

test("a no-name card is issued, sold, looked up, pays a bill at the counter, and its history says so", async ({
  page,
  request,
}) => {
  const token = (await apiLogin(request, ADMIN)).access_token;
  await stockUp(request, token, LOTION, { ma_kho: MAIN, so_luong: 5, gia: 100_000 });
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);

  // The batch: ten "Thẻ 500K" cards numbered E…-0001 to E…-0010 into CN01's stock.
  await page.goto("/sales/no-name-cards");
  await expect(rows(page).first()).toContainText("Thẻ");
  await shoot(page, "sales-no-name-cards-desktop");
  await page.getByTestId("no-name-issue").click();
  const issue = page.getByTestId("no-name-issue-form");
  await chooseOption(page, issue.getByLabel("Loại thẻ"), "Thẻ 500K");
  await issue.getByTestId("no-name-issue-prefix").fill(PREFIX.toLowerCase());
  await issue.getByLabel("Từ số", { exact: true }).fill("1");
  await issue.getByLabel("Số lượng thẻ", { exact: true }).fill("10");
  await issue.getByLabel("Số chữ số", { exact: true }).fill("4");
  await shoot(page, "sales-no-name-issue-desktop");
  await page.locator("#no-name-issue-submit").click();
  await expect(toast(page, `Đã phát hành 10 thẻ từ ${serial(1)} đến ${serial(10)}`)).toBeVisible();
  await page.goto(`/sales/no-name-cards?searchKey=${PREFIX}`);
  await expect(rows(page)).toHaveCount(10);
  await expect(rows(page).first()).toContainText("Trong kho");

  // The sale: two cards at 500,000 ₫, paid 1,000,000 ₫ in cash; posted, its journal on 3387, its receipt printed.
  await page.goto("/sales/no-name-orders");
  await page.getByTestId("entity-add").click();
  await expect(page).toHaveURL("/sales/no-name-orders/new");
  await expect(page.getByTestId("no-name-sale-hint")).toBeVisible();
  const line = page.getByTestId("no-name-sale-lines").getByTestId("no-name-line").first();
  await line.getByLabel("Từ số seri").fill(serial(1).toLowerCase());
  await line.getByLabel("Đến số seri").fill(serial(2));
  await expect(page.getByTestId("no-name-runs")).toContainText("Thẻ 500K");
  await expect(page.getByTestId("no-name-due")).toHaveText("1,000,000 ₫");
  await page.getByTestId("no-name-payments").getByTestId("cashier-given").fill("1000000");
  await expect(page.getByTestId("no-name-change")).toHaveText("0");
  await shoot(page, "sales-no-name-sale-new-desktop");
  await page.getByTestId("no-name-sale-submit").click();
  await expect(page).toHaveURL(/\/sales\/no-name-orders\/[0-9a-f-]{36}$/);
  await expect(toast(page, "Đã bán 2 thẻ")).toBeVisible();
  await expect(page.getByTestId("document-status")).toHaveText("Đã ghi sổ");
  await expect(page.getByTestId("no-name-money")).toContainText("Tiền mặt 1,000,000");
  await expect(page.getByTestId("document-journal")).toContainText("3387");
  await shoot(page, "sales-no-name-sale-view-desktop");
  await page.getByTestId("document-print").click();
  const sheet = page.getByTestId("document-print-sheet");
  await expect(sheet).toContainText("ĐƠN BÁN THẺ VÔ DANH");
  await expect(sheet).toContainText(`${serial(1)} – ${serial(2)}`);
  await expect(page.getByTestId("print-words")).toHaveText("Một triệu đồng chẵn");
  await shoot(page, "sales-no-name-sale-print");

  // The lookup: sold, holding its face value.
  await page.goto("/sales/no-name-lookup");
  await page.getByTestId("no-name-lookup-input").locator("input").fill(serial(1).toLowerCase());
  await page.getByTestId("no-name-lookup-input").locator("input").press("Enter");
  await expect(page.getByTestId("no-name-balance")).toHaveText("500,000 ₫");
  await expect(page.getByTestId("no-name-card").getByTestId("no-name-state")).toHaveText("Đã bán");
  await expect(page.getByTestId("no-name-latest").getByTestId("no-name-move")).toHaveText(["Bán thẻ", "Phát hành"]);
  await shoot(page, "sales-no-name-lookup-desktop");

  // At the counter the lotion is paid with the card: the card shows its balance, the receipt names it.
  await page.goto("/sales/retail-orders/cashier");
  const search = page.getByTestId("cashier-search").locator("input");
  await search.fill(LOTION.ma_vt);
  await expect(page.getByTestId("cashier-found").first()).toContainText(LOTION.ma_vt);
  await search.press("Enter");
  await expect(page.getByTestId("cashier-due")).not.toHaveText("0 ₫");
  const due = Number(((await page.getByTestId("cashier-due").textContent()) ?? "").replace(/\D/g, ""));
  const payments = page.getByTestId("cashier-payments");
  await payments.getByRole("combobox", { name: "Thanh toán" }).first().click();
  await page.locator(".ant-select-item-option").filter({ hasText: "Thẻ vô danh" }).click();
  await payments.getByTestId("payment-no-name-serial").fill(serial(1).toLowerCase());
  await expect(payments.getByTestId("payment-no-name-serial")).toHaveValue(serial(1));
  await expect(payments.getByTestId("payment-no-name-note")).toHaveText("Số dư 500,000 ₫ · Thẻ 500K");
  await shoot(page, "sales-no-name-cashier-desktop");
  await page.keyboard.press("F8");
  await expect(page.getByTestId("cashier-sold")).toContainText(/Đã thanh toán hóa đơn HD/);
  await expect(page.getByTestId("cashier-receipt")).toContainText(`Thẻ vô danh ${serial(1)}`);
  await page.keyboard.press("Escape");

  // The history, the latest first: paid, sold, issued, each with the balance it left.
  const left = 500_000 - due;
  await page.goto(`/sales/no-name-histories?so_seri=${serial(1)}`);
  await expect(rows(page)).toHaveCount(3);
  await expect(rows(page).getByTestId("no-name-move")).toHaveText(["Thanh toán", "Bán thẻ", "Phát hành"]);
  await expect(rows(page).getByTestId("no-name-move-amount")).toHaveText([
    `−${due.toLocaleString("en-US")}`,
    "+500,000",
    "",
  ]);
  await expect(rows(page).getByTestId("no-name-move-balance")).toHaveText([
    left.toLocaleString("en-US"),
    "500,000",
    "0",
  ]);
  await shoot(page, "sales-no-name-history-desktop");

  // The balances agree with the card ledger, and the card's balance is what the history says.
  const balance = await apiCall(request, token, "GET", `sales/no-name-cards/balances?so_seri=${serial(1)}`);
  expect((await balance.json()).items[0].so_du).toBe(left);
  const check = await apiCall(request, token, "GET", "sales/no-name-cards/balances/check");
  expect((await check.json()).items).toEqual([]);

  // The other screens, for a person to look at: a deposit, a transfer, the transfers waiting at a branch.
  for (const [path, name, title] of [
    ["/sales/no-name-deposits/new", "deposit", "Nạp tiền thẻ vô danh"],
    ["/sales/no-name-transfers/new", "transfer", "Chuyển thẻ vô danh"],
    ["/sales/no-name-receives/new", "receive", "Phiếu chuyển chờ nhận"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
    await shoot(page, `sales-no-name-${name}-desktop`);
  }
});
