/**
 * The stock ledger at size: 300,000 products and 5,000,000 ledger lines, over HTTP (issue #15).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sen_bench npm run bench:stock -- \
 *     [--products 300000] [--lines 5000000] [--duration 10] [--connections 16] [--warmup 2] [--refill]
 *     [--pool N (the server's database connections; default: --connections)] [--postings-only]
 *
 * Fills the tenant `bench` once (products, two years of receipts and deliveries in four warehouses, their
 * ledger and cached balances; reused later unless --refill), starts our server in a process of its own and
 * loads it with autocannon: reads with one connection, then postings of 10-line deliveries with `connections`,
 * first with stock enough, then until a warehouse runs out; afterwards no balance may be negative and the
 * ledger check must find nothing. Prints the tables and the verdict; writes .tmp/bench-stock.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { openDatabase } from "../apps/server/src/platform/db/database.js";
import { createPool } from "../apps/server/src/platform/db/pool.js";
import { table } from "./measure.js";
import { type LoadResult, load } from "./partner-load.js";
import { signIn, startServer } from "./partner-servers.js";
import { cashierCases, readCases } from "./stock-cases.js";
import { STOCK_TABLES } from "./stock-ledger-rows.js";
import { billRun, type PostingRun, postingRuns } from "./stock-postings.js";
import { countRows, stockTenant } from "./stock-tenant.js";

const { values: args } = parseArgs({
  options: {
    products: { type: "string", default: "300000" },
    lines: { type: "string", default: "5000000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "16" },
    warmup: { type: "string", default: "2" },
    refill: { type: "boolean", default: false },
    pool: { type: "string" },
    "postings-only": { type: "boolean", default: false },
  },
});
const products = Number(args.products);
const lines = Number(args.lines);
const duration = Number(args.duration);
const connections = Number(args.connections);
const warmup = Number(args.warmup);
/** The server's database connections: as many as the load's unless told. */
const poolSize = Number(args.pool ?? connections);
const log = (line: string) => console.log(line);
const ms = (n: number) => n.toFixed(1);
const database = await openDatabase(process.env.DATABASE_URL, process.env.DATA_DIR ?? ".tmp/bench-data");
const pool = createPool(database.url, 2);
let stop = async () => {};
try {
  const started = Date.now();
  const tenant = await stockTenant(pool, { products, lines, refill: Boolean(args.refill), log });
  const settings = { databaseUrl: database.url, schema: tenant.schema, poolSize };
  const sen = await startServer("sen", settings);
  stop = sen.stop;
  const token = await signIn(pool, tenant.schema, sen);
  const headers = { authorization: `Bearer ${token}`, "x-tenant": "bench", "x-branches": "CN01,CN02,CN03" };

  const { rows: about } = await pool.query<{ version: string; ledger: string; size: string }>(
    `SELECT current_setting('server_version') AS version,
            pg_size_pretty(pg_total_relation_size('${tenant.schema}.${STOCK_TABLES.ledger}')) AS size`,
  );
  const ledgerLines = await countRows(pool, tenant, STOCK_TABLES.ledger);
  log(
    `PostgreSQL ${about[0]?.version} (${database.description}), ${cpus().length} cores (${cpus()[0]?.model ?? ""}), ` +
      `node ${process.version}; ${products.toLocaleString("en")} products, ${ledgerLines.toLocaleString("en")} ` +
      `ledger lines (${about[0]?.size} with indexes); load average ${loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}\n`,
  );

  const reads: (LoadResult & { case: string; target?: number })[] = [];
  for (const c of args["postings-only"] ? [] : [...readCases(products), ...cashierCases(products)]) {
    for (const request of c.requests.slice(0, 3)) {
      const response = await fetch(sen.url + request.path, { headers });
      if (!response.ok) throw new Error(`${c.name} ${request.path}: ${response.status} ${await response.text()}`);
    }
    await load(sen.url, c.requests, { connections: 1, duration: warmup, headers });
    const result = await load(sen.url, c.requests, { connections: 1, duration, headers });
    reads.push({ ...result, case: c.name, target: c.target });
    log(`  ${c.name}: ${Math.round(result.perSecond)} requests/s, p50 ${ms(result.p50)} ms`);
  }
  log(
    `\n${table(
      ["case (1 connection)", "requests/s", "p50 ms", "p99 ms", "errors/non-2xx", "target p50"],
      reads.map((r) => [
        r.case,
        Math.round(r.perSecond).toLocaleString("en"),
        ms(r.p50),
        ms(r.p99),
        `${r.errors}/${r.non2xx}`,
        r.target ? `≤ ${r.target} ms` : "",
      ]),
    )}`,
  );

  const runs: PostingRun[] = await postingRuns({ pool, tenant, url: sen.url, headers, connections, duration, log });
  log(
    `\n${table(
      [
        "postings (10-line deliveries)",
        "posted/s",
        "posted",
        "refused 422",
        "other",
        "p50 ms",
        "p99 ms",
        "negative after",
        "check",
      ],
      runs.map((r) => [
        r.name,
        Math.round(r.postedPerSecond).toLocaleString("en"),
        r.posted.toLocaleString("en"),
        r.refused.toLocaleString("en"),
        String(r.other),
        ms(r.p50),
        ms(r.p99),
        String(r.negative),
        r.checkDifferences === 0 ? "clean" : `${r.checkDifferences} differences`,
      ]),
    )}`,
  );

  const bills = await billRun({ pool, tenant, url: sen.url, headers, connections, duration, log });
  log(
    `\n${table(
      ["checkout", "bills/s", "posted", "p50 ms", "p99 ms", "negative", "ledger check", "numbers", "journal totals"],
      [
        [
          bills.name,
          Math.round(bills.postedPerSecond).toLocaleString("en"),
          bills.posted.toLocaleString("en"),
          ms(bills.p50),
          ms(bills.p99),
          String(bills.negative),
          bills.checkDifferences === 0 ? "clean" : `${bills.checkDifferences} differences`,
          `${bills.numbered.bills} bills, counter ${bills.numbered.counter}, ${bills.numbered.provisional} unnumbered`,
          bills.totalsDifferences === 0 ? "clean" : `${bills.totalsDifferences} differences`,
        ],
      ],
    )}`,
  );

  const read = (prefix: string) => reads.filter((r) => r.case.startsWith(prefix));
  const worst = (rs: typeof reads) => Math.max(...rs.map((r) => r.p50));
  const enough = runs[0];
  /** A read target's line, left out when the reads were not run (--postings-only). */
  const readTarget = (prefix: string, target: string, limit: number) =>
    read(prefix).length === 0
      ? []
      : [{ target, value: `${ms(worst(read(prefix)))} ms`, met: worst(read(prefix)) <= limit }];
  const verdict = [
    ...readTarget("(a)", "(a) balance at a date p50 ≤ 10 ms", 10),
    ...readTarget("(b)", "(b) balance list p50 ≤ 50 ms", 50),
    {
      target: `(d) ≥ 500 postings/s at ${connections} connections`,
      value: `${Math.round(enough?.postedPerSecond ?? 0)}/s`,
      met: (enough?.postedPerSecond ?? 0) >= 500,
    },
    {
      target: "no negative stock, ledger check clean",
      value: runs.map((r) => `${r.negative}/${r.checkDifferences}`).join(", "),
      met: runs.every((r) => r.negative === 0 && r.checkDifferences === 0),
    },
    ...readTarget("(e)", "(e) cashier search p50 ≤ 50 ms", 50),
    {
      target: `(f) ≥ 800 3-line cash bills/s at ${connections} connections`,
      value: `${Math.round(bills.postedPerSecond)}/s`,
      met: bills.postedPerSecond >= 800,
    },
    {
      target: "(f) bills: stock, numbers and journal exact",
      value: `${bills.negative}/${bills.checkDifferences}, ${bills.numbered.bills}=${bills.numbered.counter}, ${bills.totalsDifferences}`,
      met:
        bills.negative === 0 &&
        bills.checkDifferences === 0 &&
        bills.numbered.bills === bills.numbered.counter &&
        bills.numbered.provisional === 0 &&
        bills.totalsDifferences === 0,
    },
  ];
  log(
    `\n${table(
      ["target", "measured", "met"],
      verdict.map((v) => [v.target, v.value, v.met ? "yes" : "NO"]),
    )}`,
  );
  log(`\nWhole bench: ${((Date.now() - started) / 1000).toFixed(0)} s`);

  mkdirSync(".tmp", { recursive: true });
  const settingsOut = { products, lines: ledgerLines, connections, duration, warmup, loadAfter: loadavg() };
  writeFileSync(
    ".tmp/bench-stock.json",
    `${JSON.stringify({ settings: settingsOut, reads, runs, bills, verdict }, null, 2)}\n`,
  );
  log("Written to .tmp/bench-stock.json");
} finally {
  await stop();
  await pool.end();
  await database.stop();
}
