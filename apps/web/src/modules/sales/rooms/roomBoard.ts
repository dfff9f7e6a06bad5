import type { Dayjs } from "dayjs";

/** The board's day: 08:00 to 22:00 in half hours. */
export const FIRST_HOUR = 8;
export const LAST_HOUR = 22;
export const SLOT_MINUTES = 30;
export const SLOTS = ((LAST_HOUR - FIRST_HOUR) * 60) / SLOT_MINUTES;

export interface BoardOrder {
  id: string;
  ma_phong: string;
  ma_kh: string | null;
  ten_kh: string | null;
  ma_nv: string | null;
  ten_nv: string | null;
  bat_dau: string;
  ket_thuc: string;
  trang_thai: string;
  ghi_chu: string | null;
}
export interface BoardRoom {
  ma_phong: string;
  ten_phong: string;
  ma_nhom: string | null;
  so_giuong: number;
  orders: BoardOrder[];
}

/** The slot's start on the day (`slot` 0 is 08:00). */
export const slotStart = (day: Dayjs, slot: number) =>
  day.startOf("day").add(FIRST_HOUR * 60 + slot * SLOT_MINUTES, "minute");

/** Where an order sits on the row, in percent of the day shown, clipped to it. */
export function blockPlace(day: Dayjs, from: Dayjs, to: Dayjs): { left: number; width: number } | undefined {
  const start = day.startOf("day").add(FIRST_HOUR, "hour");
  const span = (LAST_HOUR - FIRST_HOUR) * 60;
  const a = Math.max(0, from.diff(start, "minute"));
  const b = Math.min(span, to.diff(start, "minute"));
  if (b <= a) return undefined;
  return { left: (a / span) * 100, width: ((b - a) / span) * 100 };
}
