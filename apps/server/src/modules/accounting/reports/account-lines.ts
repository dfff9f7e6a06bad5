import { type Fixed, toFixed } from "@sen/core";
import type { TenantDb } from "../../../platform/db/tenant-db.js";

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
 * The journal lines debiting or crediting `tks` ($1) from $2 to $3 in branches $4 (of partner $5, if not null), in
 * date, number and line order (a cancel's lines come after the document's); `tail` ends the statement (a LIMIT).
 */
const ORDER = "ngay_ct, so_ct, stt_rec, line, side, id";

const orderedLines = (tail: string) => {
  // A side's partner: the debit's `ma_kh`, the credit's `ma_kh_co`.
  const sideOf = (mine: "tk_no" | "tk_co", other: "tk_no" | "tk_co", side: 0 | 1) => {
    const partner = side === 0 ? "j.ma_kh" : "j.ma_kh_co";
    return `
    SELECT j.id, j.ngay_ct, j.so_ct, j.ma_ct, j.stt_rec, j.line, j.dien_giai, j.${other} AS tk_du, ${partner} AS ma_kh,
           j.tien, ${side} AS side
    FROM journal_entries j
    WHERE j.${mine} = ANY($1) AND j.ngay_ct BETWEEN $2::date AND $3::date AND j.ma_dvcs = ANY($4)
      AND ($5::text IS NULL OR ${partner} = $5)`;
  };
  return `SELECT * FROM (${sideOf("tk_no", "tk_co", 0)} UNION ALL ${sideOf("tk_co", "tk_no", 1)}) x
     ORDER BY ${ORDER} ${tail}`;
};

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
     FROM (${orderedLines("")}) y`,
    [tks, from, to, branches, ma_kh],
  );
  return rows.map(sides);
}

type LineRow = Omit<AccountLine, "no" | "co"> & { tien: string; side: number };

function sides<R extends LineRow>({ tien, side, ...r }: R) {
  const amount = toFixed(tien, 2);
  return { ...r, no: side === 0 ? amount : 0n, co: side === 1 ? amount : 0n };
}

/**
 * `limit` lines after the first `offset` in that order, and `before`: debits less credits of the lines skipped.
 * Two statements, each a top-N sort, cost less than one running sum over the whole period.
 */
export async function pagedLines(
  db: TenantDb,
  branches: readonly string[],
  tks: readonly string[],
  from: string,
  to: string,
  page: { limit: number; offset: number },
): Promise<{ lines: AccountLine[]; before: Fixed }> {
  const params = [tks, from, to, branches, null];
  const { rows } = await db.$client.query<LineRow>(
    `SELECT ngay_ct::text, so_ct, ma_ct, stt_rec::text, dien_giai, tk_du, ma_kh, tien::text, side
     FROM (${orderedLines("LIMIT $6 OFFSET $7")}) y`,
    [...params, page.limit, page.offset],
  );
  if (page.offset === 0) return { lines: rows.map(sides), before: 0n };
  const net = await db.$client.query<{ net: string }>(
    `SELECT coalesce(sum(CASE WHEN side = 0 THEN tien ELSE -tien END), 0)::text AS net
     FROM (${orderedLines("LIMIT $6")}) y`,
    [...params, page.offset],
  );
  return { lines: rows.map(sides), before: toFixed(net.rows[0]?.net ?? "0", 2) };
}
