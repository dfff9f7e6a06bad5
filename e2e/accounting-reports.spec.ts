// The accountant's reports (Kế toán > Sổ quỹ tiền mặt): a cash receipt and a cash payment posted this month show
// in the cash book between its opening and closing balances, the trial balance's debits equal its credits, the
// ledger of 1111 lists both lines, the tab stays in the address, and the cash book goes to Excel as shown.
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { ADMIN, apiLogin, PHONE, readSheet, shoot, signIn, TENANT } from "./support";

test.describe.configure({ timeout: 180_000 });

const PAGE = "/accounting/reports/cash-book";
/** Amounts of this run's own, so that its lines are told apart from the demo's. */
const RECEIPT = 1_234_000;
const PAYMENT = 345_000;
const STAMP = Date.now() % 1_000_000;

interface Posted {
  so_ct: string;
  stt_rec: string;
}

/** Today in Vietnam, YYYY-MM-DD: the vouchers' day, in the month the reports open on. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Ho_Chi_Minh" }).format(new Date());
const monthOf = (day: string) => {
  const [y, m] = day.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { fromDate: `${day.slice(0, 7)}-01`, toDate: `${day.slice(0, 7)}-${String(last).padStart(2, "0")}` };
};
/** How the screen writes an amount: whole đồng, comma thousands. */
const money = (n: number) => Math.round(n).toLocaleString("en-US");
const dmy = (day: string) => day.split("-").reverse().join("/");

let token = "";
const headers = () => ({ "X-Tenant": TENANT, "X-Branches": "CN01", Authorization: `Bearer ${token}` });

/** Posts a cash voucher (status 2) in CN01 today, as the accountant's screen would. */
async function post(request: APIRequestContext, api: string, body: object): Promise<Posted> {
  const response = await request.post(`/api/accounting/${api}`, {
    headers: headers(),
    data: { ngay_ct: today(), status: "2", ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as Posted;
}

async function report<T>(request: APIRequestContext, name: string, params: Record<string, string>): Promise<T> {
  const response = await request.get(`/api/accounting/reports/${name}?${new URLSearchParams(params)}`, {
    headers: headers(),
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

const lines = (page: Page) => page.getByTestId("report-table").locator("tbody tr.ant-table-row");
const cellsOf = async (row: Locator) => (await row.locator("td").allInnerTexts()).map((text) => text.trim());
const figure = (page: Page, label: string) => page.getByTestId("report-figure").filter({ hasText: label });
/** The report has its answer (a busy machine may take a while for the first one). */
const loaded = (page: Page) => expect(page.getByTestId("report-summary")).toBeVisible({ timeout: 30_000 });
const tab = (page: Page, name: string) => page.getByRole("tab", { name });

test("the cash book, the trial balance and the ledger of 1111 read this month's receipt and payment", async ({
  page,
  request,
}) => {
  token = (await apiLogin(request, ADMIN)).access_token;
  const receipt = await post(request, "receive-invoices", {
    dien_giai: `Thu tiền khách hàng E2E ${STAMP}`,
    details: [{ tk: "131", tien: RECEIPT }],
  });
  const payment = await post(request, "spend-invoices", {
    dien_giai: `Chi mua văn phòng phẩm E2E ${STAMP}`,
    details: [{ tk: "642", tien: PAYMENT, dien_giai: `Chi mua văn phòng phẩm E2E ${STAMP}` }],
  });
  const period = monthOf(today());
  const book = await report<{ dau_ky: number; rows: { thu: number; chi: number }[]; cuoi_ky: number }>(
    request,
    "cash-book",
    period,
  );

  await signIn(page, ADMIN);
  await page.goto(PAGE);
  await expect(tab(page, "Sổ quỹ tiền mặt")).toHaveAttribute("aria-selected", "true");
  await loaded(page);
  // The cash account is 1111 unless another is chosen, and the select says so.
  await expect(page.getByTestId("report-filter-tk")).toContainText("1111");

  // The opening, what came in and went out, and the closing = opening + receipts − payments.
  const receipts = book.rows.reduce((sum, r) => sum + r.thu, 0);
  const payments = book.rows.reduce((sum, r) => sum + r.chi, 0);
  expect(receipts).toBeGreaterThanOrEqual(RECEIPT);
  expect(book.cuoi_ky).toBeCloseTo(book.dau_ky + receipts - payments, 2);
  await expect(figure(page, "Tồn đầu kỳ")).toContainText(`${money(book.dau_ky)} ₫`);
  await expect(figure(page, "Tổng thu")).toContainText(`${money(receipts)} ₫`);
  await expect(figure(page, "Tổng chi")).toContainText(`${money(payments)} ₫`);
  await expect(figure(page, "Tồn cuối kỳ")).toContainText(`${money(book.dau_ky + receipts - payments)} ₫`);

  // The opening line first, then the receipt and the payment, each number on its side, the balance after it.
  const first = await cellsOf(lines(page).first());
  expect(first.slice(4)).toEqual(["Số tồn đầu kỳ", "–", "–", money(book.dau_ky)]);
  const receiptLine = await cellsOf(lines(page).filter({ hasText: receipt.so_ct }));
  expect(receiptLine.slice(0, 6)).toEqual([
    dmy(today()),
    dmy(today()),
    receipt.so_ct,
    "",
    `Thu tiền khách hàng E2E ${STAMP}`,
    money(RECEIPT),
  ]);
  const paymentLine = await cellsOf(lines(page).filter({ hasText: payment.so_ct }));
  expect(paymentLine.slice(2, 7)).toEqual([
    "",
    payment.so_ct,
    `Chi mua văn phòng phẩm E2E ${STAMP}`,
    "–",
    money(PAYMENT),
  ]);
  // The receipt's number opens the receipt.
  await expect(
    lines(page).filter({ hasText: receipt.so_ct }).getByRole("link", { name: receipt.so_ct }),
  ).toHaveAttribute("href", `/accounting/receive-invoices/${receipt.stt_rec}`);
  const totals = await cellsOf(page.getByTestId("report-totals"));
  expect(totals).toEqual(["Tổng cộng", "", "", "", "", money(receipts), money(payments), money(book.cuoi_ky)]);
  await expect(page.getByRole("columnheader", { name: "Số hiệu chứng từ" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Số tiền" })).toBeVisible();
  await shoot(page, "accounting-cash-book-desktop");

  // The Excel file holds what the screen shows: the heading, the header with its groups, the lines, the totals.
  const download = page.waitForEvent("download");
  await page.getByTestId("report-export").click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
  const sheet = await readSheet(await file.path());
  expect(sheet[0]).toEqual(["Sổ quỹ tiền mặt"]);
  expect(sheet.flat()).toContain("Tài khoản quỹ: 1111 · Tiền Việt Nam");
  const header = sheet.findIndex((row) => row[0] === "Ngày, tháng ghi sổ");
  expect(sheet[header]?.slice(2)).toEqual([
    "Số hiệu chứng từ - Thu",
    "Số hiệu chứng từ - Chi",
    "Diễn giải",
    "Số tiền - Thu",
    "Số tiền - Chi",
    "Số tiền - Tồn",
  ]);
  const inSheet = sheet.find((row) => row[2] === receipt.so_ct);
  expect(inSheet?.slice(4, 6)).toEqual([`Thu tiền khách hàng E2E ${STAMP}`, RECEIPT]);
  const last = sheet.at(-1) ?? [];
  expect([last[0], ...last.slice(5)]).toEqual(["Tổng cộng", receipts, payments, book.cuoi_ky]);

  // The trial balance: the accounts as a tree, debits equal to credits in every pair, no notice.
  const trial = await report<{ totals: Record<string, number> }>(request, "trial-balance", period);
  await tab(page, "Bảng cân đối số phát sinh").click();
  await expect(page).toHaveURL(/view=trial-balance/);
  await loaded(page);
  await expect(figure(page, "Tổng phát sinh Nợ")).toContainText(`${money(trial.totals.ps_no ?? 0)} ₫`);
  await expect(figure(page, "Tổng phát sinh Có")).toContainText(`${money(trial.totals.ps_co ?? 0)} ₫`);
  const tb = await cellsOf(page.getByTestId("report-totals"));
  expect(tb[0]).toBe("Tổng cộng");
  expect([tb[2], tb[4], tb[6]]).toEqual([tb[3], tb[5], tb[7]]);
  expect(tb[4]).toBe(money(trial.totals.ps_no ?? 0));
  await expect(page.getByTestId("report-notice")).toHaveCount(0);
  const cash = lines(page).filter({ has: page.locator("td").first().filter({ hasText: /^111$/ }) });
  await expect(cash).toContainText("Tiền mặt");
  // 111 holds 1111 under it.
  await cash.locator(".ant-table-row-expand-icon").click();
  await expect(
    lines(page).filter({
      has: page
        .locator("td")
        .first()
        .filter({ hasText: /^1111$/ }),
    }),
  ).toBeVisible();
  for (const group of ["Số dư đầu kỳ", "Số phát sinh trong kỳ", "Số dư cuối kỳ"])
    await expect(page.getByRole("columnheader", { name: group })).toBeVisible();
  await shoot(page, "accounting-trial-balance-desktop");

  // The monthly totals the reports read agree with the journal.
  await page.getByTestId("totals-check").click();
  await expect(page.getByTestId("totals-check-ok")).toContainText("khớp với sổ nhật ký");
  await shoot(page, "accounting-totals-check-desktop");
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("totals-check-ok")).toBeHidden();

  // A reload keeps the tab.
  await page.reload();
  await expect(tab(page, "Bảng cân đối số phát sinh")).toHaveAttribute("aria-selected", "true");
  await loaded(page);

  // The ledger waits for an account; that of 1111 lists the receipt (Nợ, contra 131) and the payment (Có, 642).
  await tab(page, "Sổ chi tiết tài khoản").click();
  await expect(page).toHaveURL(/view=account-ledger/);
  await expect(page.getByTestId("report-notice")).toHaveText("Chọn tài khoản để xem sổ chi tiết.");
  await expect(page.getByTestId("report-table")).toContainText("Chưa có dữ liệu");
  await page.getByTestId("report-filter-tk").click();
  await page.keyboard.type("1111");
  await page
    .locator(".ant-select-item-option:visible")
    .filter({ hasText: /^1111 · / })
    .first()
    .click();
  await expect(page).toHaveURL(/tk=1111/);
  await expect(page.getByTestId("report-notice")).toHaveCount(0);
  await expect(lines(page).filter({ hasText: receipt.so_ct })).toBeVisible();
  const debit = await cellsOf(lines(page).filter({ hasText: receipt.so_ct }));
  expect(debit.slice(1, 7)).toEqual([
    receipt.so_ct,
    dmy(today()),
    `Thu tiền khách hàng E2E ${STAMP}`,
    "131",
    money(RECEIPT),
    "–",
  ]);
  const credit = await cellsOf(lines(page).filter({ hasText: payment.so_ct }));
  expect(credit.slice(4, 7)).toEqual(["642", "–", money(PAYMENT)]);
  expect((await cellsOf(lines(page).first()))[3]).toBe("Số dư đầu kỳ");
  const ledgerTotals = await cellsOf(page.getByTestId("report-totals"));
  expect(ledgerTotals.slice(5, 7)).toEqual([money(receipts), money(payments)]);
  await shoot(page, "accounting-account-ledger-desktop");

  // On a phone: the same page, the table scrolling inside itself.
  await page.setViewportSize(PHONE);
  await page.goto(PAGE);
  await loaded(page);
  await expect(lines(page).filter({ hasText: receipt.so_ct })).toBeVisible();
  await shoot(page, "accounting-cash-book-phone");
  await page.goto(`${PAGE}?view=trial-balance`);
  await loaded(page);
  await shoot(page, "accounting-trial-balance-phone");
});

test("the trial balance and the ledger also open alone under the generic report screen", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/report/trial-balance");
  await loaded(page);
  await expect(page.getByTestId("report-totals")).toContainText("Tổng cộng");
  await expect(page.getByRole("tab")).toHaveCount(0);
  await page.goto("/report/account-ledger");
  await expect(page.getByTestId("report-notice")).toHaveText("Chọn tài khoản để xem sổ chi tiết.");
});
