// Online booking (issue #19): a customer books a service on the public page of branch CN01 at phone width (no
// sign-in), the booking appears on the receptionist's room board, and the cancel link sent to the phone frees it.
import { expect as baseExpect, test } from "@playwright/test";
import { ADMIN, apiCall, apiLogin, DESKTOP, PHONE, shoot, signIn, vietnamDay } from "./support";

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const stamp = Date.now() % 1_000_000;
const SERVICE = `DVB${stamp}`;
const SERVICE_NAME = `Massage đá nóng ${stamp}`;
const ROOM = `B${stamp}`;
const PHONE_NUMBER = `09${String(stamp).padStart(8, "0")}`;
const CUSTOMER = "Trần Thị Bích Ngọc";

test("a customer books on the public page, the booking shows on the board, the cancel link frees it", async ({
  page,
  request,
}) => {
  const token = (await apiLogin(request, ADMIN)).access_token;
  const service = await apiCall(request, token, "POST", "stock/services", {
    ma_vt: SERVICE,
    ten_vt: SERVICE_NAME,
    ma_dvt: "LAN",
    so_phut: 60,
    gia_ban: 350_000,
  });
  expect([200, 201], await service.text()).toContain(service.status());
  const room = await apiCall(request, token, "POST", "sales/rooms", {
    ma_phong: ROOM,
    ten_phong: "Phòng đặt trực tuyến",
    ma_dvcs: "CN01",
    so_giuong: 1,
  });
  expect(room.status(), await room.text()).toBe(200);

  // The customer, on a phone, with no account.
  await page.setViewportSize(PHONE);
  await page.goto("/booking/demo/CN01");
  await expect(page.getByTestId("booking-branch")).toBeVisible();
  await page
    .getByTestId("booking-services")
    .getByRole("button", { name: new RegExp(SERVICE_NAME) })
    .click();
  const tomorrow = vietnamDay(1);
  await page.locator(`[data-day="${tomorrow}"]`).click();
  const first = page.getByTestId("booking-times").getByRole("button").first();
  await expect(first).toBeVisible();
  const time = (await first.textContent())?.trim() ?? "";
  expect(time).toMatch(/^\d\d:\d\d$/);
  await first.click();
  await page.getByLabel("Họ tên").fill(CUSTOMER);
  await page.getByLabel("Số điện thoại").fill(PHONE_NUMBER);
  await shoot(page, "sales-booking-phone-form");
  await page.getByTestId("booking-confirm").click();
  const done = page.getByTestId("booking-done");
  await expect(page.getByText("Đặt lịch thành công")).toBeVisible();
  await expect(done).toContainText(`${SERVICE_NAME} lúc ${time} ngày ${tomorrow.split("-").reverse().join("/")}`);
  await expect(done).toContainText(PHONE_NUMBER);
  await shoot(page, "sales-booking-phone-done");

  // The receptionist sees it on the board of that day.
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);
  await page.goto("/sales/room-orders/cashier");
  const day = page.getByTestId("room-board-day");
  const openTomorrow = async () => {
    await day.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(tomorrow.split("-").reverse().join("/"));
    await page.keyboard.press("Enter");
  };
  await openTomorrow();
  const block = page.locator(".room-order-block").filter({ hasText: CUSTOMER });
  await expect(block).toHaveCount(1);
  await expect(block).toContainText(time);
  await shoot(page, "sales-booking-on-board");

  // The confirmation's cancel link, as the phone received it.
  const sent = await apiCall(request, token, "GET", "system/sent-messages?pageSize=50");
  const message = ((await sent.json()).items as { den: string; noi_dung: string }[]).find(
    (m) => m.den === PHONE_NUMBER,
  );
  expect(message?.noi_dung).toContain(`đã đặt lịch ${SERVICE_NAME} lúc ${time}`);
  const link = /(\/booking\/demo\/huy\/[A-Za-z0-9_-]{43})$/.exec(message?.noi_dung ?? "")?.[1] ?? "";
  expect(link).not.toBe("");

  await page.setViewportSize(PHONE);
  await page.goto(link);
  await expect(page.getByText(SERVICE_NAME)).toBeVisible();
  await page.getByTestId("booking-cancel").click();
  await page.getByRole("button", { name: "Đồng ý" }).click();
  await expect(page.getByTestId("booking-cancelled")).toContainText("Lịch đã được hủy");
  await shoot(page, "sales-booking-phone-cancelled");
  // The link followed again says the same.
  await page.reload();
  await expect(page.getByTestId("booking-cancelled")).toBeVisible();

  await page.setViewportSize(DESKTOP);
  await page.goto("/sales/room-orders/cashier");
  await openTomorrow();
  await expect(page.getByTestId("room-board")).toBeVisible();
  await expect(block).toHaveCount(0);
});
