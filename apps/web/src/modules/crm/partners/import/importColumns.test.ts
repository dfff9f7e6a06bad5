import { describe, expect, it } from "vitest";
import { IMPORT_COLUMNS, mapHeaders } from "./importColumns";

describe("import header mapping", () => {
  it("finds the template's own headers, whatever their case and diacritics", () => {
    const headers = IMPORT_COLUMNS.map((c) => c.header);
    const mapping = mapHeaders(headers);
    IMPORT_COLUMNS.forEach((column, i) => {
      expect(mapping[column.key], column.key).toBe(i);
    });
    expect(mapHeaders(["TEN KHACH HANG", "dien thoai", "TỈNH/THÀNH"])).toEqual({ ten_kh: 0, phone: 1, tinh: 2 });
  });

  it("knows the headers people write instead", () => {
    expect(mapHeaders(["STT", "Họ và tên", "SĐT", "Số điện thoại khác", "Tỉnh", "Xã", "Mã NV", "Nguồn"])).toEqual({
      ten_kh: 1,
      phone: 2,
      phone2: 3,
      tinh: 4,
      phuong: 5,
      ma_nguon: 7,
    });
  });

  it("gives each field one sheet column, the first, and leaves unknown headers alone", () => {
    expect(mapHeaders(["Điện thoại", "Điện thoại", "Ghi chú nội bộ"])).toEqual({ phone: 0 });
  });
});
