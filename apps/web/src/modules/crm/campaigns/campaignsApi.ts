import { type CAMPAIGN_RESULTS, campaignEntity, campaignPartnerEntity, type RowOf, taskEntity } from "@sen/core";
import { api } from "@/platform/api";
import { type EntityRow, entityKeys } from "@/platform/entity";
import { type Page, type TableQuery, toListParams } from "@/platform/table";
import type { PartnerFilterValues } from "./shared/partnerFilter";

export type CampaignResult = (typeof CAMPAIGN_RESULTS)[number]["value"];

/** A campaign as its routes answer it: the row its definition describes. */
export type CampaignRow = EntityRow & RowOf<typeof campaignEntity>;

/** A campaign's customer and the result reached with them. */
export type CampaignPartnerRow = EntityRow & RowOf<typeof campaignPartnerEntity>;

export interface CampaignSummary {
  total: number;
  by_result: Record<CampaignResult, number>;
  /** Converted per hundred. */
  conversion_rate: number;
  tasks: number;
  done_tasks: number;
  calls: number;
}

/** Partners picked by id, or chosen by a filter (the server keeps to the user's branches and scope). */
export interface PartnerChoice {
  ids?: string[];
  filter?: PartnerFilterValues;
}

export const campaignKeys = {
  all: entityKeys.all(campaignEntity),
  detail: (id: string) => [...entityKeys.all(campaignEntity), "detail", id] as const,
  summary: (id: string) => [...entityKeys.all(campaignEntity), "summary", id] as const,
  partners: entityKeys.all(campaignPartnerEntity),
  tasks: entityKeys.all(taskEntity),
};

export const campaignsApi = {
  get: (id: string) => api.get<CampaignRow>(`${campaignEntity.api}/${id}`),
  summary: (id: string) => api.get<CampaignSummary>(`${campaignEntity.api}/${id}/summary`),
  addPartners: (id: string, choice: PartnerChoice) =>
    api.post<{ added: number }>(`${campaignEntity.api}/${id}/partners`, choice),
  partners: (code: string, query: TableQuery, signal?: AbortSignal) =>
    api.get<Page<CampaignPartnerRow>>(campaignPartnerEntity.api, {
      query: { ...toListParams(query), ma_chien_dich: code },
      signal,
    }),
  changePartner: (id: string, change: Partial<Pick<CampaignPartnerRow, "ket_qua" | "ghi_chu">>) =>
    api.patch<CampaignPartnerRow>(`${campaignPartnerEntity.api}/${id}`, change),
  /** The campaign's appointments, newest first (a campaign has a handful; the first 100 are shown). */
  tasks: (code: string) =>
    api.get<Page<EntityRow>>(taskEntity.api, {
      query: { ma_chien_dich: code, pageSize: 100, sortKey: "bat_dau", sortType: "desc" },
    }),
};
