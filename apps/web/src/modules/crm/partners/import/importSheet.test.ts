import { describe, expect, it } from "vitest";
import { cellText, inBatches, toImportRows } from "./importSheet";

describe("import cells", () => {
  it("gives a phone typed as a number back its leading zero", () => {
    expect(cellText(901234567, "phone")).toBe("0901234567");
    expect(cellText("0901234567", "phone2")).toBe("0901234567");
    expect(cellText(84901234567, "phone")).toBe("84901234567");
    expect(cellText(123, "ma_kh")).toBe("123");
  });

  it("writes dates as YYYY-MM-DD on the day typed, and trims text", () => {
    expect(cellText(new Date(Date.UTC(1990, 7, 15)), "ngay_sinh")).toBe("1990-08-15");
    expect(cellText("  15/08/1990 ", "ngay_sinh")).toBe("15/08/1990");
    expect(cellText("   ", "ten_kh")).toBeUndefined();
    expect(cellText(null, "ten_kh")).toBeUndefined();
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
      { line: 2, ten_kh: "Nguyễn Văn A", phone: "0901234567" },
      { line: 4, ten_kh: "Trần Thị B" },
    ]);
  });

  it("sends rows in batches of the given size", () => {
    const rows = Array.from({ length: 450 }, (_, i) => i);
    expect(inBatches(rows, 200).map((b) => b.length)).toEqual([200, 200, 50]);
    expect(inBatches([], 200)).toEqual([]);
  });
});
