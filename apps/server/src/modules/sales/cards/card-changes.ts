import { paymentCardEntity } from "@sen/core";
import type { FastifyRequest } from "fastify";
import { audit } from "../../../platform/audit.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";
import type { CardMove, LockedCard } from "./card-ledger.js";

/** What a card's own state is: locked or not, and the end of its period. */
type CardState = { khoa: boolean } | { ngay_het_han: string | null };

/**
 * Changes a card's state (its lock, its period), the card already row-locked by the caller: the column, a line of
 * its history that moves no money (`loai`, with the words the shop reads), and the audit.
 */
export async function changeCard(
  db: TenantDb,
  request: FastifyRequest,
  card: LockedCard,
  state: CardState,
  loai: CardMove,
  dien_giai: string,
) {
  const [column, value] = Object.entries(state)[0] as ["khoa" | "ngay_het_han", unknown];
  await db.$client.query(
    prepared(`UPDATE payment_cards SET ${column} = $2, updated_at = now() WHERE ma_the = $1`, [card.ma_the, value]),
  );
  await db.$client.query(
    prepared(
      `INSERT INTO payment_card_ledger (ma_the, ngay_ct, ma_dvcs, loai, tien, dien_giai, created_by)
       VALUES ($1, $2, $3, $4, 0, $5, $6)`,
      [card.ma_the, vietnamToday(), request.branches[0] ?? "", loai, dien_giai, request.auth?.user?.user_name ?? null],
    ),
  );
  await audit(db, request, {
    action: "update",
    entity: paymentCardEntity.api,
    recordId: card.ma_the,
    old: { [column]: card[column] },
    new: state,
  });
}
