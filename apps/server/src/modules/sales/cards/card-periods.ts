import { formatDate } from "@sen/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";
import { isoDate } from "../../../platform/documents/document.schemas.js";
import { invalidInput } from "../../../platform/errors.js";
import { cardCode, page } from "./card.schemas.js";
import { changeCard } from "./card-changes.js";
import { CARD_MOVE, cardsOf } from "./card-ledger.js";

/*
 * A card's period of validity (kỳ hạn thẻ): the cards whose period ends by a day (or has ended), and a new end given
 * to one, under its row lock, written in its history ("Gia hạn đến 31/12/2027") and the audit. A card past its end
 * neither pays nor is topped up (card-ledger.ts); its money stays on it until it is given a new period.
 */

const DAYS_AHEAD = 30;

const periodsQuery = z.object({
  /** Cards whose period ends on or before this day (default: 30 days from today), the ended ones included. */
  den_ngay: isoDate().optional(),
  ma_the: cardCode.optional(),
  ...page,
});

const periodBody = z.object({
  ma_the: cardCode,
  /** The new end of the period; null: the card no longer expires. */
  ngay_het_han: isoDate().nullable(),
  ly_do: z.string().trim().max(500).default(""),
});

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function cardPeriods(db: TenantDb, q: z.infer<typeof periodsQuery>) {
  const today = vietnamToday();
  const until = q.den_ngay ?? addDays(today, DAYS_AHEAD);
  const { rows } = await db.$client.query<{
    ma_the: string;
    ma_kh: string;
    ten_kh: string | null;
    so_du: string;
    khoa: boolean;
    ngay_phat_hanh: string | null;
    ngay_het_han: string;
    con_ngay: number;
    total: string;
  }>(
    prepared(
      `SELECT c.ma_the, c.ma_kh, p.ten_kh, c.so_du::text, c.khoa, c.ngay_phat_hanh::text, c.ngay_het_han::text,
              (c.ngay_het_han - $2::date) AS con_ngay, count(*) OVER () AS total
       FROM payment_cards c LEFT JOIN partners p ON p.ma_kh = c.ma_kh
       WHERE c.status AND c.ngay_het_han <= $1::date AND ($3::text IS NULL OR c.ma_the = upper($3))
       ORDER BY c.ngay_het_han, c.ma_the LIMIT $4 OFFSET $5`,
      [until, today, q.ma_the ?? null, q.pageSize, (q.pageIndex - 1) * q.pageSize],
    ),
  );
  return {
    den_ngay: until,
    items: rows.map(({ total: _total, ...r }) => ({ ...r, ten_kh: r.ten_kh ?? "", so_du: Number(r.so_du) })),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** Gives a card a new end of period; the end it has already changes nothing (a retry answers the same). */
async function setPeriod(db: TenantDb, request: FastifyRequest, body: z.infer<typeof periodBody>) {
  const ma_the = body.ma_the.toUpperCase();
  const card = (await cardsOf(db, [ma_the], true)).get(ma_the);
  if (!card) throw invalidInput({ ma_the: bilingual(`Thẻ ${ma_the} không tồn tại`, `Card ${ma_the} does not exist`) });
  const end = body.ngay_het_han;
  const issued = card.ngay_phat_hanh ? String(card.ngay_phat_hanh) : undefined;
  if (end !== null && issued && end < issued) {
    throw invalidInput({
      ngay_het_han: bilingual(
        `Ngày hết hạn không được trước ngày phát hành ${formatDate(issued)}`,
        `The end may not be before the card was issued (${issued})`,
      ),
    });
  }
  if (card.ngay_het_han !== end) {
    // The history's words, as the shop reads them (the ledger keeps one language, as the lock's reason).
    const said = end ? `Gia hạn đến ${formatDate(end)}` : "Không thời hạn";
    await changeCard(
      db,
      request,
      card,
      { ngay_het_han: end },
      CARD_MOVE.period,
      body.ly_do ? `${said}: ${body.ly_do}` : said,
    );
  }
  return { ma_the, ma_kh: card.ma_kh, so_du: Number(card.so_du), khoa: card.khoa, ngay_het_han: end };
}

const periodAnswer = z.object({
  ma_the: z.string(),
  ma_kh: z.string(),
  so_du: z.number(),
  khoa: z.boolean(),
  ngay_het_han: z.string().nullable(),
});

export async function cardPeriodRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/sales/payment-card-periods",
    {
      config: { access: { command: "sales.payment-card-periods", right: "read" } },
      schema: {
        tags: ["sales"],
        summary: "The cards whose period of validity ends by a day (default: within 30 days), the ended ones first",
        querystring: periodsQuery,
      },
    },
    (req) => req.tx((db) => cardPeriods(db, req.query)),
  );
  r.post(
    "/sales/payment-card-periods",
    {
      config: { access: { command: "sales.payment-card-periods", right: "edit" } },
      schema: {
        tags: ["sales"],
        summary: "Give a card a new end of its period of validity (null: none), written in its history",
        body: periodBody,
        response: { 200: periodAnswer },
      },
    },
    (req) => req.tx((db) => setPeriod(db, req, req.body)),
  );
}
