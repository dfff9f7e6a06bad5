import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { type Fixed, toFixed } from "../../../platform/decimals.js";

/** One side of a journal line that falls on the accounts asked for: a debit (`no`) or a credit (`co`). */
export interface AccountLine {
  ngay_ct: string;
  so_ct: string;
  ma_ct: string;
  stt_rec: string;
  dien_giai: string;
  /** The contra account: the line's other side. */
  tk_du: string;
  ma_kh: string | null;
  no: Fixed;
  co: Fixed;
}

/**
 * The journal lines debiting or crediting `tks` from `from` to `to`, in date, number and line order (a cancel's
 * lines come after the document's). A line between two of `tks` (111 of a transfer 1111 → 1112) gives both sides.
 */
export async function accountLines(
  db: TenantDb,
  branches: readonly string[],
  tks: readonly string[],
  from: string,
  to: string,
  ma_kh: string | null = null,
): Promise<AccountLine[]> {
  const sideOf = (mine: "tk_no" | "tk_co", other: "tk_no" | "tk_co", side: 0 | 1) => `
    SELECT j.id, j.ngay_ct, j.so_ct, j.ma_ct, j.stt_rec, j.line, j.dien_giai, j.${other} AS tk_du, j.ma_kh,
           j.tien, ${side} AS side
    FROM journal_entries j
    WHERE j.${mine} = ANY($1) AND j.ngay_ct BETWEEN $2::date AND $3::date AND j.ma_dvcs = ANY($4)
      AND ($5::text IS NULL OR j.ma_kh = $5)`;
  const { rows } = await db.$client.query<{
    ngay_ct: string;
    so_ct: string;
    ma_ct: string;
    stt_rec: string;
    dien_giai: string;
    tk_du: string;
    ma_kh: string | null;
    tien: string;
    side: number;
  }>(
    `SELECT ngay_ct::text, so_ct, ma_ct, stt_rec::text, dien_giai, tk_du, ma_kh, tien::text, side
     FROM (${sideOf("tk_no", "tk_co", 0)} UNION ALL ${sideOf("tk_co", "tk_no", 1)}) x
     ORDER BY x.ngay_ct, x.so_ct, x.stt_rec, x.line, x.side, x.id`,
    [tks, from, to, branches, ma_kh],
  );
  return rows.map(({ tien, side, ...r }) => {
    const amount = toFixed(tien, 2);
    return { ...r, no: side === 0 ? amount : 0n, co: side === 1 ? amount : 0n };
  });
}
