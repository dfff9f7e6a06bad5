import { describe, expect, it } from "vitest";
import { type ImportColumn, mapHeaders } from "./importColumns";

const COLUMNS: ImportColumn[] = [
  { key: "ma_vt", header: "Mã hàng", aliases: ["Mã", "SKU"] },
  { key: "ten_vt", header: "Tên hàng", aliases: ["Tên", "Tên sản phẩm"] },
  { key: "ma_dvt", header: "Đơn vị tính cơ sở", aliases: ["Đơn vị tính", "ĐVT"] },
  { key: "tinh", header: "Tỉnh/thành", aliases: ["Tỉnh"] },
];

describe("import header mapping", () => {
  it("finds the template's own headers, whatever their case and diacritics", () => {
    const mapping = mapHeaders(
      COLUMNS,
      COLUMNS.map((c) => c.header),
    );
    COLUMNS.forEach((column, i) => {
      expect(mapping[column.key], column.key).toBe(i);
    });
    expect(mapHeaders(COLUMNS, ["TEN HANG", "ma hang", "TỈNH/THÀNH"])).toEqual({ ten_vt: 0, ma_vt: 1, tinh: 2 });
  });

  it("knows the headers people write instead, and the fields' own names", () => {
    expect(mapHeaders(COLUMNS, ["STT", "SKU", "Tên sản phẩm", "dvt"])).toEqual({
      ma_vt: 1,
      ten_vt: 2,
      ma_dvt: 3,
    });
    expect(mapHeaders(COLUMNS, ["ma_dvt"])).toEqual({ ma_dvt: 0 });
  });

  it("gives each field one sheet column, the first, and leaves unknown headers alone", () => {
    expect(mapHeaders(COLUMNS, ["Mã", "Mã", "Ghi chú nội bộ"])).toEqual({ ma_vt: 0 });
  });
});
