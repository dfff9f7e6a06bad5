import {
  type CustomerFigures,
  customerCardEntity,
  customerCardHistoryEntity,
  customerGroupEntity,
  type partnerEntity,
  type RowOf,
  vipPeriodEntity,
} from "@sen/core";
import { api } from "@/platform/api";
import { type EntityRow, entityKeys } from "@/platform/entity";
import { type Page, type TableQuery, toListParams } from "@/platform/table";

/** A partner as a customer: the partner's row and its figures. */
export type Customer = EntityRow & RowOf<typeof partnerEntity> & CustomerFigures;

/** A membership card as the server gives it. */
export type MemberCard = EntityRow & RowOf<typeof customerCardEntity>;

export interface PrepaidCard {
  ma_the: string;
  so_du: number;
  khoa: boolean;
  ngay_het_han: string | null;
}

/** A posted bill (HD1) or return (TL1, its total negative) of the customer. */
export interface CustomerSale {
  stt_rec: string;
  ma_ct: string;
  so_ct: string;
  ngay_ct: string;
  ma_dvcs: string;
  tong_thanh_toan: number;
}

export interface VipStanding {
  id: string;
  ma_ky: string;
  ten_ky: string;
  ten_hang: string;
  tu_ngay: string;
  den_ngay: string;
  vip_den_ngay: string | null;
  doanh_so: number;
  dat: boolean;
}

/** `GET sales/customers/{id}`: the customer with their cards, latest sales and VIP reviews. */
export interface CustomerOverview extends Customer {
  the_thanh_vien: MemberCard[];
  the_tra_truoc: PrepaidCard[];
  hoa_don: CustomerSale[];
  xet_vip: VipStanding[];
}

export type CustomerGroups = Partial<Record<"nh_kh1" | "nh_kh2" | "nh_kh3", string | null>>;

/** A customer's spending in a VIP period's last computation. */
export interface PeriodStanding {
  /** The partner's id: the customer's overview. */
  id: string;
  ma_kh: string;
  ten_kh: string;
  phone: string | null;
  ma_dvcs: string;
  doanh_so: number;
  dat: boolean;
}

export type VipPeriod = EntityRow & RowOf<typeof vipPeriodEntity>;

/** Query keys: a change to a customer refreshes its list and overview; a card change the cards and histories too. */
export const customerKeys = {
  all: ["sales", "customers"] as const,
  list: ["sales", "customers", "list"] as const,
  detail: (id: string) => ["sales", "customers", "detail", id] as const,
  cards: entityKeys.all(customerCardEntity),
  cardHistories: entityKeys.all(customerCardHistoryEntity),
  groups: entityKeys.all(customerGroupEntity),
  periods: entityKeys.all(vipPeriodEntity),
  standings: (id: string) => [...entityKeys.all(vipPeriodEntity), "standings", id] as const,
};

export interface IssueInput {
  ma_kh: string;
  ma_day: string;
  ngay_phat_hanh?: string;
  ghi_chu?: string;
}

const cardAction = (id: string, action: string, body: object, key?: string) =>
  api.post<MemberCard>(`sales/customer-cards/${id}/${action}`, body, {
    headers: key ? { "Idempotency-Key": key } : undefined,
  });

export const customersApi = {
  list: (query: TableQuery, signal?: AbortSignal) =>
    api.get<Page<Customer>>("sales/customers", { query: toListParams(query), signal }),
  get: (id: string) => api.get<CustomerOverview>(`sales/customers/${id}`),
  setGroups: (id: string, groups: CustomerGroups) => api.put<Customer>(`sales/customers/${id}/groups`, groups),
  computeGroup3: () => api.post<{ so_kh: number }>("sales/customer-groups/compute"),
  issueCard: (input: IssueInput, key: string) =>
    api.post<MemberCard>("sales/customer-cards/issue", input, { headers: { "Idempotency-Key": key } }),
  renewCard: (id: string, body: { ngay_het_han: string; ly_do?: string }, key: string) =>
    cardAction(id, "renew", body, key),
  changeLevel: (id: string, body: { hang_the: string; tl_ck?: number; ly_do?: string }, key: string) =>
    cardAction(id, "level", body, key),
  setLock: (id: string, lock: boolean, ly_do?: string) => cardAction(id, lock ? "lock" : "unlock", { ly_do }),
  computeVip: (id: string) =>
    api.post<{ ma_ky: string; so_kh: number; so_kh_dat: number; tong_doanh_so: number }>(
      `sales/vip-periods/${id}/compute`,
    ),
  period: (id: string) => api.get<VipPeriod>(`sales/vip-periods/${id}`),
  standings: (id: string, query: TableQuery & { dat?: string }, signal?: AbortSignal) =>
    api.get<Page<PeriodStanding>>(`sales/vip-periods/${id}/customers`, {
      query: { ...toListParams(query), dat: query.dat },
      signal,
    }),
};
