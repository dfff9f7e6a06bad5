// The accountant enters a year's opening balances and reads, above their list, whether they hold together: the
// branch's total debits against total credits (green when equal, the difference in red another year), and an account
// kept by partner (131) whose partners' opening debts do not add up to its own opening.
import { type APIRequestContext, expect as baseExpect, type Page, test } from "@playwright/test";
import { ADMIN, apiCall, apiLogin, PHONE, shoot, signIn } from "./support";

test.describe.configure({ mode: "serial", timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** Years no other journey enters openings for: one that balances, one that does not. */
const YEAR = 2024;
const UNBALANCED = 2023;

async function add(request: APIRequestContext, token: string, api: string, body: object, nam = YEAR) {
  const res = await apiCall(request, token, "POST", `accounting/${api}`, { nam, ...body });
  expect(res.status(), await res.text()).toBe(200);
}

/** Removes the openings of those years (a retry finds the first try's). */
async function clear(request: APIRequestContext, token: string) {
  for (const api of ["customer-balances", "account-balances"]) {
    for (const nam of [YEAR, UNBALANCED]) {
      const list = await apiCall(request, token, "GET", `accounting/${api}?nam=${nam}&pageSize=100`);
      for (const { id } of (await list.json()).items as { id: string }[]) {
        expect((await apiCall(request, token, "DELETE", `accounting/${api}/${id}`)).status()).toBe(200);
      }
    }
  }
}

async function chooseYear(page: Page, year: number) {
  const input = page.getByTestId("opening-check-year").locator("input");
  await input.click();
  await input.fill(String(year));
  await input.press("Enter");
  await expect(input).toHaveValue(String(year));
}

const branchRow = (page: Page, branch: string) =>
  page.getByTestId("opening-check-branches").locator("tbody tr.ant-table-row").filter({ hasText: branch });

test("the opening balances' check shows each branch balanced or its difference, and the partners' mismatch", async ({
  page,
  request,
}) => {
  const { access_token: token } = await apiLogin(request, ADMIN);
  const partners = await apiCall(request, token, "GET", "crm/partners?pageSize=10");
  const ma_kh = (await partners.json()).items[0].ma_kh as string;
  await clear(request, token);
  // CN01 (the branch in view): 1111 7,000,000 + 131 3,000,000 Nợ = 4118 10,000,000 Có; the year before, 1111 alone.
  await add(request, token, "account-balances", { ma_dvcs: "CN01", tk: "1111", du_no: 7_000_000, du_co: 0 });
  await add(request, token, "account-balances", { ma_dvcs: "CN01", tk: "131", du_no: 3_000_000, du_co: 0 });
  await add(request, token, "account-balances", { ma_dvcs: "CN01", tk: "4118", du_no: 0, du_co: 10_000_000 });
  await add(
    request,
    token,
    "account-balances",
    { ma_dvcs: "CN01", tk: "1111", du_no: 2_500_000, du_co: 0 },
    UNBALANCED,
  );
  // Only 2,000,000 of 131's 3,000,000 are told per partner.
  await add(request, token, "customer-balances", { ma_dvcs: "CN01", tk: "131", ma_kh, du_no: 2_000_000, du_co: 0 });

  await signIn(page, ADMIN);
  await page.goto("/accounting/account-balances");
  const check = page.getByTestId("opening-check");
  await expect(check).toContainText("Kiểm tra số dư đầu kỳ");
  await chooseYear(page, YEAR);
  await expect(branchRow(page, "CN01")).toContainText("10,000,000");
  await expect(branchRow(page, "CN01")).toContainText("Số dư đầu kỳ cân đối");
  const mismatch = page.getByTestId("opening-check-partners");
  await expect(mismatch).toContainText("1 tài khoản có công nợ chi tiết không khớp");
  await expect(mismatch).toContainText("131 - Phải thu của khách hàng");
  await expect(mismatch).toContainText("3,000,000 / 0");
  await expect(mismatch).toContainText("2,000,000 / 0");
  await expect(mismatch).toContainText("-1,000,000 / 0");
  // The generic list of the openings is still below.
  await expect(page.getByRole("button", { name: /Thêm mới/ })).toBeVisible();
  await shoot(page, "accounting-balances-check");

  await chooseYear(page, UNBALANCED);
  await expect(branchRow(page, "CN01")).toContainText("2,500,000");
  await expect(branchRow(page, "CN01")).toContainText("Chênh lệch Nợ - Có: 2,500,000");
  await expect(page.getByTestId("opening-check-partners")).toBeHidden();
  await shoot(page, "accounting-balances-check-unbalanced");
  await chooseYear(page, UNBALANCED - 1);
  await expect(page.getByTestId("opening-check-branches")).toContainText("Chưa có dữ liệu");
  await page.setViewportSize(PHONE);
  await chooseYear(page, YEAR);
  await expect(branchRow(page, "CN01")).toContainText("Số dư đầu kỳ cân đối");
  await shoot(page, "accounting-balances-check-phone");

  await clear(request, token);
});
