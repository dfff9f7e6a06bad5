import { DOCUMENT_STATUS, PAYMENT_KIND_OPTIONS } from "@sen/core";
import type { TenantDb } from "../../../platform/db/tenant-db.js";

/** The sales kinds whose posted lines the report lines hold, and the sign each gives them. */
const KINDS = [
  { header: "retail_orders", lines: "retail_order_details", sign: 1, value: "d.tien" },
  { header: "sales_returns", lines: "sales_return_details", sign: -1, value: "d.tien" },
  { header: "service_bills", lines: "service_bill_details", sign: 1, value: "d.tien" },
  { header: "servings", lines: "serving_details", sign: 1, value: "d.tien + d.tien_no" },
] as const;

/**
 * Documents whose report lines differ from what their lines say (count, quantities, amounts before discount, signed)
 * or that are not posted yet have report lines: none expected, whatever was posted, returned or cancelled.
 */
export async function reportLineDifferences(db: TenantDb) {
  const documents = KINDS.map(
    ({ header, lines, sign, value }) => `
      SELECT h.stt_rec, h.status = $1 AS posted, count(d.line)::int AS n, ${sign} * coalesce(sum(d.so_luong), 0) AS so_luong,
             ${sign} * coalesce(sum(${value}), 0) AS tien
        FROM ${header} h LEFT JOIN ${lines} d ON d.stt_rec = h.stt_rec GROUP BY h.stt_rec`,
  ).join(" UNION ALL ");
  const { rows } = await db.$client.query<{ stt_rec: string; expected: number; found: number }>(
    `WITH doc AS (${documents}),
          rep AS (SELECT stt_rec, count(*)::int AS n, sum(so_luong) AS so_luong, sum(tien) AS tien
                    FROM report_lines GROUP BY stt_rec)
     SELECT coalesce(doc.stt_rec, rep.stt_rec)::text AS stt_rec, CASE WHEN doc.posted THEN doc.n ELSE 0 END AS expected,
            coalesce(rep.n, 0) AS found
       FROM doc FULL JOIN rep ON rep.stt_rec = doc.stt_rec
      WHERE CASE WHEN doc.posted THEN rep.stt_rec IS NULL AND doc.n > 0 OR rep.n <> doc.n OR rep.so_luong <> doc.so_luong
                                      OR rep.tien <> doc.tien
                 ELSE rep.stt_rec IS NOT NULL END
      ORDER BY 1 LIMIT 1000`,
    [DOCUMENT_STATUS.posted],
  );
  return rows;
}

/** The kinds that take payments: the money of each posted one is in the report payments. */
const PAYING = ["retail_orders", "sales_returns", "service_bills"] as const;

/**
 * Documents whose report payments differ from what their `payments`, change and debt say (by kind, in all), or that
 * are not posted and have some: none expected, whatever was posted, returned or cancelled.
 */
export async function reportPaymentDifferences(db: TenantDb) {
  const columns = (of: string) =>
    [
      "ma_ct",
      "ngay_ct",
      "ma_dvcs",
      "ma_kh",
      ...PAYMENT_KIND_OPTIONS.map(({ value }) => value),
      "tien",
      "tien_thoi",
      "con_no",
    ]
      .map((c) => `${of}.${c}`)
      .join(", ");
  const documents = PAYING.map(
    (header) => `
      SELECT h.stt_rec, h.ma_ct, h.ngay_ct, h.ma_dvcs, h.ma_kh, h.status = $1 AS posted,
             ${PAYMENT_KIND_OPTIONS.map(
               ({ value }) =>
                 `coalesce(sum((x->>'tien')::numeric) FILTER (WHERE x->>'loai_tt' = '${value}'), 0) AS ${value}`,
             ).join(", ")},
             coalesce(sum((x->>'tien')::numeric), 0) AS tien,
             ${header === "sales_returns" ? "0" : "h.tien_thoi"} AS tien_thoi, h.con_no
        FROM ${header} h LEFT JOIN LATERAL jsonb_array_elements(h.payments) x ON true GROUP BY h.stt_rec`,
  ).join(" UNION ALL ");
  const { rows } = await db.$client.query<{ stt_rec: string; posted: boolean; found: boolean }>(
    `WITH doc AS (${documents})
     SELECT coalesce(doc.stt_rec, p.stt_rec)::text AS stt_rec, coalesce(doc.posted, false) AS posted,
            p.stt_rec IS NOT NULL AS found
       FROM doc FULL JOIN report_payments p ON p.stt_rec = doc.stt_rec
      WHERE CASE WHEN doc.posted
                 THEN p.stt_rec IS NULL OR (${columns("doc")}) IS DISTINCT FROM (${columns("p")})
                 ELSE p.stt_rec IS NOT NULL END
      ORDER BY 1 LIMIT 1000`,
    [DOCUMENT_STATUS.posted],
  );
  return rows;
}
