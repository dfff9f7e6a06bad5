import { describe, expect, it } from "vitest";
import { formDate, formTotal, PRINT_LAYOUTS } from "./printForms";

describe("stock forms", () => {
  it("dates the form in words", () => {
    expect(formDate("2026-11-25")).toBe("Ngày 25 tháng 11 năm 2026");
    expect(formDate("")).toBe("Ngày ... tháng ... năm ...");
  });

  it("totals a receipt at its prices and an issue at cost", () => {
    const line = { ma_vt: "A", so_luong: "3", gia: "120000", tien: "360000", gia_von: "100000", tien_von: "300000" };
    expect(formTotal({ details: [line, { ...line }] }, PRINT_LAYOUTS["01-VT"])).toBe(720_000);
    expect(formTotal({ details: [line] }, PRINT_LAYOUTS["02-VT"])).toBe(300_000);
  });

  it("names the forms as the regulation does", () => {
    expect(PRINT_LAYOUTS["01-VT"].title).toBe("PHIẾU NHẬP KHO");
    expect(PRINT_LAYOUTS["02-VT"].formNo).toBe("Mẫu số 02 - VT");
    expect(PRINT_LAYOUTS.transfer.title).toBe("PHIẾU XUẤT KHO KIÊM VẬN CHUYỂN NỘI BỘ");
  });
});
