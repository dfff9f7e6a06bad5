// Appointments on the calendar (drag, resize, a new one from a slot, month and day views), the appointment
// list, and a salesperson's to-do list.
import { type APIRequestContext, expect, type Locator, type Page, test } from "@playwright/test";
import { ADMIN, apiCall, apiLogin, DESKTOP, PHONE, SALE, shoot, signIn } from "./support";

// Several saves and reloads each, on a busy machine.
test.describe.configure({ timeout: 120_000 });
// The spa is in Vietnam: the browser shows its wall-clock times.
test.use({ timezoneId: "Asia/Ho_Chi_Minh", locale: "vi-VN" });

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** YYYY-MM-DD of a day counted from today, in Vietnam. */
function vnDay(offset: number): string {
  return new Date(Date.now() + 7 * HOUR + offset * DAY).toISOString().slice(0, 10);
}

/** The instant of a Vietnamese wall-clock time on a day (YYYY-MM-DD). */
function vnTime(day: string, hour: number, minute = 0): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + (hour - 7) * HOUR + minute * 60_000).toISOString();
}

/** The Monday two weeks after this week's: a week the demo's appointments (around today) stay out of. */
function mondayInTwoWeeks(): string {
  const today = vnDay(0);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  return vnDay(14 - weekday);
}

const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

async function adminToken(request: APIRequestContext) {
  return (await apiLogin(request, ADMIN)).access_token;
}

type Row = Record<string, string>;

async function createTask(request: APIRequestContext, token: string, body: Row, api = "crm/tasks"): Promise<Row> {
  const res = await apiCall(request, token, "POST", api, { ma_loai: "TUVAN", ...body });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Row;
}

async function taskRow(request: APIRequestContext, token: string, id: string): Promise<Row> {
  const res = await apiCall(request, token, "GET", `crm/tasks/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Row;
}

const toast = (page: Page, text: string) => page.locator(".ant-notification-notice").filter({ hasText: text });
const calendar = (page: Page) => page.getByTestId("schedule-calendar");
const eventNamed = (page: Page, title: string) => calendar(page).locator(".fc-event").filter({ hasText: title });
const dayColumn = (page: Page, day: string) => calendar(page).locator(`td.fc-timegrid-col[data-date="${day}"]`);
const slotRow = (page: Page, time: string) => calendar(page).locator(`td.fc-timegrid-slot-lane[data-time="${time}"]`);

/** The point a few pixels below the top of a time slot, in a day's column. */
async function slotPoint(page: Page, day: string, time: string) {
  const column = await dayColumn(page, day).boundingBox();
  const row = await slotRow(page, time).boundingBox();
  if (!column || !row) throw new Error(`no slot ${day} ${time}`);
  return { x: column.x + column.width / 2, y: row.y + 4 };
}

/** Drags with the mouse from one point to another in small steps, as a person does. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 4, from.y + 4, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 20 });
  await page.mouse.up();
}

async function openWeek(page: Page, monday: string) {
  await page.goto("/crm/task/calendar");
  await expect(calendar(page).locator(".fc-timeGridWeek-view")).toBeVisible();
  for (let i = 0; i < 2; i++) await calendar(page).locator(".fc-next-button").click();
  await expect(dayColumn(page, monday)).toBeVisible();
}

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not drawn");
  return box;
}

test("the appointment calendar: drag, resize, a new appointment from a slot, month and day views", async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const monday = mondayInTwoWeeks();
  const tuesday = plusDays(monday, 1);
  const wednesday = plusDays(monday, 2);
  const thursday = plusDays(monday, 3);
  const friday = plusDays(monday, 4);
  const moved = await createTask(request, token, {
    tieu_de: "E2E Kéo thả lịch hẹn",
    ma_kh: "KH000002",
    ma_nv: "NV001",
    bat_dau: vnTime(tuesday, 10),
    ket_thuc: vnTime(tuesday, 11),
  });
  const resized = await createTask(request, token, {
    tieu_de: "E2E Kéo dài lịch hẹn",
    ma_kh: "KH000004",
    ma_nv: "NV001",
    ma_loai: "LAMDV",
    bat_dau: vnTime(thursday, 9),
    ket_thuc: vnTime(thursday, 10),
  });

  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);
  await openWeek(page, monday);
  const event = eventNamed(page, "E2E Kéo thả lịch hẹn");
  await expect(event).toContainText("10:00 · E2E Kéo thả lịch hẹn · Trần Văn Hùng");
  await expect(dayColumn(page, tuesday).locator(".fc-event")).toContainText("E2E Kéo thả lịch hẹn");
  await shoot(page, "crm-calendar-week-desktop");

  // Tuesday 10:00 → Wednesday 14:00, grabbed near its top.
  const box = await boxOf(event);
  await drag(page, { x: box.x + box.width / 2, y: box.y + 5 }, await slotPoint(page, wednesday, "14:00:00"));
  await expect(toast(page, "Đã cập nhật thời gian: E2E Kéo thả lịch hẹn")).toBeVisible();
  await expect
    .poll(async () => (await taskRow(request, token, moved.id as string)).bat_dau)
    .toBe(vnTime(wednesday, 14));
  expect((await taskRow(request, token, moved.id as string)).ket_thuc).toBe(vnTime(wednesday, 15));
  await page.reload();
  for (let i = 0; i < 2; i++) await calendar(page).locator(".fc-next-button").click();
  await expect(dayColumn(page, wednesday).locator(".fc-event")).toContainText("14:00 · E2E Kéo thả lịch hẹn");
  await expect(dayColumn(page, tuesday).locator(".fc-event")).toHaveCount(0);

  // Thursday 09:00–10:00 stretched to 11:30.
  const stretched = eventNamed(page, "E2E Kéo dài lịch hẹn");
  await stretched.hover();
  const handle = stretched.locator(".fc-event-resizer-end");
  const grip = await boxOf(handle);
  await drag(
    page,
    { x: grip.x + grip.width / 2, y: grip.y + grip.height / 2 },
    await slotPoint(page, thursday, "11:00:00"),
  );
  await expect(toast(page, "Đã cập nhật thời gian: E2E Kéo dài lịch hẹn")).toBeVisible();
  await expect
    .poll(async () => (await taskRow(request, token, resized.id as string)).ket_thuc)
    .toBe(vnTime(thursday, 11, 30));
  expect((await taskRow(request, token, resized.id as string)).bat_dau).toBe(vnTime(thursday, 9));

  // A move the server refuses goes back where it was, with the server's message.
  await page.route("**/api/crm/tasks/*", (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({
          status: 422,
          contentType: "application/json",
          json: { message: "Dữ liệu không hợp lệ", errors: { ket_thuc: "Kết thúc phải sau thời điểm bắt đầu" } },
        })
      : route.fallback(),
  );
  const again = await boxOf(eventNamed(page, "E2E Kéo thả lịch hẹn"));
  await drag(page, { x: again.x + again.width / 2, y: again.y + 5 }, await slotPoint(page, friday, "08:00:00"));
  await expect(toast(page, "Dữ liệu không hợp lệ")).toBeVisible();
  await expect(dayColumn(page, wednesday).locator(".fc-event")).toContainText("14:00 · E2E Kéo thả lịch hẹn");
  await expect(dayColumn(page, friday).locator(".fc-event")).toHaveCount(0);
  await page.unroute("**/api/crm/tasks/*");
  expect((await taskRow(request, token, moved.id as string)).bat_dau).toBe(vnTime(wednesday, 14));

  // An empty slot opens a new appointment starting there.
  const slot = await slotPoint(page, friday, "15:00:00");
  await page.mouse.click(slot.x, slot.y);
  const form = page.getByTestId("entity-form");
  await expect(form).toBeVisible();
  const dayText = friday.split("-").reverse().join("/");
  await expect(form.getByLabel("Bắt đầu")).toHaveValue(`${dayText} 15:00:00`);
  await expect(form.getByLabel("Kết thúc")).toHaveValue(`${dayText} 15:30:00`);
  await form.getByLabel("Tiêu đề").fill("E2E Lịch hẹn mới từ lịch");
  await form.getByLabel("Khách hàng", { exact: true }).fill("KH000003");
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: "KH000003" }).click();
  await form.getByLabel("Loại").click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: "Tư vấn" }).click();
  await shoot(page, "crm-calendar-new-appointment-form");
  await page.getByRole("button", { name: "Lưu" }).click();
  await expect(toast(page, "Thêm mới thành công!")).toBeVisible();
  await expect(dayColumn(page, friday).locator(".fc-event")).toContainText(
    "15:00 · E2E Lịch hẹn mới từ lịch · Lê Thị Thu Hà",
  );

  // Month and day views.
  await calendar(page).getByRole("button", { name: "Tháng" }).click();
  await expect(calendar(page).locator(".fc-dayGridMonth-view")).toBeVisible();
  await expect(calendar(page).locator(".fc-daygrid-day .fc-event").first()).toBeVisible();
  // Back to this month (unless the month shown already holds today), with the demo's appointments.
  const today = calendar(page).locator(".fc-today-button");
  if (await today.isEnabled()) await today.click();
  await expect(calendar(page).locator(".fc-day-today")).toBeVisible();
  await expect(calendar(page).locator(".fc-daygrid-day .fc-event").first()).toBeVisible();
  await expect(page.locator(".ant-notification-notice")).toHaveCount(0);
  await shoot(page, "crm-calendar-month-desktop");
  await calendar(page).getByRole("button", { name: "Ngày" }).click();
  await expect(calendar(page).locator(".fc-timeGridDay-view")).toBeVisible();
  await expect(calendar(page).locator(".fc-toolbar-title")).not.toBeEmpty();

  await page.setViewportSize(PHONE);
  await page.goto("/crm/task/calendar");
  await expect(calendar(page).locator(".fc-timeGridDay-view")).toBeVisible();
  await shoot(page, "crm-calendar-day-phone");
  await calendar(page).getByRole("button", { name: "Tháng" }).click();
  await expect(calendar(page).locator(".fc-dayGridMonth-view")).toBeVisible();
  await shoot(page, "crm-calendar-month-phone");
});

test("the appointment list: type colours, statuses, quick status change", async ({ page, request }) => {
  const token = await adminToken(request);
  const day = vnDay(20);
  await createTask(request, token, {
    tieu_de: "E2E Đổi trạng thái nhanh",
    ma_kh: "KH000005",
    ma_nv: "NV001",
    bat_dau: vnTime(day, 16),
    ket_thuc: vnTime(day, 17),
  });
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);
  await page.goto("/crm/tasks");
  const row = page.locator("tr.ant-table-row").filter({ hasText: "E2E Đổi trạng thái nhanh" });
  const dayText = day.split("-").reverse().join("/");
  await expect(row).toContainText(`${dayText} 16:00`, { timeout: 20_000 });
  await expect(row).toContainText("Hoàng Thị Lan Anh");
  await expect(row).toContainText("Tư vấn");
  await shoot(page, "crm-tasks-list-desktop");
  await row.getByRole("button", { name: "Đổi trạng thái: Chưa thực hiện" }).click();
  await page.getByRole("menuitem", { name: "Đang thực hiện" }).click();
  await expect(toast(page, "Đã chuyển sang Đang thực hiện")).toBeVisible();
  await expect(row).toContainText("Đang thực hiện");

  await page.setViewportSize(PHONE);
  await page.reload();
  // On a phone the rows are cards.
  await expect(page.getByTestId("data-card").first()).toBeVisible();
  await shoot(page, "crm-tasks-list-phone");
});

test("a salesperson's to-do list: her open items by group, one marked done", async ({ page, request }) => {
  const token = await adminToken(request);
  const late = await createTask(request, token, {
    tieu_de: "E2E Gọi lại khách quên lịch",
    ma_kh: "KH000007",
    ma_nv: "NV001",
    bat_dau: vnTime(vnDay(-2), 9),
    ket_thuc: vnTime(vnDay(-2), 10),
  });
  await createTask(
    request,
    token,
    {
      tieu_de: "E2E Ticket khách đổi lịch",
      ma_loai: "DOILICH",
      ma_kh: "KH000008",
      ma_nv: "NV001",
      bat_dau: vnTime(vnDay(3), 14),
      ket_thuc: vnTime(vnDay(3), 15),
    },
    "crm/tickets",
  );
  await createTask(request, token, {
    tieu_de: "E2E Việc của Lan",
    ma_kh: "KH000009",
    ma_nv: "TS01",
    bat_dau: vnTime(vnDay(1), 9),
    ket_thuc: vnTime(vnDay(1), 10),
  });

  await page.setViewportSize(DESKTOP);
  await signIn(page, SALE);
  await page.goto("/user/todo");
  const overdue = page.getByTestId("todo-overdue");
  const upcoming = page.getByTestId("todo-upcoming");
  await expect(overdue).toContainText("Quá hạn");
  await expect(overdue).toContainText("E2E Gọi lại khách quên lịch");
  await expect(upcoming).toContainText("E2E Ticket khách đổi lịch");
  await expect(page.getByTestId("todo-today")).toContainText("Hôm nay");
  await expect(page.getByText("E2E Việc của Lan")).toHaveCount(0);
  await shoot(page, "user-todo-desktop");

  await overdue.getByRole("button", { name: "Hoàn thành: E2E Gọi lại khách quên lịch" }).click();
  await expect(toast(page, "Đã hoàn thành: E2E Gọi lại khách quên lịch")).toBeVisible();
  await expect(page.getByText("E2E Gọi lại khách quên lịch")).toHaveCount(0);
  expect((await taskRow(request, token, late.id as string)).trang_thai).toBe("done");

  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(upcoming).toContainText("E2E Ticket khách đổi lịch");
  await shoot(page, "user-todo-phone");
});

test("partners' appointments, the appointment search and the ticket calendar", async ({ page, request }) => {
  const token = await adminToken(request);
  await createTask(request, token, {
    tieu_de: "E2E Tư vấn cho khách tra cứu",
    ma_kh: "KH000014",
    ma_nv: "NV001",
    bat_dau: vnTime(vnDay(5), 10),
    ket_thuc: vnTime(vnDay(5), 11),
  });
  await page.setViewportSize(DESKTOP);
  await signIn(page, ADMIN);

  await page.goto("/crm/partner-tasks?searchKey=0915678901");
  const partner = page.locator("tr.ant-table-row").filter({ hasText: "Phan Thị Diễm My" });
  await expect(partner).toContainText("KH000014");
  await expect(partner).toContainText("Nguyễn Thị Hồng Nhung");
  await partner.getByRole("button", { name: /mở rộng|expand/i }).click();
  await expect(page.getByTestId("partner-tasks-KH000014")).toContainText("E2E Tư vấn cho khách tra cứu");
  await shoot(page, "crm-partner-tasks-desktop");

  await page.goto("/crm/tasks-search");
  await expect(page.getByText("Nhập từ khóa vào ô tìm kiếm để tra cứu lịch hẹn")).toBeVisible();
  await page.getByRole("textbox", { name: "Tìm kiếm" }).fill("0915 678 901");
  const found = page.locator("tr.ant-table-row").filter({ hasText: "E2E Tư vấn cho khách tra cứu" });
  await expect(found).toContainText("0915678901");
  await expect(page.locator("tr.ant-table-row")).toHaveCount(1);
  await shoot(page, "crm-tasks-search-desktop");

  await page.goto("/crm/tickets");
  await expect(page.locator("tr.ant-table-row").filter({ hasText: "Da kích ứng sau khi peel" })).toContainText("Cao");
  await shoot(page, "crm-tickets-list-desktop");

  await page.goto("/crm/ticket/calendar");
  await calendar(page).getByRole("button", { name: "Tháng" }).click();
  await expect(eventNamed(page, "Da kích ứng sau khi peel, cần kiểm tra")).toBeVisible();
});
