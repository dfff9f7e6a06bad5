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

// Dragging a booking's block moves it to another time of its room; another room only with
// room_order_change_room_employee; a move the server refuses leaves the block where it was, with the server's message.
test("a booking is dragged to another time, and to another room only when the shop allows it", async ({
  page,
  request,
}) => {
  const token = (await apiLogin(request, ADMIN)).access_token;
  const [first, second] = [`D${stamp}`, `E${stamp}`] as const;
  for (const ma_phong of [first, second]) {
    const made = await apiCall(request, token, "POST", "sales/rooms", {
      ma_phong,
      ten_phong: `Phòng kéo thả ${ma_phong}`,
      ma_dvcs: "CN01",
      so_giuong: 1,
    });
    expect(made.status(), await made.text()).toBe(200);
  }
  const tomorrow = vietnamDay(1);
  const at = (hhmm: string) => new Date(`${tomorrow}T${hhmm}:00+07:00`).toISOString();
  for (const [from, to] of [
    ["10:00", "11:00"],
    ["16:00", "17:00"],
  ] as const) {
    const booked = await apiCall(request, token, "POST", "sales/room-orders", {
      ma_phong: first,
      bat_dau: at(from),
      ket_thuc: at(to),
    });
    expect(booked.status(), await booked.text()).toBe(200);
  }
  const allowOtherRooms = (on: boolean) =>
    apiCall(request, token, "PUT", "system/configs/room_order_change_room_employee", { value: on ? "1" : "0" });
  expect((await allowOtherRooms(false)).status()).toBe(200);

  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);
  const openBoard = async () => {
    await page.goto("/sales/room-orders/cashier");
    const day = page.getByTestId("room-board-day");
    await day.click();
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.type(tomorrow.split("-").reverse().join("/"));
    await page.keyboard.press("Enter");
  };
  await openBoard();
  const row = (room: string) => page.getByTestId(`room-row-${room}`);
  const morning = row(first).locator(".room-order-block").filter({ hasText: "10:00–11:00" });
  await expect(morning).toHaveCount(1);

  // To 14:00 of the same room.
  await morning.dragTo(page.getByTestId(`slot-${first}-1400`), { sourcePosition: { x: 4, y: 10 } });
  await expect(page.locator(".ant-notification-notice").filter({ hasText: "Đã dời lịch" })).toBeVisible();
  const moved = row(first).locator(".room-order-block").filter({ hasText: "14:00–15:00" });
  await expect(moved).toHaveCount(1);

  // Over the 16:00 booking: refused by the server, the block stays at 14:00.
  await moved.dragTo(page.getByTestId(`slot-${first}-1530`), { sourcePosition: { x: 4, y: 10 } });
  await expect(
    page.locator(".ant-notification-notice").filter({ hasText: `Phòng ${first} đã có lịch từ 16:00 đến 17:00` }),
  ).toBeVisible();
  await expect(moved).toHaveCount(1);

  // Another room is no drop target while the shop does not allow changing rooms: nothing is even asked.
  let writes = 0;
  page.on("request", (r) => {
    if (r.method() === "PATCH" && r.url().includes("/api/sales/room-orders/")) writes += 1;
  });
  await moved.dragTo(page.getByTestId(`slot-${second}-1400`), { sourcePosition: { x: 4, y: 10 } });
  await expect(moved).toHaveCount(1);
  expect(writes).toBe(0);
  await expect(row(second).locator(".room-order-block")).toHaveCount(0);

  expect((await allowOtherRooms(true)).status()).toBe(200);
  try {
    await openBoard();
    await row(first)
      .locator(".room-order-block")
      .filter({ hasText: "14:00–15:00" })
      .dragTo(page.getByTestId(`slot-${second}-0900`), { sourcePosition: { x: 4, y: 10 } });
    await expect(row(second).locator(".room-order-block").filter({ hasText: "09:00–10:00" })).toHaveCount(1);
    await expect(row(first).locator(".room-order-block")).toHaveCount(1);
    await shoot(page, "sales-room-board-dragged");
  } finally {
    await allowOtherRooms(false);
  }
});

// The week of room employee schedules: a shift added to an employee's day shows as a tag, and leaves by its cross.
test("a shift is added to an employee's day on the week of schedules, and taken off", async ({ page, request }) => {
  const token = (await apiLogin(request, ADMIN)).access_token;
  const shift = await apiCall(request, token, "POST", "hr/shifts", {
    ma_ca: `C${stamp}`,
    ten_ca: `Ca chiều ${stamp}`,
    gio_bat_dau: "13:00",
    gio_ket_thuc: "17:00",
  });
  expect(shift.status(), await shift.text()).toBe(200);
  const people = await apiCall(request, token, "GET", "hr/employees/lookup");
  const person = ((await people.json()).items as { ma_nv: string; ma_dvcs?: string; status?: boolean }[]).find(
    (p) => p.ma_dvcs === "CN01",
  );
  expect(person).toBeDefined();
  const today = vietnamDay();

  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);
  await page.goto("/sales/room-employee-schedules");
  await expect(page.getByText("Sắp có")).toHaveCount(0);
  const cell = page.getByTestId(`schedule-${person?.ma_nv}-${today}`);
  await cell.getByRole("combobox").click();
  await page.locator(".ant-select-dropdown:visible").getByText(`Ca chiều ${stamp}`).click();
  await expect(cell.locator(".ant-tag")).toContainText(`Ca chiều ${stamp}`);
  await shoot(page, "sales-room-schedules-week");
  await cell.locator(".ant-tag .ant-tag-close-icon").click();
  await expect(cell.locator(".ant-tag")).toHaveCount(0);
});
