import { api } from "../api";
import { type Page, type TableQuery, toListParams } from "../table";
import type { DocumentBase } from "./documentKind";

/** A document's line as the server answers it (quantities and money as decimal texts or numbers). */
export interface DocumentLine {
  line?: number;
  ma_vt: string;
  ten_vt?: string | null;
  ma_dvt?: string | null;
  ten_dvt?: string | null;
  so_luong: number | string;
  gia?: number | string | null;
  tien?: number | string | null;
  he_so?: number | string | null;
  gia_von?: number | string | null;
  /** An order's line: what receipts brought, and what is still to come, in the line's unit. */
  so_luong_nhan?: number | null;
  so_luong_con?: number | null;
  tien_von?: number | string | null;
}

/** What every document's header has, whatever its lines. */
export interface DocumentHead {
  stt_rec: string;
  ma_ct: string;
  so_ct: string;
  /** YYYY-MM-DD */
  ngay_ct: string;
  ma_dvcs: string;
  ten_dvcs?: string | null;
  status: string;
  dien_giai?: string | null;
  tong_tien?: number | string | null;
}

/** A goods document's header and lines, as `GET {api}/{id}` answers it. */
export interface DocumentRecord extends DocumentHead {
  ma_kho?: string | null;
  ten_kho?: string | null;
  ma_kho_nhan?: string | null;
  ma_ncc?: string | null;
  ten_ncc?: string | null;
  ngay_giao?: string | null;
  ten_kho_nhan?: string | null;
  tong_thanh_toan?: number | string | null;
  details: DocumentLine[];
}

/** A journal line a posted document wrote (a cancel's reversal has the amount negative). */
export interface JournalLine {
  line: number;
  ngay_ct: string;
  tk_no: string;
  ten_tk_no: string | null;
  tk_co: string;
  ten_tk_co: string | null;
  tien: number;
  ma_kh: string | null;
  dien_giai: string | null;
}

/** What the form sends: the header inputs and the lines; the server computes every amount. */
export interface DocumentInput {
  ngay_ct: string;
  dien_giai?: string;
  ma_kho?: string;
  ma_kho_nhan?: string;
  ma_ncc?: string;
  ngay_giao?: string;
  status?: string;
  details: { ma_vt: string; ma_dvt?: string; so_luong: number; gia?: number }[];
}

/** Query keys of a kind's documents: invalidating `all` refreshes its list and every open document. */
export const documentKeys = {
  all: (kind: Pick<DocumentBase, "api">) => ["document", kind.api] as const,
  list: (kind: Pick<DocumentBase, "api">) => [...documentKeys.all(kind), "list"] as const,
  detail: (kind: Pick<DocumentBase, "api">, id: string) => [...documentKeys.all(kind), "detail", id] as const,
  journal: (kind: Pick<DocumentBase, "api">, id: string) => [...documentKeys.all(kind), "journal", id] as const,
};

const keyed = (key: string) => ({ headers: { "Idempotency-Key": key } });

/**
 * The calls of one kind of document (goods documents unless told: `documentApi<VoucherRecord>(kind)`); POST and
 * PATCH carry the submission's `Idempotency-Key`.
 */
export function documentApi<R extends DocumentHead = DocumentRecord>(kind: Pick<DocumentBase, "api">) {
  const base = kind.api;
  return {
    list: (query: TableQuery, signal?: AbortSignal) => api.get<Page<R>>(base, { query: toListParams(query), signal }),
    get: (id: string) => api.get<R>(`${base}/${id}`),
    create: (body: object, key: string) => api.post<R>(base, body, keyed(key)),
    update: (id: string, body: object) => api.put<R>(`${base}/${id}`, body),
    setStatus: (id: string, status: string, key: string) => api.patch<R>(`${base}/${id}`, { status }, keyed(key)),
    remove: (id: string) => api.delete<unknown>(`${base}/${id}`),
    journal: (id: string) => api.get<{ items: JournalLine[]; tong_tien: number }>(`${base}/${id}/journal`),
  };
}
