import { describe, expect, it } from "vitest";
import { cellText, inBatches, toImportRows } from "./importSheet";

describe("import cells", () => {
  it("writes whole numbers without a decimal point, dates as YYYY-MM-DD on the day typed, and trims text", () => {
    expect(cellText(123)).toBe("123");
    expect(cellText(185000.5)).toBe("185000.5");
    expect(cellText(new Date(Date.UTC(1990, 7, 15)))).toBe("1990-08-15");
    expect(cellText("  15/08/1990 ")).toBe("15/08/1990");
    expect(cellText(true)).toBe("true");
    expect(cellText("   ")).toBeUndefined();
    expect(cellText(null)).toBeUndefined();
  });
});

describe("import rows", () => {
  it("numbers each row as Excel does (the header is row 1) and skips blank rows", () => {
    const sheet = [
      ["Tên khách hàng", "Điện thoại"],
      ["Nguyễn Văn A", 901234567],
      [null, null],
      ["Trần Thị B", null],
    ];
    expect(toImportRows(sheet, { ten_kh: 0, phone: 1 })).toEqual([
      { line: 2, ten_kh: "Nguyễn Văn A", phone: "901234567" },
      { line: 4, ten_kh: "Trần Thị B" },
    ]);
  });

  it("lets an import read some cells its own way", () => {
    const sheet = [
      ["Mã", "Tên"],
      ["sp01", "Kem"],
    ];
    const upper = (key: string, text: string) => (key === "ma" ? text.toUpperCase() : text);
    expect(toImportRows(sheet, { ma: 0, ten: 1 }, upper)).toEqual([{ line: 2, ma: "SP01", ten: "Kem" }]);
  });

  it("sends rows in batches of the given size", () => {
    const rows = Array.from({ length: 450 }, (_, i) => i);
    expect(inBatches(rows, 200).map((b) => b.length)).toEqual([200, 200, 50]);
    expect(inBatches([], 200)).toEqual([]);
  });
});
