import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { ledgerDifferences, ledgerHistory } from "../stored-value/value-reads.js";
import { paymentCardBook } from "./card-ledger.js";

/*
 * What the card screens read: balances (the cached ones, and a check of them against the ledger) and histories.
 */

export interface BalanceQuery {
  ma_the?: string;
  ma_kh?: string;
  pageIndex: number;
  pageSize: number;
}

/** Each card's balance, by card number, with its owner. */
export async function cardBalances(db: TenantDb, q: BalanceQuery) {
  const { rows } = await db.$client.query<{
    ma_the: string;
    ma_kh: string;
    ten_kh: string | null;
    so_du: string;
    khoa: boolean;
    ngay_het_han: string | null;
    total: string;
  }>(
    prepared(
      `SELECT c.ma_the, c.ma_kh, p.ten_kh, c.so_du::text, c.khoa, c.co_pin, c.ngay_het_han::text, count(*) OVER () AS total
       FROM payment_cards c LEFT JOIN partners p ON p.ma_kh = c.ma_kh
       WHERE ($1::text IS NULL OR c.ma_the = upper($1)) AND ($2::text IS NULL OR c.ma_kh = upper($2))
       ORDER BY c.ma_the LIMIT $3 OFFSET $4`,
      [q.ma_the ?? null, q.ma_kh ?? null, q.pageSize, (q.pageIndex - 1) * q.pageSize],
    ),
  );
  return {
    items: rows.map(({ total: _total, ...r }) => ({ ...r, ten_kh: r.ten_kh ?? "", so_du: Number(r.so_du) })),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** The cards whose cached balance is not the sum of their ledger: none, unless something went around the ledger. */
export const balanceDifferences = (db: TenantDb) => ledgerDifferences(db, paymentCardBook);

export interface HistoryQuery {
  ma_the?: string;
  fromDate?: string;
  toDate?: string;
  pageIndex: number;
  pageSize: number;
}

/** A card's movements, the latest first, each with the balance it left (`so_du`, running over the whole ledger). */
export const cardHistory = (db: TenantDb, { ma_the, ...q }: HistoryQuery) =>
  ledgerHistory(db, paymentCardBook, { ...q, code: ma_the });

/** The messages the in-app sender kept (an OTP to a phone), the latest first. */
export async function sentMessages(db: TenantDb, q: { pageIndex: number; pageSize: number }) {
  const { rows } = await db.$client.query<{
    id: number;
    kenh: string;
    den: string;
    noi_dung: string;
    created_at: Date;
    total: string;
  }>(
    prepared("SELECT *, count(*) OVER () AS total FROM sent_messages ORDER BY id DESC LIMIT $1 OFFSET $2", [
      q.pageSize,
      (q.pageIndex - 1) * q.pageSize,
    ]),
  );
  return {
    items: rows.map(({ total: _total, ...r }) => ({ ...r, created_at: r.created_at.toISOString() })),
    total: Number(rows[0]?.total ?? 0),
  };
}
