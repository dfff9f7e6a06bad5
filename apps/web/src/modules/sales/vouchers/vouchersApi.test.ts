import { describe, expect, it } from "vitest";
import { type VoucherEntry, voucherState, voucherWorth } from "./vouchersApi";

const voucher: VoucherEntry = {
  ma_voucher: "GIAM10",
  loai_gt: "phan_tram",
  gia_tri: 10,
  so_lan: 1,
  da_dung: 0,
  tu_ngay: "2026-01-01",
  den_ngay: "2026-12-31",
};

describe("a voucher at the counter", () => {
  it("pays its percent of the bill, rounded down to the đồng", () => {
    expect(voucherWorth(voucher, 350_000)).toBe(35_000);
    expect(voucherWorth(voucher, 35_005)).toBe(3_500);
  });

  it("pays its amount, never more than the bill", () => {
    expect(voucherWorth({ loai_gt: "tien", gia_tri: 50_000 }, 120_000)).toBe(50_000);
    expect(voucherWorth({ loai_gt: "tien", gia_tri: 50_000 }, 30_000)).toBe(30_000);
  });

  it("says why it cannot pay: used up, not yet, expired", () => {
    expect(voucherState(voucher, "2026-06-01")).toBeUndefined();
    expect(voucherState({ ...voucher, da_dung: 1 }, "2026-06-01")).toBe("used");
    expect(voucherState(voucher, "2025-12-31")).toBe("early");
    expect(voucherState(voucher, "2027-01-01")).toBe("expired");
    expect(voucherState({ ...voucher, den_ngay: null }, "2030-01-01")).toBeUndefined();
  });
});
