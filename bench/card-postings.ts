import { DOCUMENT_STATUS, PAYMENT_TYPE } from "@sen/core";
import { balanceDifferences } from "../apps/server/src/modules/sales/cards/card-reads.js";
import type { Pool } from "../apps/server/src/platform/db/pool.js";
import { inTenant } from "../apps/server/src/platform/db/tenant-db.js";
import { vietnamToday } from "../apps/server/src/platform/db/vietnam-days.js";
import type { Tenant } from "../apps/server/src/platform/tenants.js";
import { type Card, paymentRequest, TOPUPS, usableCards } from "./card-cases.js";
import { CARD_TABLES } from "./card-rows.js";
import { CARD_COUNTER, CARD_SERVICE } from "./card-tenant.js";
import { cpuMeter } from "./cpu-meter.js";
import { ms } from "./load-options.js";
import { table } from "./measure.js";
import { type LoadRequest, type LoadResult, load } from "./partner-load.js";
import type { RunningServer } from "./partner-servers.js";

export interface CardContext {
  pool: Pool;
  tenant: Tenant;
  sen: RunningServer;
  headers: Record<string, string>;
  connections: number;
  duration: number;
  warmup: number;
  log: (line: string) => void;
}

export interface PaymentRun extends LoadResult {
  name: string;
  paid: number;
  paidPerSecond: number;
  /** CPU milliseconds per answer: the server, its PostgreSQL backends, the load generator. */
  cpu: { server: number; postgres: number; load: number };
}

/** Cards 'hit' by many connections at once: topped up (NT1, over HTTP) with enough for the whole run. */
const CONTENDED = { cards: 4, topUp: 1_000_000_000 };
/** Cards paid from until they are empty: each must pay exactly as many times as its balance holds the service. */
const DRAINED = { cards: 8, minimum: 600_000, maximum: 2_000_000 };
/** The random run's cards: each able to pay many times, so no payment is refused for its balance. */
const POOLED = { cards: 50_000, minimum: 1_000_000 };

const inSchema = (c: CardContext, name: string) => `${c.tenant.schema}.${name}`;
const lastMovement = async (c: CardContext) =>
  Number((await c.pool.query(`SELECT coalesce(max(id), 0) AS id FROM ${inSchema(c, CARD_TABLES.ledger)}`)).rows[0]?.id);

async function run(c: CardContext, name: string, request: LoadRequest): Promise<PaymentRun> {
  const cpu = await cpuMeter(c.pool, c.sen);
  const result = await load(c.sen.url, [request], {
    connections: c.connections,
    duration: c.duration,
    headers: c.headers,
  });
  const used = cpu();
  const paid = (result.statuses[201] ?? 0) + (result.statuses[200] ?? 0);
  const per = (ms: number) => Number((ms / Math.max(1, result.requests)).toFixed(2));
  c.log(
    `  ${name}: ${paid} paid (${Math.round(paid / c.duration)}/s), answers ${JSON.stringify(result.statuses)}, ` +
      `${result.errors} errors; p50 ${result.p50.toFixed(1)} ms, p95 ${result.p95.toFixed(1)} ms`,
  );
  return {
    ...result,
    name,
    paid,
    paidPerSecond: paid / c.duration,
    cpu: { server: per(used.server), postgres: per(used.postgres), load: per(used.load) },
  };
}

async function topUp(c: CardContext, card: Card, tien: number) {
  const response = await fetch(c.sen.url + TOPUPS, {
    method: "POST",
    headers: { ...c.headers, "content-type": "application/json" },
    body: JSON.stringify({
      ngay_ct: vietnamToday(),
      ma_dvcs: CARD_COUNTER.ma_dvcs,
      ma_the: card.ma_the,
      tien,
      status: DOCUMENT_STATUS.posted,
      payments: [{ ma_httt: PAYMENT_TYPE.cash, tien }],
    }),
  });
  if (response.status !== 201) throw new Error(`top-up ${card.ma_the}: ${response.status} ${await response.text()}`);
}

export interface Drained {
  cards: number;
  /** Payments the cards' balances held, and those that went through. */
  expected: number;
  paid: number;
  /** Cards whose payments or balance after differ from their balance before. */
  wrong: { ma_the: string; before: number; payments: number; after: number }[];
}

/** Each drained card paid floor(balance / price) times, and keeps the rest (less than one price). */
async function drainedCards(c: CardContext, cards: readonly Card[], since: number): Promise<Drained> {
  const { rows } = await c.pool.query<{ ma_the: string; payments: number; after: number }>(
    `SELECT c.ma_the, c.so_du::float8 AS after,
            (SELECT count(*)::int FROM ${inSchema(c, CARD_TABLES.ledger)} l WHERE l.ma_the = c.ma_the AND l.id > $2) AS payments
       FROM ${inSchema(c, CARD_TABLES.cards)} c WHERE c.ma_the = ANY($1)`,
    [cards.map((card) => card.ma_the), since],
  );
  const checked = rows.map((r) => ({ ...r, before: cards.find((card) => card.ma_the === r.ma_the)?.so_du ?? 0 }));
  const holds = (before: number) => Math.floor(before / CARD_SERVICE.gia);
  return {
    cards: checked.length,
    expected: checked.reduce((sum, r) => sum + holds(r.before), 0),
    paid: checked.reduce((sum, r) => sum + r.payments, 0),
    wrong: checked.filter(
      (r) => r.payments !== holds(r.before) || r.after !== r.before - r.payments * CARD_SERVICE.gia,
    ),
  };
}

/**
 * Card payments with `connections` connections, after a warm-up: each a card drawn from 50,000; then 4 cards only
 * (topped up first), every payment waiting on the others' row locks; then 8 cards paid from until they are empty.
 */
export async function paymentRuns(c: CardContext) {
  const pooled = await usableCards(c.pool, c.tenant, { ...POOLED, count: POOLED.cards, seed: "pooled" });
  await load(c.sen.url, [paymentRequest(pooled, 1)], {
    connections: c.connections,
    duration: c.warmup,
    headers: c.headers,
  });
  const since = await lastMovement(c);
  const random = await run(c, `a card of ${pooled.length.toLocaleString("en")}`, paymentRequest(pooled, 2));

  const contended = await usableCards(c.pool, c.tenant, {
    count: CONTENDED.cards,
    minimum: 0,
    seed: "contended",
    exclude: pooled,
  });
  for (const card of contended) await topUp(c, card, CONTENDED.topUp);
  const same = await run(c, `the same ${CONTENDED.cards} cards`, paymentRequest(contended, 3));

  const drained = await usableCards(c.pool, c.tenant, {
    ...DRAINED,
    count: DRAINED.cards,
    seed: "drained",
    exclude: [...pooled, ...contended],
  });
  const beforeDrain = await lastMovement(c);
  const drain = await run(c, `${DRAINED.cards} cards until empty`, paymentRequest(drained, 4));
  return { runs: [random, same, drain], since, drained: await drainedCards(c, drained, beforeDrain) };
}

export interface CardAudit {
  /** Cards whose balance is below zero: all of them, through the balance's index. */
  negative: number;
  /** Cards with a movement since `since`, and those of them whose balance is not the sum of their whole ledger. */
  touched: number;
  touchedDiffer: number;
  /** Every card against its ledger (the server's own check, `balances/check`), and how long it took. */
  allDiffer: number;
  allMs: number;
}

/** The balances after the runs: none below zero, each the sum of its ledger; throws, naming a few, when not. */
export async function auditCards(c: CardContext, since: number): Promise<CardAudit> {
  const { rows } = await c.pool.query<{ negative: number; touched: number; differ: number; sample: unknown }>(
    `WITH touched AS (SELECT DISTINCT ma_the FROM ${inSchema(c, CARD_TABLES.ledger)} WHERE id > $1),
          summed AS (SELECT t.ma_the, c.so_du, s.tien
                       FROM touched t JOIN ${inSchema(c, CARD_TABLES.cards)} c USING (ma_the),
                            LATERAL (SELECT coalesce(sum(l.tien), 0) AS tien FROM ${inSchema(c, CARD_TABLES.ledger)} l
                                      WHERE l.ma_the = t.ma_the) AS s)
     SELECT (SELECT count(*)::int FROM ${inSchema(c, CARD_TABLES.cards)} WHERE so_du < 0) AS negative,
            count(*)::int AS touched, count(*) FILTER (WHERE so_du <> tien)::int AS differ,
            (SELECT json_agg(x) FROM (SELECT * FROM summed WHERE so_du <> tien LIMIT 5) AS x) AS sample
       FROM summed`,
    [since],
  );
  const started = Date.now();
  const all = await inTenant(c.pool, c.tenant.schema, (db) => balanceDifferences(db));
  const allMs = Date.now() - started;
  const found = rows[0] ?? { negative: -1, touched: 0, differ: -1, sample: null };
  const audit = {
    negative: found.negative,
    touched: found.touched,
    touchedDiffer: found.differ,
    allDiffer: all.items.length,
    allMs,
  };
  c.log(`  after the runs: ${JSON.stringify(audit)}`);
  if (audit.negative !== 0 || audit.touchedDiffer !== 0 || audit.allDiffer !== 0) {
    throw new Error(
      `CARD BALANCES WRONG: ${JSON.stringify(audit)}; e.g. ${JSON.stringify(found.sample ?? all.items.slice(0, 5))}`,
    );
  }
  return audit;
}

/** The payment runs as a table: what went through, the answers by status, the times and the CPU per answer. */
export const paymentTable = (runs: readonly PaymentRun[], title: string) =>
  table(
    [title, "paid/s", "paid", "answers", "p50 ms", "p95 ms", "p99 ms", "CPU ms/answer server · PG · load"],
    runs.map((r) => [
      r.name,
      Math.round(r.paidPerSecond).toLocaleString("en"),
      r.paid.toLocaleString("en"),
      Object.entries(r.statuses)
        .map(([status, n]) => `${status}: ${n}`)
        .join(", ") + (r.errors > 0 ? `, errors: ${r.errors}` : ""),
      ms(r.p50),
      ms(r.p95),
      ms(r.p99),
      `${r.cpu.server} · ${r.cpu.postgres} · ${r.cpu.load}`,
    ]),
  );
