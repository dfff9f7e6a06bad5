import { partnerEntity, partnerTransferEntity, type RowOf } from "@sen/core";
import { api } from "@/platform/api";
import { type EntityRow, entityKeys } from "@/platform/entity";
import { type Page, type TableQuery, toListParams } from "@/platform/table";

/** A partner as `GET crm/partners` and `GET crm/partners/{id}` answer it: the row its definition describes. */
export type Partner = EntityRow & RowOf<typeof partnerEntity>;

/**
 * Who handles the partner holding a phone or website (`…/exists/{field}/{value}/employee`): the salesperson, and
 * the partner's id (`stt_rec`) only when the user may open it (`visible`).
 */
export type OwnerAnswer =
  | { exists: false }
  | { exists: true; ma_nvbh: string; ten_nvbh: string | null; visible: boolean; stt_rec?: string };

export const TIMELINE_KINDS = ["task", "ticket", "call", "complaint", "transfer", "bill", "card"] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export interface TimelineItem {
  kind: TimelineKind;
  id: string;
  /** ISO instant. */
  at: string;
  title: string;
  status?: string;
  employee?: string;
  detail?: string;
}

export interface DuplicateGroup {
  phone: string;
  partners: Partner[];
}

export interface TransferInput {
  ids?: string[];
  ma_nvbh_cu?: string;
  ma_nvbh_moi: string;
  ly_do?: string;
}

/** One line of an Excel import, as the server takes it (`line` is the sheet's row number). */
export interface ImportRow {
  line: number;
  ma_kh?: string;
  ten_kh?: string;
  phone?: string;
  phone2?: string;
  email?: string;
  gioi_tinh?: string;
  ngay_sinh?: string;
  dia_chi?: string;
  tinh?: string;
  phuong?: string;
  ma_nguon?: string;
  ma_cap_do?: string;
  ma_nvbh?: string;
  ghi_chu?: string;
}

export interface LineProblems {
  line: number;
  problems: string[];
}

/** Query keys: invalidating `all` refreshes every partner list, profile and picker after a change. */
export const partnerKeys = {
  all: entityKeys.all(partnerEntity),
  list: [...entityKeys.list(partnerEntity)] as const,
  detail: (id: string) => [...entityKeys.all(partnerEntity), "detail", id] as const,
  timeline: (id: string) => [...entityKeys.all(partnerEntity), "timeline", id] as const,
  duplicates: (pageIndex: number) => [...entityKeys.all(partnerEntity), "duplicates", pageIndex] as const,
  transfers: entityKeys.all(partnerTransferEntity),
};

const BASE = partnerEntity.api;

/** A missing id, or the text 'undefined' (what an unset id becomes in a path), means a new partner. */
export const isNewId = (id: string | undefined): id is undefined => !id || id === "undefined";

const checkPath = (id: string | undefined, field: "phone" | "website", value: string) =>
  `${BASE}/${isNewId(id) ? "undefined" : id}/exists/${field}/${encodeURIComponent(value)}`;

export const partnersApi = {
  list: (query: TableQuery, signal?: AbortSignal) =>
    api.get<Page<Partner>>(BASE, { query: toListParams(query), signal }),
  get: (id: string) => api.get<Partner>(`${BASE}/${id}`),
  create: (body: Record<string, unknown>) => api.post<Partner>(BASE, body),
  update: (id: string, body: Record<string, unknown>) => api.put<Partner>(`${BASE}/${id}`, body),
  phoneExists: (id: string | undefined, phone: string) =>
    api.get<{ exists: boolean }>(checkPath(id, "phone", phone)).then((answer) => Boolean(answer.exists)),
  owner: (id: string | undefined, field: "phone" | "website", value: string, salesperson?: string) =>
    api.get<OwnerAnswer>(`${checkPath(id, field, value)}/employee`, { query: { ma_nvbh: salesperson } }),
  timeline: (id: string) => api.get<{ items: TimelineItem[] }>(`${BASE}/${id}/timeline`).then((a) => a.items),
  duplicates: (pageIndex: number, pageSize: number) =>
    api.get<Page<DuplicateGroup>>(`${BASE}/duplicates`, { query: { pageIndex, pageSize } }),
  merge: (keep: string, remove: string) => api.post<Partner>(`${BASE}/merge`, { keep, remove }),
  transfer: (input: TransferInput) => api.post<{ transferred: number }>("crm/partners-transfer", input),
  transfers: (query: TableQuery, signal?: AbortSignal) =>
    api.get<Page<EntityRow>>(partnerTransferEntity.api, { query: toListParams(query), signal }),
  importCheck: (rows: ImportRow[]) =>
    api.post<{ rows: (LineProblems & { partner?: Record<string, unknown> })[] }>(`${BASE}/import/check`, { rows }),
  importRows: (rows: ImportRow[]) => api.post<{ created: number; skipped: LineProblems[] }>(`${BASE}/import`, { rows }),
};
