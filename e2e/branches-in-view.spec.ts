// The branches in view: the navbar says which ones the lists show, and choosing every allowed branch is one click.
import { expect, test } from "@playwright/test";
import { ADMIN, PHONE, signIn } from "./support";

const totalOf = async (page: import("@playwright/test").Page) =>
  Number((await page.getByTestId("table-total").innerText()).replace(/\D/g, ""));

test("an administrator starts with CN01 in view, and one click shows every allowed branch", async ({ page }) => {
  await signIn(page, ADMIN);
  const picker = page.getByTestId("branch-picker");
  await expect(picker).toHaveText(/^\s*CN01 – Chi nhánh Quận 1\s*$/);

  await page.goto("/crm/partners");
  await expect(page.getByTestId("table-branches")).toHaveText("Chi nhánh đang xem: CN01 – Chi nhánh Quận 1");
  await expect(page.getByTestId("table-total")).toHaveText(/^Tổng [1-9]\d* dòng$/);
  const inOne = await totalOf(page);

  await picker.click();
  // The picker says why only one branch is there at first.
  await expect(page.getByTestId("branch-picker-panel")).toContainText("ban đầu chỉ chi nhánh đầu tiên được chọn");
  await page.getByTestId("branches-select-all").click();
  await expect(picker).toHaveText(/^\s*Tất cả chi nhánh \(2\)\s*$/);
  await expect(page.getByTestId("table-branches")).toHaveText("Chi nhánh đang xem: Tất cả chi nhánh (2)");
  await expect.poll(() => totalOf(page)).toBeGreaterThan(inOne);

  // And back to the working branch alone.
  await page.getByTestId("branches-back-to-one").click();
  await expect(picker).toHaveText(/^\s*CN01 – Chi nhánh Quận 1\s*$/);
  await expect.poll(() => totalOf(page)).toBe(inOne);
});

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the navbar says the branches in view in short", async ({ page }) => {
    await signIn(page, ADMIN);
    const picker = page.getByTestId("branch-picker");
    await expect(picker).toHaveText(/^\s*CN01\s*$/);
    await picker.click();
    await page.getByTestId("branches-select-all").click();
    await expect(picker).toHaveText(/^\s*Tất cả \(2\)\s*$/);
    await expect(picker).toBeInViewport();
  });
});
