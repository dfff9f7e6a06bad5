import { describe, expect, it } from "vitest";
import { i18n } from "@/platform/i18n";
import "./messages";
import { programDays, programLabel } from "./usePrograms";

const t = i18n.getFixedT("vi");

describe("a program as the screens say it", () => {
  it("names its days DD/MM/YYYY and where it holds", () => {
    expect(programDays(t, { tu_ngay: "2026-05-01", den_ngay: "2026-12-31", ma_dvcs_ctkm: null })).toBe(
      "01/05/2026 – 31/12/2026 · mọi chi nhánh",
    );
    expect(programDays(t, { tu_ngay: "2026-05-01", den_ngay: null, ma_dvcs_ctkm: "CN02" })).toBe(
      "Từ 01/05/2026, không thời hạn · chỉ chi nhánh CN02",
    );
    expect(programDays(t, { tu_ngay: "2026-05-01", den_ngay: "2026-05-31", ma_dvcs_ctkm: null }, true)).toBe(
      "01-05-2026 – 31-05-2026 · mọi chi nhánh",
    );
  });

  it("is its code and name", () => {
    expect(programLabel({ ma_ctkm: "CUOINAM", ten_ctkm: "Khuyến mãi cuối năm" })).toBe("CUOINAM · Khuyến mãi cuối năm");
    expect(programLabel({ ma_ctkm: "CUOINAM", ten_ctkm: null })).toBe("CUOINAM");
  });
});
