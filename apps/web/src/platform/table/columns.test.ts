import { describe, expect, it } from "vitest";
import { cellText, type DataColumn, exportCell } from "./columns";

type Row = Record<string, unknown>;
const row: Row = {
  amount: "1234567.5",
  rate: 10,
  day: "2025-07-01",
  at: "2025-07-01T08:05:09",
  active: true,
  name: "Hộp",
  empty: null,
};
const col = (c: Partial<DataColumn<Row>> & { key: string }): DataColumn<Row> => ({ title: c.key, ...c });

describe("cellText", () => {
  it("shows numbers with comma thousands separators and their own decimals", () => {
    expect(cellText(col({ key: "amount", kind: "number" }), row)).toBe("1,234,567.5");
    expect(cellText(col({ key: "amount", kind: "number", decimals: 0 }), row)).toBe("1,234,568");
    expect(cellText(col({ key: "rate", kind: "number" }), row)).toBe("10");
  });

  it("shows dates as d-m-Y and date-times as DD/MM/YYYY HH:mm:ss", () => {
    expect(cellText(col({ key: "day", kind: "date" }), row)).toBe("01-07-2025");
    expect(cellText(col({ key: "at", kind: "datetime" }), row)).toBe("01/07/2025 08:05:09");
  });

  it("shows booleans with the column's texts, and nothing for empty values", () => {
    expect(cellText(col({ key: "active", kind: "boolean", booleanText: ["Có", "Không"] }), row)).toBe("Có");
    expect(cellText(col({ key: "empty", kind: "number" }), row)).toBe("");
    expect(cellText(col({ key: "name", dataIndex: "name" }), row)).toBe("Hộp");
  });
});

describe("exportCell", () => {
  it("exports numbers as numbers, even when the server sent text", () => {
    expect(exportCell(col({ key: "amount", kind: "number" }), row)).toBe(1234567.5);
    expect(exportCell(col({ key: "empty", kind: "number" }), row)).toBeNull();
  });

  it("exports other kinds as the text the table shows, or the column's own value", () => {
    expect(exportCell(col({ key: "day", kind: "date" }), row)).toBe("01-07-2025");
    expect(exportCell(col({ key: "name", exportValue: (r) => `${r.name} (hộp)` }), row)).toBe("Hộp (hộp)");
  });
});
