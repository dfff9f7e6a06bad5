import { OPEN_STATES } from "@sen/core";
import type { ScheduleKind } from "./scheduleKinds";

/** Still to be worked on (to-do lists, calendars draw the others faded). */
export function isOpenState(kind: ScheduleKind, status: string): boolean {
  return (OPEN_STATES[kind] as readonly string[]).includes(status);
}
