/** What other modules may use of the CRM (its screens are declared in routes.ts). */
export { formatDayTime } from "./schedules/shared/scheduleTime";
export { statusColor } from "./schedules/shared/statusColors";
