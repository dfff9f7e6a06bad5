import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { newPayment } from "../cashier/cart";
import { paymentFigures, serviceInput, serviceQuoteBody } from "./serviceDraft";

const typing = { price: false, discount: false };
const today = dayjs("2026-11-30");

describe("a service bill as sent", () => {
  it("sends the price and discount only where the shop lets them be typed, the gift and money flags, the expiry", () => {
    const values = {
      ngay_ct: today,
      ma_kho: "K01",
      ma_kh: "KH0001",
      details: [
        { ma_vt: "LT10", ma_dvt: "GOI", so_luong: 1, gia: 5, ck: 2, tang: true, han_su_dung: dayjs("2027-05-31") },
        { ma_vt: "GT01", so_luong: 2, goi_tien: true },
      ],
      payments: [newPayment("TM")],
      due: 2_000_000,
    };
    expect(serviceInput(values, typing, "2")).toEqual({
      ngay_ct: "2026-11-30",
      ma_kho: "K01",
      ma_kh: "KH0001",
      ma_nvbh: null,
      status: "2",
      payments: [{ ma_httt: "TM", tien: 2_000_000, ma_loai_the: undefined, ma_gd: undefined }],
      details: [
        { ma_vt: "LT10", ma_dvt: "GOI", so_luong: 1, tang: true, han_su_dung: "2027-05-31" },
        { ma_vt: "GT01", so_luong: 2, goi_tien: true },
      ],
    });
    expect(serviceInput(values, { price: true, discount: true }).details[0]).toMatchObject({ gia: 5, ck: 2 });
  });

  it("asks for a quote once the warehouse and a line with a quantity are there, saying which form line each is", () => {
    expect(serviceQuoteBody({ ngay_ct: today, details: [{ ma_vt: "LT10", so_luong: 1 }] }, typing)).toBeUndefined();
    const asked = serviceQuoteBody(
      { ngay_ct: today, ma_kho: "K01", details: [{ so_luong: null }, { ma_vt: "LT10", so_luong: 1 }] },
      typing,
    );
    expect(asked?.sent).toEqual([1]);
    expect(asked?.body).toMatchObject({ status: "2", payments: [], details: [{ ma_vt: "LT10", so_luong: 1 }] });
  });

  it("gives the change of cash given over the total, and what is left owing when paid in part", () => {
    expect(paymentFigures([{ ...newPayment("TM"), tien: 500_000 }], 400_000)).toEqual({
      paid: 500_000,
      change: 100_000,
      owing: 0,
    });
    expect(paymentFigures([{ ...newPayment("TM"), tien: 300_000 }], 1_000_000).owing).toBe(700_000);
    expect(paymentFigures([newPayment("TM")], 1_000_000)).toEqual({ paid: 1_000_000, change: 0, owing: 0 });
  });
});
