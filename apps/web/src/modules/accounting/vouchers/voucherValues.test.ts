import { describe, expect, it } from "vitest";
import { dayjs } from "@/platform/dates";
import {
  cashVoucherInput,
  cashVoucherValues,
  generalVoucherInput,
  generalVoucherValues,
  linesSum,
  newCashVoucher,
} from "./voucherValues";

const saved = {
  stt_rec: "r1",
  ma_ct: "PT1",
  so_ct: "PT00001",
  ngay_ct: "2026-11-25",
  ma_dvcs: "CN01",
  status: "2",
  tk: "1111",
  ma_kh: "KH0001",
  ong_ba: "Nguyễn Thị Mai",
  ma_nt: "USD",
  ty_gia: "25000.0000",
  details: [{ tk: "131", tien: "2500000.00", tien_nt: "100.00", dien_giai: "Thu nợ" }],
};

describe("a cash voucher's form values", () => {
  it("start today on the kind's cash account with one empty line", () => {
    const values = newCashVoucher({ account: "1121" });
    expect(values.tk).toBe("1121");
    expect(values.ngay_ct?.isSame(dayjs(), "day")).toBe(true);
    expect(values.details).toHaveLength(1);
  });

  it("show a saved line's amount in the voucher's currency", () => {
    const values = cashVoucherValues(saved);
    expect(values.details?.[0]?.tien).toBe(100);
    expect(values.ty_gia).toBe(25000);
    expect(values.ngay_ct?.format("DD/MM/YYYY")).toBe("25/11/2026");
  });

  it("send the inputs, trimmed, and nothing empty or computed", () => {
    const body = cashVoucherInput(
      {
        ngay_ct: dayjs("2026-11-25"),
        tk: "1111",
        ma_kh: "",
        ong_ba: "  Trần Văn An ",
        ma_nt: "VND",
        ty_gia: 25000,
        details: [{ tk: "5113", tien: 1_200_000, dien_giai: " " }],
      },
      "2",
    );
    expect(body).toEqual({
      ngay_ct: "2026-11-25",
      tk: "1111",
      ong_ba: "Trần Văn An",
      status: "2",
      details: [{ tk: "5113", tien: 1_200_000 }],
    });
  });

  it("send a foreign currency with its rate, or without one to take the day's", () => {
    const base = { ngay_ct: dayjs("2026-11-25"), tk: "1112", details: [] };
    expect(cashVoucherInput({ ...base, ma_nt: "USD", ty_gia: 25_100 })).toMatchObject({ ma_nt: "USD", ty_gia: 25_100 });
    expect(cashVoucherInput({ ...base, ma_nt: "USD", ty_gia: null })).not.toHaveProperty("ty_gia");
  });
});

describe("a general voucher's form values", () => {
  it("keep each line on its one side and send zero on the other", () => {
    const values = generalVoucherValues({
      ...saved,
      ma_ct: "PK1",
      ma_nt: "VND",
      details: [
        { tk: "6422", ps_no: "300000.00", ps_co: "0.00" },
        { tk: "331", ps_no: "0.00", ps_co: "300000.00", ma_kh: "NCC01" },
      ],
    });
    expect(values.details?.map((l) => [l.ps_no, l.ps_co])).toEqual([
      [300000, null],
      [null, 300000],
    ]);
    expect(generalVoucherInput(values).details).toEqual([
      { tk: "6422", ps_no: 300000, ps_co: 0 },
      { tk: "331", ps_no: 0, ps_co: 300000, ma_kh: "NCC01" },
    ]);
  });

  it("add up lines as typed, to the cent, ignoring empty ones", () => {
    const lines = [{ ps_no: 0.1 }, { ps_no: 0.2 }, undefined, { ps_no: null }];
    expect(linesSum(lines, (l) => l.ps_no)).toBe(0.3);
  });
});
