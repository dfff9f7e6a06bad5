import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { type AccountLine, accountLines, pagedLines } from "./account-lines.js";
import { amount, openingByAccount, sumOf, turnoverByAccount } from "./account-sums.js";
import { accountWithSubAccounts } from "./account-tree.js";

export interface CashBookQuery {
  tk: string;
  from: string;
  to: string;
  branches: readonly string[];
  /** A page of the lines (1-based) of `pageSize`; without it, every line of the period. */
  page?: { pageIndex: number; pageSize: number };
}

const shown = (l: AccountLine, ton: bigint) => ({
  ngay_ct: l.ngay_ct,
  so_ct: l.so_ct,
  ma_ct: l.ma_ct,
  stt_rec: l.stt_rec,
  dien_giai: l.dien_giai,
  thu: amount(l.no),
  chi: amount(l.co),
  ton: amount(ton),
});

/**
 * The cash book (sổ quỹ tiền mặt, form S07-DN) of a cash account: the opening balance, the period's receipts
 * (`tong_thu`) and payments (`tong_chi`), each receipt (`thu`) and payment (`chi`) with the running balance
 * (`ton`), and the closing balance. A cancelled voucher's reversal shows as a negative receipt or payment, so the
 * accountant sees the cancel. Asked for a page, it answers that page's lines, the first carrying the balance of
 * the lines before it, and whether `more` follow; the totals stay the period's, read from the monthly turnover.
 */
export async function cashBook(db: TenantDb, { tk, from, to, branches, page }: CashBookQuery) {
  const tks = await accountWithSubAccounts(db, tk);
  const opening = sumOf((await openingByAccount(db, branches, from, tks)).values());
  const turnover = [...(await turnoverByAccount(db, branches, from, to, tks)).values()];
  const [receipts, payments] = [sumOf(turnover.map((t) => t.no)), sumOf(turnover.map((t) => t.co))];
  let rows: ReturnType<typeof shown>[];
  let more = false;
  if (page) {
    const { lines, before } = await pagedLines(db, branches, tks, from, to, {
      limit: page.pageSize + 1,
      offset: (page.pageIndex - 1) * page.pageSize,
    });
    more = lines.length > page.pageSize;
    let ton = opening + before;
    rows = lines.slice(0, page.pageSize).map((l) => {
      ton += l.no - l.co;
      return shown(l, ton);
    });
  } else {
    let ton = opening;
    rows = (await accountLines(db, branches, tks, from, to)).map((l) => {
      ton += l.no - l.co;
      return shown(l, ton);
    });
  }
  return {
    dau_ky: amount(opening),
    tong_thu: amount(receipts),
    tong_chi: amount(payments),
    rows,
    cuoi_ky: amount(opening + receipts - payments),
    ...(page ? { ...page, more } : {}),
  };
}
