import { formatDate, formatTime } from "@sen/core";

/** DD/MM/YYYY HH:mm (24-hour, no seconds), or "" when empty. */
export function formatDayTime(value: string | Date | null | undefined): string {
  const day = formatDate(value);
  return day ? `${day} ${formatTime(value)}` : "";
}

/** "09:00 – 10:30" on one day, else both with their days. */
export function formatSpan(start: string, end: string): string {
  return formatDate(start) === formatDate(end)
    ? `${formatDayTime(start)} – ${formatTime(end)}`
    : `${formatDayTime(start)} – ${formatDayTime(end)}`;
}
