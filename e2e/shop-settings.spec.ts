// Shop settings as an owner fills them once: the company and its tax code (a mistyped digit caught on
// the spot), the bank account behind VietQR with a sample code to scan, each branch's default
// warehouse, the logo and the receipt footer; saved, and still there after a reload.
import { expect, type Page, test } from "@playwright/test";
import { ADMIN, PHONE, shoot, signIn } from "./support";

test.describe.configure({ mode: "serial", timeout: 60_000 });

const stamp = Date.now().toString(36).slice(-5).toUpperCase();
const COMPANY = `Công ty TNHH Spa Hoa Sen ${stamp}`;

/** A 1×1 PNG image. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const toast = (page: Page, text: string) => page.locator(".ant-notification-notice").filter({ hasText: text });

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.keyboard.type(option.slice(0, 6));
  await page.locator(".ant-select-item-option").filter({ hasText: option }).first().click();
}

test("an administrator fills the shop settings, saves them, and finds them after a reload", async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto("/admin/settings");
  await expect(page.getByText("Kho mặc định theo chi nhánh")).toBeVisible();

  await page.getByLabel("Tên công ty").fill(COMPANY);
  // 0100233480: the 10th digit does not check the first nine.
  await page.getByLabel("Mã số thuế").fill("0100233480");
  await page.getByLabel("Địa chỉ").click();
  await expect(page.getByText("Mã số thuế không đúng: chữ số kiểm tra (số thứ 10) không khớp")).toBeVisible();
  await page.getByLabel("Mã số thuế").fill("0100233488");
  await page.getByLabel("Địa chỉ").fill("12 Lê Lợi, Phường Sài Gòn, TP. Hồ Chí Minh");
  await page.getByLabel("Điện thoại").fill("0283-822-1234");

  const qr = page.getByTestId("vietqr-preview");
  await expect(qr).toContainText("Chọn ngân hàng, nhập số tài khoản và chủ tài khoản để xem mã VietQR");
  await pick(page, "shop-bank", "Vietcombank");
  await page.getByLabel("Số tài khoản").fill("0071000123456");
  await page.getByLabel("Chủ tài khoản").fill("Công ty TNHH Spa Hoa Sen");
  await expect(page.getByLabel("Chủ tài khoản")).toHaveValue("CONG TY TNHH SPA HOA SEN");
  await expect(page.getByTestId("vietqr-image")).toBeVisible();
  await expect(qr).toContainText("Vietcombank · 0071000123456");

  await pick(page, "shop-warehouse-CN01", "Kho mỹ phẩm Quận 1");
  await page.getByLabel("Chân phiếu").fill("Cảm ơn quý khách! Hẹn gặp lại.");
  await page.locator('input[type="file"]').setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG });
  await expect(toast(page, "Đã cập nhật logo")).toBeVisible();
  await expect(page.getByTestId("shop-logo")).toBeVisible();

  const receipt = page.getByTestId("receipt-preview");
  await expect(receipt).toContainText(COMPANY);
  await expect(receipt).toContainText("MST: 0100233488");
  await expect(receipt).toContainText("Cảm ơn quý khách! Hẹn gặp lại.");
  await expect(receipt).toContainText("150,000");

  await page.getByRole("button", { name: "Lưu thiết lập" }).click();
  await expect(toast(page, "Cập nhật thành công!")).toBeVisible();
  await shoot(page, "shop-settings");

  await page.reload();
  await expect(page.getByLabel("Tên công ty")).toHaveValue(COMPANY);
  await expect(page.getByLabel("Mã số thuế")).toHaveValue("0100233488");
  await expect(page.getByLabel("Chủ tài khoản")).toHaveValue("CONG TY TNHH SPA HOA SEN");
  await expect(page.getByTestId("shop-warehouse-CN01")).toContainText("Q1-MYPHAM - Kho mỹ phẩm Quận 1");
  await expect(page.getByTestId("vietqr-image")).toBeVisible();
  await expect(page.getByTestId("shop-logo")).toBeVisible();
  await expect(page.getByLabel("Chân phiếu")).toHaveValue("Cảm ơn quý khách! Hẹn gặp lại.");
});

test("on a phone the settings are one column and the sample VietQR code still shows", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signIn(page, ADMIN);
  await page.goto("/admin/settings");
  const company = page.getByLabel("Tên công ty");
  await expect(company).toHaveValue(COMPANY);
  const address = page.getByLabel("Địa chỉ");
  const [companyBox, addressBox] = [await company.boundingBox(), await address.boundingBox()];
  // One column: the fields sit one under the other, each nearly the phone's width.
  expect(companyBox && addressBox && addressBox.y > companyBox.y + companyBox.height).toBe(true);
  expect(companyBox?.width).toBeGreaterThan(PHONE.width * 0.75);
  await page.getByTestId("vietqr-image").scrollIntoViewIfNeeded();
  await expect(page.getByTestId("vietqr-image")).toBeVisible();
  await shoot(page, "shop-settings-phone");
});
