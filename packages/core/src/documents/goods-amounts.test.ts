import { describe, expect, it } from "vitest";
import { fromFixed } from "../decimals.js";
import { goodsAmounts } from "./goods-amounts.js";

const shown = (line: Parameters<typeof goodsAmounts>[0]) => {
  const a = goodsAmounts(line);
  return { tien: fromFixed(a.tien, 2), thue: fromFixed(a.thue, 2) };
};

describe("a goods line's amounts", () => {
  it("are quantity times price, with VAT on what the discount leaves", () => {
    expect(shown({ so_luong: 2, gia: 150_000, ck: 0, thue_suat: 10 })).toEqual({ tien: "300000.00", thue: "30000.00" });
    expect(shown({ so_luong: 3, gia: 150_000, ck: 100_000, thue_suat: 8 })).toEqual({
      tien: "450000.00",
      thue: "28000.00",
    });
  });

  it("round half away from zero to the hundredth, as the server's numerics do", () => {
    expect(shown({ so_luong: 1.5, gia: 33_333.33, thue_suat: 10 })).toEqual({ tien: "50000.00", thue: "5000.00" });
    expect(shown({ so_luong: 0.333, gia: 0.05, thue_suat: 0 })).toEqual({ tien: "0.02", thue: "0.00" });
    expect(shown({ so_luong: 1, gia: 116_666.67, thue_suat: 10 })).toEqual({ tien: "116666.67", thue: "11666.67" });
  });
});
