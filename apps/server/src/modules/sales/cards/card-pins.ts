import { timingSafeEqual } from "node:crypto";
import { paymentCardEntity } from "@sen/core";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { audit } from "../../../platform/audit.js";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { AppError, invalidInput } from "../../../platform/errors.js";
import type { CardMovement } from "./card-ledger.js";

/*
 * A prepaid card's PIN (README "Card data at rest"): 4 to 6 digits, set or removed by its own request, kept sealed with
 * the tenant's card key in `payment_card_pins`, never answered (the card says only `co_pin`). A `TTT` payment on a card
 * with a PIN carries it (`payments[i].pin`, never kept with the bill) and is checked when the bill is posted, as the
 * OTP is; wrong tries are counted in their own transaction, and after PIN_TRIES of them within an hour the card's
 * payments are refused until the hour is over.
 */

export const PIN_TRIES = 5;

export const pinValue = z.string().regex(/^\d{4,6}$/, bilingual("Mã PIN gồm 4 đến 6 chữ số", "A PIN is 4 to 6 digits"));
export const pinBody = z.strictObject({ pin: pinValue.nullable() });

/** Sets (or with `null` removes) a card's PIN; answers only whether the card has one. */
export async function setCardPin(db: TenantDb, request: FastifyRequest, id: string, pin: string | null) {
  const { rows } = await db.$client.query<{ id: string; ma_the: string; co_pin: boolean }>(
    prepared("SELECT id, ma_the, co_pin FROM payment_cards WHERE id = $1 FOR UPDATE", [id]),
  );
  const card = rows[0];
  if (!card) throw new AppError(404, "record_not_found");
  const user = request.auth?.user.user_name ?? "system";
  if (pin) {
    const data = request.server.cardData;
    data.touch(db);
    const key = await data.keys.active(db, { forWrite: true });
    await db.$client.query(
      `INSERT INTO payment_card_pins (ma_the, pin, khoa_the, updated_by) VALUES ($1, $2, $3, $4)
       ON CONFLICT (ma_the) DO UPDATE SET pin = excluded.pin, khoa_the = excluded.khoa_the, sai = 0, sai_tu = NULL,
                                         updated_at = now(), updated_by = excluded.updated_by`,
      [card.ma_the, data.keys.seal(key, pin), key.version, user],
    );
  } else {
    await db.$client.query("DELETE FROM payment_card_pins WHERE ma_the = $1", [card.ma_the]);
  }
  const co_pin = pin !== null;
  await db.$client.query("UPDATE payment_cards SET co_pin = $2, updated_at = now(), updated_by = $3 WHERE id = $1", [
    id,
    co_pin,
    user,
  ]);
  await audit(db, request, {
    action: "update",
    entity: paymentCardEntity.name,
    recordId: id,
    old: { ma_the: card.ma_the, co_pin: card.co_pin },
    new: { ma_the: card.ma_the, co_pin },
  });
  return { id, ma_the: card.ma_the, co_pin };
}

const pinsOf = new WeakMap<FastifyRequest, Map<string, string>>();

/** Keeps the PINs a request's payments carry, by card, for the posting (they are never stored). */
export function keepPins(
  request: FastifyRequest,
  payments: readonly { ma_the?: string | null; pin?: string | null }[],
) {
  const pins = new Map<string, string>();
  for (const p of payments) if (p.ma_the && p.pin) pins.set(p.ma_the.toUpperCase(), p.pin);
  pinsOf.set(request, pins);
}

type Verdict = { ok: true } | { refused: [vi: string, en: string] };

const samePin = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** Checks a PIN under the card's PIN row lock, counting a wrong try (its own transaction keeps it). */
async function checkPin(db: TenantDb, request: FastifyRequest, ma_the: string, pin: string): Promise<Verdict> {
  const { rows } = await db.$client.query<{ pin: string; sai: number; recent: boolean }>(
    `SELECT pin, sai, coalesce(sai_tu > now() - interval '1 hour', false) AS recent
       FROM payment_card_pins WHERE ma_the = $1 FOR UPDATE`,
    [ma_the],
  );
  const row = rows[0];
  if (!row) return { ok: true };
  const wrong = row.recent ? row.sai : 0;
  const blocked: [string, string] = [
    `Đã nhập sai mã PIN của thẻ ${ma_the} ${PIN_TRIES} lần: thử lại sau 1 giờ`,
    `The PIN of card ${ma_the} was wrong ${PIN_TRIES} times: try again in an hour`,
  ];
  if (wrong >= PIN_TRIES) return { refused: blocked };
  if (samePin(await request.server.cardData.keys.open(db, row.pin), pin)) {
    if (row.sai > 0)
      await db.$client.query("UPDATE payment_card_pins SET sai = 0, sai_tu = NULL WHERE ma_the = $1", [ma_the]);
    return { ok: true };
  }
  await db.$client.query(
    `UPDATE payment_card_pins SET sai = $2, sai_tu = CASE WHEN $2 = 1 THEN now() ELSE sai_tu END WHERE ma_the = $1`,
    [ma_the, wrong + 1],
  );
  const left = PIN_TRIES - wrong - 1;
  return left > 0
    ? { refused: [`Mã PIN không đúng (còn ${left} lần nhập)`, `Wrong PIN (${left} tries left)`] }
    : { refused: blocked };
}

/** Every card a document draws on that has a PIN must be given it, right (422 otherwise, the field of its payment). */
export async function confirmCardPins(db: TenantDb, request: FastifyRequest, draws: readonly CardMovement[]) {
  const cards = [...new Set(draws.map((d) => d.ma_the))];
  const { rows } = await db.$client.query<{ ma_the: string }>(
    "SELECT ma_the FROM payment_card_pins WHERE ma_the = ANY($1::text[])",
    [cards],
  );
  const guarded = new Set(rows.map((r) => r.ma_the));
  const pins = pinsOf.get(request) ?? new Map<string, string>();
  const confirmed = new Set<string>();
  for (const draw of draws) {
    if (!guarded.has(draw.ma_the) || confirmed.has(draw.ma_the)) continue;
    const field = draw.field.replace(/ma_the$/, "pin");
    const pin = pins.get(draw.ma_the);
    if (!pin) {
      throw invalidInput({
        [field]: bilingual(`Nhập mã PIN của thẻ ${draw.ma_the}`, `Enter the PIN of card ${draw.ma_the}`),
      });
    }
    const verdict = await request.tx((own) => checkPin(own, request, draw.ma_the, pin));
    if ("refused" in verdict) throw invalidInput({ [field]: bilingual(...verdict.refused) });
    confirmed.add(draw.ma_the);
  }
}
