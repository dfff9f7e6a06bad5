import { callLogEntity, type RowOf, taskEntity } from "@sen/core";
import { api } from "@/platform/api";
import { type EntityRow, entityKeys } from "@/platform/entity";
import { type Page, type TableQuery, toListParams } from "@/platform/table";

/** A call log as its routes answer it: the row its definition describes. */
export type CallLogRow = EntityRow & RowOf<typeof callLogEntity>;

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
