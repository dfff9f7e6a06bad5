/**
 * Stored value at size: 1,000,000 prepaid cards and 20,000,000 card movements, over HTTP (issue #18).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:cards -- \
 *     [--cards 1000000] [--lines 20000000] [--customers 400000] [--duration 10] [--warmup 2] [--connections 16]
 *     [--pool N (the server's database connections; default: --connections)] [--database sen_bench_cards] [--refill]
 *
 * Fills the tenant `bench` of a database of its own (`--database`, on DATABASE_URL's server, or in the embedded
 * PostgreSQL without it; kept, and reused while it holds the cards, unless --refill): customers, cards and their
 * ledger (bench/card-rows.ts), each card's balance the sum of its ledger. Starts our server in a process of its own
 * and loads it over loopback with autocannon: a card's balance (`GET sales/payment-cards/balances?ma_the=`) with 1
 * connection and with `connections`, and the same query alone in PostgreSQL; 50 payments one at a time, then one
 * traced (its statements, round trips and plans); then bills of one service paid by card (`POST sales/retail-orders`, TTT, posted) with
 * `connections`: a card drawn from 50,000 each time, the same 4 cards for all, and 8 cards until empty. Afterwards
 * no balance may be below zero and every balance touched, then all of them, must equal the sum of its ledger: the
 * bench fails loudly otherwise. Prints the tables and the verdict; writes .tmp/bench-cards.json and the traced
 * payment's plans to .tmp/bench-cards-plans.txt.
 */
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { openDatabase } from "../apps/server/src/platform/db/database.js";
import { createPool, ensureDatabase } from "../apps/server/src/platform/db/pool.js";
import { balanceReads } from "./card-balances.js";
import { type Card, cardBill, usableCards } from "./card-cases.js";
import { auditCards, paymentRuns, paymentTable } from "./card-postings.js";
import { CARD_TABLES } from "./card-rows.js";
import { logTrace, tracePayment } from "./card-statements.js";
import { cardTenant } from "./card-tenant.js";
import { LOAD_OPTIONS, loadAverage, loadSettings, ms } from "./load-options.js";
import { verdictTable } from "./measure.js";
import { signIn, startServer } from "./partner-servers.js";

const { values: args } = parseArgs({
  options: {
    cards: { type: "string", default: "1000000" },
    lines: { type: "string", default: "20000000" },
    customers: { type: "string", default: "400000" },
    ...LOAD_OPTIONS,
    database: { type: "string", default: "sen_bench_cards" },
    refill: { type: "boolean", default: false },
    "payments-only": { type: "boolean", default: false },
  },
});
const cards = Number(args.cards);
const lines = Number(args.lines);
const { duration, warmup, connections, poolSize } = loadSettings(args);
const log = (line: string) => console.log(line);
// One secret for the forked server and the one traced in this process, so that both take the same token.
process.env.JWT_SECRET ??= randomBytes(48).toString("base64url");
const BALANCE_TARGET_MS = 5;
const PAYMENTS_TARGET = 1000;

const database = await openDatabase(process.env.DATABASE_URL, process.env.DATA_DIR ?? ".tmp/bench-data");
const benchUrl = await ensureDatabase(database.url, args.database);
const pool = createPool(benchUrl, 2);
let stop = async () => {};
try {
  const started = Date.now();
  const fill = { cards, lines, customers: Number(args.customers), refill: args.refill, log };
  const tenant = await cardTenant(pool, fill);
  const settings = { databaseUrl: benchUrl, schema: tenant.schema, poolSize };
  const sen = await startServer("sen", settings);
  stop = sen.stop;
  const token = await signIn(pool, tenant.schema, sen);
  const headers = { authorization: `Bearer ${token}`, "x-tenant": "bench", "x-branches": "CN01" };

  const name = (t: string) => `${tenant.schema}.${t}`;
  const { rows: about } = await pool.query<{ version: string; ledger: number; size: string; cards: string }>(
    `SELECT current_setting('server_version') AS version, (SELECT count(*)::int FROM ${name(CARD_TABLES.ledger)}) AS ledger,
            pg_size_pretty(pg_total_relation_size('${name(CARD_TABLES.ledger)}')) AS size,
            pg_size_pretty(pg_total_relation_size('${name(CARD_TABLES.cards)}')) AS cards`,
  );
  log(
    `\nPostgreSQL ${about[0]?.version} (${database.description}, database ${args.database}), ${cpus().length} cores ` +
      `(${cpus()[0]?.model ?? ""}), node ${process.version}; ${cards.toLocaleString("en")} cards (${about[0]?.cards}), ` +
      `${about[0]?.ledger.toLocaleString("en")} card movements (${about[0]?.size} with indexes); load average ${loadAverage()}\n`,
  );

  const balances = args["payments-only"]
    ? undefined
    : await balanceReads({ pool, tenant, url: sen.url, headers, cards, connections, duration, warmup, log });

  const traced = await usableCards(pool, tenant, { count: 200, minimum: 1_000_000, seed: "traced" });
  let turn = 0;
  const trace = await tracePayment(settings, headers, () => cardBill(traced[turn++ % traced.length] as Card));
  logTrace(trace, log);

  const c = { pool, tenant, sen, headers, connections, duration, warmup, log };
  const { runs, since, drained } = await paymentRuns(c);
  const audit = await auditCards(c, since);
  log(`\n${paymentTable(runs, `card payments, ${connections} connections, pool ${poolSize}`)}`);
  log(
    `  drained: ${drained.cards} cards held ${drained.expected} payments, ${drained.paid} went through` +
      `${drained.wrong.length > 0 ? `; WRONG: ${JSON.stringify(drained.wrong)}` : ""}`,
  );

  const random16 = runs[0];
  const balance = balances?.reads[0];
  const verdict = [
    ...(balance === undefined
      ? []
      : [
          {
            target: `a balance ≤ ${BALANCE_TARGET_MS} ms (1 connection)`,
            value: `p50 ${ms(balance.p50)}, p95 ${ms(balance.p95)}, p99 ${ms(balance.p99)} ms`,
            met: balance.p95 <= BALANCE_TARGET_MS,
          },
        ]),
    {
      target: `≥ ${PAYMENTS_TARGET.toLocaleString("en")} card payments/s at ${connections} connections`,
      value: `${Math.round(random16?.paidPerSecond ?? 0)}/s`,
      met: (random16?.paidPerSecond ?? 0) >= PAYMENTS_TARGET,
    },
    {
      target: "no balance below zero, each the sum of its ledger",
      value: `${audit.negative} negative; ${audit.touchedDiffer} of ${audit.touched} touched and ${audit.allDiffer} of all differ`,
      met: audit.negative === 0 && audit.touchedDiffer === 0 && audit.allDiffer === 0,
    },
    {
      target: "cards paid until empty: exactly what they held",
      value: `${drained.paid} of ${drained.expected} payments, ${drained.wrong.length} cards wrong`,
      met: drained.wrong.length === 0 && drained.paid === drained.expected,
    },
  ];
  log(`\n${verdictTable(verdict)}`);
  log(`\nWhole bench: ${((Date.now() - started) / 1000).toFixed(0)} s; load average ${loadAverage()}`);
  const out = { cards, lines, connections, poolSize, duration, warmup, loadAfter: loadavg() };
  writeFileSync(
    ".tmp/bench-cards.json",
    `${JSON.stringify({ settings: out, balances, trace, runs, audit, drained, verdict }, null, 2)}\n`,
  );
  log("Written to .tmp/bench-cards.json and .tmp/bench-cards-plans.txt");
  if (!verdict.slice(-2).every((v) => v.met)) throw new Error("card balances are wrong: see above");
} finally {
  await stop();
  await pool.end();
  await database.stop();
}
