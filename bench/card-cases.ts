import { DOCUMENT_STATUS, PAYMENT_TYPE } from "@sen/core";
import type { Pool } from "../apps/server/src/platform/db/pool.js";
import { vietnamToday } from "../apps/server/src/platform/db/vietnam-days.js";
import type { Tenant } from "../apps/server/src/platform/tenants.js";
import { CARD_TABLES } from "./card-rows.js";
import { CARD_COUNTER, CARD_SERVICE } from "./card-tenant.js";
import type { LoadRequest } from "./partner-load.js";
import { seeded } from "./stock-cases.js";

export const BALANCES = "/api/sales/payment-cards/balances";
export const BILLS = "/api/sales/retail-orders";
export const TOPUPS = "/api/sales/payment-cards/update";

/** A card that pays, as the bench picked it: its owner and its balance then (whole ₫). */
export interface Card {
  ma_the: string;
  ma_kh: string;
  so_du: number;
}

/** Card number `i` (1-based), as bench/card-rows.ts numbers them. */
export const cardCode = (i: number) => `TTT${String(i).padStart(7, "0")}`;

/** `count` balance requests, each of a card picked at random among the `cards`. */
export function balanceRequests(cards: number, count: number, seed: number): LoadRequest[] {
  const random = seeded(seed);
  return Array.from({ length: count }, () => ({
    method: "GET",
    path: `${BALANCES}?ma_the=${cardCode(1 + Math.floor(random() * cards))}`,
  }));
}

/** A bill of the service for its owner, paid in full by the card (status posted). */
export const cardBill = (card: Card) => ({
  ngay_ct: vietnamToday(),
  ma_kho: CARD_COUNTER.ma_kho,
  ma_kh: card.ma_kh,
  status: DOCUMENT_STATUS.posted,
  details: [{ ma_vt: CARD_SERVICE.ma_vt, so_luong: 1 }],
  payments: [{ ma_httt: PAYMENT_TYPE.paymentCard, ma_the: card.ma_the, tien: CARD_SERVICE.gia }],
});

/** A request whose body is a bill paid by a card drawn at random from `cards` each time it is sent. */
export function paymentRequest(cards: readonly Card[], seed: number): LoadRequest {
  const random = seeded(seed);
  return {
    method: "POST",
    path: BILLS,
    headers: { "content-type": "application/json" },
    setupRequest: (r) => ({
      ...r,
      body: JSON.stringify(cardBill(cards[Math.floor(random() * cards.length)] as Card)),
    }),
  };
}

/**
 * Up to `count` cards that can pay today (in use, unlocked, unexpired) holding from `minimum` to `maximum` ₫, picked
 * at random (the same ones for the same seed and balances), none of `exclude`.
 */
export async function usableCards(
  pool: Pool,
  tenant: Tenant,
  pick: { count: number; minimum: number; maximum?: number; seed: string; exclude?: readonly Card[] },
): Promise<Card[]> {
  const { rows } = await pool.query<Card>(
    `SELECT ma_the, ma_kh, so_du::float8 AS so_du FROM ${tenant.schema}.${CARD_TABLES.cards}
      WHERE status AND NOT khoa AND (ngay_het_han IS NULL OR ngay_het_han >= $1::date)
        AND so_du >= $2 AND ($3::numeric IS NULL OR so_du <= $3) AND NOT (ma_the = ANY($4::text[]))
      ORDER BY md5(ma_the || $5) LIMIT $6`,
    [
      vietnamToday(),
      pick.minimum,
      pick.maximum ?? null,
      (pick.exclude ?? []).map((c) => c.ma_the),
      pick.seed,
      pick.count,
    ],
  );
  if (rows.length === 0) throw new Error(`no card holds ${pick.minimum} ₫ or more`);
  return rows;
}
