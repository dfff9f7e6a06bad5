import { paymentCardEntity, paymentCardPolicyEntity } from "@sen/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import { bindEntity } from "../../../platform/crud/registry.js";
import { entityRoutes } from "../../../platform/crud/routes.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { documentRoutes } from "../../../platform/documents/document.routes.js";
import { isoDate } from "../../../platform/documents/document.schemas.js";
import { invalidInput } from "../../../platform/errors.js";
import { documentJournalRoutes } from "../../accounting/journal/document-journal.routes.js";
import { paymentCardPolicies, paymentCards } from "../sales.tables.js";
import { cardCode, page } from "./card.schemas.js";
import { changeCard } from "./card-changes.js";
import { CARD_MOVE, cardsOf } from "./card-ledger.js";
import { cardPeriodRoutes } from "./card-periods.js";
import { pinBody, setCardPin } from "./card-pins.js";
import { balanceDifferences, cardBalances, cardHistory, sentMessages } from "./card-reads.js";
import { sendCustomerOtp } from "./customer-otp.js";
import { topUpKind } from "./topup-kind.js";

const lockBody = z.object({ ma_the: cardCode, ly_do: z.string().trim().max(500).default("") });

/**
 * Locks (`khoa`) or unlocks a card, under its row lock, with a line in its history and the audit; asking for the
 * state it is in changes nothing (a retried request answers the same).
 */
async function setLock(db: TenantDb, request: FastifyRequest, body: z.infer<typeof lockBody>, khoa: boolean) {
  const ma_the = body.ma_the.toUpperCase();
  const card = (await cardsOf(db, [ma_the], true)).get(ma_the);
  if (!card) throw invalidInput({ ma_the: bilingual(`Thẻ ${ma_the} không tồn tại`, `Card ${ma_the} does not exist`) });
  if (card.khoa !== khoa) {
    await changeCard(db, request, card, { khoa }, khoa ? CARD_MOVE.lock : CARD_MOVE.unlock, body.ly_do);
  }
  return { ma_the, ma_kh: card.ma_kh, so_du: Number(card.so_du), khoa };
}

const lockedCard = z.object({ ma_the: z.string(), ma_kh: z.string(), so_du: z.number(), khoa: z.boolean() });

/**
 * Prepaid cards: the cards and top-up policies (their entities), top-ups (NT1, a document), locking, balances with
 * their check against the ledger, and the history.
 */
export async function cardRoutes(app: FastifyInstance) {
  await app.register(entityRoutes(bindEntity(paymentCardEntity, paymentCards)));
  await app.register(entityRoutes(bindEntity(paymentCardPolicyEntity, paymentCardPolicies)));
  app.withTypeProvider<ZodTypeProvider>().put(
    "/sales/payment-cards/:id/pin",
    {
      config: { access: { command: "sales.payment-cards", right: "edit" } },
      schema: {
        tags: ["sales"],
        summary: "Set (or with null remove) a prepaid card's PIN, 4 to 6 digits; answers only co_pin",
        params: z.object({ id: z.uuid({ error: "id không hợp lệ" }) }),
        body: pinBody,
        response: { 200: z.object({ id: z.string(), ma_the: z.string(), co_pin: z.boolean() }) },
      },
    },
    (req) => req.tx((db) => setCardPin(db, req, req.params.id, req.body.pin)),
  );
  await app.register(documentRoutes(topUpKind));
  await app.register(documentJournalRoutes([topUpKind]));
  await app.register(cardPeriodRoutes);
  const r = app.withTypeProvider<ZodTypeProvider>();
  for (const [path, khoa] of [
    ["lock", true],
    ["unlock", false],
  ] as const) {
    r.post(
      `/sales/payment-cards/${path}`,
      {
        config: { access: { command: `sales.payment-cards.${path}`, right: "edit" } },
        schema: {
          tags: ["sales"],
          summary: khoa ? "Lock a payment card" : "Unlock a payment card",
          body: lockBody,
          response: { 200: lockedCard },
        },
      },
      (req) => req.tx((db) => setLock(db, req, req.body, khoa)),
    );
  }
  r.post(
    "/auth/otp/customer/:id",
    {
      config: { access: { command: "sales.retail-orders", right: "add" }, answers: [422, 429] },
      schema: {
        tags: ["auth"],
        summary: "Send a one-time code to a customer (the partner's id or code) to confirm a card payment",
        params: z.object({ id: z.string().trim().min(1).max(64) }),
        response: { 200: z.object({ ma_kh: z.string(), phone: z.string(), expires_at: z.string() }) },
      },
    },
    (req) => req.tx((db) => sendCustomerOtp(db, req, req.params.id)),
  );
  r.get(
    "/system/sent-messages",
    {
      config: { access: "admin" },
      schema: {
        tags: ["system"],
        summary: "What the in-app sender sent (no SMS provider): the latest first",
        querystring: z.object(page),
      },
    },
    (req) => req.tx((db) => sentMessages(db, req.query)),
  );
  r.get(
    "/sales/payment-cards/balances",
    {
      config: { access: { command: "sales.payment-cards.balances", right: "read" } },
      schema: {
        tags: ["sales"],
        summary: "Each card's balance (the sum of its ledger)",
        querystring: z.object({ ma_the: cardCode.optional(), ma_kh: cardCode.optional(), ...page }),
      },
    },
    (req) => req.tx((db) => cardBalances(db, req.query)),
  );
  r.get(
    "/sales/payment-cards/balances/check",
    {
      config: { access: { command: "sales.payment-cards.balances", right: "read" } },
      schema: { tags: ["sales"], summary: "The cards whose cached balance differs from their ledger (none)" },
    },
    (req) => req.tx((db) => balanceDifferences(db)),
  );
  r.get(
    "/sales/payment-card-histories",
    {
      config: { access: { command: "sales.payment-card-histories", right: "read" } },
      schema: {
        tags: ["sales"],
        summary: "Card movements with the balance each left, the latest first",
        querystring: z.object({
          ma_the: cardCode.optional(),
          fromDate: isoDate().optional(),
          toDate: isoDate().optional(),
          ...page,
        }),
      },
    },
    (req) => req.tx((db) => cardHistory(db, req.query)),
  );
}
