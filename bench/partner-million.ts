/**
 * A million partners: our server against PostGraphile 4 over HTTP, under load (issue #5).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/sen_bench npm run bench:partners -- \
 *     [--rows 1000000] [--duration 10] [--connections 10] [--warmup 3] [--refill]
 *
 * Creates the tenant `bench` once and fills its partners (reused later unless --refill), starts
 * both servers in processes of their own, checks that they answer the same pages, then loads
 * each case with autocannon: ours, PostGraphile asked for the page alone (like for like: our list
 * estimates a long list's total) and PostGraphile asked for the page and its exact totalCount.
 * Prints one table and the verdict; writes .tmp/bench-partners.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem } from "node:os";
import { parseArgs } from "node:util";
import { openDatabase } from "../apps/server/src/platform/db/database.js";
import { createPool, type Pool } from "../apps/server/src/platform/db/pool.js";
import { benchTenant, fillOnce } from "./bench-tenant.js";
import { processCpu, table } from "./measure.js";
import { ASKERS, type Asker, PARTNER_CASES, type PageAsk, requestOf } from "./partner-cases.js";
import { type LoadResult, load } from "./partner-load.js";
import { fillPartners } from "./partner-rows.js";
import { preparePostGraphile, type RunningServer, type ServerKind, signIn, startServer } from "./partner-servers.js";

const { values: args } = parseArgs({
  options: {
    rows: { type: "string", default: "1000000" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    warmup: { type: "string", default: "3" },
    refill: { type: "boolean", default: false },
  },
});
const wanted = Number(args.rows);
const connections = Number(args.connections);
const duration = Number(args.duration);
const warmup = Number(args.warmup);
const BRANCHES = "CN01,CN02";
const log = (line: string) => console.log(line);
const ms = (n: number) => n.toFixed(1);

/** The tenant `bench` (shared with bench:entities), its partners filled once. */
async function partnerTenant(pool: Pool) {
  const tenant = await benchTenant(pool);
  await fillOnce(pool, tenant, "partners", { wanted, refill: Boolean(args.refill), log }, (db) =>
    fillPartners(db, wanted, log),
  );
  return tenant;
}

interface Page {
  ids: string[];
  /** Absent when PostGraphile was asked for the page alone. */
  total?: string;
}

/** One page from one server, asked one way: its ids and total. */
async function page(server: RunningServer, ask: PageAsk, asker: Asker, headers: Record<string, string>): Promise<Page> {
  const request = requestOf(ask, asker);
  const response = await fetch(server.url + request.path, {
    method: request.method,
    headers: { ...headers, ...request.headers },
    body: request.body,
  });
  const body: unknown = await response.json();
  if (!response.ok) throw new Error(`${server.kind} ${request.path}: ${response.status} ${JSON.stringify(body)}`);
  if (server.kind === "sen") {
    const list = body as { items: { id: string }[]; total: number; totalExact?: false };
    const total = `${list.totalExact === false ? "≈" : ""}${list.total.toLocaleString("en")}`;
    return { ids: list.items.map((r) => r.id), total };
  }
  const answer = body as { data?: Record<string, { totalCount?: number; nodes: { id: string }[] }>; errors?: unknown };
  const found = answer.data?.[ask.postgraphile.field];
  if (!found) throw new Error(`postgraphile ${ask.label}: ${JSON.stringify(answer.errors)}`);
  return { ids: found.nodes.map((n) => n.id), total: found.totalCount?.toLocaleString("en") };
}

/**
 * CPU milliseconds used so far by the server's process and by its PostgreSQL backends (by pid).
 * Parallel workers live for one query and are missed: PostGraphile's count of a million rows,
 * which PostgreSQL may spread over workers when the machine is idle, is then undercounted.
 */
async function cpuNow(pool: Pool, server: RunningServer) {
  const { rows } = await pool.query<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1",
    [server.applicationName],
  );
  const backends = new Map(rows.map(({ pid }) => [pid, processCpu(pid) ?? 0]));
  return { server: processCpu(server.pid) ?? Number.NaN, backends };
}

/** CPU per request of the server and of the database between two readings. */
function cpuPerRequest(before: Awaited<ReturnType<typeof cpuNow>>, after: typeof before, requests: number) {
  let db = 0;
  for (const [pid, used] of after.backends) db += used - (before.backends.get(pid) ?? 0);
  return { server: (after.server - before.server) / requests, db: db / requests };
}

type Measured = LoadResult & {
  case: string;
  kind: string;
  server: ServerKind;
  asker: Asker;
  name: string;
  cpu: { server: number; db: number };
};

const database = await openDatabase(process.env.DATABASE_URL, process.env.DATA_DIR ?? ".tmp/bench-data");
const pool = createPool(database.url, 2);
const servers: RunningServer[] = [];
try {
  const tenant = await partnerTenant(pool);
  await preparePostGraphile(pool, tenant.schema);
  const settings = { databaseUrl: database.url, schema: tenant.schema, poolSize: connections };
  const sen = await startServer("sen", settings);
  servers.push(sen);
  const postgraphile = await startServer("postgraphile", settings);
  servers.push(postgraphile);
  const token = await signIn(pool, tenant.schema, sen);
  const headersOf: Record<ServerKind, Record<string, string>> = {
    sen: { authorization: `Bearer ${token}`, "x-tenant": "bench", "x-branches": BRANCHES },
    postgraphile: {},
  };

  const { rows: about } = await pool.query<{ version: string; size: string }>(
    `SELECT current_setting('server_version') AS version,
            pg_size_pretty(pg_total_relation_size('${tenant.schema}.partners')) AS size`,
  );
  const machine = {
    cpus: cpus().length,
    cpu: cpus()[0]?.model ?? "",
    memory: `${Math.round(totalmem() / 2 ** 30)} GB`,
    node: process.version,
    postgres: about[0]?.version ?? "",
    database: database.description,
    partners: wanted,
    partnersSize: about[0]?.size ?? "",
    loadBefore: loadavg().map((n) => n.toFixed(2)),
  };
  log(
    `PostgreSQL ${machine.postgres} (${machine.database}), ${machine.cpus} cores (${machine.cpu}), node ${machine.node}; ` +
      `${wanted.toLocaleString("en")} partners, ${machine.partnersSize} with indexes; load average ${machine.loadBefore.join(" ")}\n`,
  );

  // Both servers answer the same rows in the same order, PostGraphile asked either way.
  const pages: { page: string; ours: string; theirs: string; same: boolean }[] = [];
  const sameIds = (a: Page, b: Page) => a.ids.length === b.ids.length && a.ids.every((id, i) => id === b.ids[i]);
  for (const c of PARTNER_CASES) {
    for (const ask of c.asks) {
      const ours = await page(sen, ask, "sen", headersOf.sen);
      const alone = await page(postgraphile, ask, "postgraphile", headersOf.postgraphile);
      const counted = await page(postgraphile, ask, "postgraphile-count", headersOf.postgraphile);
      const same = sameIds(ours, alone) && sameIds(ours, counted);
      pages.push({ page: `${c.name}: ${ask.label}`, ours: ours.total ?? "", theirs: counted.total ?? "", same });
    }
  }
  log(
    table(
      ["page", "our total", "PostGraphile totalCount", "same rows"],
      pages.map((p) => [p.page, p.ours, p.theirs, p.same ? "yes" : "NO"]),
    ),
  );

  const results: Measured[] = [];
  const serverOf: Record<ServerKind, RunningServer> = { sen, postgraphile };
  for (const c of PARTNER_CASES) {
    for (const [asker, { server: kind, name }] of Object.entries(ASKERS) as [Asker, (typeof ASKERS)[Asker]][]) {
      const server = serverOf[kind];
      const requests = c.asks.map((ask) => requestOf(ask, asker));
      const options = { connections, headers: headersOf[kind] };
      await load(server.url, requests, { ...options, duration: warmup });
      const before = await cpuNow(pool, server);
      const result = await load(server.url, requests, { ...options, duration });
      const cpu = cpuPerRequest(before, await cpuNow(pool, server), result.requests);
      results.push({ ...result, case: c.name, kind: c.kind, server: kind, asker, name, cpu });
      log(`  ${c.name}, ${name}: ${Math.round(result.perSecond)} requests/s, p50 ${ms(result.p50)} ms`);
    }
  }
  const loadAfter = loadavg().map((n) => n.toFixed(2));
  log(
    `\n${connections} connections, ${duration} s per case after ${warmup} s of warm-up; load average after ${loadAfter.join(" ")}\n`,
  );
  log(
    table(
      ["case", "server", "requests/s", "p50 ms", "p99 ms", "errors/non-2xx", "server CPU ms/req", "db CPU ms/req"],
      results.map((r) => [
        r.case,
        r.name,
        Math.round(r.perSecond).toLocaleString("en"),
        ms(r.p50),
        ms(r.p99),
        `${r.errors}/${r.non2xx}`,
        ms(r.cpu.server),
        ms(r.cpu.db),
      ]),
    ),
  );
  log("db CPU: the server's PostgreSQL backends; parallel workers (PostGraphile's counts) are not counted.");

  // Our requests per second over PostGraphile's, case by case: the page alone is the fair comparison.
  const find = (name: string, asker: Asker) => results.find((r) => r.case === name && r.asker === asker);
  const ratios = PARTNER_CASES.map((c) => {
    const ours = find(c.name, "sen")?.perSecond ?? Number.NaN;
    const over = (asker: Asker) => ours / (find(c.name, asker)?.perSecond ?? Number.NaN);
    return { case: c.name, kind: c.kind, overPage: over("postgraphile"), overPageAndCount: over("postgraphile-count") };
  });
  log(
    `\n${table(
      ["case", "Sen ÷ PostGraphile, page", "Sen ÷ PostGraphile, page + totalCount"],
      ratios.map((r) => [r.case, `${r.overPage.toFixed(1)}×`, `${r.overPageAndCount.toFixed(1)}×`]),
    )}`,
  );

  const list = results.find((r) => r.kind === "list" && r.asker === "sen");
  const search = results.find((r) => r.kind === "search" && r.asker === "sen");
  const ratio = ratios.find((r) => r.kind === "list")?.overPage ?? Number.NaN;
  const verdict = [
    { target: "first page p99 < 20 ms", value: `${ms(list?.p99 ?? Number.NaN)} ms`, met: (list?.p99 ?? 1e9) < 20 },
    { target: "search p50 < 50 ms", value: `${ms(search?.p50 ?? Number.NaN)} ms`, met: (search?.p50 ?? 1e9) < 50 },
    { target: "search p99 < 300 ms", value: `${ms(search?.p99 ?? Number.NaN)} ms`, met: (search?.p99 ?? 1e9) < 300 },
    { target: "list requests/s ≥ 2× PostGraphile's (page alone)", value: `${ratio.toFixed(1)}×`, met: ratio >= 2 },
  ];
  log(
    `\n${table(
      ["target", "measured", "met"],
      verdict.map((v) => [v.target, v.value, v.met ? "yes" : "NO"]),
    )}`,
  );

  mkdirSync(".tmp", { recursive: true });
  const settingsOut = { connections, duration, warmup, branches: BRANCHES, loadAfter };
  writeFileSync(
    ".tmp/bench-partners.json",
    `${JSON.stringify({ machine, settings: settingsOut, pages, results, ratios, verdict }, null, 2)}\n`,
  );
  log("\nWritten to .tmp/bench-partners.json");
} finally {
  for (const server of servers) await server.stop();
  await pool.end();
  await database.stop();
}
