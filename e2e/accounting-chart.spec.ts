// An accountant reads the chart of accounts as a tree: 111 Tiền mặt with 1111 under it, closed and opened, found
// without diacritics; then opens a sub-account under 1112, renames it, sees an account with sub-accounts refused
// deletion, and deletes the new one.
import { expect as baseExpect, type Page, test } from "@playwright/test";
import { ADMIN, chooseLanguage, PHONE, shoot, signIn } from "./support";

test.describe.configure({ mode: "serial", timeout: 120_000 });
// The whole chart loads at once; on a loaded 2-core machine that may take longer than the default 10 s.
const expect = baseExpect.configure({ timeout: 20_000 });

const tree = (page: Page) => page.getByTestId("account-tree");
/** The tree's row of account `tk`, by its number cell. */
const account = (page: Page, tk: string) =>
  tree(page)
    .locator("tbody tr")
    .filter({ has: page.getByTestId("account-number").getByText(tk, { exact: true }) });
const toast = (page: Page, text: string | RegExp) => page.locator(".ant-notification-notice").filter({ hasText: text });

test("the chart is a tree that closes, opens and is searched without diacritics", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/accounting/accounts");
  const cash = account(page, "111");
  const dong = account(page, "1111");
  await expect(cash).toContainText("Tiền mặt");
  await expect(cash).toContainText("Dư Nợ");
  await expect(dong).toContainText("Tiền Việt Nam");
  // 1111 is one level below 111, and right after it.
  await expect(cash).toHaveClass(/ant-table-row-level-0/);
  await expect(dong).toHaveClass(/ant-table-row-level-1/);
  const numbers = await tree(page).getByTestId("account-number").allTextContents();
  expect(numbers.indexOf("1111")).toBe(numbers.indexOf("111") + 1);
  await expect(account(page, "131")).toContainText("Khách hàng");
  await expect(account(page, "131")).toContainText("Lưỡng tính");
  await expect(page.getByTestId("account-count")).toHaveText(/^\d{3} tài khoản$/);
  await shoot(page, "accounting-chart-desktop");

  await page.getByRole("button", { name: /Thu gọn$/ }).click();
  await expect(dong).toBeHidden();
  await expect(cash).toBeVisible();
  await page.getByRole("button", { name: /Mở rộng tất cả$/ }).click();
  await expect(dong).toBeVisible();
  // One account closes by its own expander.
  await cash.getByRole("button", { name: "Thu gọn dòng" }).click();
  await expect(dong).toBeHidden();
  await expect(account(page, "1121")).toBeVisible();

  await page.getByTestId("account-search").locator("input").fill("tien mat");
  await expect(cash).toBeVisible();
  await expect(account(page, "112")).toBeHidden();
  await expect(page.getByTestId("account-count")).toHaveText(/^\d+ \/ \d{3} tài khoản$/);
  // Parents are kept for a match below them: 33311 'Thuế GTGT đầu ra' under 3331 under 333.
  await page.getByTestId("account-search").locator("input").fill("gtgt dau ra");
  await expect(account(page, "333")).toBeVisible();
  await expect(account(page, "3331")).toBeVisible();
  await expect(account(page, "33311")).toBeVisible();
  await expect(cash).toBeHidden();
  await shoot(page, "accounting-chart-search");

  await page.getByTestId("account-search").locator("input").fill("");
  await chooseLanguage(page, "English");
  await expect(tree(page).getByRole("columnheader", { name: "Account no." })).toBeVisible();
  await expect(cash).toContainText("Cash on hand");
  await expect(cash).toContainText("Debit balance");
  await expect(account(page, "131")).toContainText("Partner");
  await page.getByTestId("account-search").locator("input").fill("receivables");
  await expect(account(page, "131")).toBeVisible();
  await expect(cash).toBeHidden();
  await shoot(page, "accounting-chart-english");
  await chooseLanguage(page, "Tiếng Việt");
  await page.getByTestId("account-search").locator("input").fill("");

  await page.setViewportSize(PHONE);
  await expect(dong).toBeVisible();
  await shoot(page, "accounting-chart-phone");
});

test("a sub-account is opened under its parent, renamed and deleted; a parent is not deleted", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/accounting/accounts");
  await expect(account(page, "1112")).toContainText("Ngoại tệ");
  await expect(account(page, "11121")).toHaveCount(0);

  await account(page, "1112").getByRole("button", { name: "Thêm tài khoản con 1112" }).click();
  const form = page.getByTestId("entity-form");
  await expect(form.getByLabel("Số hiệu tài khoản")).toHaveValue("1112");
  await expect(form.getByLabel("Cấp")).toHaveValue("3");
  await expect(form).toContainText("Ngoại tệ");
  await form.getByLabel("Số hiệu tài khoản").fill("11121");
  await form.getByLabel("Tên tài khoản").fill("Ngoại tệ USD");
  await shoot(page, "accounting-chart-sub-account-form");
  await page.getByRole("button", { name: "Lưu" }).click();
  await expect(toast(page, "Thêm mới thành công!")).toBeVisible();
  const added = account(page, "11121");
  await expect(added).toContainText("Ngoại tệ USD");
  await expect(added).toHaveClass(/ant-table-row-level-2/);

  await added.getByTestId("row-edit").click();
  await expect(form.getByLabel("Tên tài khoản")).toHaveValue("Ngoại tệ USD");
  await form.getByLabel("Tên tài khoản").fill("Ngoại tệ đô la Mỹ");
  await page.getByRole("button", { name: "Lưu" }).click();
  await expect(added).toContainText("Ngoại tệ đô la Mỹ");

  // 1112 now has a sub-account: the server refuses to delete it.
  await account(page, "1112").getByTestId("row-more").click();
  await page.locator("[data-testid=row-delete]:visible").click();
  await page.getByRole("button", { name: "Đồng ý" }).click();
  await expect(toast(page, /Không thể xóa/)).toBeVisible();
  await expect(account(page, "1112")).toBeVisible();

  await added.getByTestId("row-more").click();
  await page.locator("[data-testid=row-delete]:visible").click();
  await expect(page.getByRole("dialog").filter({ hasText: "11121" })).toBeVisible();
  await page.getByRole("button", { name: "Đồng ý" }).click();
  await expect(toast(page, "Xóa thành công")).toBeVisible();
  await expect(added).toHaveCount(0);
  await expect(account(page, "1112")).toBeVisible();
});
