import { DISCOUNT_SOURCE_OPTIONS, DOCUMENT_STATUS, PAGE_SIZES } from "@sen/core";
import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { isoDate } from "../../../platform/documents/document.schemas.js";

const SORT_KEYS = ["ngay_ct", "so_ct", "ma_kh", "ma_vt", "so_luong", "tien", "ck", "nguon_ck"] as const;
const SOURCES = DISCOUNT_SOURCE_OPTIONS.map((o) => o.value) as [string, ...string[]];
const pageError = bilingual("Trang là số nguyên từ 1 đến 1.000.000", "A page is a whole number from 1 to 1,000,000");
const optionalCode = z.string().trim().toUpperCase().max(32).optional();

/** The report's query: the days, a customer, a source, a branch (among the user's), a page of it in an order. */
export const discountDetailsQuery = z.object({
  fromDate: isoDate().optional(),
  toDate: isoDate().optional(),
  ma_kh: optionalCode,
  ma_dvcs: optionalCode,
  nguon_ck: z
    .enum(SOURCES, bilingual("Nguồn chiết khấu: KM, CK, THE hoặc TAY", "Discount source: KM, CK, THE or TAY"))
    .optional(),
  pageIndex: z.coerce.number(pageError).int(pageError).min(1, pageError).max(1_000_000, pageError).default(1),
  pageSize: z.coerce
    .number()
    .refine(
      (n) => (PAGE_SIZES as readonly number[]).includes(n),
      bilingual("Số dòng mỗi trang không hợp lệ", "Rows per page not allowed"),
    )
    .default(20),
  sortKey: z.enum(SORT_KEYS).default("ngay_ct"),
  sortType: z.enum(["asc", "desc"]).default("desc"),
});
export type DiscountDetailsQuery = z.infer<typeof discountDetailsQuery>;

interface DetailRow {
  /** None on the one row of an empty page (its totals only). */
  stt_rec: string | null;
  ngay_ct: string;
  so_ct: string;
  ma_dvcs: string;
  ma_kh: string | null;
  ten_kh: string | null;
  line: number;
  ma_vt: string;
  ten_vt: string | null;
  ma_dvt: string;
  so_luong: string;
  gia: string;
  tien: string;
  ck: string;
  nguon_ck: string;
  so_ct_ck: string | null;
  tl_ck: string | null;
  ma_ctkm: string | null;
  total: string;
  sum_tien: string;
  sum_ck: string;
}

/**
 * 'Chi tiết chiết khấu': the lines of posted retail bills that carry a discount, in the user's branches (or the one
 * asked), with where each discount came from (a line priced before sources were kept: a promotion's when the line
 * or the bill names one, else typed); a page of them, and what all of them come to.
 */
export async function discountDetails(db: TenantDb, branches: readonly string[], q: DiscountDetailsQuery) {
  const inReach = q.ma_dvcs ? branches.filter((b) => b === q.ma_dvcs) : [...branches];
  const order = q.sortType === "asc" ? "ASC" : "DESC";
  const { rows } = await db.$client.query<DetailRow>(
    prepared(
      `WITH lines AS (
         SELECT h.stt_rec, h.ngay_ct, h.so_ct, h.ma_dvcs, h.ma_kh, l.line, l.ma_vt, l.ma_dvt, l.so_luong, l.gia,
                l.tien, l.ck, l.so_ct_ck, l.tl_ck, coalesce(l.ma_ctkm, h.ma_ctkm) AS ma_ctkm,
                coalesce(l.nguon_ck, CASE WHEN coalesce(l.ma_ctkm, h.ma_ctkm) IS NULL THEN 'TAY' ELSE 'KM' END) AS nguon_ck
         FROM retail_orders h JOIN retail_order_details l ON l.stt_rec = h.stt_rec
         WHERE h.status = $1 AND l.ck > 0 AND h.ma_dvcs = ANY($2)
           AND ($3::date IS NULL OR h.ngay_ct >= $3) AND ($4::date IS NULL OR h.ngay_ct <= $4)
           AND ($5::text IS NULL OR h.ma_kh = $5)
       ), picked AS (
         SELECT * FROM lines WHERE ($6::text IS NULL OR nguon_ck = $6)
       ), sums AS (
         SELECT count(*) AS total, coalesce(sum(tien), 0)::text AS sum_tien, coalesce(sum(ck), 0)::text AS sum_ck
         FROM picked
       )
       SELECT s.total, s.sum_tien, s.sum_ck, pg.*
       FROM sums s LEFT JOIN LATERAL (
         SELECT x.stt_rec, x.ngay_ct::text, x.so_ct, x.ma_dvcs, x.ma_kh, p.ten_kh, x.line, x.ma_vt, v.ten_vt, x.ma_dvt,
                x.so_luong::text, x.gia::text, x.tien::text, x.ck::text, x.nguon_ck, x.so_ct_ck, x.tl_ck::text,
                x.ma_ctkm
         FROM picked x
         LEFT JOIN partners p ON p.ma_kh = x.ma_kh
         LEFT JOIN products v ON v.ma_vt = x.ma_vt
         ORDER BY x.${q.sortKey} ${order}, x.ngay_ct ${order}, x.so_ct ${order}, x.line
         LIMIT $7 OFFSET $8
       ) pg ON true`,
      [
        DOCUMENT_STATUS.posted,
        inReach,
        q.fromDate ?? null,
        q.toDate ?? null,
        q.ma_kh ?? null,
        q.nguon_ck ?? null,
        q.pageSize,
        (q.pageIndex - 1) * q.pageSize,
      ],
    ),
  );
  const first = rows[0];
  return {
    items: rows
      .filter((r) => r.stt_rec !== null)
      .map(({ total: _t, sum_tien: _s, sum_ck: _c, ...r }) => ({
        ...r,
        so_luong: Number(r.so_luong),
        gia: Number(r.gia),
        tien: Number(r.tien),
        ck: Number(r.ck),
        tl_ck: r.tl_ck === null ? null : Number(r.tl_ck),
      })),
    totals: { tien: Number(first?.sum_tien ?? 0), ck: Number(first?.sum_ck ?? 0) },
    total: Number(first?.total ?? 0),
  };
}
