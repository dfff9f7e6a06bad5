import { expect, test } from "@playwright/test";
import { ADMIN, apiCall, apiLogin, CASHIER, DESKTOP, shoot, signIn } from "./support";

test.use({ viewport: DESKTOP });

test("a payment code sent to a customer reaches the administrator's Tin nhắn đã gửi when no SMS provider is set", async ({
  page,
  request,
}) => {
  const cashier = await apiLogin(request, CASHIER);
  const sent = await apiCall(request, cashier.access_token, "POST", "auth/otp/customer/KH000001");
  expect(sent.status()).toBe(200);
  expect((await sent.json()).phone).toBe("090****567");

  await signIn(page, ADMIN);
  await page.goto("/system/logs");
  await page.getByRole("button", { name: "Tin nhắn đã gửi" }).click();
  await expect(page).toHaveURL(/\/system\/logs\/sent-messages$/);
  const row = page.locator(".ant-table-row").first();
  await expect(row).toContainText("0901234567");
  await expect(row).toContainText("SMS");
  await expect(row).toContainText(/Mã xác nhận thanh toán thẻ của Nguyễn Thị Mai là \d{6}, hiệu lực 2 phút/);
  await shoot(page, "system-sent-messages");
});
