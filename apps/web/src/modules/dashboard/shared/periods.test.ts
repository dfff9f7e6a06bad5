import { describe, expect, it } from "vitest";
import { dayjs } from "../../../platform/dates";
import { periodKeyOf, presetPeriod } from "./periods";

const today = dayjs("2026-03-05");

describe("presetPeriod", () => {
  it("gives each preset's days as of today", () => {
    expect(presetPeriod("today", today)).toEqual({ fromDate: "2026-03-05", toDate: "2026-03-05" });
    expect(presetPeriod("week", today)).toEqual({ fromDate: "2026-02-27", toDate: "2026-03-05" });
    expect(presetPeriod("month", today)).toEqual({ fromDate: "2026-03-01", toDate: "2026-03-05" });
    expect(presetPeriod("lastMonth", today)).toEqual({ fromDate: "2026-02-01", toDate: "2026-02-28" });
  });
});

describe("periodKeyOf", () => {
  it("recognises a preset, and calls any other range custom", () => {
    expect(periodKeyOf({ fromDate: "2026-02-27", toDate: "2026-03-05" }, today)).toBe("week");
    expect(periodKeyOf({ fromDate: "2026-02-01", toDate: "2026-02-28" }, today)).toBe("lastMonth");
    expect(periodKeyOf({ fromDate: "2026-02-02", toDate: "2026-02-28" }, today)).toBe("custom");
  });
});
