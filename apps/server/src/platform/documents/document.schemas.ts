import { DOCUMENT_STATUS, PAGE_SIZES } from "@sen/core";
import { z } from "zod";
import { bilingual } from "../crud/messages.js";
import type { DocumentKind } from "./document-kind.js";

const LINES_MAX = 500;

/** A non-negative figure with at most `decimals` decimals and below `max`. */
export function figure(label: { vi: string; en: string }, decimals: number, max: number, positive = false) {
  const scale = 10 ** decimals;
  return z
    .number(bilingual(`${label.vi} phải là số`, `${label.en} must be a number`))
    .refine(
      (n) => (positive ? n > 0 : n >= 0),
      positive
        ? bilingual(`${label.vi} phải lớn hơn 0`, `${label.en} must be above 0`)
        : bilingual(`${label.vi} không được âm`, `${label.en} must not be negative`),
    )
    .refine((n) => n < max, bilingual(`${label.vi} quá lớn`, `${label.en} is too large`))
    .refine(
      (n) => Math.abs(n * scale - Math.round(n * scale)) < 1e-6,
      bilingual(`${label.vi} có tối đa ${decimals} chữ số thập phân`, `${label.en} takes at most ${decimals} decimals`),
    );
}

export const code = (label: { vi: string; en: string }, max = 50) =>
  z
    .string(bilingual(`${label.vi} là bắt buộc`, `${label.en} is required`))
    .trim()
    .min(1, bilingual(`${label.vi} là bắt buộc`, `${label.en} is required`))
    .max(max, bilingual(`${label.vi} tối đa ${max} ký tự`, `${label.en} takes at most ${max} characters`));

const dateError = bilingual("Ngày theo dạng YYYY-MM-DD", "A date as YYYY-MM-DD");
export const isoDate = () => z.iso.date(dateError).refine((d) => d >= "1900-01-01" && d <= "2999-12-31", dateError);

/** The body of POST and PUT: the header's fields and `details`; totals sent by a client are dropped. */
export function documentBody(
  kind: Pick<DocumentKind, "headerFields" | "lineFields" | "headerOnly">,
  lineFields: z.ZodRawShape,
) {
  const lines = kind.headerOnly
    ? z
        .array(z.object({}))
        .max(0, bilingual("Chứng từ này không nhận dòng chi tiết", "This document takes no lines"))
        .default([])
    : z
        .array(z.object({ ...lineFields, ...kind.lineFields }))
        .min(1, bilingual("Chứng từ cần ít nhất một dòng", "A document needs at least one line"))
        .max(LINES_MAX, bilingual(`Tối đa ${LINES_MAX} dòng`, `At most ${LINES_MAX} lines`));
  return z.object({
    ngay_ct: isoDate(),
    dien_giai: z.string().trim().max(500).default(""),
    status: z
      .enum(
        [DOCUMENT_STATUS.draft, DOCUMENT_STATUS.awaiting, DOCUMENT_STATUS.posted],
        bilingual("Trạng thái: 0 (lập), 1 (chờ duyệt) hoặc 2 (ghi sổ)", "Status: 0 (draft), 1 (awaiting) or 2 (post)"),
      )
      .default(DOCUMENT_STATUS.draft),
    ma_dvcs: z.string().trim().max(20).optional(),
    ...kind.headerFields,
    details: lines,
  });
}

export const statusBody = z.object({
  status: z.enum(
    [DOCUMENT_STATUS.draft, DOCUMENT_STATUS.awaiting, DOCUMENT_STATUS.posted, DOCUMENT_STATUS.cancelled],
    bilingual("Trạng thái: 0, 1, 2 hoặc 9", "Status: 0, 1, 2 or 9"),
  ),
});

export const documentId = z.object({ id: z.uuid({ error: "id không hợp lệ" }) });

const SORT_KEYS = ["ngay_ct", "so_ct", "tong_tien", "status", "created_at"] as const;
const PAGE_SIZE_VALUES: readonly number[] = PAGE_SIZES;
const pageError = bilingual("Trang là số nguyên từ 1 đến 1.000.000", "A page is a whole number from 1 to 1,000,000");

export const documentListQuery = z.object({
  pageIndex: z.coerce.number(pageError).int(pageError).min(1, pageError).max(1_000_000, pageError).default(1),
  pageSize: z.coerce
    .number()
    .refine(
      (n) => PAGE_SIZE_VALUES.includes(n),
      bilingual("Số dòng mỗi trang không hợp lệ", "Rows per page not allowed"),
    )
    .default(10),
  sortKey: z.enum(SORT_KEYS).default("ngay_ct"),
  sortType: z.enum(["asc", "desc"]).default("desc"),
  searchKey: z.string().max(200).optional(),
  fromDate: isoDate().optional(),
  toDate: isoDate().optional(),
  status: z.string().trim().max(2).optional(),
});

/**
 * The list query of a kind: with `ma_kho` (a warehouse, matching any of its warehouse columns) where it has them, and
 * the kind's own exact filters (`listFilters`).
 */
export function documentListQueryOf(
  kind: Pick<DocumentKind, "warehouseColumns" | "listFilters">,
): z.ZodType<DocumentListQuery> {
  const query = kind.warehouseColumns
    ? documentListQuery.extend({ ma_kho: code({ vi: "Kho", en: "Warehouse" }).optional() })
    : documentListQuery;
  // A kind's filters (any names) widen the schema's type: its answer is the list query with them.
  return (kind.listFilters ? query.extend(kind.listFilters) : query) as z.ZodType<DocumentListQuery>;
}

export type DocumentListQuery = z.infer<typeof documentListQuery> & { ma_kho?: string } & Record<string, unknown>;

/** A document's answer: header fields, `details`, and whatever the kind adds. */
export const documentAnswer = z.looseObject({
  stt_rec: z.string(),
  ma_ct: z.string(),
  so_ct: z.string(),
  ngay_ct: z.string(),
  ma_dvcs: z.string(),
  status: z.string(),
  tong_tien: z.number(),
  tong_thanh_toan: z.number(),
  details: z.array(z.looseObject({ line: z.number() })),
});

export const documentPage = z.object({ items: z.array(z.looseObject({ stt_rec: z.string() })), total: z.number() });

export type DocumentAnswer = z.infer<typeof documentAnswer>;
