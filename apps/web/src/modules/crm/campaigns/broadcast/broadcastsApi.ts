import { broadcastEntity, type RowOf } from "@sen/core";
import { api } from "@/platform/api";
import { type EntityRow, entityKeys } from "@/platform/entity";
import type { Page } from "@/platform/table";
import type { PartnerChoice } from "../campaignsApi";

export interface Recipient {
  line?: number;
  ma_kh: string;
  ten_kh: string;
  phone: string | null;
  email: string | null;
}

export interface BroadcastInput extends PartnerChoice {
  tieu_de: string;
  noi_dung: string;
  kenh: string;
}

export type BroadcastRow = EntityRow & RowOf<typeof broadcastEntity>;

export const broadcastKeys = {
  all: entityKeys.all(broadcastEntity),
  list: entityKeys.list(broadcastEntity),
  preview: (choice: PartnerChoice) => [...entityKeys.all(broadcastEntity), "preview", choice] as const,
  recipients: (id: string, page: number) => [...entityKeys.all(broadcastEntity), "recipients", id, page] as const,
};

export const broadcastsApi = {
  preview: (choice: PartnerChoice, signal?: AbortSignal) =>
    api.post<{ count: number; sample: Recipient[] }>(`${broadcastEntity.api}/preview`, choice, { signal }),
  create: (input: BroadcastInput) => api.post<BroadcastRow>(broadcastEntity.api, input),
  recipients: (id: string, pageIndex: number, pageSize: number) =>
    api.get<Page<Recipient>>(`${broadcastEntity.api}/${id}/recipients`, { query: { pageIndex, pageSize } }),
};
