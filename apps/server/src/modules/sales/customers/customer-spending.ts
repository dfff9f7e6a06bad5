import { CUSTOMER_CARD_STATE, type CustomerFigures, DOCUMENT_STATUS } from "@sen/core";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";

const POSTED = `'${DOCUMENT_STATUS.posted}'`;

/**
 * What a customer spent, as movements: each posted retail bill and service bill naming them adds its total (`hoa_don`
 * 1), each posted return of theirs takes its total off; drafts, bills awaiting approval and cancelled ones count for
 * nothing.
 * `where` narrows both sides alike (a customer, a span of days), on `ma_kh` and `ngay_ct`.
 */
export function spendingMoves(where = "TRUE"): string {
  return `SELECT ma_kh, ngay_ct, tong_thanh_toan AS tien, 1 AS hoa_don FROM retail_orders
           WHERE status = ${POSTED} AND ma_kh IS NOT NULL AND ${where}
          UNION ALL
          SELECT ma_kh, ngay_ct, tong_thanh_toan, 1 FROM service_bills
           WHERE status = ${POSTED} AND ma_kh IS NOT NULL AND ${where}
          UNION ALL
          SELECT ma_kh, ngay_ct, -tong_thanh_toan, 0 FROM sales_returns
           WHERE status = ${POSTED} AND ma_kh IS NOT NULL AND ${where}`;
}

type FigureRow = Omit<CustomerFigures, "tong_mua" | "so_hd" | "so_du_the"> & {
  ma_kh: string;
  tong_mua: string;
  so_hd: string;
  so_du_the: string;
};

const FIGURES = `
  SELECT k.ma_kh, coalesce(s.tong_mua, 0) AS tong_mua, coalesce(s.so_hd, 0) AS so_hd, s.lan_cuoi::text,
         coalesce(pc.so_du, 0) AS so_du_the, coalesce(cp.so_diem, 0) AS so_diem,
         c.so_the, c.so_the_cuoi, c.hang_the, c.trang_thai AS trang_thai_the,
         v.ten_hang AS hang_vip, v.vip_den_ngay::text
    FROM unnest($1::text[]) AS k(ma_kh)
    LEFT JOIN LATERAL (
      SELECT sum(m.tien) AS tong_mua, sum(m.hoa_don) AS so_hd, max(m.ngay_ct) FILTER (WHERE m.hoa_don = 1) AS lan_cuoi
        FROM (${spendingMoves("ma_kh = k.ma_kh")}) m
    ) s ON TRUE
    LEFT JOIN LATERAL (SELECT sum(so_du) AS so_du FROM payment_cards WHERE ma_kh = k.ma_kh) pc ON TRUE
    LEFT JOIN customer_points cp ON cp.ma_kh = k.ma_kh
    LEFT JOIN LATERAL (
      SELECT so_the, so_the_cuoi, hang_the, trang_thai FROM customer_cards WHERE ma_kh = k.ma_kh
       ORDER BY trang_thai = '${CUSTOMER_CARD_STATE.active}' DESC, ngay_phat_hanh DESC, created_at DESC LIMIT 1
    ) c ON TRUE
    LEFT JOIN LATERAL (
      SELECT p.ten_hang, p.vip_den_ngay FROM vip_period_customers r JOIN vip_periods p ON p.ma_ky = r.ma_ky
       WHERE r.ma_kh = k.ma_kh AND r.dat AND p.vip_den_ngay >= $2::date
       ORDER BY p.tu_tien DESC, p.vip_den_ngay DESC LIMIT 1
    ) v ON TRUE`;

/** The figures of each customer code given (one query for a page of a list), by code. */
export async function customerFigures(db: TenantDb, codes: readonly string[]): Promise<Map<string, CustomerFigures>> {
  if (codes.length === 0) return new Map();
  const { rows } = await db.$client.query<FigureRow>(FIGURES, [codes, vietnamToday()]);
  return new Map(
    rows.map(({ ma_kh, ...r }) => [
      ma_kh,
      { ...r, tong_mua: Number(r.tong_mua), so_hd: Number(r.so_hd), so_du_the: Number(r.so_du_the) },
    ]),
  );
}
