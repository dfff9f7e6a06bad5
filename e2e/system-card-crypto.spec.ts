// Card data at rest as an administrator sees it (README "Card data at rest"): the card key in use and what it holds,
// a key change with its confirmation, and the progress bar following the re-encryption to the end; a user who is not
// an administrator never reaches the screen.
import { expect, test } from "@playwright/test";
import { ADMIN, DESKTOP, SALE, shoot, signIn } from "./support";

test.describe.configure({ mode: "serial", timeout: 90_000 });

const PATH = "/system/cryptography/customer-card";
const progressText = /Đã mã hóa lại ([\d,]+)\/([\d,]+) thẻ/;

test("an administrator changes the card key and follows the re-encryption to the end", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);
  await page.goto(PATH);
  const progress = page.getByTestId("card-crypto-progress");
  await expect(progress).toContainText(progressText);
  // The demo's cards, kept in clear before encryption, are sealed once card data is first used.
  await expect(page.getByText(/Mọi dữ liệu thẻ đã dùng khóa phiên bản \d+/)).toBeVisible({ timeout: 30_000 });
  const version = await page
    .locator(".ant-descriptions")
    .getByText(/^Phiên bản \d+$/)
    .innerText();
  const before = Number(/\d+/.exec(version)?.[0]);

  await page.getByRole("button", { name: "Đổi khóa và mã hóa lại" }).click();
  const dialog = page.locator(".ant-modal-confirm");
  await expect(dialog).toContainText("Đổi khóa mã hóa thẻ?");
  await expect(dialog).toContainText("dữ liệu thẻ được mã hóa lại");
  await dialog.getByRole("button", { name: "Đổi khóa" }).click();

  await expect(page.getByText(`Mọi dữ liệu thẻ đã dùng khóa phiên bản ${before + 1}`)).toBeVisible({ timeout: 30_000 });
  const [, done, total] = progressText.exec(await progress.innerText()) ?? [];
  expect(done).toBe(total);
  expect(Number(total?.replace(/,/g, ""))).toBeGreaterThan(0);
  await expect(progress.locator(".ant-progress")).toHaveClass(/ant-progress-status-success/);
  const rows = page.locator(".ant-table-tbody tr.ant-table-row");
  await expect(rows.first()).toContainText("Đang dùng");
  await expect(rows.nth(1)).toContainText("Đã ngừng");
  await expect(page.getByRole("button", { name: "Đổi khóa và mã hóa lại" })).toBeEnabled();
  await shoot(page, "system-card-crypto");
});

test("a user who is not an administrator cannot open it", async ({ page, request }) => {
  await signIn(page, SALE);
  await page.goto(PATH);
  await expect(page).not.toHaveURL(new RegExp(`${PATH}$`));
  await expect(page.getByRole("button", { name: "Đổi khóa và mã hóa lại" })).toHaveCount(0);
  const login = await request.post("/api/auth/login", {
    headers: { "x-tenant": "demo" },
    data: { user_name: SALE.user_name, password: SALE.password },
  });
  const token = (await login.json()).access_token;
  const refused = await request.get(`/api${PATH}`, {
    headers: { "x-tenant": "demo", authorization: `Bearer ${token}` },
  });
  expect(refused.status()).toBe(403);
});
