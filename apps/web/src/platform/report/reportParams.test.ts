import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { periodRange } from "../dates";
import { readReportParams, withFilterDefaults, writeReportParams } from "./reportParams";

const NOW = dayjs("2025-03-14T10:00:00");
const day = (d: dayjs.Dayjs) => d.format("YYYY-MM-DD");

describe("report filters in the address", () => {
  it("opens on this month when the address names no period", () => {
    expect(readReportParams(new URLSearchParams(""), ["ma_nv"], NOW)).toEqual({
      fromDate: "2025-03-01",
      toDate: "2025-03-31",
    });
  });

  it("reads the period and the report's own filters, and nothing else", () => {
    const search = new URLSearchParams("fromDate=2025-02-01&toDate=2025-02-28&ma_nv=NV001&page=3");
    expect(readReportParams(search, ["ma_nv"], NOW)).toEqual({
      fromDate: "2025-02-01",
      toDate: "2025-02-28",
      ma_nv: "NV001",
    });
    expect(readReportParams(search, [], NOW)).toEqual({ fromDate: "2025-02-01", toDate: "2025-02-28" });
  });

  it("falls back to this month for half a period, a day that is not one, or an end before the start", () => {
    const month = { fromDate: "2025-03-01", toDate: "2025-03-31" };
    for (const query of [
      "fromDate=2025-02-01",
      "fromDate=01/02/2025&toDate=28/02/2025",
      "fromDate=2025-02-28&toDate=2025-02-01",
    ]) {
      expect(readReportParams(new URLSearchParams(query), [], NOW)).toEqual(month);
    }
  });

  it("leaves out a filter set to nothing", () => {
    expect(readReportParams(new URLSearchParams("ma_nv=%20"), ["ma_nv"], NOW)).not.toHaveProperty("ma_nv");
  });

  it("writes a change into the address, keeping the rest, and removes a cleared filter", () => {
    const current = new URLSearchParams("fromDate=2025-02-01&toDate=2025-02-28&ma_nv=NV001&tab=2");
    const period = writeReportParams(current, { fromDate: "2025-01-01", toDate: "2025-01-31" });
    expect(period.toString()).toBe("fromDate=2025-01-01&toDate=2025-01-31&ma_nv=NV001&tab=2");
    expect(writeReportParams(current, { ma_nv: undefined }).toString()).toBe(
      "fromDate=2025-02-01&toDate=2025-02-28&tab=2",
    );
    // What was read back is what was written.
    expect(readReportParams(period, ["ma_nv"], NOW)).toEqual({
      fromDate: "2025-01-01",
      toDate: "2025-01-31",
      ma_nv: "NV001",
    });
    expect(current.get("fromDate")).toBe("2025-02-01");
  });
});

describe("filter defaults", () => {
  it("reads a filter's default when nothing is chosen, the choice otherwise", () => {
    const filters = [{ key: "tk", default: "1111" }, { key: "ma_kh" }];
    const period = { fromDate: "2025-03-01", toDate: "2025-03-31" };
    expect(withFilterDefaults(period, filters)).toEqual({ ...period, tk: "1111" });
    expect(withFilterDefaults({ ...period, tk: "1112", ma_kh: "KH01" }, filters)).toEqual({
      ...period,
      tk: "1112",
      ma_kh: "KH01",
    });
    // Nothing to add: the same parameters, so the report's query does not change.
    const chosen = { ...period, tk: "1112" };
    expect(withFilterDefaults(chosen, filters)).toBe(chosen);
  });
});

describe("period presets", () => {
  it("covers today, this and last month, and this year, first to last day", () => {
    const range = (preset: Parameters<typeof periodRange>[0]) => periodRange(preset, NOW).map(day);
    expect(range("today")).toEqual(["2025-03-14", "2025-03-14"]);
    expect(range("thisMonth")).toEqual(["2025-03-01", "2025-03-31"]);
    expect(range("lastMonth")).toEqual(["2025-02-01", "2025-02-28"]);
    expect(range("thisYear")).toEqual(["2025-01-01", "2025-12-31"]);
    expect(periodRange("lastMonth", dayjs("2025-01-31")).map(day)).toEqual(["2024-12-01", "2024-12-31"]);
    const [start, end] = periodRange("thisWeek", NOW);
    expect(end.diff(start, "day")).toBe(6);
    expect(NOW.isAfter(start) && NOW.isBefore(end)).toBe(true);
  });
});
