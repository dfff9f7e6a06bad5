import { describe, expect, it } from "vitest";
import { voucherPath } from "./voucherLink";

describe("a book line's document", () => {
  it("opens the receipt, the payment, the journal voucher or the stock document it comes from", () => {
    expect(voucherPath({ ma_ct: "PT1", stt_rec: "42" })).toBe("/accounting/receive-invoices/42");
    expect(voucherPath({ ma_ct: "PC1", stt_rec: "43" })).toBe("/accounting/spend-invoices/43");
    expect(voucherPath({ ma_ct: "BN1", stt_rec: "7" })).toBe("/accounting/bank-spend-invoices/7");
    expect(voucherPath({ ma_ct: "PK1", stt_rec: "8" })).toBe("/accounting/accounting-invoices/8");
    expect(voucherPath({ ma_ct: "PX1", stt_rec: "9" })).toBe("/stock/delivery-orders/9");
  });

  it("leads nowhere for a kind without a page, or a line of no document (the opening)", () => {
    expect(voucherPath({ ma_ct: "HD1", stt_rec: "10" })).toBeUndefined();
    expect(voucherPath({})).toBeUndefined();
    expect(voucherPath({ ma_ct: "PT1", stt_rec: "" })).toBeUndefined();
  });
});
