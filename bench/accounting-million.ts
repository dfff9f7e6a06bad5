/**
 * The accounting ledger at size: 2,000,000 journal lines over a year, over HTTP (issue #16).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:accounting -- \
 *     [--lines 2000000] [--year 2025] [--duration 10] [--warmup 2] [--connections 16] [--pool N]
 *     [--database sen_bench_accounting] [--keep] [--reuse] [--postings-only | --reads-only] [--only <text>]
 *
 * Creates a database of its own on DATABASE_URL's server (the embedded PostgreSQL without it) and drops it at the
 * end unless --keep; --reuse keeps a database left by --keep when it holds the lines. Fills the tenant `bench` with
 * a year of journal lines, their account totals and opening balances (plain SQL, bench/accounting-rows.ts), checks
 * that the totals equal the journal's sums, starts our server in a process of its own and loads it with autocannon:
 * the reports with one connection, then posted cash receipts (each with its own Idempotency-Key) with
 * `connections`; afterwards the totals must still equal the journal's sums and the receipts' numbers run without a
 * gap. Prints the tables and the verdict; writes .tmp/bench-accounting.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { totalsDifferences } from "../apps/server/src/modules/accounting/reports/totals-check.js";
import { openDatabase } from "../apps/server/src/platform/db/database.js";
import { createPool, dropDatabase, ensureDatabase, type Pool } from "../apps/server/src/platform/db/pool.js";
import { inTenant } from "../apps/server/src/platform/db/tenant-db.js";
import { vietnamToday } from "../apps/server/src/platform/db/vietnam-days.js";
import type { Tenant } from "../apps/server/src/platform/tenants.js";
import { ledgerReadCases, RECEIPTS, receiptRequest } from "./accounting-cases.js";
import { fillLedger, LEDGER_BRANCHES, LEDGER_TABLES } from "./accounting-rows.js";
import { benchTenant } from "./bench-tenant.js";
import { cpuMeter } from "./cpu-meter.js";
import { LOAD_OPTIONS, loadAverage, loadSettings, ms } from "./load-options.js";
import { table } from "./measure.js";
import { type LoadResult, load } from "./partner-load.js";
import { type RunningServer, signIn, startServer } from "./partner-servers.js";

const { values: args } = parseArgs({
  options: {
    lines: { type: "string", default: "2000000" },
    year: { type: "string", default: String(new Date().getUTCFullYear() - 1) },
    ...LOAD_OPTIONS,
    database: { type: "string", default: "sen_bench_accounting" },
    keep: { type: "boolean", default: false },
    reuse: { type: "boolean", default: false },
    "postings-only": { type: "boolean", default: false },
    "reads-only": { type: "boolean", default: false },
    only: { type: "string" },
  },
});
const lines = Number(args.lines);
const year = Number(args.year);
const { duration, warmup, connections, poolSize } = loadSettings(args);
const log = (line: string) => console.log(line);
const secondsSince = (started: number) => ((Date.now() - started) / 1000).toFixed(0);
const ALL_BRANCHES = LEDGER_BRANCHES.map((b) => b.ma_dvcs).join(",");

/** The bench tenant with the year's journal, filled unless --reuse finds it there. */
async function ledgerTenant(pool: Pool): Promise<Tenant> {
  const tenant = await benchTenant(pool);
  const name = (table: string) => `${tenant.schema}.${table}`;
  const { rows } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${name(LEDGER_TABLES.journal)}`);
  if (!args.reuse || rows[0]?.n !== lines) {
    log(`Filling ${name(LEDGER_TABLES.journal)} with ${lines.toLocaleString("en")} lines of ${year}…`);
    const started = Date.now();
    await inTenant(pool, tenant.schema, (db) => fillLedger(db, { lines, year, log }));
    log(`  filled in ${secondsSince(started)} s`);
  }
  for (const t of Object.values(LEDGER_TABLES)) await pool.query(`VACUUM (ANALYZE) ${name(t)}`);
  return tenant;
}

/** account_totals against the journal's sums: throws, naming a few rows, when they differ. */
async function requireNoDrift(pool: Pool, tenant: Tenant, when: string) {
  const started = Date.now();
  const branches = LEDGER_BRANCHES.map((b) => b.ma_dvcs);
  const drift = await inTenant(pool, tenant.schema, (db) => totalsDifferences(db, branches, 5));
  log(`  account_totals against the journal ${when}: ${drift.total} rows differ (${Date.now() - started} ms)`);
  if (drift.total !== 0)
    throw new Error(`account_totals drift ${when}: ${drift.total} rows, e.g. ${JSON.stringify(drift.items)}`);
  return drift.total;
}

/**
 * The posted receipts' numbers: per type, branch and year, as many numbers as receipts, all different, from 1 to
 * the counter; none provisional, and the journal's lines carry their document's number.
 */
async function numberingFaults(pool: Pool, tenant: Tenant) {
  const s = tenant.schema;
  const { rows } = await pool.query<{
    groups: number;
    faults: number;
    detail: unknown;
    provisional: number;
    mismatched: number;
  }>(
    `WITH n AS (
       SELECT ma_ct, ma_dvcs, extract(year FROM ngay_ct)::int AS nam, so_ct,
              substring(so_ct FROM '-([0-9]+)$')::int AS num
         FROM ${s}.cash_receipts
     ), g AS (
       SELECT n.ma_ct, n.ma_dvcs, n.nam, count(*)::int AS receipts, count(DISTINCT so_ct)::int AS numbers,
              min(num) AS first, max(num) AS last, max(c.so) AS counter
         FROM n LEFT JOIN ${s}.document_counters c USING (ma_ct, ma_dvcs, nam)
        GROUP BY 1, 2, 3
     )
     SELECT count(*)::int AS groups,
            count(*) FILTER (WHERE NOT (receipts = numbers AND first = 1 AND last = receipts AND counter = last))::int AS faults,
            json_agg(g) AS detail,
            (SELECT count(*)::int FROM ${s}.cash_receipts WHERE so_ct LIKE '~%') AS provisional,
            (SELECT count(*)::int FROM ${s}.cash_receipts h JOIN ${s}.journal_entries j USING (stt_rec)
              WHERE j.so_ct <> h.so_ct) AS mismatched
       FROM g`,
  );
  return rows[0] ?? { groups: 0, faults: -1, detail: null, provisional: -1, mismatched: -1 };
}

type Ask = <T>(path: string, init?: RequestInit) => Promise<{ body: T; bytes: number }>;

/**
 * Posted cash receipts, each with its own Idempotency-Key, with `connections` connections for `duration` seconds
 * (after `warmup`); then one key sent twice, the totals against the journal and the receipts' numbers.
 */
async function postingRun(sen: RunningServer, headers: Record<string, string>, tenant: Tenant, ask: Ask) {
  const url = sen.url;
  const day = vietnamToday();
  const receipts = async () =>
    (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${tenant.schema}.cash_receipts`)).rows[0]?.n ?? 0;
  await load(url, [receiptRequest(day, 1)], { connections, duration: warmup, headers });
  const before = await receipts();
  const cpu = await cpuMeter(pool, sen);
  const result = await load(url, [receiptRequest(day, 2)], { connections, duration, headers });
  const posted = (result.statuses[201] ?? 0) + (result.statuses[200] ?? 0);
  const used = cpu();
  const perPosting = Object.fromEntries(Object.entries(used).map(([k, v]) => [k, Number((v / posted).toFixed(2))]));
  log(
    `  CPU ms per posting: ${JSON.stringify(perPosting)} (all processes on the machine share ${cpus().length} cores)`,
  );
  const saved = (await receipts()) - before;
  log(
    `  ${posted} receipts posted in ${duration} s (${Math.round(posted / duration)}/s), ${saved} saved; ` +
      `answers ${JSON.stringify(result.statuses)}, ${result.errors} errors`,
  );
  // One key sent twice: the same answer, nothing posted again.
  const replay = receiptRequest(day, 3);
  const sent = replay.setupRequest?.(replay) ?? replay;
  const twice: { stt_rec: string; so_ct: string }[] = [];
  for (let i = 0; i < 2; i++) {
    const init = { method: "POST", headers: sent.headers, body: sent.body };
    twice.push((await ask<{ stt_rec: string; so_ct: string }>(RECEIPTS, init)).body);
  }
  const replayed = twice[0]?.stt_rec === twice[1]?.stt_rec && twice[0]?.so_ct === twice[1]?.so_ct;
  const drift = await requireNoDrift(pool, tenant, "after posting");
  const numbering = await numberingFaults(pool, tenant);
  log(`  numbering: ${JSON.stringify(numbering)}`);
  const faults = numbering.faults + numbering.provisional + numbering.mismatched;
  const run = {
    ...result,
    posted,
    saved,
    perSecond: posted / duration,
    cpuMsPerPosting: perPosting,
    replayed,
    drift,
    faults,
    numbering,
  };
  log(
    `\n${table(
      [
        "postings (cash receipts)",
        "posted/s",
        "posted",
        "other",
        "p50 ms",
        "p97.5 ms",
        "p99 ms",
        "totals drift",
        "numbers",
      ],
      [
        [
          `posted, ${connections} connections, pool ${poolSize}`,
          Math.round(run.perSecond).toLocaleString("en"),
          posted.toLocaleString("en"),
          String(result.requests - posted + result.errors),
          ms(result.p50),
          ms(result.p975),
          ms(result.p99),
          String(drift),
          faults === 0 ? "no gaps" : "FAULTS",
        ],
      ],
    )}`,
  );
  return run;
}

const database = await openDatabase(process.env.DATABASE_URL, process.env.DATA_DIR ?? ".tmp/bench-data");
const adminUrl = database.url;
if (!args.reuse) await dropDatabase(adminUrl, args.database);
const benchUrl = await ensureDatabase(adminUrl, args.database);
const pool = createPool(benchUrl, 2);
let stop = async () => {};
try {
  const started = Date.now();
  const tenant = await ledgerTenant(pool);
  const driftAfterLoad = await requireNoDrift(pool, tenant, "after loading");
  const sen = await startServer("sen", { databaseUrl: benchUrl, schema: tenant.schema, poolSize });
  stop = sen.stop;
  const token = await signIn(pool, tenant.schema, sen);
  const headers = { authorization: `Bearer ${token}`, "x-tenant": "bench", "x-branches": ALL_BRANCHES };
  const ask = async <T>(path: string, init: RequestInit = {}) => {
    const response = await fetch(sen.url + path, { ...init, headers: { ...headers, ...init.headers } });
    const text = await response.text();
    if (!response.ok) throw new Error(`${path}: ${response.status} ${text}`);
    return { body: JSON.parse(text) as T, bytes: text.length };
  };

  const { rows: about } = await pool.query<{ version: string; size: string; journal: number }>(
    `SELECT current_setting('server_version') AS version,
            pg_size_pretty(pg_total_relation_size('${tenant.schema}.${LEDGER_TABLES.journal}')) AS size,
            (SELECT count(*)::int FROM ${tenant.schema}.${LEDGER_TABLES.journal}) AS journal`,
  );
  log(
    `\nPostgreSQL ${about[0]?.version} (${database.description}, database ${args.database}), ${cpus().length} cores ` +
      `(${cpus()[0]?.model ?? ""}), node ${process.version}; ${about[0]?.journal.toLocaleString("en")} journal lines ` +
      `of ${year} (${about[0]?.size} with indexes); load average ${loadAverage()}\n`,
  );

  // The reports are right at size: the year's trial balance balances and its 1111 turnover is the journal's; the
  // cash book of December ends where the trial balance of the year does.
  type Trial = { items: { tk: string; ps_no: number; no_ck: number; co_ck: number }[]; totals: Record<string, number> };
  const trial = (await ask<Trial>(`/api/accounting/reports/trial-balance?fromDate=${year}-01-01&toDate=${year}-12-31`))
    .body;
  const { rows: cash } = await pool.query<{ no: string }>(
    `SELECT sum(tien)::text AS no FROM ${tenant.schema}.${LEDGER_TABLES.journal}
      WHERE tk_no = '1111' AND ngay_ct BETWEEN $1 AND $2`,
    [`${year}-01-01`, `${year}-12-31`],
  );
  const t = trial.totals;
  const cash1111 = trial.items.find((i) => i.tk === "1111");
  const december = (
    await ask<{ cuoi_ky: number }>(
      `/api/accounting/reports/cash-book?fromDate=${year}-12-01&toDate=${year}-12-31&tk=1111`,
    )
  ).body;
  const sound = {
    balanced: t.no_dk === t.co_dk && t.ps_no === t.ps_co && t.no_ck === t.co_ck,
    cashTurnover: cash1111?.ps_no === Number(cash[0]?.no),
    cashBookCloses: december.cuoi_ky === (cash1111?.no_ck ?? 0) - (cash1111?.co_ck ?? 0),
  };
  log(`  reports at size: ${JSON.stringify(sound)}`);
  if (!Object.values(sound).every(Boolean)) throw new Error(`reports disagree at size: ${JSON.stringify(sound)}`);

  const reads: (LoadResult & { case: string; target?: number; rows: number; kB: number })[] = [];
  const cases = ledgerReadCases(year).filter((c) => !args.only || c.name.includes(args.only));
  for (const c of args["postings-only"] ? [] : cases) {
    const sizes = await Promise.all(
      c.requests.slice(0, 12).map(async (r) => {
        const { body, bytes } = await ask<{ rows?: unknown[]; items?: unknown[] }>(r.path, { headers: r.headers });
        return { rows: (body.rows ?? body.items ?? []).length, bytes };
      }),
    );
    const mean = (pick: (s: (typeof sizes)[number]) => number) => sizes.reduce((a, s) => a + pick(s), 0) / sizes.length;
    await load(sen.url, c.requests, { connections: 1, duration: warmup, headers });
    const result = await load(sen.url, c.requests, { connections: 1, duration, headers });
    reads.push({
      ...result,
      case: c.name,
      target: c.target,
      rows: mean((s) => s.rows),
      kB: mean((s) => s.bytes) / 1000,
    });
    log(
      `  ${c.name}: ${Math.round(result.perSecond)} requests/s, p50 ${ms(result.p50)} ms, ${Math.round(mean((s) => s.rows))} rows`,
    );
  }
  if (reads.length > 0) {
    log(
      `\n${table(
        [
          "report (1 connection)",
          "rows",
          "kB",
          "requests/s",
          "p50 ms",
          "p97.5 ms",
          "p99 ms",
          "errors/non-2xx",
          "target p50",
        ],
        reads.map((r) => [
          r.case,
          Math.round(r.rows).toLocaleString("en"),
          Math.round(r.kB).toLocaleString("en"),
          Math.round(r.perSecond).toLocaleString("en"),
          ms(r.p50),
          ms(r.p975),
          ms(r.p99),
          `${r.errors}/${r.non2xx}`,
          r.target ? `≤ ${r.target} ms` : "",
        ]),
      )}`,
    );
  }

  const postings = args["reads-only"] ? undefined : await postingRun(sen, headers, tenant, ask);
  const verdict = [
    ...[
      { target: "trial balance for a year p50 ≤ 200 ms", limit: 200 },
      { target: "cash book for a month p50 ≤ 50 ms", limit: 50 },
    ].flatMap(({ target, limit }) => {
      const measured = reads.filter((r) => r.target === limit).map((r) => r.p50);
      const worst = Math.max(...measured);
      return measured.length === 0 ? [] : [{ target, value: `${ms(worst)} ms (worst case)`, met: worst <= limit }];
    }),
    ...(postings === undefined
      ? []
      : [
          {
            target: `posting ≥ 1,000 vouchers/s at ${connections} connections`,
            value: `${Math.round(postings.perSecond)}/s`,
            met: postings.perSecond >= 1000,
          },
          {
            target: "totals equal the journal, numbers without gaps, a key posts once",
            value: `${driftAfterLoad}/${postings.drift} rows, ${postings.faults} faults, replay ${postings.replayed ? "same" : "DIFFERENT"}`,
            met: postings.drift === 0 && postings.faults === 0 && postings.replayed,
          },
        ]),
  ];
  log(
    `\n${table(
      ["target", "measured", "met"],
      verdict.map((v) => [v.target, v.value, v.met ? "yes" : "NO"]),
    )}`,
  );
  log(`\nWhole bench: ${secondsSince(started)} s; load average ${loadAverage()}`);

  mkdirSync(".tmp", { recursive: true });
  const settings = { lines, year, connections, poolSize, duration, warmup, loadAfter: loadavg() };
  writeFileSync(".tmp/bench-accounting.json", `${JSON.stringify({ settings, reads, postings, verdict }, null, 2)}\n`);
  log("Written to .tmp/bench-accounting.json");
} finally {
  await stop();
  await pool.end();
  if (!args.keep) await dropDatabase(adminUrl, args.database);
  await database.stop();
}
