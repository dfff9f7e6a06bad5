import { describe, expect, it } from "vitest";
import type { ReportColumn } from "./reportDefinition";
import { reportSheetRows, reportSheetWidths } from "./reportSheet";
import { figureText, formatAlone, formatDuration, formatValue, sheetValue } from "./reportValues";

interface Row {
  name: string;
  calls: number;
  rate: number | null;
  seconds: number;
  children?: Row[];
}

const columns: ReportColumn<Row>[] = [
  { key: "name", title: "Nguồn", kind: "text" },
  { key: "calls", title: "Cuộc gọi", kind: "count" },
  { key: "rate", title: "Tỷ lệ", kind: "percent" },
  { key: "seconds", title: "Thời gian gọi", kind: "duration" },
];

describe("report values", () => {
  it("reads durations as hh:mm:ss, rates with one decimal, nothing as a dash", () => {
    expect(formatDuration(0)).toBe("00:00:00");
    expect(formatDuration(380)).toBe("00:06:20");
    expect(formatDuration(90_061)).toBe("25:01:01");
    expect(formatValue("percent", 33.3)).toBe("33.3%");
    expect(formatValue("percent", 100)).toBe("100.0%");
    expect(formatValue("percent", null)).toBe("–");
    expect(formatValue("count", 1234567)).toBe("1,234,567");
    // A quantity shows the decimals it has, no more (a bottle is 1, not 1.0).
    expect([1, 1.5, 0.125, 1234.5].map((q) => formatValue("quantity", q))).toEqual(["1", "1.5", "0.125", "1,234.5"]);
    expect(sheetValue("quantity", 1.5)).toBe(1.5);
    expect(formatValue("date", "2025-03-02")).toBe("02/03/2025");
    expect(sheetValue("percent", 66.7)).toBe(66.7);
    expect(sheetValue("duration", 380)).toBe("00:06:20");
    expect(sheetValue("percent", null)).toBeNull();
  });

  it("writes amounts with separators in cells, with ₫ standing alone, as numbers in Excel", () => {
    expect(formatValue("money", 30_000_000)).toBe("30,000,000");
    expect(formatAlone("money", 30_000_000)).toBe("30,000,000 ₫");
    expect(formatAlone("count", 1500)).toBe("1,500");
    expect(sheetValue("money", 30_000_000)).toBe(30_000_000);
  });

  it("writes a figure alone or against what it is measured by", () => {
    expect(figureText({ value: 1234, kind: "count" })).toBe("1,234");
    expect(figureText({ value: 33.33, kind: "percent" })).toBe("33.3%");
    expect(figureText({ value: null, kind: "percent" })).toBe("–");
    expect(figureText({ value: 380, kind: "duration" })).toBe("00:06:20");
    expect(figureText({ value: "2025-03-02", kind: "date" })).toBe("02/03/2025");
    expect(figureText({ value: 12, of: 40, kind: "count" })).toBe("12 / 40");
    expect(figureText({ value: 0, of: 30_000_000, kind: "money" })).toBe("0 ₫ / 30,000,000 ₫");
  });
});

describe("report sheet", () => {
  it("puts the title and filters first, then the header, the rows with their children indented, the totals", () => {
    const rows: Row[] = [
      {
        name: "Facebook",
        calls: 3,
        rate: 33.3,
        seconds: 65,
        children: [{ name: "Quảng cáo Facebook", calls: 2, rate: 0, seconds: 5 }],
      },
      { name: "(Không có nguồn)", calls: 1, rate: null, seconds: 0 },
    ];
    const sheet = reportSheetRows({
      titleLines: ["Báo cáo marketing", "Từ ngày 01/03/2025 đến ngày 31/03/2025"],
      columns,
      rows,
      totals: { name: "", calls: 4, rate: 25, seconds: 70 },
      totalLabel: "Tổng cộng",
      percentTitle: (title) => `${title} (%)`,
      children: (row) => row.children,
    });
    expect(sheet).toEqual([
      ["Báo cáo marketing"],
      ["Từ ngày 01/03/2025 đến ngày 31/03/2025"],
      [],
      ["Nguồn", "Cuộc gọi", "Tỷ lệ (%)", "Thời gian gọi"],
      ["Facebook", 3, 33.3, "00:01:05"],
      ["    Quảng cáo Facebook", 2, 0, "00:00:05"],
      ["(Không có nguồn)", 1, null, "00:00:00"],
      ["Tổng cộng", 4, 25, "00:01:10"],
    ]);
    expect(reportSheetWidths(sheet, 2)).toEqual([24, 10, 11, 15]);
  });

  it("has no totals line when the report adds nothing up", () => {
    const sheet = reportSheetRows({
      titleLines: ["Báo cáo mục tiêu"],
      columns,
      rows: [{ name: "Zalo", calls: 2, rate: 50, seconds: 0 }],
      totalLabel: "Tổng cộng",
      percentTitle: (title) => `${title} (%)`,
    });
    expect(sheet).toEqual([
      ["Báo cáo mục tiêu"],
      [],
      ["Nguồn", "Cuộc gọi", "Tỷ lệ (%)", "Thời gian gọi"],
      ["Zalo", 2, 50, "00:00:00"],
    ]);
  });

  it("names a grouped column with its group in the one header line", () => {
    const sheet = reportSheetRows<{ tk: string; no: number; co: number }>({
      titleLines: ["Bảng cân đối số phát sinh"],
      columns: [
        { key: "tk", title: "Số hiệu TK", kind: "text" },
        { key: "no", title: "Nợ", kind: "money", group: "Số dư cuối kỳ" },
        { key: "co", title: "Có", kind: "money", group: "Số dư cuối kỳ" },
      ],
      rows: [{ tk: "1111", no: 1_200_000, co: 0 }],
      totalLabel: "Tổng cộng",
      percentTitle: (title) => `${title} (%)`,
    });
    expect(sheet[2]).toEqual(["Số hiệu TK", "Số dư cuối kỳ - Nợ", "Số dư cuối kỳ - Có"]);
    expect(sheet[3]).toEqual(["1111", 1_200_000, 0]);
  });
});
