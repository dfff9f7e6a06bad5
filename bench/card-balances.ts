import { cardBalances } from "../apps/server/src/modules/sales/cards/card-reads.js";
import type { Pool } from "../apps/server/src/platform/db/pool.js";
import { inTenant } from "../apps/server/src/platform/db/tenant-db.js";
import type { Tenant } from "../apps/server/src/platform/tenants.js";
import { BALANCES, balanceRequests, cardCode } from "./card-cases.js";
import { CARD_TABLES } from "./card-rows.js";
import { ms } from "./load-options.js";
import { backendCpu, explain, recordStatements, table, time } from "./measure.js";
import { type LoadResult, load } from "./partner-load.js";
import { seeded } from "./stock-cases.js";

interface BalanceContext {
  pool: Pool;
  tenant: Tenant;
  url: string;
  headers: Record<string, string>;
  cards: number;
  connections: number;
  duration: number;
  warmup: number;
  log: (line: string) => void;
}

/** A few balances over HTTP against the cards' rows: throws unless they are the same. */
async function sameAsStored(c: BalanceContext) {
  const random = seeded(18);
  for (let n = 0; n < 5; n++) {
    const ma_the = cardCode(1 + Math.floor(random() * c.cards));
    const response = await fetch(`${c.url}${BALANCES}?ma_the=${ma_the}`, { headers: c.headers });
    const body = (await response.json()) as { items: { so_du: number }[] };
    const { rows } = await c.pool.query(
      `SELECT so_du::float8 AS so_du FROM ${c.tenant.schema}.${CARD_TABLES.cards} WHERE ma_the = $1`,
      [ma_the],
    );
    if (response.status !== 200 || body.items[0]?.so_du !== rows[0]?.so_du)
      throw new Error(`balance of ${ma_the}: ${response.status} ${JSON.stringify(body)} against ${rows[0]?.so_du}`);
  }
}

/**
 * A card's balance (`GET sales/payment-cards/balances?ma_the=`, a card at random each time) with 1 connection and
 * with `connections`, after a warm-up; then the server's query alone in PostgreSQL, timed and explained.
 */
export async function balanceReads(c: BalanceContext) {
  await sameAsStored(c);
  const reads: (LoadResult & { case: string })[] = [];
  for (const n of [1, c.connections]) {
    const requests = balanceRequests(c.cards, 500, 100 + n);
    await load(c.url, requests, { connections: n, duration: c.warmup, headers: c.headers });
    const result = await load(c.url, requests, { connections: n, duration: c.duration, headers: c.headers });
    reads.push({ ...result, case: `a card's balance, ${n} connection${n > 1 ? "s" : ""}` });
    c.log(`  balance, ${n} connections: ${Math.round(result.perSecond)}/s, p50 ${ms(result.p50)} ms`);
  }
  const sql = await inTenant(c.pool, c.tenant.schema, async (db) => {
    const pick = seeded(19);
    const query = () => ({ ma_the: cardCode(1 + Math.floor(pick() * c.cards)), pageIndex: 1, pageSize: 20 });
    const timing = await time(() => cardBalances(db, query()), 500, await backendCpu(db));
    const plans = await explain(db, await recordStatements(db, () => cardBalances(db, query())));
    return { timing, plan: plans.join("\n\n") };
  });
  c.log(
    `\n${table(
      ["balance", "requests/s", "p50 ms", "p95 ms", "p99 ms", "errors/non-2xx"],
      [
        ...reads.map((r) => [
          r.case,
          Math.round(r.perSecond).toLocaleString("en"),
          ms(r.p50),
          ms(r.p95),
          ms(r.p99),
          `${r.errors}/${r.non2xx}`,
        ]),
        [
          `the query alone (500 runs, backend CPU ${sql.timing.cpu === undefined ? "–" : ms(sql.timing.cpu)} ms)`,
          "",
          ms(sql.timing.p50),
          ms(sql.timing.p95),
          "",
          "",
        ],
      ],
    )}\n\n${sql.plan}`,
  );
  return { reads, sql: sql.timing };
}
