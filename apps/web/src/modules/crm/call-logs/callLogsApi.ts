import { callLogEntity, taskEntity } from "@sen/core";
import { api } from "@/platform/api";
import { type EntityRow, entityKeys } from "@/platform/entity";
import { type Page, type TableQuery, toListParams } from "@/platform/table";

export interface CallLogRow extends EntityRow {
  bat_dau: string;
  ma_kh: string;
  ten_kh: string | null;
  phone: string;
  huong: "out" | "in";
  trang_thai: string;
  thoi_luong: number | null;
  ma_nv: string;
  ten_nv: string | null;
  noi_dung: string | null;
  nguon: "manual" | "call_center";
  call_id: string | null;
  ghi_am: string | null;
  task_id: string | null;
  ma_dvcs: string;
}

/** The follow-up appointment saved with a call. */
export interface FollowUpInput {
  tieu_de: string;
  bat_dau: string;
  ket_thuc: string;
  ma_loai?: string;
  ma_nv?: string;
}

export type SavedCallLog = CallLogRow & { follow_up?: EntityRow };

/** Call logs share the entity's query keys: a saved call refreshes every list of them (a partner's timeline too). */
export const callLogKeys = {
  all: entityKeys.all(callLogEntity),
  list: entityKeys.list(callLogEntity),
  center: [...entityKeys.all(callLogEntity), "call-center"] as const,
  tasks: entityKeys.all(taskEntity),
};

export const callLogsApi = {
  list: (query: TableQuery, signal?: AbortSignal) =>
    api.get<Page<CallLogRow>>(callLogEntity.api, { query: toListParams(query), signal }),
  centerList: (query: TableQuery, signal?: AbortSignal) =>
    api.get<Page<CallLogRow>>("crm/call-center/call-logs", { query: toListParams(query), signal }),
  /** POST crm/call-logs: the call and its follow-up in one save (all or nothing). */
  create: (body: Record<string, unknown> & { follow_up?: FollowUpInput }) =>
    api.post<SavedCallLog>(callLogEntity.api, body),
  update: (id: string, body: Record<string, unknown>) => api.put<CallLogRow>(`${callLogEntity.api}/${id}`, body),
};
