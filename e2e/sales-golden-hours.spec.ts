// Golden hours (issue #19): with sale_golden_hour on, a service rung up at the counter inside its golden hour costs the
// golden price, and its line says which golden hour priced it.
import { expect as baseExpect, test } from "@playwright/test";
import { ADMIN, apiCall, apiLogin, DESKTOP, shoot, signIn } from "./support";

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const stamp = Date.now() % 1_000_000;
/** Vietnam's wall clock `minutes` from now, HH:mm. */
const clockIn = (minutes: number) =>
  new Date(Date.now() + 7 * 3_600_000 + minutes * 60_000).toISOString().slice(11, 16);

test("a service in its golden hour is sold at the golden price, its line naming the golden hour", async ({
  page,
  request,
}) => {
  const token = (await apiLogin(request, ADMIN)).access_token;
  const service = await apiCall(request, token, "POST", "stock/services", {
    ma_vt: `GV${stamp}`,
    ten_vt: `Gội đầu thư giãn ${stamp}`,
    ma_dvt: "LAN",
    so_phut: 30,
    gia_ban: 200_000,
  });
  expect([200, 201], await service.text()).toContain(service.status());
  const rule = await apiCall(request, token, "POST", "sales/golden-hours", {
    ma_gio_vang: `GV${stamp}`,
    ten_gio_vang: "Giờ vàng buổi trưa",
    pham_vi: "item",
    ma_vt: `GV${stamp}`,
    tu_gio: clockIn(-60),
    den_gio: clockIn(60),
    kieu: "percent",
    gia_tri: 25,
  });
  expect(rule.status(), await rule.text()).toBe(200);
  const golden = (on: boolean) =>
    apiCall(request, token, "PUT", "system/configs/sale_golden_hour", { value: on ? "1" : "0" });
  expect((await golden(true)).status()).toBe(200);
  try {
    await page.setViewportSize(DESKTOP);
    await signIn(page, ADMIN);
    await page.goto("/sales/retail-orders/cashier");
    const search = page.getByTestId("cashier-search").locator("input");
    await search.fill(`goi dau thu gian ${stamp}`);
    await expect(page.getByTestId("cashier-found").first()).toContainText(`GV${stamp}`);
    await search.press("Enter");
    const line = page.getByTestId("cashier-lines").locator("tbody tr.ant-table-row");
    await expect(line).toHaveCount(1);
    await expect(line.getByTestId("cashier-line-golden")).toHaveText("Giờ vàng: Giờ vàng buổi trưa");
    await expect(page.getByTestId("cashier-due")).toHaveText("150,000 ₫");
    await shoot(page, "sales-cashier-golden-hour");
  } finally {
    await golden(false);
  }
});
