/** A sale window's days and hours, as a rule row holds them. */
export interface HourWindow {
  thu: string | null;
  tu_gio: string;
  den_gio: string;
  tu_ngay: string | null;
  den_ngay: string | null;
}

/** The local moment a window is read against: its day, weekday (2 Monday … 8 Sunday) and minute of the day. */
export interface LocalMoment {
  day: string;
  weekday: number;
  minute: number;
}

export const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
export const WEEKDAYS = [2, 3, 4, 5, 6, 7, 8] as const;

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** "8, 2,3 ,3" → "2,3,8"; undefined when a part is not a weekday. */
export function normalWeekdays(text: string): string | undefined {
  const parts = text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map(Number);
  if (!parts.every((d) => (WEEKDAYS as readonly number[]).includes(d))) return undefined;
  return [...new Set(parts)].sort((a, b) => a - b).join(",");
}

// Vietnam keeps UTC+7 all year (no daylight saving): a shift gives its wall clock.
const VIETNAM_OFFSET_MS = 7 * 60 * 60 * 1000;

export function vietnamMoment(at: Date): LocalMoment {
  const local = new Date(at.getTime() + VIETNAM_OFFSET_MS);
  const weekday = local.getUTCDay() === 0 ? 8 : local.getUTCDay() + 1;
  return {
    day: local.toISOString().slice(0, 10),
    weekday,
    minute: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

function previousDay(m: LocalMoment): LocalMoment {
  const day = new Date(`${m.day}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return { day: day.toISOString().slice(0, 10), weekday: m.weekday === 2 ? 8 : m.weekday - 1, minute: m.minute };
}

/** The window is open on that day: within its dates and one of its weekdays. */
function onDay(w: HourWindow, m: LocalMoment) {
  if (w.tu_ngay && m.day < w.tu_ngay) return false;
  if (w.den_ngay && m.day > w.den_ngay) return false;
  return !w.thu || w.thu.split(",").map(Number).includes(m.weekday);
}

/**
 * Whether the moment falls in the window, its end excluded (9:00–11:00 is open at 10:59, closed at
 * 11:00). A window ending before it starts (22:00–02:00) runs past midnight: its early hours belong
 * to the day it started, whose weekday and dates count.
 */
export function inWindow(w: HourWindow, m: LocalMoment): boolean {
  const start = minutesOf(w.tu_gio);
  const end = minutesOf(w.den_gio);
  if (start < end) return m.minute >= start && m.minute < end && onDay(w, m);
  return (m.minute >= start && onDay(w, m)) || (m.minute < end && onDay(w, previousDay(m)));
}

/** "09:00–11:00 (thứ 2,3,4)", how a refusal names a window. */
export function describeWindow(w: HourWindow, lang: "vi" | "en"): string {
  const days = w.thu ? (lang === "vi" ? ` (thứ ${w.thu})` : ` (weekdays ${w.thu})`) : "";
  return `${w.tu_gio}–${w.den_gio}${days}`;
}
