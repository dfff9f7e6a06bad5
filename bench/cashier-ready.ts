/**
 * The cashier ready to sell at size (issue #17): 300,000 products, in a real Chromium.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sen_bench npm run bench:cashier -- \
 *     [--runs 10] [--products 300000] [--lines 5000000] [--refill] [--pool 10] [--skip-catalogue]
 *
 * Fills the tenant `bench` as bench:stock does (reused unless --refill), adds the cashier `thungan01` (branch CN01,
 * selling from KHO-Q1), builds the web app for the tenant `bench` into .tmp/bench-web (a few seconds) and starts our
 * server serving it in a process of its own. Then, after one warm-up, `runs` times: a new browser context, signed in,
 * opens /sales/retail-orders/cashier (cold: no cache, no IndexedDB, no service worker), the same context opens it
 * again (warm); each time from page.goto to the search box focused and enabled with the warehouse chosen, then to a
 * product code typed with Enter and its line in the cart. On the cold visit the bench then waits for the offline
 * catalogue the counter downloads in the background (unless --skip-catalogue). Prints the tables, the requests of
 * the median visits and the verdict; writes .tmp/bench-cashier.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import type { Browser } from "@playwright/test";
import { openDatabase } from "../apps/server/src/platform/db/database.js";
import { createPool } from "../apps/server/src/platform/db/pool.js";
import { BENCH_CASHIER, benchCashier, buildBenchWeb } from "./cashier-setup.js";
import { launchChromium, signedInContext, type Visit, visitCounter } from "./cashier-visits.js";
import { percentile, table, verdictTable } from "./measure.js";
import { logIn, startServer } from "./partner-servers.js";
import { stockTenant } from "./stock-tenant.js";

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "10" },
    products: { type: "string", default: "300000" },
    lines: { type: "string", default: "5000000" },
    refill: { type: "boolean", default: false },
    pool: { type: "string", default: "10" },
    "skip-catalogue": { type: "boolean", default: false },
  },
});
const runs = Number(args.runs);
const products = Number(args.products);
const catalogue = !args["skip-catalogue"];
const TARGET_MS = 2000;
const log = (line: string) => console.log(line);
const ms = (n: number) => Math.round(n).toLocaleString("en");
/** A product code spread over the catalogue, another each visit. */
const codeOf = (visit: number) => `SP${String(1 + ((visit * 104_729) % products)).padStart(6, "0")}`;
/** Ready to sell: the search box focused and enabled, and a warehouse to sell from. */
const ready = (v: Visit) => Math.max(v.focused, v.warehouse);

const timing = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1] ?? Number.NaN };
};

/**
 * The requests of the visit of median `line`, until its line: the API's one by one, each run of files between
 * them (scripts, styles, icons) as one row.
 */
function waterfall(visits: Visit[]) {
  const median = [...visits].sort((a, b) => a.line - b.line)[Math.floor(visits.length / 2)];
  const rows: { name: string; start: number; end: number; bytes: number; files: number }[] = [];
  for (const r of [...(median?.requests ?? [])].sort((a, b) => a.start - b.start)) {
    const url = new URL(r.name);
    const file = !url.pathname.startsWith("/api/") && rows.length > 0;
    const last = rows[rows.length - 1];
    if (file && last && last.files > 0) {
      Object.assign(last, { end: Math.max(last.end, r.end), bytes: last.bytes + r.bytes, files: last.files + 1 });
    } else rows.push({ ...r, name: url.pathname.slice(1) + url.search, files: file ? 1 : 0 });
  }
  return table(
    ["request", "start ms", "end ms", "kB"],
    rows.map((r) => [
      r.files > 1 ? `${r.files} files from ${r.name}` : r.name,
      ms(r.start),
      ms(r.end),
      (r.bytes / 1000).toFixed(1),
    ]),
  );
}

const database = await openDatabase(process.env.DATABASE_URL, process.env.DATA_DIR ?? ".tmp/bench-data");
const pool = createPool(database.url, 2);
let stop = async () => {};
let browser: Browser | undefined;
try {
  const lines = Number(args.lines);
  const tenant = await stockTenant(pool, { products, lines, refill: args.refill, log });
  await benchCashier(pool, tenant.schema);
  process.env.WEB_DIST = buildBenchWeb(log);
  const sen = await startServer("sen", {
    databaseUrl: database.url,
    schema: tenant.schema,
    poolSize: Number(args.pool),
  });
  stop = sen.stop;
  browser = await launchChromium();
  const loadBefore = loadavg();
  const { rows: about } = await pool.query<{ version: string }>("SELECT current_setting('server_version') AS version");
  log(
    `PostgreSQL ${about[0]?.version} (${database.description}), ${cpus().length} cores, node ${process.version}, ` +
      `Chromium ${browser.version()}; ${products.toLocaleString("en")} products; load average ${loadBefore
        .map((n) => n.toFixed(2))
        .join(" ")}\n`,
  );

  const cold: Visit[] = [];
  const warm: Visit[] = [];
  for (let run = 0; run <= runs; run++) {
    const tokens = await logIn(sen, BENCH_CASHIER.user_name, BENCH_CASHIER.password);
    const context = await signedInContext(browser, sen.url, tokens, BENCH_CASHIER.user_name);
    try {
      const first = await visitCounter(context, sen.url, codeOf(2 * run), catalogue);
      const again = await visitCounter(context, sen.url, codeOf(2 * run + 1), false);
      if (run > 0) cold.push(first);
      if (run > 0) warm.push(again);
      const kept = first.catalogue === undefined ? "" : `, catalogue kept ${ms(first.catalogue.kept)}`;
      log(
        `  ${run === 0 ? "warm-up" : `run ${run}`}: cold ready ${ms(ready(first))}, line ${ms(first.line)}${kept}; ` +
          `warm ready ${ms(ready(again))}, line ${ms(again.line)} ms`,
      );
    } finally {
      await context.close();
    }
  }

  const kept = cold.flatMap((v) => (v.catalogue ? [v.catalogue] : []));
  const cases = [
    ...(["cold", "warm"] as const).flatMap((kind) => {
      const visits = kind === "cold" ? cold : warm;
      return [
        { case: `${kind}: search box focused and enabled`, ...timing(visits.map((v) => v.focused)) },
        { case: `${kind}: ready to sell (and warehouse chosen)`, ...timing(visits.map(ready)), target: TARGET_MS },
        { case: `${kind}: a code typed (8 keys, Enter)`, ...timing(visits.map((v) => v.typed)) },
        { case: `${kind}: its line in the cart`, ...timing(visits.map((v) => v.line)) },
        { case: `${kind}: main thread busy until then`, ...timing(visits.map((v) => v.busy)) },
        { case: `${kind}: … of which JavaScript`, ...timing(visits.map((v) => v.script)) },
      ];
    }),
    ...(catalogue
      ? [{ case: "cold: offline catalogue kept (in the background)", ...timing(kept.map((c) => c.kept)) }]
      : []),
  ];
  log(
    `\n${table(
      [`from page.goto (${runs} runs)`, "p50 ms", "p95 ms", "max ms", "target"],
      cases.map((c) => [c.case, ms(c.p50), ms(c.p95), ms(c.max), "target" in c ? `≤ ${ms(TARGET_MS)} ms` : ""]),
    )}`,
  );
  const pages = kept[0];
  if (pages) {
    log(
      `\nThe catalogue: ${pages.pages} pages, ${(pages.bytes / 1e6).toFixed(0)} MB of JSON, their requests ` +
        `${ms(timing(kept.map((c) => c.server)).p50)} ms end to end (p50 of the sum), the rest is the browser's.`,
    );
  }
  log(`\nRequests of the median cold visit, until its line (ms since the navigation began):\n${waterfall(cold)}`);
  log(`\nRequests of the median warm visit:\n${waterfall(warm)}`);

  const verdict = cases
    .filter((c) => "target" in c)
    .map((c) => ({ target: `${c.case} p95 ≤ ${ms(TARGET_MS)} ms`, value: `${ms(c.p95)} ms`, met: c.p95 <= TARGET_MS }));
  log(`\n${verdictTable(verdict)}`);

  mkdirSync(".tmp", { recursive: true });
  const settings = { runs, products, lines, pool: Number(args.pool), catalogue, loadBefore, loadAfter: loadavg() };
  writeFileSync(".tmp/bench-cashier.json", `${JSON.stringify({ settings, cases, verdict, cold, warm }, null, 2)}\n`);
  log("Written to .tmp/bench-cashier.json");
} finally {
  await browser?.close();
  await stop();
  await pool.end();
  await database.stop();
}
