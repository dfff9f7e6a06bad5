import dayjs from "dayjs";
import "dayjs/locale/en";
import "dayjs/locale/vi";
import timezone from "dayjs/plugin/timezone";
import utc from "dayjs/plugin/utc";

/** dayjs with time zones and both locales; formats come from @sen/core, shared with the server. */
dayjs.extend(utc);
dayjs.extend(timezone);
dayjs.locale("vi");

export { dayjs };
