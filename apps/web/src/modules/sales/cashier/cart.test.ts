import { describe, expect, it } from "vitest";
import {
  addItem,
  billBody,
  changeQuantity,
  emptyCart,
  paymentName,
  paymentRowErrors,
  paymentsFor,
  removeLine,
  setPrice,
} from "./cart";
import { massage, shampoo } from "./testItems";

describe("the cashier's cart", () => {
  it("adds an item once per line, a second scan adding one more, and selects it", () => {
    let cart = addItem(addItem(emptyCart(), shampoo), massage);
    cart = addItem(cart, shampoo);
    expect(cart.lines.map((l) => [l.ma_vt, l.so_luong])).toEqual([
      ["SP01", 2],
      ["DV01", 1],
    ]);
    expect(cart.selected).toBe(0);
  });

  it("keeps a quantity at 1 or more, and removes a line with its selection following", () => {
    let cart = addItem(addItem(emptyCart(), shampoo), massage);
    cart = changeQuantity(cart, 1, -1);
    expect(cart.lines[1]?.so_luong).toBe(1);
    cart = removeLine(cart, 1);
    expect(cart.lines.map((l) => l.ma_vt)).toEqual(["SP01"]);
    expect(cart.selected).toBe(0);
    expect(removeLine(cart, 0).selected).toBe(-1);
  });

  it("lets an untyped payment take what is still due, and drops empty ones", () => {
    const cart = {
      ...emptyCart(),
      payments: [
        { id: 1, ma_httt: "CK", tien: 100_000 },
        { id: 2, ma_httt: "TM", tien: null },
      ],
    };
    expect(paymentsFor(cart, 330_000)).toEqual([
      { ma_httt: "CK", tien: 100_000 },
      { ma_httt: "TM", tien: 230_000 },
    ]);
    expect(paymentsFor(cart, 80_000)).toEqual([{ ma_httt: "CK", tien: 100_000 }]);
    const given = { ...emptyCart(), payments: [{ id: 3, ma_httt: "TM", tien: 500_000 }] };
    expect(paymentsFor(given, 330_000)).toEqual([{ ma_httt: "TM", tien: 500_000 }]);
  });

  it("sends a typed price, and none once it is cleared", () => {
    let cart = setPrice(addItem(emptyCart(), shampoo), 0, 120_000);
    expect(billBody(cart, "K01", "2026-11-29", 0).details).toEqual([
      { ma_vt: "SP01", ma_dvt: "CHAI", so_luong: 1, gia: 120_000 },
    ]);
    cart = setPrice(cart, 0, undefined);
    expect(billBody(cart, "K01", "2026-11-29", 0).details).toEqual([{ ma_vt: "SP01", ma_dvt: "CHAI", so_luong: 1 }]);
  });

  it("sends codes, units and quantities only: prices and totals are the server's", () => {
    const cart = addItem(emptyCart(), shampoo);
    expect(billBody(cart, "K01", "2026-11-29", 165_000)).toEqual({
      ngay_ct: "2026-11-29",
      ma_kho: "K01",
      ma_kh: null,
      details: [{ ma_vt: "SP01", ma_dvt: "CHAI", so_luong: 1 }],
      payments: [{ ma_httt: "TM", tien: 165_000 }],
    });
  });

  it("sends a prepaid card payment with its card, and puts the server's refusal of it on its row", () => {
    const rows = [
      { id: 1, ma_httt: "TM", tien: 0 },
      { id: 2, ma_httt: "TTT", tien: 100_000, ma_the: "THE001" },
      { id: 3, ma_httt: "TM", tien: null },
    ];
    expect(paymentsFor({ payments: rows }, 165_000)).toEqual([
      { ma_httt: "TTT", tien: 100_000, ma_the: "THE001" },
      { ma_httt: "TM", tien: 65_000 },
    ]);
    const errors = { "payments.0.ma_the": "Thẻ THE001 đang bị khóa", "details.0.so_luong": "Không đủ tồn kho" };
    expect(paymentRowErrors(errors, rows, 165_000)).toEqual({ 1: "Thẻ THE001 đang bị khóa" });
    expect(paymentName({ ten_httt: "Thẻ trả trước", ma_the: "THE001" })).toBe("Thẻ trả trước THE001");
    expect(paymentName({ ten_httt: "Tiền mặt", ma_the: null })).toBe("Tiền mặt");
  });
});
