import type { RowOf, taskEntity, ticketEntity } from "@sen/core";
import { api } from "@/platform/api";
import type { EntityRow } from "@/platform/entity";
import { type Page, type TableQuery, toListParams } from "@/platform/table";
import type { ScheduleKindView } from "./scheduleKinds";

/** An appointment or ticket as its routes answer it: the row its definition describes, and its type's colour. */
export type ScheduleRow = EntityRow &
  (RowOf<typeof taskEntity> | RowOf<typeof ticketEntity>) & {
    mau?: string | null;
  };

export type CalendarFilters = {
  ma_nv?: string;
  ma_loai?: string;
  trang_thai?: string;
};

export interface PartnerTaskCounts {
  ma_kh: string;
  partner_id: string | null;
  ten_kh: string | null;
  phone: string | null;
  ten_nvbh: string | null;
  open: number;
  done: number;
  total: number;
  next_at: string | null;
  last_at: string | null;
}

/** Query keys: invalidating `all(kind)` refreshes its lists and calendars after a change. */
export const scheduleKeys = {
  all: (kind: ScheduleKindView) => ["entity", kind.definition.api] as const,
  calendar: (kind: ScheduleKindView, from: string, to: string, filters: CalendarFilters) =>
    [...scheduleKeys.all(kind), "calendar", from, to, filters] as const,
  partnerTasks: ["entity", "crm/tasks", "by-partner"] as const,
  search: ["entity", "crm/tasks", "search"] as const,
};

export const schedulesApi = {
  calendar: (kind: ScheduleKindView, from: string, to: string, filters: CalendarFilters, signal?: AbortSignal) =>
    api.get<Page<ScheduleRow>>(`${kind.definition.api}/calendar`, { query: { from, to, ...filters }, signal }),
  patch: (kind: ScheduleKindView, id: string, body: Record<string, unknown>) =>
    api.patch<ScheduleRow>(`${kind.definition.api}/${id}`, body),
  partnerTasks: (query: TableQuery, signal?: AbortSignal) =>
    api.get<Page<PartnerTaskCounts>>("crm/partner-tasks", { query: toListParams(query), signal }),
  tasksOfPartner: (code: string) =>
    api.get<Page<ScheduleRow>>(`crm/partner-tasks/${encodeURIComponent(code)}`).then((page) => page.items),
  search: (query: TableQuery, signal?: AbortSignal) =>
    api.get<Page<ScheduleRow & { phone: string | null }>>("crm/tasks-search", { query: toListParams(query), signal }),
};
