import { describe, expect, it } from "vitest";
import { monthEnd, vietnamToday } from "../../../platform/db/vietnam-days.js";
import { splitPeriod } from "./report-period.js";

describe("splitPeriod", () => {
  it("reads whole months from the totals and the edges from the journal", () => {
    expect(splitPeriod("2026-03-17", "2026-05-09")).toEqual({
      months: { from: "2026-04-01", to: "2026-05-01" },
      days: [
        { from: "2026-03-17", to: "2026-03-31" },
        { from: "2026-05-01", to: "2026-05-09" },
      ],
    });
    expect(splitPeriod("2026-01-01", "2026-12-31")).toEqual({
      months: { from: "2026-01-01", to: "2027-01-01" },
      days: [],
    });
    expect(splitPeriod("2026-02-01", "2026-02-27").months).toBeNull();
    expect(splitPeriod("2026-02-10", "2026-03-05")).toEqual({
      months: null,
      days: [{ from: "2026-02-10", to: "2026-03-05" }],
    });
  });

  it("knows the months' ends, leap days included", () => {
    expect(["2024-02-10", "2026-02-01", "2026-12-31"].map(monthEnd)).toEqual([
      "2024-02-29",
      "2026-02-28",
      "2026-12-31",
    ]);
  });

  it("takes today in Vietnam, seven hours ahead of UTC", () => {
    expect(vietnamToday(new Date("2026-04-30T17:30:00Z"))).toBe("2026-05-01");
  });
});
