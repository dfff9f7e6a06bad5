// A shop manager looks up prices and builds a combo: the price of sunscreen in District 1 during its
// December promotion and of a box of it, where each price comes from; then the home skin-care combo's
// components, one more added, a nested set refused on its line, and the set saved.
import { expect, test } from "@playwright/test";
import { ADMIN, chooseOption, PHONE, shoot, signIn } from "./support";

test.describe.configure({ mode: "serial", timeout: 90_000 });

test("the price lookup says the price in force and where it comes from", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/stock/rates");
  const lookup = page.getByTestId("price-lookup");
  await expect(lookup).toContainText("Tra giá");
  await chooseOption(page, lookup.getByLabel("Hàng hóa / dịch vụ"), "KCN50", /Kem chống nắng/);
  const date = lookup.getByLabel("Ngày");
  await date.click();
  await date.fill("15/12/2026");
  await date.press("Enter");
  await lookup.getByRole("button", { name: "Tra giá" }).click();
  const result = page.getByTestId("price-result");
  await expect(result).toContainText("238,000 ₫ / TUYP");
  await expect(result).toContainText("Bảng giá của chi nhánh");
  await shoot(page, "stock-rates-lookup");

  await chooseOption(page, lookup.getByLabel("Đơn vị tính"), "HOP", /Hộp/);
  await lookup.getByRole("button", { name: "Tra giá" }).click();
  await expect(result).toContainText("2,500,000 ₫ / HOP");
  await expect(result).toContainText("Bảng giá chung mọi chi nhánh");
  // The list below shows the rates themselves.
  await expect(page.getByRole("cell", { name: /238,000/ }).first()).toBeVisible();

  await page.setViewportSize(PHONE);
  await expect(result).toBeVisible();
  await shoot(page, "stock-rates-lookup-phone");
});

test("the set editor shows a combo's components, refuses a nested set on its line and saves", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/stock/product-sets");
  await chooseOption(page, page.locator("#set-picker"), "COMBODA", /Combo chăm sóc da tại nhà/);
  const editor = page.getByTestId("set-editor");
  await expect(editor.getByTestId("set-line")).toHaveCount(3);
  await shoot(page, "stock-product-sets");

  await editor.getByRole("button", { name: "Thêm thành phần" }).click();
  const added = editor.getByTestId("set-line").nth(3);
  await chooseOption(page, added.getByLabel("Thành phần"), "COMBODA", /Combo chăm sóc da tại nhà/);
  await editor.getByRole("button", { name: "Lưu bộ sản phẩm" }).click();
  await expect(added).toContainText("Bộ không thể chứa chính nó");

  await chooseOption(page, added.getByLabel("Thành phần"), "MNGLH", /Mặt nạ/);
  await editor.getByRole("button", { name: "Lưu bộ sản phẩm" }).click();
  await expect(page.getByText("Đã lưu bộ sản phẩm COMBODA")).toBeVisible();
  await page.reload();
  await chooseOption(page, page.locator("#set-picker"), "COMBODA", /Combo chăm sóc da tại nhà/);
  await expect(page.getByTestId("set-editor").getByTestId("set-line")).toHaveCount(4);

  await page.setViewportSize(PHONE);
  await shoot(page, "stock-product-sets-phone");
});

test("product hours are edited with clocks and weekday names", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/stock/product-hours");
  await expect(page.getByRole("cell", { name: "09:00" }).first()).toBeVisible();
  await page.getByTestId("entity-add").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Từ giờ")).toBeVisible();
  await shoot(page, "stock-product-hours-form");
});
