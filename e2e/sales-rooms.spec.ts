// Rooms and room orders (issue #19): a room of the test's own in CN01, booked on the board (Thu ngân phòng) by a
// click on a free half hour; the block shows the customer and the times; a second booking over it is refused with
// the server's message naming the room; the booking is cancelled and its slot is free again.
import { expect as baseExpect, test } from "@playwright/test";
import { ADMIN, apiCall, apiLogin, DESKTOP, shoot, signIn, vietnamDay } from "./support";

test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const stamp = Date.now() % 1_000_000;
const ROOM = `R${stamp}`;

test("a room is booked on the board, a double booking is refused, the booking cancelled", async ({ page, request }) => {
  const token = (await apiLogin(request, ADMIN)).access_token;
  const made = await apiCall(request, token, "POST", "sales/rooms", {
    ma_phong: ROOM,
    ten_phong: "Phòng massage đá nóng",
    ma_dvcs: "CN01",
    so_giuong: 2,
  });
  expect(made.status(), await made.text()).toBe(200);

  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);
  await page.goto("/sales/room-orders/cashier");
  await expect(page.getByText("Sắp có")).toHaveCount(0);
  // Tomorrow, so that every slot lies ahead (room_order_start_time 0: nothing starts in the past).
  const tomorrow = vietnamDay(1).split("-").reverse().join("/");
  const day = page.getByTestId("room-board-day");
  await day.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type(tomorrow);
  await page.keyboard.press("Enter");
  await expect(day).toHaveValue(tomorrow);
  const row = page.getByTestId(`room-row-${ROOM}`);
  await expect(row).toContainText("Phòng massage đá nóng");
  await expect(row.locator(".room-order-block")).toHaveCount(0);

  // A click on 10:00 opens the booking form, from 10:00 to 11:00.
  await page.getByTestId(`slot-${ROOM}-1000`).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`Đặt phòng ${ROOM}`);
  await expect(dialog.getByTestId("room-order-from")).toHaveValue("10:00");
  await expect(dialog.getByTestId("room-order-to")).toHaveValue("11:00");
  await dialog.getByTestId("room-order-save").click();
  await expect(page.locator(".ant-notification-notice").filter({ hasText: "Đã đặt lịch" })).toBeVisible();
  const block = row.locator(".room-order-block");
  await expect(block).toHaveCount(1);
  await expect(block).toContainText("Khách vãng lai");
  await expect(block).toContainText("10:00–11:00");
  await shoot(page, "sales-room-board-desktop");

  // The same room from 10:30: refused, the server's message shown.
  await page.getByTestId(`slot-${ROOM}-1130`).click({ position: { x: 2, y: 2 } });
  await dialog.getByTestId("room-order-from").click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("10:30");
  await page.keyboard.press("Enter");
  await dialog.getByTestId("room-order-save").click();
  await expect(
    page.locator(".ant-notification-notice").filter({ hasText: `Phòng ${ROOM} đã có lịch từ 10:00 đến 11:00` }),
  ).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Đóng", exact: true }).last().click();
  await expect(block).toHaveCount(1);

  // Cancelled: the block leaves the board.
  await block.click();
  await expect(page.getByRole("dialog")).toContainText(`Lịch đặt phòng ${ROOM}`);
  await page.getByTestId("room-order-cancel").click();
  await page.getByRole("button", { name: "Đồng ý" }).click();
  await expect(page.locator(".ant-notification-notice").filter({ hasText: "Đã hủy lịch" })).toBeVisible();
  await expect(block).toHaveCount(0);
});
