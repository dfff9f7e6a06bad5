import { describe, expect, it } from "vitest";
import { axisTick, axisWidth, barLabel, chartPoints, chartValue, hasValues } from "./chartData";
import type { ChartSpec } from "./reportDefinition";

interface Line {
  name: string;
  measure: string;
  target: number;
  actual: number;
}

const lines: Line[] = [
  { name: "Hồng Nhung", measure: "cuoc_goi", target: 60, actual: 12 },
  { name: "Hồng Nhung", measure: "doanh_thu", target: 30_000_000, actual: 0 },
  { name: "Đức Minh", measure: "cuoc_goi", target: 5, actual: 2 },
  { name: "Đức Minh", measure: "doanh_thu", target: 0, actual: 0 },
];

const chart = (measure: string): ChartSpec<Line> => ({
  type: "bar",
  title: measure,
  unit: measure === "doanh_thu" ? "money" : "count",
  label: (line) => line.name,
  include: (line) => line.measure === measure,
  series: [
    { key: "target", title: "Mục tiêu", value: (line) => line.target },
    { key: "actual", title: "Thực hiện", value: (line) => line.actual },
  ],
});

describe("chart data", () => {
  it("makes a point per row the chart takes, a value per series", () => {
    expect(chartPoints(chart("cuoc_goi"), lines)).toEqual([
      { name: "Hồng Nhung", s0: 60, s1: 12 },
      { name: "Đức Minh", s0: 5, s1: 2 },
    ]);
  });

  it("has nothing to draw when there are no rows or only zeros and blanks", () => {
    expect(hasValues(chartPoints(chart("cuoc_goi"), lines), 2)).toBe(true);
    expect(hasValues(chartPoints(chart("cuoc_goi"), []), 2)).toBe(false);
    expect(hasValues([{ name: "Đức Minh", s0: 0, s1: null }], 2)).toBe(false);
    // Only the series the chart draws count (a pie draws the first).
    expect(hasValues([{ name: "Facebook", s0: 0, s1: 4 }], 1)).toBe(false);
  });

  it("writes axis ticks with thousands separators, rates with %, amounts with ₫", () => {
    expect(axisTick("count", 1500)).toBe("1,500");
    expect(axisTick("percent", 12.5)).toBe("12.5%");
    expect(axisTick("percent", 40)).toBe("40%");
    expect(axisTick("money", 30_000_000)).toBe("30,000,000 ₫");
    expect(chartValue("money", 1_234_567)).toBe("1,234,567 ₫");
    expect(chartValue("percent", 33.3)).toBe("33.3%");
  });

  it("labels bars with their number, but not zero counts nor long amounts", () => {
    expect(barLabel("count", 1234)).toBe("1,234");
    expect(barLabel("count", 0)).toBe("");
    expect(barLabel("percent", 0)).toBe("0.0%");
    expect(barLabel("money", 30_000_000)).toBe("");
    expect(barLabel("count", null)).toBe("");
  });

  it("leaves the y-axis room for its longest tick", () => {
    const money = chartPoints(chart("doanh_thu"), lines);
    expect(axisWidth("money", money, 2)).toBeGreaterThanOrEqual("100,000,000 ₫".length * 7);
    expect(axisWidth("count", [{ name: "a", s0: 5 }], 1)).toBe(40);
    // Stacked bars reach the sum of their series.
    const stacked = [{ name: "a", s0: 600, s1: 600 }];
    expect(axisWidth("count", stacked, 2, true)).toBeGreaterThan(axisWidth("count", stacked, 2));
  });
});
