import type { EventInput } from "@fullcalendar/core";
import { contrastText, formatTime, toApiDate } from "@sen/core";
import dayjs from "dayjs";
import type { ScheduleRow } from "../shared/schedulesApi";

/** The colour of an event whose type has none. */
export const DEFAULT_EVENT_COLOR = "#1677ff";
/** A day picked in the month view gets an hour from this one. */
export const DAY_PICK_HOUR = 9;

/** "09:00 · Chăm sóc da mặt lần 3 · Nguyễn Thị Mai" */
export function eventTitle(row: Pick<ScheduleRow, "bat_dau" | "tieu_de" | "ten_kh">): string {
  return [formatTime(row.bat_dau), row.tieu_de, row.ten_kh].filter(Boolean).join(" · ");
}

/** A row as FullCalendar draws it: in its type's colour with readable text, faded when no longer open. */
export function toEvent(row: ScheduleRow, open: boolean): EventInput {
  const color = row.mau || DEFAULT_EVENT_COLOR;
  return {
    id: row.id,
    title: eventTitle(row),
    start: row.bat_dau,
    end: row.ket_thuc,
    backgroundColor: color,
    borderColor: color,
    textColor: contrastText(color),
    classNames: open ? [] : ["schedule-event-closed"],
    extendedProps: { row },
  };
}

/** The days a view shows, as the calendar call takes them (FullCalendar's end is the midnight after the last day). */
export function visibleDays(start: Date, end: Date): { from: string; to: string } {
  return { from: toApiDate(start), to: toApiDate(new Date(end.getTime() - 1)) };
}

/** Start and end of a new record from a picked slot; a whole day (month view) gets an hour from 09:00. */
export function slotTimes(start: Date, end: Date, allDay: boolean): { bat_dau: string; ket_thuc: string } {
  if (!allDay) return { bat_dau: start.toISOString(), ket_thuc: end.toISOString() };
  const at = dayjs(start).hour(DAY_PICK_HOUR).minute(0).second(0).millisecond(0);
  return { bat_dau: at.toISOString(), ket_thuc: at.add(1, "hour").toISOString() };
}

/** Where an event was moved or resized to; one drawn without an end keeps the row's length. */
export function movedTimes(
  start: Date,
  end: Date | null,
  row: Pick<ScheduleRow, "bat_dau" | "ket_thuc">,
): { bat_dau: string; ket_thuc: string } {
  const length = Math.max(0, new Date(row.ket_thuc).getTime() - new Date(row.bat_dau).getTime());
  return { bat_dau: start.toISOString(), ket_thuc: (end ?? new Date(start.getTime() + length)).toISOString() };
}
