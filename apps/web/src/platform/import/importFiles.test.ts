import { describe, expect, it } from "vitest";
import { reportRows } from "./importFiles";

describe("import report", () => {
  it("lists each skipped row's line, its shown cells and its reasons", () => {
    const rows = reportRows(
      ["Dòng", "Tên hàng", "Mã hàng", "Lỗi"],
      ["ten_vt", "ma_vt"],
      [
        {
          line: 5,
          row: { line: 5, ten_vt: "Nước hoa hồng", ma_vt: "TH01" },
          problems: ["Đơn vị tính 'Thùng' không tồn tại"],
        },
        { line: 7, problems: ["Mã hàng là bắt buộc", "Giá bán phải lớn hơn hoặc bằng 0"] },
      ],
    );
    expect(rows).toEqual([
      ["Dòng", "Tên hàng", "Mã hàng", "Lỗi"],
      [5, "Nước hoa hồng", "TH01", "Đơn vị tính 'Thùng' không tồn tại"],
      [7, "", "", "Mã hàng là bắt buộc; Giá bán phải lớn hơn hoặc bằng 0"],
    ]);
  });
});
