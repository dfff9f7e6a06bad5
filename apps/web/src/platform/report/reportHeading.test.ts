import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { reportVi } from "./messages/vi";
import type { ReportFilter, ReportScope } from "./reportDefinition";
import { filterLine, reportHeading } from "./reportHeading";

const i18n = createInstance();
// As the app sets it up: React escapes what it shows, and a file or printout must not read "&#x2F;".
await i18n.init({
  lng: "vi",
  interpolation: { escapeValue: false },
  resources: { vi: { translation: { report: reportVi } } },
});
const t = i18n.t;

const employee: ReportFilter = {
  key: "ma_nv",
  label: () => "Nhân viên",
  allLabel: () => "Tất cả nhân viên",
  useOptions: () => [],
};
const options = [{ value: "NV001", label: "NV001 - Nguyễn Thị Hồng Nhung" }];
const scope: ReportScope = {
  title: "Báo cáo telesale",
  branches: ["CN01 - Chi nhánh Quận 1", "CN02 - Chi nhánh Quận 3"],
  branchCodes: ["CN01", "CN02"],
  canExport: true,
};

describe("report heading", () => {
  it("names the chosen option, the code when it is unknown, everyone when none", () => {
    expect(filterLine(t, employee, options, "NV001")).toBe("Nhân viên: NV001 - Nguyễn Thị Hồng Nhung");
    expect(filterLine(t, employee, options, "NV404")).toBe("Nhân viên: NV404");
    expect(filterLine(t, employee, options, undefined)).toBe("Nhân viên: Tất cả nhân viên");
  });

  it("says what the numbers are of: title, period, each filter, the branches", () => {
    const params = { fromDate: "2025-03-01", toDate: "2025-03-31", ma_nv: "NV001" };
    expect(reportHeading(t, scope, params, [filterLine(t, employee, options, params.ma_nv)])).toEqual([
      "Báo cáo telesale",
      "Từ ngày 01/03/2025 đến ngày 31/03/2025",
      "Nhân viên: NV001 - Nguyễn Thị Hồng Nhung",
      "Chi nhánh: CN01 - Chi nhánh Quận 1, CN02 - Chi nhánh Quận 3",
    ]);
  });
});
