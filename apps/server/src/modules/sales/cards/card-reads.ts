import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";

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
      `SELECT c.ma_the, c.ma_kh, p.ten_kh, c.so_du::text, c.khoa, c.ngay_het_han::text, count(*) OVER () AS total
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
export async function balanceDifferences(db: TenantDb) {
  const { rows } = await db.$client.query<{ ma_the: string; so_du: string; so_cai: string }>(
    `SELECT c.ma_the, c.so_du::text, coalesce(l.tien, 0)::text AS so_cai
     FROM payment_cards c LEFT JOIN (SELECT ma_the, sum(tien) AS tien FROM payment_card_ledger GROUP BY ma_the) l
       ON l.ma_the = c.ma_the
     WHERE c.so_du <> coalesce(l.tien, 0) ORDER BY c.ma_the`,
  );
  return { items: rows.map((r) => ({ ma_the: r.ma_the, so_du: Number(r.so_du), so_cai: Number(r.so_cai) })) };
}

export interface HistoryQuery {
  ma_the?: string;
  fromDate?: string;
  toDate?: string;
  pageIndex: number;
  pageSize: number;
}

/** A card's movements, the latest first, each with the balance it left (`so_du`, running over the whole ledger). */
export async function cardHistory(db: TenantDb, q: HistoryQuery) {
  const { rows } = await db.$client.query<{
    id: number;
    ma_the: string;
    ngay_ct: string;
    loai: string;
    tien: string;
    so_du: string;
    stt_rec: string | null;
    ma_ct: string | null;
    so_ct: string | null;
    ma_dvcs: string;
    dien_giai: string;
    created_at: Date;
    total: string;
  }>(
    prepared(
      `WITH running AS (
         SELECT l.*, sum(l.tien) OVER (PARTITION BY l.ma_the ORDER BY l.id) AS so_du
         FROM payment_card_ledger l WHERE ($1::text IS NULL OR l.ma_the = upper($1))
       )
       SELECT id, ma_the, ngay_ct::text, loai, tien::text, so_du::text, stt_rec, ma_ct, so_ct, ma_dvcs, dien_giai,
              created_at, count(*) OVER () AS total
       FROM running WHERE ($2::date IS NULL OR ngay_ct >= $2) AND ($3::date IS NULL OR ngay_ct <= $3)
       ORDER BY id DESC LIMIT $4 OFFSET $5`,
      [q.ma_the ?? null, q.fromDate ?? null, q.toDate ?? null, q.pageSize, (q.pageIndex - 1) * q.pageSize],
    ),
  );
  return {
    items: rows.map(({ total: _total, ...r }) => ({
      ...r,
      tien: Number(r.tien),
      so_du: Number(r.so_du),
      created_at: r.created_at.toISOString(),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

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
