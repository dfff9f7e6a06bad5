import { describe, expect, it } from "vitest";
import { dayjs } from "@/platform/dates";
import type { DiscountRecord } from "./discountKind";
import { toDiscountInput, toDiscountValues } from "./discountValues";

describe("a discount's form values", () => {
  it("send whom, where and when it holds, and per line an item or a group with a percent or an amount", () => {
    const values = {
      ngay_ct: dayjs("2026-12-01"),
      ma_dvcs: "CN01",
      tu_ngay: dayjs("2026-12-01"),
      den_ngay: null,
      ma_dvcs_ck: "",
      nh_kh: "VIP",
      ten_kh: "shown only",
      dien_giai: "  Khách VIP giảm 10%  ",
      details: [
        { ma_vt: "DG500", ten_vt: "Dầu gội", tl_ck: 10, tien_ck: null },
        { nh_vt: "MYPHAM", tien_ck: 5000 },
        { tl_ck: 3 },
      ],
    };
    expect(toDiscountInput(values, "2")).toEqual({
      ngay_ct: "2026-12-01",
      ma_dvcs: "CN01",
      tu_ngay: "2026-12-01",
      den_ngay: null,
      ma_dvcs_ck: null,
      ma_kh: null,
      nh_kh: "VIP",
      dien_giai: "Khách VIP giảm 10%",
      status: "2",
      details: [
        { ma_vt: "DG500", nh_vt: null, tl_ck: 10 },
        { ma_vt: null, nh_vt: "MYPHAM", tien_ck: 5000 },
        { ma_vt: null, nh_vt: null, tl_ck: 3 },
      ],
    });
  });

  it("read a saved discount back, its open end and its empty figures left empty", () => {
    const doc = {
      stt_rec: "x",
      ma_ct: "CK1",
      so_ct: "CK0001",
      ngay_ct: "2026-12-01",
      ma_dvcs: "CN01",
      status: "1",
      tu_ngay: "2026-12-01",
      den_ngay: null,
      ma_kh: "KH000001",
      ten_kh: "Nguyễn Thị Mai",
      details: [{ ma_vt: "DG500", ten_vt: "Dầu gội", nh_vt: null, tl_ck: 10, tien_ck: 0 }],
    } satisfies DiscountRecord;
    const values = toDiscountValues(doc);
    expect(values.tu_ngay?.format("YYYY-MM-DD")).toBe("2026-12-01");
    expect(values).toMatchObject({ den_ngay: null, ma_kh: "KH000001", ten_kh: "Nguyễn Thị Mai", nh_kh: undefined });
    expect(values.details).toEqual([{ ma_vt: "DG500", ten_vt: "Dầu gội", nh_vt: undefined, tl_ck: 10, tien_ck: null }]);
  });
});
