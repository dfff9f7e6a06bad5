import { describe, expect, it } from "vitest";
import { applyTableSettings, parseTableSettings, settingRows } from "./tableSettings";

const columns = [
  { key: "ma_dvt", title: "Mã", width: 140 },
  { key: "ten_dvt", title: "Tên", width: 200 },
  { key: "status", title: "Đang sử dụng" },
];

describe("applyTableSettings", () => {
  it("draws every column as defined when nothing is saved", () => {
    expect(applyTableSettings(columns, undefined)).toEqual(columns);
  });

  it("hides, reorders and resizes columns as saved", () => {
    const drawn = applyTableSettings(columns, {
      columns: [{ key: "status", width: 90 }, { key: "ma_dvt", hidden: true }, { key: "ten_dvt" }],
    });
    expect(drawn.map((c) => [c.key, c.width])).toEqual([
      ["status", 90],
      ["ten_dvt", 200],
    ]);
  });

  it("shows columns added since the settings were saved, after the saved ones, and forgets removed ones", () => {
    const drawn = applyTableSettings(columns, { columns: [{ key: "ten_dvt" }, { key: "gone" }] });
    expect(drawn.map((c) => c.key)).toEqual(["ten_dvt", "ma_dvt", "status"]);
  });
});

describe("settingRows", () => {
  it("lists hidden columns too, for the settings popup", () => {
    const rows = settingRows(columns, { columns: [{ key: "ten_dvt", hidden: true }] });
    expect(rows.map((r) => [r.key, r.hidden ?? false, r.width])).toEqual([
      ["ten_dvt", true, 200],
      ["ma_dvt", false, 140],
      ["status", false, undefined],
    ]);
  });
});

describe("parseTableSettings", () => {
  it("reads what the popup saved", () => {
    expect(parseTableSettings('{"columns":[{"key":"a","hidden":true,"width":120},{"key":"b"}]}')).toEqual({
      columns: [{ key: "a", hidden: true, width: 120 }, { key: "b" }],
    });
  });

  it("ignores broken or foreign values and absurd widths", () => {
    expect(parseTableSettings(undefined)).toBeUndefined();
    expect(parseTableSettings("not json")).toBeUndefined();
    expect(parseTableSettings('{"cols":[]}')).toBeUndefined();
    expect(parseTableSettings('{"columns":[{"key":"a","width":5},{"nokey":1},null]}')).toEqual({
      columns: [{ key: "a" }],
    });
  });
});

describe("remembered page size and density", () => {
  it("reads the page size and density saved beside the columns", () => {
    expect(parseTableSettings('{"columns":[],"pageSize":50,"density":"comfortable"}')).toEqual({
      columns: [],
      pageSize: 50,
      density: "comfortable",
    });
  });

  it("keeps a page size saved before any column was set", () => {
    expect(parseTableSettings('{"pageSize":100}')).toEqual({ columns: [], pageSize: 100 });
  });

  it("drops a page size the picker does not offer and an unknown density", () => {
    expect(parseTableSettings('{"columns":[],"pageSize":7,"density":"huge"}')).toEqual({ columns: [] });
    expect(parseTableSettings('{"pageSize":"50"}')).toBeUndefined();
  });
});
