import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { accountLines } from "./account-lines.js";
import { amount, onItsSide, openingByAccount, partnerOpening, sumOf } from "./account-sums.js";
import { accountWithSubAccounts } from "./account-tree.js";

export interface LedgerQuery {
  tk: string;
  from: string;
  to: string;
  /** One partner's lines and opening debts only. */
  ma_kh: string | null;
  branches: readonly string[];
}

/**
 * The account ledger (sổ chi tiết tài khoản): the opening balance on its side, each line of the period on the
 * account or its sub-accounts with the contra account, and the closing balance. `stt_rec` and `ma_ct` lead the
 * screen to the document.
 */
export async function accountLedger(db: TenantDb, { tk, from, to, ma_kh, branches }: LedgerQuery) {
  const tks = await accountWithSubAccounts(db, tk);
  const opening = ma_kh
    ? await partnerOpening(db, branches, from, tks, ma_kh)
    : sumOf((await openingByAccount(db, branches, from, tks)).values());
  let closing = opening;
  const rows = (await accountLines(db, branches, tks, from, to, ma_kh)).map((l) => {
    closing += l.no - l.co;
    return {
      ngay_ct: l.ngay_ct,
      so_ct: l.so_ct,
      ma_ct: l.ma_ct,
      stt_rec: l.stt_rec,
      dien_giai: l.dien_giai,
      tk_du: l.tk_du,
      ps_no: amount(l.no),
      ps_co: amount(l.co),
      ma_kh: l.ma_kh,
    };
  });
  const [start, end] = [onItsSide(opening), onItsSide(closing)];
  return { dau_ky_no: start.no, dau_ky_co: start.co, rows, cuoi_ky_no: end.no, cuoi_ky_co: end.co };
}
