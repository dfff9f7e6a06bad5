import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { accountLines } from "./account-lines.js";
import { amount, openingByAccount, sumOf } from "./account-sums.js";
import { accountWithSubAccounts } from "./account-tree.js";

export interface CashBookQuery {
  tk: string;
  from: string;
  to: string;
  branches: readonly string[];
}

/**
 * The cash book (sổ quỹ tiền mặt, form S07-DN) of a cash account: the opening balance, each receipt (`thu`) and
 * payment (`chi`) of the period with the running balance (`ton`), and the closing balance. A cancelled voucher's
 * reversal shows as a negative receipt or payment, so the accountant sees the cancel.
 */
export async function cashBook(db: TenantDb, { tk, from, to, branches }: CashBookQuery) {
  const tks = await accountWithSubAccounts(db, tk);
  const opening = sumOf((await openingByAccount(db, branches, from, tks)).values());
  let ton = opening;
  const rows = (await accountLines(db, branches, tks, from, to)).map((l) => {
    ton += l.no - l.co;
    return {
      ngay_ct: l.ngay_ct,
      so_ct: l.so_ct,
      ma_ct: l.ma_ct,
      stt_rec: l.stt_rec,
      dien_giai: l.dien_giai,
      thu: amount(l.no),
      chi: amount(l.co),
      ton: amount(ton),
    };
  });
  return { dau_ky: amount(opening), rows, cuoi_ky: amount(ton) };
}
