import { describe, expect, it } from "vitest";
import { mapHeaders } from "@/platform/import";
import { IMPORT_COLUMNS, partnerCell } from "./partnerImport";

describe("customer import columns", () => {
  it("finds the template's own headers, whatever their case and diacritics", () => {
    const mapping = mapHeaders(
      IMPORT_COLUMNS,
      IMPORT_COLUMNS.map((c) => c.header),
    );
    IMPORT_COLUMNS.forEach((column, i) => {
      expect(mapping[column.key], column.key).toBe(i);
    });
    expect(mapHeaders(IMPORT_COLUMNS, ["TEN KHACH HANG", "dien thoai", "TỈNH/THÀNH"])).toEqual({
      ten_kh: 0,
      phone: 1,
      tinh: 2,
    });
  });

  it("knows the headers people write instead", () => {
    expect(
      mapHeaders(IMPORT_COLUMNS, ["STT", "Họ và tên", "SĐT", "Số điện thoại khác", "Tỉnh", "Xã", "Mã NV", "Nguồn"]),
    ).toEqual({ ten_kh: 1, phone: 2, phone2: 3, tinh: 4, phuong: 5, ma_nguon: 7 });
  });

  it("gives a phone typed as a number back its leading zero", () => {
    expect(partnerCell("phone", "901234567")).toBe("0901234567");
    expect(partnerCell("phone2", "0901234567")).toBe("0901234567");
    expect(partnerCell("phone", "84901234567")).toBe("84901234567");
    expect(partnerCell("ma_kh", "123")).toBe("123");
  });
});
