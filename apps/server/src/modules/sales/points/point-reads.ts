import { bilingual } from "../../../platform/crud/messages.js";
import type { EntityHooks } from "../../../platform/crud/registry.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";
import { invalidInput } from "../../../platform/errors.js";
import { ruleInForce } from "./point-ledger.js";

/*
 * What the screens read of the points: each customer's balance (with what it is worth today under the rule in force
 * in the branch), the history of movements with the balance each left, and the check of the balances against the
 * ledger.
 */

export interface BalanceQuery {
  ma_kh?: string;
  ma_dvcs?: string;
  ngay: string;
  pageIndex: number;
  pageSize: number;
}

/**
 * The customers' points, the most first, or the one customer asked for (0 when they never had any, none when no such
 * customer); each with the worth of a point (`gia_tri_diem`) and of the balance (`tien_quy_doi`) under the rule in
 * force on `ngay` in `ma_dvcs` (0 without one).
 */
export async function customerPointBalances(db: TenantDb, q: BalanceQuery) {
  const { rows } = await db.$client.query<{ ma_kh: string; ten_kh: string; so_diem: number; total: string }>(
    prepared(
      `SELECT p.ma_kh, p.ten_kh, coalesce(c.so_diem, 0) AS so_diem, count(*) OVER () AS total
       FROM partners p LEFT JOIN customer_points c ON c.ma_kh = p.ma_kh
       WHERE ($1::text IS NULL AND c.so_diem > 0) OR p.ma_kh = upper($1)
       ORDER BY so_diem DESC, p.ma_kh LIMIT $2 OFFSET $3`,
      [q.ma_kh ?? null, q.pageSize, (q.pageIndex - 1) * q.pageSize],
    ),
  );
  const rule = q.ma_dvcs ? await ruleInForce(db, q.ngay, q.ma_dvcs) : undefined;
  const worth = Number(rule?.gia_tri_diem ?? 0);
  return {
    items: rows.map(({ total: _total, ...r }) => ({ ...r, gia_tri_diem: worth, tien_quy_doi: r.so_diem * worth })),
    total: Number(rows[0]?.total ?? 0),
  };
}

export interface PointHistoryQuery {
  ma_kh?: string;
  fromDate?: string;
  toDate?: string;
  pageIndex: number;
  pageSize: number;
}

/** A customer's movements (or everyone's), the latest first, each with the balance it left (`so_diem`). */
export async function pointHistory(db: TenantDb, q: PointHistoryQuery) {
  const { rows } = await db.$client.query<{ tien: string; created_at: Date; total: string; [key: string]: unknown }>(
    prepared(
      `WITH running AS (
         SELECT l.*, sum(l.diem) OVER (PARTITION BY l.ma_kh ORDER BY l.id) AS so_diem
         FROM point_ledger l WHERE ($1::text IS NULL OR l.ma_kh = upper($1))
       )
       SELECT r.id, r.ma_kh, p.ten_kh, r.ngay_ct::text, r.loai, r.diem, r.so_diem::int, r.stt_rec, r.ma_ct, r.so_ct,
              r.ma_dvcs, r.tien::text, r.ma_qd, r.dien_giai, r.created_at, count(*) OVER () AS total
       FROM running r LEFT JOIN partners p ON p.ma_kh = r.ma_kh
       WHERE ($2::date IS NULL OR r.ngay_ct >= $2) AND ($3::date IS NULL OR r.ngay_ct <= $3)
       ORDER BY r.id DESC LIMIT $4 OFFSET $5`,
      [q.ma_kh ?? null, q.fromDate ?? null, q.toDate ?? null, q.pageSize, (q.pageIndex - 1) * q.pageSize],
    ),
  );
  return {
    items: rows.map(({ total: _total, ...r }) => ({
      ...r,
      tien: Number(r.tien),
      created_at: r.created_at.toISOString(),
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** The customers whose cached points are not the sum of their ledger: none, unless something went around it. */
export async function pointDifferences(db: TenantDb) {
  const { rows } = await db.$client.query<{ ma_kh: string; so_diem: number; so_cai: number }>(
    `SELECT c.ma_kh, c.so_diem, coalesce(l.diem, 0)::int AS so_cai
     FROM customer_points c LEFT JOIN (SELECT ma_kh, sum(diem) AS diem FROM point_ledger GROUP BY ma_kh) l
       ON l.ma_kh = c.ma_kh
     WHERE c.so_diem <> coalesce(l.diem, 0) ORDER BY c.ma_kh`,
  );
  return { items: rows };
}

/** A point rule holds from `tu_ngay` to `den_ngay`, never ending before it starts. */
export const pointRuleHooks: EntityHooks = {
  async beforeSave({ values, old }) {
    const from = values.tu_ngay !== undefined ? values.tu_ngay : old?.tu_ngay;
    const to = values.den_ngay !== undefined ? values.den_ngay : old?.den_ngay;
    if (typeof from === "string" && typeof to === "string" && to !== "" && to < from) {
      throw invalidInput({
        den_ngay: bilingual("Đến ngày không được trước Từ ngày", "The end may not come before the start"),
      });
    }
  },
};

/** A customer's own points in the client area: the balance and its worth under today's rule in their branch. */
export async function ownPoints(db: TenantDb, ma_kh: string) {
  const { rows } = await db.$client.query<{ so_diem: number; ma_dvcs: string | null }>(
    prepared(
      `SELECT coalesce(c.so_diem, 0) AS so_diem, p.ma_dvcs FROM partners p
       LEFT JOIN customer_points c ON c.ma_kh = p.ma_kh WHERE p.ma_kh = $1`,
      [ma_kh],
    ),
  );
  const so_diem = rows[0]?.so_diem ?? 0;
  const rule = await ruleInForce(db, vietnamToday(), rows[0]?.ma_dvcs ?? "");
  const gia_tri_diem = Number(rule?.gia_tri_diem ?? 0);
  return { so_diem, gia_tri_diem, tien_quy_doi: so_diem * gia_tri_diem };
}
