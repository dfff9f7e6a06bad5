import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { ValueBook } from "./value-ledger.js";

/*
 * What the stored-value screens read of a book: the holders whose cached balance differs from their ledger (a
 * check), and the history of movements with the balance each left.
 */

/** The holders whose cached balance is not the sum of their ledger: none, unless something went around the ledger. */
export async function ledgerDifferences(db: TenantDb, book: ValueBook) {
  const { rows } = await db.$client.query<{ code: string; so_du: string; so_cai: string }>(
    `SELECT c.${book.key} AS code, c.so_du::text, coalesce(l.tien, 0)::text AS so_cai
     FROM ${book.table} c
     LEFT JOIN (SELECT ${book.key}, sum(tien) AS tien FROM ${book.ledger} GROUP BY ${book.key}) l
       ON l.${book.key} = c.${book.key}
     WHERE c.so_du <> coalesce(l.tien, 0) ORDER BY c.${book.key}`,
  );
  return {
    items: rows.map((r) => ({ [book.key]: r.code, so_du: Number(r.so_du), so_cai: Number(r.so_cai) })),
  };
}

export interface HistoryQuery {
  /** The holder (its key), in any case. */
  code?: string;
  fromDate?: string;
  toDate?: string;
  pageIndex: number;
  pageSize: number;
}

/** A holder's movements, the latest first, each with the balance it left (`so_du`, running over the whole ledger). */
export async function ledgerHistory(db: TenantDb, book: ValueBook, q: HistoryQuery) {
  const { rows } = await db.$client.query<{
    id: number;
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
    [key: string]: unknown;
  }>(
    prepared(
      `WITH running AS (
         SELECT l.*, sum(l.tien) OVER (PARTITION BY l.${book.key} ORDER BY l.id) AS so_du
         FROM ${book.ledger} l WHERE ($1::text IS NULL OR l.${book.key} = upper($1))
       )
       SELECT id, ${book.key}, ngay_ct::text, loai, tien::text, so_du::text, stt_rec, ma_ct, so_ct, ma_dvcs, dien_giai,
              created_at, count(*) OVER () AS total
       FROM running WHERE ($2::date IS NULL OR ngay_ct >= $2) AND ($3::date IS NULL OR ngay_ct <= $3)
       ORDER BY id DESC LIMIT $4 OFFSET $5`,
      [q.code ?? null, q.fromDate ?? null, q.toDate ?? null, q.pageSize, (q.pageIndex - 1) * q.pageSize],
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
