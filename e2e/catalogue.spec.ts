// The catalogue as a shop keeper fills it: a product with its barcode and a picture, found again typed
// without accents, by its barcode, and a service with its duration and its sessions (a course).
import { expect, type Page, test } from "@playwright/test";
import { ADMIN, chooseOption, PHONE, shoot, signIn } from "./support";

test.describe.configure({ mode: "serial", timeout: 60_000 });

const stamp = Date.now().toString().slice(-6);
const CODE = `KDT${stamp}`;
const NAME = `Kem dưỡng tóc bồ kết ${stamp}`;
const SERVICE = `DVLT${stamp}`;

/** An EAN-13 with its check digit, unique to the run. */
function ean13(body: string) {
  const sum = [...body].reverse().reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
}
const BARCODE = ean13(`893999${stamp}`);

/** A 1×1 PNG image. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const toast = (page: Page, text: string) => page.locator(".ant-notification-notice").filter({ hasText: text });
const rows = (page: Page) => page.getByTestId("data-table").locator("tbody tr");

test("a product is created with a barcode and a picture, then found without accents and by its barcode", async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto("/stock/products");
  await expect(rows(page).filter({ hasText: "Dầu gội dưỡng sinh thảo dược 500ml" })).toContainText("185,000");
  await shoot(page, "catalogue-products-desktop");

  await page.getByTestId("entity-add").click();
  const form = page.getByTestId("entity-form");
  await form.getByLabel("Mã hàng").fill(CODE);
  await form.getByLabel("Tên hàng").fill(NAME);
  await chooseOption(page, form.getByLabel("Đơn vị tính cơ sở"), "Tuýp");
  await chooseOption(page, form.getByLabel("Nhóm", { exact: true }), "Chăm sóc tóc");
  await form.getByLabel("Mã vạch").fill(BARCODE);
  await page.keyboard.press("Enter");
  await expect(form.locator(".ant-select-selection-item").filter({ hasText: BARCODE })).toBeVisible();
  await form.getByLabel("Giá bán").fill("235000");
  await form.locator('input[type="file"]').setInputFiles({ name: "kem.png", mimeType: "image/png", buffer: PNG });
  await expect(form.getByRole("img", { name: "Hình ảnh" })).toBeVisible();
  await shoot(page, "catalogue-product-form");
  await page.getByRole("button", { name: "Lưu" }).click();
  await expect(toast(page, "Thêm mới thành công!")).toBeVisible();

  await page.goto(`/stock/products?searchKey=${encodeURIComponent(`kem duong toc bo ket ${stamp}`)}`);
  const row = rows(page).filter({ hasText: NAME });
  await expect(row).toBeVisible();
  await expect(row).toContainText("235,000");
  await expect(row.getByTestId("row-image").locator("img")).toBeVisible();

  await page.goto(`/stock/products?searchKey=${BARCODE}`);
  await expect(rows(page).filter({ hasText: NAME })).toBeVisible();
});

test("a service is created with its duration and sessions, listed as such", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/stock/services");
  await expect(page.getByRole("columnheader", { name: "Thời lượng (phút)" })).toBeVisible();
  await expect(page.getByRole("columnheader", { name: "Số buổi (liệu trình)" })).toBeVisible();
  const shampoo = rows(page).filter({ has: page.getByRole("cell", { name: "Gội đầu dưỡng sinh", exact: true }) });
  await expect(shampoo).toContainText("45");
  await page.getByTestId("entity-add").click();
  const form = page.getByTestId("entity-form");
  await form.getByLabel("Mã dịch vụ").fill(SERVICE);
  await form.getByLabel("Tên dịch vụ").fill(`Liệu trình gội thảo dược 5 buổi ${stamp}`);
  await form.getByLabel("Thời lượng (phút)").fill("50");
  await form.getByLabel("Số buổi (liệu trình)").fill("5");
  await form.getByLabel("Giá bán").fill("900000");
  await page.getByRole("button", { name: "Lưu" }).click();
  await expect(toast(page, "Thêm mới thành công!")).toBeVisible();

  await page.goto(`/stock/services?searchKey=${SERVICE}`);
  const row = rows(page).filter({ hasText: SERVICE });
  await expect(row.locator("td")).toContainText(["50", "5"]);
  await shoot(page, "catalogue-services-desktop");
  await page.setViewportSize(PHONE);
  await page.goto("/stock/services");
  await expect(page.getByText("Gội đầu dưỡng sinh").first()).toBeVisible();
  await shoot(page, "catalogue-services-phone");
});
