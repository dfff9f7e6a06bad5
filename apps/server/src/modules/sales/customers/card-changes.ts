import {
  CUSTOMER_CARD_LEVEL_OPTIONS,
  CUSTOMER_CARD_MOVE,
  CUSTOMER_CARD_STATE,
  customerCardEntity,
  formatDate,
  pick,
} from "@sen/core";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { audit } from "../../../platform/audit.js";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";
import { isoDate } from "../../../platform/documents/document.schemas.js";
import { AppError, invalidInput } from "../../../platform/errors.js";
import { actingBranch, CARD_COLUMNS, type CardMoveLine, type CardRow, writeCardHistory } from "./card-history.js";
import { holdsCardInUse } from "./card-issue.js";
import { openNumber, sealedNumber } from "./card-numbers.js";

const reason = z.string().trim().max(500).optional();
export const reasonBody = z.strictObject({ ly_do: reason, ...actingBranch });
export const renewBody = z.strictObject({ ngay_het_han: isoDate().optional(), ly_do: reason, ...actingBranch });
export const levelBody = z.strictObject({
  hang_the: z.enum(CUSTOMER_CARD_LEVEL_OPTIONS.map((o) => o.value) as [string, ...string[]]),
  tl_ck: z.number().min(0).max(100).multipleOf(0.01).optional(),
  ly_do: reason,
  ...actingBranch,
});

const levelName = (value: string) =>
  pick(CUSTOMER_CARD_LEVEL_OPTIONS.find((o) => o.value === value)?.label ?? { vi: value }, "vi");

/** The card of that id under its row lock (404 when there is none). */
async function lockedCard(db: TenantDb, request: FastifyRequest, id: string): Promise<StoredCard> {
  const { rows } = await db.$client.query<CardRow>(
    prepared(`SELECT ${CARD_COLUMNS} FROM customer_cards WHERE id = $1 FOR UPDATE`, [id]),
  );
  let stored = rows[0];
  if (!stored) throw new AppError(404, "record_not_found");
  if (stored.khoa_the === null) stored = await sealCard(db, request, stored);
  return Object.assign(await openNumber(db, request, { ...stored }), { stored });
}

/** A card still in clear (written before encryption) sealed now, before its history names it by its index. */
async function sealCard(db: TenantDb, request: FastifyRequest, card: CardRow): Promise<CardRow> {
  const number = await sealedNumber(db, request, card.so_the);
  const { rows } = await db.$client.query<CardRow>(
    `UPDATE customer_cards SET so_the = $2, so_the_bi = $3, so_the_cuoi = $4, khoa_the = $5 WHERE id = $1
     RETURNING ${CARD_COLUMNS}`,
    [card.id, number.so_the, number.so_the_bi, number.so_the_cuoi, number.khoa_the],
  );
  return rows[0] as CardRow;
}

/** A card with its number in clear, and the row as stored (the number sealed), which the audit keeps. */
type StoredCard = CardRow & { stored: CardRow };

function refuseLocked(card: CardRow) {
  if (card.trang_thai !== CUSTOMER_CARD_STATE.locked) return;
  throw invalidInput({
    so_the: bilingual(`Thẻ ${card.so_the} đang khóa: mở khóa trước`, `Card ${card.so_the} is locked: unlock it first`),
  });
}

/** Writes the card's new values, a line of its history and the audit, in the request's transaction. */
async function change(
  db: TenantDb,
  request: FastifyRequest,
  card: StoredCard,
  values: Partial<Pick<CardRow, "hang_the" | "tl_ck" | "ngay_het_han" | "trang_thai">>,
  line: CardMoveLine,
): Promise<CardRow> {
  const names = Object.keys(values);
  const { rows } = await db.$client.query<CardRow>(
    `UPDATE customer_cards SET ${names.map((n, i) => `${n} = $${i + 2}`).join(", ")}, updated_at = now(),
            updated_by = $${names.length + 2}
      WHERE id = $1 RETURNING ${CARD_COLUMNS}`,
    [card.id, ...Object.values(values), request.auth?.user.user_name ?? "system"],
  );
  const stored = rows[0] as CardRow;
  const updated = await openNumber(db, request, { ...stored });
  await writeCardHistory(db, request, updated, line);
  await audit(db, request, {
    action: "update",
    entity: customerCardEntity.name,
    recordId: card.id,
    old: card.stored,
    new: stored,
  });
  return updated;
}

/**
 * Extends a card in use: to the day given, else by its series' months from its expiry (from today when already
 * expired); the new day must be later than the old one and than today.
 */
export async function renewCard(db: TenantDb, request: FastifyRequest, id: string, body: z.infer<typeof renewBody>) {
  const card = await lockedCard(db, request, id);
  refuseLocked(card);
  const today = vietnamToday();
  const from = card.ngay_het_han && card.ngay_het_han > today ? card.ngay_het_han : today;
  let until = body.ngay_het_han;
  if (!until) {
    const { rows } = await db.$client.query<{ den: string | null }>(
      prepared(
        `SELECT ($2::date + make_interval(months => so_thang))::date::text AS den
           FROM customer_card_series WHERE ma_day = $1 AND so_thang IS NOT NULL`,
        [card.ma_day, from],
      ),
    );
    until = rows[0]?.den ?? undefined;
    if (!until) {
      throw invalidInput({
        ngay_het_han: bilingual(
          "Nhập ngày hết hạn mới (dãy số thẻ không có thời hạn)",
          "Give the new expiry day (the series has no term)",
        ),
      });
    }
  }
  if (until <= from) {
    throw invalidInput({
      ngay_het_han: bilingual(`Ngày hết hạn mới phải sau ${formatDate(from)}`, `The new expiry must be after ${from}`),
    });
  }
  return change(
    db,
    request,
    card,
    { ngay_het_han: until },
    { loai: CUSTOMER_CARD_MOVE.GH, het_han_cu: card.ngay_het_han, het_han_moi: until, ly_do: body.ly_do },
  );
}

/**
 * Moves a card in use to another level, with the discount given, else that of a series in use of the new level
 * (the card keeps its discount when no series has that level).
 */
export async function changeCardLevel(
  db: TenantDb,
  request: FastifyRequest,
  id: string,
  body: z.infer<typeof levelBody>,
) {
  const card = await lockedCard(db, request, id);
  refuseLocked(card);
  let tl_ck = body.tl_ck;
  if (tl_ck === undefined) {
    const { rows } = await db.$client.query<{ tl_ck: number }>(
      prepared(
        `SELECT tl_ck::float8 AS tl_ck FROM customer_card_series WHERE hang_the = $1 AND status
          ORDER BY ma_day = $2 DESC, ma_day LIMIT 1`,
        [body.hang_the, card.ma_day],
      ),
    );
    tl_ck = rows[0]?.tl_ck ?? card.tl_ck;
  }
  if (body.hang_the === card.hang_the && tl_ck === card.tl_ck) {
    throw invalidInput({
      hang_the: bilingual(
        `Thẻ ${card.so_the} đã ở hạng ${levelName(body.hang_the)}`,
        `Card ${card.so_the} is already at that level`,
      ),
    });
  }
  return change(
    db,
    request,
    card,
    { hang_the: body.hang_the, tl_ck },
    { loai: CUSTOMER_CARD_MOVE.DH, hang_cu: card.hang_the, hang_moi: body.hang_the, ly_do: body.ly_do },
  );
}

/**
 * Locks a card (lost, given back) or unlocks it; asking for the state it is in changes nothing and answers the card
 * (a retried request answers the same). A customer holds one card in use: unlocking another is refused.
 */
export async function setCardLock(
  db: TenantDb,
  request: FastifyRequest,
  id: string,
  body: z.infer<typeof reasonBody>,
  lock: boolean,
) {
  const card = await lockedCard(db, request, id);
  const wanted = lock ? CUSTOMER_CARD_STATE.locked : CUSTOMER_CARD_STATE.active;
  if (card.trang_thai === wanted) {
    const { stored: _stored, ...answer } = card;
    return answer;
  }
  if (!lock) {
    const { rows } = await db.$client.query<{ so_the: string }>(
      prepared("SELECT so_the, so_the_cuoi FROM customer_cards WHERE ma_kh = $1 AND trang_thai = $2 AND id <> $3", [
        card.ma_kh,
        CUSTOMER_CARD_STATE.active,
        card.id,
      ]),
    );
    const held = rows[0] && (await openNumber(db, request, rows[0]));
    if (held) throw invalidInput({ so_the: holdsCardInUse(card.ma_kh, held.so_the, true) });
  }
  return change(
    db,
    request,
    card,
    { trang_thai: wanted },
    { loai: lock ? CUSTOMER_CARD_MOVE.KHOA : CUSTOMER_CARD_MOVE.MO, ly_do: body.ly_do },
  );
}
