import { type Fixed, mulDiv, toFixed } from "../decimals.js";

/** A goods line's figures as sent: quantity, price, discount (an amount) and VAT rate (percent). */
export interface GoodsFigures {
  so_luong: number | string;
  gia: number | string;
  ck?: number | string;
  thue_suat?: number | string;
}

/** A goods line's amounts, exact: quantity at scale 3, money at scale 2, the rate at scale 4. */
export interface GoodsAmounts {
  so_luong: Fixed;
  gia: Fixed;
  tien: Fixed;
  ck: Fixed;
  thue_suat: Fixed;
  thue: Fixed;
}

/**
 * What a goods line comes to, the one rule the server prices documents by and a cashier's browser prices a sale by
 * when it cannot ask: `tien = so_luong × gia`, VAT on what is left after the discount, each rounded half away from
 * zero to the đồng's hundredth.
 */
export function goodsAmounts(line: GoodsFigures): GoodsAmounts {
  const so_luong = toFixed(line.so_luong, 3);
  const gia = toFixed(line.gia, 2);
  const tien = mulDiv(so_luong, gia, 1000n);
  const ck = toFixed(line.ck ?? 0, 2);
  const thue_suat = toFixed(line.thue_suat ?? 0, 4);
  return { so_luong, gia, tien, ck, thue_suat, thue: mulDiv(tien - ck, thue_suat, 1_000_000n) };
}
