import { fromFixed, goodsAmounts } from "@sen/core";
import type { z } from "zod";
import { bilingual } from "../crud/messages.js";
import { invalidInput } from "../errors.js";
import { code, figure } from "./document.schemas.js";
import type { DocumentTotals, GoodsDraftLine, LineShape } from "./document-kind.js";

/** The largest amount a money column holds (numeric(18,2)): 16 integer digits, in hundredths. */
export const MONEY_LIMIT = 10n ** 18n;

export const tooLarge = (field: string) =>
  invalidInput({ [field]: bilingual("Số tiền quá lớn", "The amount is too large") });

/** Totals in hundredths as the header stores them; 422 when one does not fit. */
export function moneyTotals(tien: bigint, ck = 0n, thue = 0n): DocumentTotals {
  for (const total of [tien, ck, thue, tien - ck + thue]) {
    if (total >= MONEY_LIMIT || total <= -MONEY_LIMIT) throw tooLarge("details");
  }
  return {
    tong_tien: fromFixed(tien, 2),
    tong_ck: fromFixed(ck, 2),
    tong_thue: fromFixed(thue, 2),
    tong_thanh_toan: fromFixed(tien - ck + thue, 2),
  };
}

/** Goods lines (a product, its unit, quantity, price, discount and tax rate), `tien = so_luong × gia` exactly. */
export const goodsLines: LineShape<GoodsDraftLine> = {
  fields: {
    ma_vt: code({ vi: "Mã sản phẩm", en: "Product code" }),
    ma_dvt: code({ vi: "Đơn vị tính", en: "Unit" }, 20).optional(),
    so_luong: figure({ vi: "Số lượng", en: "Quantity" }, 3, 1e12, true),
    gia: figure({ vi: "Đơn giá", en: "Price" }, 2, 1e13).default(0),
    ck: figure({ vi: "Chiết khấu", en: "Discount" }, 2, 1e13).default(0),
    thue_suat: figure({ vi: "Thuế suất", en: "Tax rate" }, 4, 100.0001).default(0),
  } satisfies z.ZodRawShape,
  price(lines) {
    let [tien, ck, thue] = [0n, 0n, 0n];
    const details = lines.map((line, i) => {
      const amounts = goodsAmounts(line);
      if (amounts.tien >= MONEY_LIMIT) throw tooLarge(`details.${i}.gia`);
      tien += amounts.tien;
      ck += amounts.ck;
      thue += amounts.thue;
      return {
        ...line,
        line: i + 1,
        so_luong: fromFixed(amounts.so_luong, 3),
        gia: fromFixed(amounts.gia, 2),
        tien: fromFixed(amounts.tien, 2),
        ck: fromFixed(amounts.ck, 2),
        thue_suat: fromFixed(amounts.thue_suat, 4),
      };
    });
    return { details, totals: moneyTotals(tien, ck, thue) };
  },
};
