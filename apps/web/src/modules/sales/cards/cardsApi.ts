import { api } from "@/platform/api";
import type { DocumentHead } from "@/platform/document/documentApi";
import type { Page } from "@/platform/table";
import type { SalesPayment } from "../salesParts";

/** A card as the payment-card lookup answers it (the cards in use): its owner, balance and lock. */
export interface CardEntry {
  ma_the: string;
  ma_kh: string;
  so_du: number;
  khoa: boolean;
}

/** A card's balance with its owner's name and expiry (`GET sales/payment-cards/balances`). */
export interface CardBalance extends CardEntry {
  ten_kh: string;
  /** YYYY-MM-DD; none: the card never expires. */
  ngay_het_han: string | null;
}

/** A card whose cached balance is not the sum of its ledger (`so_cai`). */
export interface BalanceDifference {
  ma_the: string;
  so_du: number;
  so_cai: number;
}

/** What a movement of a card is: a top-up, its bonus, a payment, its refund, a lock, an unlock. */
export type CardMoveKind = "NAP" | "KM" | "TT" | "HOAN" | "KHOA" | "MO";

/** A movement of a card, with the balance it left; the document that made it, when one did. */
export interface CardMovement {
  id: number;
  ma_the: string;
  /** YYYY-MM-DD */
  ngay_ct: string;
  loai: CardMoveKind | string;
  /** Signed: money onto the card is positive. */
  tien: number;
  so_du: number;
  stt_rec: string | null;
  ma_ct: string | null;
  so_ct: string | null;
  ma_dvcs: string;
  dien_giai: string;
  created_at: string;
}

/** A top-up (NT1) as the server answers it: the card, the amount, the policy's bonus and the payments. */
export interface TopUpRecord extends DocumentHead {
  ma_the: string;
  ma_kh: string;
  tien: number | string;
  /** The policy applied (none: no bonus) and its bonus. */
  ma_cs: string | null;
  tien_km: number | string;
  payments: SalesPayment[];
  tien_thoi: number | string;
  tong_thanh_toan?: number | string | null;
}

export interface CardQuery {
  ma_the?: string;
  ma_kh?: string;
  fromDate?: string;
  toDate?: string;
  pageIndex?: number;
  pageSize?: number;
}

const CARDS = "sales/payment-cards";

/** Query keys: invalidating `all` refreshes every card screen's balances, history and lookup. */
export const cardKeys = {
  all: ["payment-cards"] as const,
  lookup: ["payment-cards", "lookup"] as const,
  balances: ["payment-cards", "balances"] as const,
  card: (ma_the: string) => ["payment-cards", "card", ma_the] as const,
  check: ["payment-cards", "check"] as const,
  history: ["payment-cards", "history"] as const,
};

export const cardsApi = {
  /** The cards in use, for pickers and the counter (their balance as it is now). */
  lookup: () => api.get<{ items: CardEntry[] }>(`${CARDS}/lookup`).then((r) => r.items),
  balances: (query: CardQuery, signal?: AbortSignal) =>
    api.get<Page<CardBalance>>(`${CARDS}/balances`, { query: { ...query }, signal }),
  /** One card's balance, owner and expiry; undefined for an unknown card. */
  card: (ma_the: string, signal?: AbortSignal) =>
    api
      .get<Page<CardBalance>>(`${CARDS}/balances`, { query: { ma_the, pageSize: 10 }, signal })
      .then((r) => r.items.find((c) => c.ma_the === ma_the)),
  check: () => api.get<{ items: BalanceDifference[] }>(`${CARDS}/balances/check`),
  history: (query: CardQuery, signal?: AbortSignal) =>
    api.get<Page<CardMovement>>("sales/payment-card-histories", { query: { ...query }, signal }),
  lock: (ma_the: string, ly_do: string) =>
    api.post<CardEntry>(`${CARDS}/lock`, { ma_the, ...(ly_do ? { ly_do } : {}) }),
  unlock: (ma_the: string, ly_do: string) =>
    api.post<CardEntry>(`${CARDS}/unlock`, { ma_the, ...(ly_do ? { ly_do } : {}) }),
  quote: (body: object, signal?: AbortSignal) => api.post<TopUpRecord>(`${CARDS}/update/quote`, body, { signal }),
};
