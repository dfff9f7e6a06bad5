import dayjs, { type Dayjs } from "dayjs";
import "dayjs/locale/en";
import "dayjs/locale/vi";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";

/** dayjs with time zones and both locales; formats come from @sen/core, shared with the server. */
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale("vi");

export { dayjs };

/** The periods screens offer a click away; each screen lists the ones that suit it. */
export type PeriodName = "today" | "last7Days" | "thisWeek" | "monthToDate" | "thisMonth" | "lastMonth" | "thisYear";

/** The first and last moment of a named period around `now` (month to date and the last 7 days end today). */
export function periodRange(name: PeriodName, now: Dayjs): [Dayjs, Dayjs] {
  switch (name) {
    case "today":
      return [now.startOf("day"), now.endOf("day")];
    case "last7Days":
      return [now.subtract(6, "day").startOf("day"), now.endOf("day")];
    case "thisWeek":
      return [now.startOf("week"), now.endOf("week")];
    case "monthToDate":
      return [now.startOf("month"), now.endOf("day")];
    case "thisMonth":
      return [now.startOf("month"), now.endOf("month")];
    case "lastMonth": {
      const last = now.subtract(1, "month");
      return [last.startOf("month"), last.endOf("month")];
    }
    case "thisYear":
      return [now.startOf("year"), now.endOf("year")];
  }
}
