import { toFixed } from "@sen/core";
import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import { code } from "../../../platform/documents/document.schemas.js";
import type { DocumentKind } from "../../../platform/documents/document-kind.js";
import { invalidInput } from "../../../platform/errors.js";
import { journalEntries } from "../../accounting/accounting.tables.js";
import { deliveryOrderKind } from "../../stock/documents/stock-kinds.js";
import { stockLedger } from "../../stock/stock.tables.js";
import { giftOrderKind } from "../gifts/gift-order-kind.js";
import { balanceOf, lockBalance, notEnoughPoints, POINT_MOVE, reversePoints, writeMoves } from "./point-ledger.js";
import { giftExchangeDetails, giftExchanges, pointLedger } from "./point-tables.js";

/** The points a gift exchange's lines come to: each line's quantity times its points a unit, 422 when not whole. */
function pointsOfLines(details: readonly Record<string, unknown>[]) {
  const errors: Record<string, string> = {};
  let total = 0n;
  details.forEach((l, i) => {
    const milli = toFixed(String(l.so_luong), 3) * BigInt(Number(l.diem ?? 0));
    if (milli % 1000n !== 0n) {
      errors[`details.${i}.so_luong`] = bilingual(
        "Số lượng quà nhân số điểm phải ra số điểm nguyên",
        "A gift's quantity times its points must be a whole number of points",
      );
    }
    total += milli / 1000n;
  });
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  if (total > 2_000_000_000n) {
    throw invalidInput({ details: bilingual("Số điểm đổi quá lớn", "Too many points for one exchange") });
  }
  return Number(total);
}

/**
 * A gift exchange (DD1, phiếu đổi quà): customer `ma_kh` spends points on gifts, each line's `so_luong` × `diem`
 * points. Posting, in one transaction under the customer's balance lock, spends them (422 'Không đủ điểm') and
 * takes the gifts out of the warehouse at their average cost as a selling expense (Nợ 641 / Có 156, no revenue,
 * as a gift order); cancelling gives the points back and puts the gifts back.
 */
export const giftExchangeKind: DocumentKind = {
  ...giftOrderKind,
  ma_ct: "DD1",
  api: "sales/gift-exchanges",
  command: "sales.gift-exchanges",
  label: { vi: "Phiếu đổi quà", en: "Gift exchange" },
  header: giftExchanges,
  lines: giftExchangeDetails,
  headerFields: { ...deliveryOrderKind.headerFields, ma_kh: code({ vi: "Khách hàng", en: "Customer" }) },
  lineFields: {
    diem: z
      .number(bilingual("Số điểm mỗi quà là bắt buộc", "Points per gift are required"))
      .int(bilingual("Số điểm là số nguyên", "Points are a whole number"))
      .min(0, bilingual("Số điểm không được âm", "Points may not be negative"))
      .max(1_000_000_000, bilingual("Số điểm quá lớn", "Too many points")),
  },
  numberRepeatedIn: [stockLedger, journalEntries, pointLedger],
  async prepare(db, draft, request) {
    await giftOrderKind.prepare(db, draft, request);
    const tong_diem = pointsOfLines(draft.details);
    draft.header.tong_diem = tong_diem;
    const held = await balanceOf(db, String(draft.header.ma_kh));
    if (tong_diem > held) throw notEnoughPoints("ma_kh", held, tong_diem);
  },
  async post(db, doc, request) {
    const ma_kh = String(doc.header.ma_kh);
    const tong_diem = pointsOfLines(doc.details);
    const held = await lockBalance(db, ma_kh);
    if (tong_diem > held) throw notEnoughPoints("ma_kh", held, tong_diem);
    if (tong_diem > 0) {
      await writeMoves(db, doc.header, ma_kh, [
        { loai: POINT_MOVE.exchanged, diem: -tong_diem, dien_giai: "Đổi điểm lấy quà" },
      ]);
    }
    return giftOrderKind.post.call(this, db, doc, request);
  },
  async cancel(db, doc, request) {
    await reversePoints(db, doc.header);
    await giftOrderKind.cancel.call(this, db, doc, request);
  },
};
