import { describe, expect, it } from "vitest";
import { dayjs } from "@/platform/dates";
import { productPromotionKind, revenuePromotionKind } from "./promotionKinds";
import { toPromotionInput, toPromotionValues } from "./ruleValues";

describe("a promotion's form values", () => {
  it("send the kind's columns only, leaving empty figures to the server's defaults", () => {
    const values = {
      ngay_ct: dayjs("2026-05-04"),
      ma_dvcs: "CN01",
      ma_ctkm: "CUOINAM",
      dien_giai: "  Mua 2 giảm 10%  ",
      details: [
        { ma_vt: "DG500", ten_vt: "Dầu gội", sl_tu: 2, ck_phan_tram: 10, sl_tang: null },
        { ma_vt: "DX300", sl_tu: null, ma_vt_tang: "LGDH", ten_vt_tang: "Lược gỗ", sl_tang: 1, tu_tien: 5 },
      ],
    };
    expect(toPromotionInput(productPromotionKind.columns, values, "2")).toEqual({
      ngay_ct: "2026-05-04",
      ma_dvcs: "CN01",
      ma_ctkm: "CUOINAM",
      dien_giai: "Mua 2 giảm 10%",
      status: "2",
      details: [
        { ma_vt: "DG500", sl_tu: 2, ck_phan_tram: 10, ma_vt_tang: null },
        { ma_vt: "DX300", ma_vt_tang: "LGDH", sl_tang: 1 },
      ],
    });
  });

  it("send a bill-total rule's amounts, and read them back from the answer", () => {
    const doc = {
      stt_rec: "x",
      ma_ct: "KM2",
      so_ct: "KM26-00001",
      ngay_ct: "2026-05-04",
      ma_dvcs: "CN01",
      status: "1",
      ma_ctkm: "CUOINAM",
      ten_ctkm: "Khuyến mãi cuối năm",
      tu_ngay: "2026-05-01",
      den_ngay: null,
      details: [{ line: 1, tu_tien: 1_000_000, tien_ck: 50_000, ck_phan_tram: 0, ma_vt_tang: null, sl_tang: 0 }],
    };
    const values = toPromotionValues(doc);
    expect(values.program).toMatchObject({ ten_ctkm: "Khuyến mãi cuối năm", den_ngay: null });
    expect(toPromotionInput(revenuePromotionKind.columns, values).details).toEqual([
      { tu_tien: 1_000_000, tien_ck: 50_000, ck_phan_tram: 0, ma_vt_tang: null, sl_tang: 0 },
    ]);
  });
});
