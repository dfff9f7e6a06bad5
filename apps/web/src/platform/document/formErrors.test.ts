import { describe, expect, it } from "vitest";
import { documentFieldErrors } from "./formErrors";

const known = { header: ["ngay_ct", "ma_kho"], lineColumns: ["ma_vt", "ma_dvt", "so_luong", "gia"], lines: 3 };

describe("documentFieldErrors", () => {
  it("puts a line's error on that line's cell and a header's on its input", () => {
    const { fields, rest } = documentFieldErrors(
      { "details.2.so_luong": "Không đủ tồn kho: còn 7, cần 100", ma_kho: "Kho không tồn tại" },
      known,
    );
    expect(fields).toEqual([
      { name: ["details", 2, "so_luong"], errors: ["Không đủ tồn kho: còn 7, cần 100"] },
      { name: "ma_kho", errors: ["Kho không tồn tại"] },
    ]);
    expect(rest).toEqual([]);
  });

  it("keeps what the form cannot show for the message", () => {
    const { fields, rest } = documentFieldErrors(
      { "details.5.so_luong": "x", details: "Cần ít nhất một dòng", status: "y" },
      known,
    );
    expect(fields).toEqual([]);
    expect(rest).toEqual(["x", "Cần ít nhất một dòng", "y"]);
  });
});
