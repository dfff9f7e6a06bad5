import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { AppError } from "../../../platform/errors.js";
import { ledgerHistory } from "../stored-value/value-reads.js";
import { noNameBook } from "./no-name-ledger.js";

/*
 * What the no-name card screens read: balances by serial, a card looked up with its latest movements, and the
 * history with the balance each movement left.
 */

export interface BalanceQuery {
  so_seri?: string;
  ma_loai?: string;
  trang_thai?: string;
  pageIndex: number;
  pageSize: number;
}

interface CardRow {
  so_seri: string;
  ma_loai: string;
  ten_loai: string | null;
  menh_gia: string;
  ma_dvcs: string;
  ten_dvcs: string | null;
  trang_thai: string;
  so_du: string;
  ngay_phat_hanh: string;
  ngay_ban: string | null;
  ngay_het_han: string | null;
  ma_dvcs_nhan: string | null;
  total: string;
}

const shown = ({ total: _total, ...r }: CardRow) => ({
  ...r,
  ten_loai: r.ten_loai ?? "",
  ten_dvcs: r.ten_dvcs ?? "",
  menh_gia: Number(r.menh_gia),
  so_du: Number(r.so_du),
});

/** Each card's balance (the sum of its ledger) by serial, with its type, branch and state. */
export async function noNameBalances(db: TenantDb, q: BalanceQuery) {
  const { rows } = await db.$client.query<CardRow>(
    prepared(
      `SELECT c.so_seri, c.ma_loai, t.ten_loai, c.menh_gia::text, c.ma_dvcs, b.ten_dvcs, c.trang_thai, c.so_du::text,
              c.ngay_phat_hanh::text, c.ngay_ban::text, c.ngay_het_han::text, c.ma_dvcs_nhan, count(*) OVER () AS total
       FROM no_name_cards c LEFT JOIN no_name_types t ON t.ma_loai = c.ma_loai
         LEFT JOIN branches b ON b.ma_dvcs = c.ma_dvcs
       WHERE ($1::text IS NULL OR c.so_seri = upper($1)) AND ($2::text IS NULL OR c.ma_loai = upper($2))
         AND ($3::text IS NULL OR c.trang_thai = $3)
       ORDER BY c.so_seri LIMIT $4 OFFSET $5`,
      [q.so_seri ?? null, q.ma_loai ?? null, q.trang_thai ?? null, q.pageSize, (q.pageIndex - 1) * q.pageSize],
    ),
  );
  return { items: rows.map(shown), total: Number(rows[0]?.total ?? 0) };
}

/** How many of a card's latest movements the lookup shows. */
const LATEST = 10;

/** A card by its serial, whatever the case typed: its type, branch, state, balance and latest movements; 404 else. */
export async function lookUpNoName(db: TenantDb, so_seri: string) {
  const [{ items }, history] = await Promise.all([
    noNameBalances(db, { so_seri, pageIndex: 1, pageSize: 10 }),
    ledgerHistory(db, noNameBook, { code: so_seri, pageIndex: 1, pageSize: LATEST }),
  ]);
  const card = items[0];
  if (!card) throw new AppError(404, "record_not_found");
  return { ...card, lich_su: history.items };
}
