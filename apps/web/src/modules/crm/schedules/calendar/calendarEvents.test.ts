import type { RowOf, taskEntity } from "@sen/core";
import { describe, expect, it } from "vitest";
import type { ScheduleRow } from "../shared/schedulesApi";
import { eventTitle, movedTimes, slotTimes, toEvent, visibleDays } from "./calendarEvents";

/** An appointment of the calendar; `more` changes what a test is about. */
const row = (more: Partial<RowOf<typeof taskEntity> & { mau: string | null }> = {}): ScheduleRow => ({
  id: "5b0c2c7e-1d43-4c39-9a57-1c0c8f0e0a11",
  tieu_de: "Chăm sóc da mặt lần 3",
  ma_kh: "KH000001",
  ten_kh: "Nguyễn Thị Mai",
  ma_nv: "NV001",
  ten_nv: "Nguyễn Thị Hồng Nhung",
  ma_loai: "LAMDV",
  trang_thai: "open",
  bat_dau: new Date(2026, 10, 23, 9, 5).toISOString(),
  ket_thuc: new Date(2026, 10, 23, 10, 35).toISOString(),
  noi_dung: null,
  ket_qua: null,
  ma_chien_dich: null,
  ma_dvcs: "CN01",
  created_at: "2026-11-20T02:00:00.000Z",
  updated_at: "2026-11-20T02:00:00.000Z",
  created_by: "admin",
  updated_by: null,
  mau: "#52c41a",
  ...more,
});

describe("calendar events", () => {
  it("are titled 'HH:mm · title · customer' in 24-hour time, without a missing customer", () => {
    expect(eventTitle(row())).toBe("09:05 · Chăm sóc da mặt lần 3 · Nguyễn Thị Mai");
    expect(eventTitle(row({ bat_dau: new Date(2026, 10, 23, 15, 0).toISOString(), ten_kh: null }))).toBe(
      "15:00 · Chăm sóc da mặt lần 3",
    );
  });

  it("take their type's colour with readable text, a default colour without one, and fade when closed", () => {
    expect(toEvent(row(), true)).toMatchObject({
      backgroundColor: "#52c41a",
      borderColor: "#52c41a",
      textColor: "#000000",
      classNames: [],
    });
    expect(toEvent(row({ mau: "#722ed1" }), true).textColor).toBe("#ffffff");
    expect(toEvent(row({ mau: null }), false)).toMatchObject({
      backgroundColor: "#1677ff",
      classNames: ["schedule-event-closed"],
    });
    expect(toEvent(row(), true).extendedProps?.row.id).toBe(row().id);
  });
});

describe("calendar ranges and slots", () => {
  it("asks for the days a view shows, its end being the midnight after the last day", () => {
    expect(visibleDays(new Date(2026, 10, 23), new Date(2026, 10, 30))).toEqual({
      from: "2026-11-23",
      to: "2026-11-29",
    });
    expect(visibleDays(new Date(2026, 9, 26), new Date(2026, 11, 7))).toEqual({ from: "2026-10-26", to: "2026-12-06" });
  });

  it("starts a new record at the slot picked, or at 09:00 for an hour on a day picked in the month", () => {
    const start = new Date(2026, 10, 24, 14, 30);
    const end = new Date(2026, 10, 24, 15, 0);
    expect(slotTimes(start, end, false)).toEqual({ bat_dau: start.toISOString(), ket_thuc: end.toISOString() });
    expect(slotTimes(new Date(2026, 10, 24), new Date(2026, 10, 25), true)).toEqual({
      bat_dau: new Date(2026, 10, 24, 9, 0).toISOString(),
      ket_thuc: new Date(2026, 10, 24, 10, 0).toISOString(),
    });
  });

  it("moves an event to its new times, keeping the length when it has no end", () => {
    const start = new Date(2026, 10, 25, 8, 0);
    const end = new Date(2026, 10, 25, 11, 0);
    expect(movedTimes(start, end, row())).toEqual({ bat_dau: start.toISOString(), ket_thuc: end.toISOString() });
    expect(movedTimes(start, null, row())).toEqual({
      bat_dau: start.toISOString(),
      ket_thuc: new Date(2026, 10, 25, 9, 30).toISOString(),
    });
  });
});
