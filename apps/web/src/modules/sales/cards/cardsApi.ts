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
  /** The card has a PIN: a payment with it carries the PIN (never answered itself). */
  co_pin?: boolean;
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
export type CardMoveKind = "NAP" | "KM" | "TT" | "HOAN" | "KHOA" | "MO" | "HAN";

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
  entry: (ma_the: string) => ["payment-cards", "lookup", ma_the] as const,
  balances: ["payment-cards", "balances"] as const,
  card: (ma_the: string) => ["payment-cards", "card", ma_the] as const,
  check: ["payment-cards", "check"] as const,
  history: ["payment-cards", "history"] as const,
  periods: ["payment-cards", "periods"] as const,
};

/** A card whose period of validity ends by the day asked (`GET sales/payment-card-periods`). */
export interface CardPeriod extends CardBalance {
  ngay_het_han: string;
  ngay_phat_hanh: string | null;
  /** Days left of its period: 0 on its last day, below 0 once it has ended. */
  con_ngay: number;
}

export const cardsApi = {
  /** Sets (or with null removes) a card's PIN; the answer says only whether it has one. */
  setPin: (id: string, pin: string | null) =>
    api.put<{ id: string; ma_the: string; co_pin: boolean }>(`${CARDS}/${encodeURIComponent(id)}/pin`, { pin }),
  /** The cards in use, for pickers and the counter (their balance as it is now). */
  lookup: () => api.get<{ items: CardEntry[] }>(`${CARDS}/lookup`).then((r) => r.items),
  /** One card in use as the lookup answers it (for whoever pays with cards); undefined for an unknown card. */
  entry: (ma_the: string, signal?: AbortSignal) =>
    api
      .get<{ items: CardEntry[] }>(`${CARDS}/lookup`, { query: { ma_the }, signal })
      .then((r) => r.items.find((c) => c.ma_the === ma_the) ?? null),
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
  periods: (query: { den_ngay?: string; ma_the?: string; pageIndex: number; pageSize: number }, signal?: AbortSignal) =>
    api.get<Page<CardPeriod> & { den_ngay: string }>("sales/payment-card-periods", { query: { ...query }, signal }),
  /** A new end of the card's period (null: none). */
  extend: (ma_the: string, ngay_het_han: string | null, ly_do: string) =>
    api.post<CardEntry & { ngay_het_han: string | null }>("sales/payment-card-periods", {
      ma_the,
      ngay_het_han,
      ...(ly_do ? { ly_do } : {}),
    }),
  quote: (body: object, signal?: AbortSignal) => api.post<TopUpRecord>(`${CARDS}/update/quote`, body, { signal }),
};
