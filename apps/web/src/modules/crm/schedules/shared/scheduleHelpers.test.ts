import { TASK_STATUSES, TICKET_STATUSES } from "@sen/core";
import { describe, expect, it } from "vitest";
import { isOpenState } from "./openStates";
import { formatDayTime, formatSpan } from "./scheduleTime";
import { priorityColor, statusColor } from "./statusColors";

describe("status colours", () => {
  it("give every state of appointments and tickets its stage's colour", () => {
    expect(TASK_STATUSES.map((s) => statusColor(s.value))).toEqual(["blue", "orange", "green", "default"]);
    expect(TICKET_STATUSES.map((s) => statusColor(s.value))).toEqual(["blue", "orange", "green", "default"]);
    expect(statusColor("unknown")).toBe("default");
    expect(priorityColor("urgent")).toBe("red");
  });

  it("tell the states still to be worked on", () => {
    expect(TASK_STATUSES.filter((s) => isOpenState("task", s.value)).map((s) => s.value)).toEqual(["open", "doing"]);
    expect(isOpenState("ticket", "processing")).toBe(true);
    expect(isOpenState("ticket", "resolved")).toBe(false);
  });
});

describe("schedule times", () => {
  it("are shown DD/MM/YYYY HH:mm in 24-hour time", () => {
    expect(formatDayTime(new Date(2026, 10, 3, 15, 7))).toBe("03/11/2026 15:07");
    expect(formatDayTime(null)).toBe("");
    const start = new Date(2026, 10, 3, 9, 0).toISOString();
    expect(formatSpan(start, new Date(2026, 10, 3, 10, 30).toISOString())).toBe("03/11/2026 09:00 – 10:30");
    expect(formatSpan(start, new Date(2026, 10, 4, 8, 0).toISOString())).toBe("03/11/2026 09:00 – 04/11/2026 08:00");
  });
});
