import dayjs from "dayjs";
import "dayjs/locale/vi";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";

dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale("vi");

/** Spec 9: default date and date-time formats. */
export const DATE_FORMAT = "DD/MM/YYYY";
export const DATE_TIME_FORMAT = "DD/MM/YYYY HH:mm:ss";

/** `value` as DD/MM/YYYY HH:mm:ss, in `timeZone` when given (and known), else in the browser's zone. */
export function formatDateTime(value: dayjs.ConfigType, timeZone?: string): string {
  const date = dayjs(value);
  if (!date.isValid()) return "";
  if (timeZone) {
    try {
      return date.tz(timeZone).format(DATE_TIME_FORMAT);
    } catch {
      // Unknown zone name: fall through to local time.
    }
  }
  return date.format(DATE_TIME_FORMAT);
}

export { dayjs };
