import { describe, expect, it } from "vitest";
import type { TargetProgress } from "./targetMeasures";
import { actualOfTarget, barPercent, periodOf, reportLines } from "./targetMeasures";

const progress: TargetProgress = {
  id: "t1",
  ma_nv: "NV001",
  ten_nv: "Nguyễn Thị Hồng Nhung",
  tu_ngay: "2025-11-01",
  den_ngay: "2025-11-30",
  target: { doanh_thu: 120_000_000, kh_moi: 10, cuoc_goi: 60, lich_hen: 20 },
  actual: { doanh_thu: 0, kh_moi: 12, cuoc_goi: 1500, lich_hen: 5 },
  percent: { doanh_thu: 0, kh_moi: 120, cuoc_goi: 2500, lich_hen: 25 },
};

describe("target measures", () => {
  it("shows the actual against the target, and a bar that never overflows", () => {
    expect(actualOfTarget(progress, "cuoc_goi")).toBe("1,500 / 60");
    expect(actualOfTarget(progress, "doanh_thu")).toBe("0 / 120,000,000");
    expect(barPercent(120)).toBe(100);
    expect(barPercent(25)).toBe(25);
    expect(barPercent(null)).toBe(0);
  });

  it("lists each target's measures one under the other for the report", () => {
    const lines = reportLines([progress]);
    expect(lines.map((l) => [l.measure, l.target, l.actual, l.percent])).toEqual([
      ["kh_moi", 10, 12, 120],
      ["cuoc_goi", 60, 1500, 2500],
      ["lich_hen", 20, 5, 25],
      ["doanh_thu", 120_000_000, 0, 0],
    ]);
    expect(lines[0]).toMatchObject({ key: "t1:kh_moi", ma_nv: "NV001", tu_ngay: "2025-11-01" });
  });

  it("finds the period a page of targets covers", () => {
    expect(
      periodOf([
        { tu_ngay: "2025-11-01", den_ngay: "2025-11-30" },
        { tu_ngay: "2025-10-01", den_ngay: "2025-12-31" },
      ]),
    ).toEqual({ fromDate: "2025-10-01", toDate: "2025-12-31" });
    expect(periodOf([])).toBeUndefined();
  });
});
