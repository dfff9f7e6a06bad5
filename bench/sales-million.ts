/**
 * Sales at size: 2,000,000 retail bills over two years and 50 branches, with services, packages, servings and room
 * bookings, over HTTP (issue #19).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:sales -- \
 *     [--bills 2000000] [--branches 50] [--customers 200000] [--days 730] [--runs 20] [--duration 10]
 *     [--connections 16] [--pool N] [--database sen_bench_sales] [--refill] [--cases reports,board,bookings]
 *
 * Fills the tenant `bench` of a database of its own (kept, and reused while it holds the bills, unless --refill):
 * bench/sales-rows.ts (branches, staff, rooms, goods, bills, returns) and bench/service-rows.ts (service bills,
 * packages and their ledger, servings, room orders), then their report lines and payments as the migrations that made
 * them wrote them for documents posted before them, and bench/commission-rows.ts their commissions and wages. Starts our server in a process of its own, then times one
 * after the other every sales report for the last whole month and all branches (a page of 50 rows and the totals, as
 * the screen asks) and a branch's room board; then books rooms with `connections` connections: free slots spread over
 * every room, and the same 4 rooms × 8 hours for everybody. No two live orders of a room or an employee may overlap
 * afterwards: the bench fails loudly otherwise. Prints the tables and the verdict; writes .tmp/bench-sales.json.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { parseArgs } from "node:util";
import { openDatabase } from "../apps/server/src/platform/db/database.js";
import { createPool, ensureDatabase } from "../apps/server/src/platform/db/pool.js";
import { inTenant } from "../apps/server/src/platform/db/tenant-db.js";
import { benchTenant, fillOnce } from "./bench-tenant.js";
import { COMMISSION_TABLES, fillCommissions } from "./commission-rows.js";
import { LOAD_OPTIONS, loadAverage, loadSettings, ms } from "./load-options.js";
import { verdictTable } from "./measure.js";
import { fillPartners } from "./partner-rows.js";
import { signIn, startServer } from "./partner-servers.js";
import { fillReportLines } from "./report-lines-fill.js";
import {
  boardTimes,
  bookingRuns,
  CONTENDED_SLOTS,
  lastMonth,
  overlaps,
  reportTimes,
  timingTable,
} from "./sales-cases.js";
import { fillBills, fillShop, SALES_TABLES } from "./sales-rows.js";
import { fillRoomOrders, fillServices, SERVICE_TABLES } from "./service-rows.js";
import { countRows } from "./stock-tenant.js";

const { values: args } = parseArgs({
  options: {
    bills: { type: "string", default: "2000000" },
    branches: { type: "string", default: "50" },
    customers: { type: "string", default: "200000" },
    days: { type: "string", default: "730" },
    runs: { type: "string", default: "20" },
    ...LOAD_OPTIONS,
    database: { type: "string", default: "sen_bench_sales" },
    refill: { type: "boolean", default: false },
    /** What to measure: any of reports, board, bookings. */
    cases: { type: "string", default: "reports,board,bookings" },
  },
});
const log = (line: string) => console.log(line);
const { duration, connections, poolSize } = loadSettings(args);
const fill = {
  bills: Number(args.bills),
  branches: Number(args.branches),
  customers: Number(args.customers),
  days: Number(args.days),
  log,
};
process.env.JWT_SECRET ??= randomBytes(48).toString("base64url");
const REPORT_TARGET_MS = 300;
const BOARD_TARGET_MS = 100;
const BOOKINGS_TARGET = 300;

const database = await openDatabase(process.env.DATABASE_URL, process.env.DATA_DIR ?? ".tmp/bench-data");
const benchUrl = await ensureDatabase(database.url, args.database);
const pool = createPool(benchUrl, 2);
let stop = async () => {};
try {
  const started = Date.now();
  const tenant = await benchTenant(pool);
  const { refill } = args;
  await fillOnce(pool, tenant, "partners", { wanted: fill.customers, refill, log }, (db) =>
    fillPartners(db, fill.customers, log),
  );
  await inTenant(pool, tenant.schema, (db) => fillShop(db, fill.branches));
  const filling = refill || (await countRows(pool, tenant, SALES_TABLES.bills)) !== fill.bills;
  if (filling) {
    log(`Filling ${tenant.schema} with ${fill.bills.toLocaleString("en")} bills over ${fill.days} days…`);
    await inTenant(pool, tenant.schema, (db) => fillBills(db, fill));
    await inTenant(pool, tenant.schema, (db) => fillServices(db, fill));
    await inTenant(pool, tenant.schema, (db) => fillRoomOrders(db, fill));
    await inTenant(pool, tenant.schema, (db) => fillReportLines(db, log));
  } else {
    // What earlier runs booked ahead goes; the filled bookings stay.
    await pool.query(`DELETE FROM ${tenant.schema}.room_orders WHERE bat_dau >= current_date + 31`);
  }
  if (filling || (await countRows(pool, tenant, "commission_entries")) === 0) {
    await inTenant(pool, tenant.schema, (db) => fillCommissions(db, log));
  }
  for (const name of [
    ...Object.values(SALES_TABLES),
    ...Object.values(SERVICE_TABLES),
    "room_orders",
    "report_lines",
    "report_payments",
    ...COMMISSION_TABLES,
  ]) {
    await pool.query(`VACUUM (ANALYZE) ${tenant.schema}.${name}`);
  }
  const sen = await startServer("sen", { databaseUrl: benchUrl, schema: tenant.schema, poolSize });
  stop = sen.stop;
  const token = await signIn(pool, tenant.schema, sen);
  const headers = { authorization: `Bearer ${token}`, "x-tenant": "bench" };
  const { rows: about } = await pool.query<{ version: string; lines: number; size: string }>(
    `SELECT current_setting('server_version') AS version,
            (SELECT count(*)::int FROM ${tenant.schema}.${SALES_TABLES.lines}) AS lines,
            pg_size_pretty(pg_total_relation_size('${tenant.schema}.${SALES_TABLES.lines}')) AS size`,
  );
  log(
    `\nPostgreSQL ${about[0]?.version} (${database.description}, database ${args.database}), ${cpus().length} cores ` +
      `(${cpus()[0]?.model ?? ""}), node ${process.version}; ${fill.bills.toLocaleString("en")} bills with ` +
      `${about[0]?.lines.toLocaleString("en")} lines (${about[0]?.size}) over ${fill.branches} branches; ` +
      `load average ${loadAverage()}\n`,
  );

  const c = { pool, tenant, sen, headers, branches: fill.branches, connections, duration, log };
  const month = lastMonth();
  log(`Reports for ${month.from} to ${month.to}, all branches:`);
  const measure = new Set(args.cases.split(","));
  const reports = measure.has("reports") ? await reportTimes(c, Number(args.runs)) : [];
  const boards = measure.has("board") ? await boardTimes(c, Number(args.runs)) : [];
  log(
    `\n${timingTable("report (last month, all branches)", reports)}\n\n${timingTable("room board (one branch)", boards)}`,
  );
  log(`\nRoom bookings, ${connections} connections, pool ${poolSize}, ${duration} s each:`);
  const bookings = measure.has("bookings") ? await bookingRuns(c) : [];
  const clash = await overlaps(c);

  const slowest = reports.reduce((a, b) => (b.p95 > a.p95 ? b : a), { name: "none", p95: 0 });
  const board = boards.reduce((a, b) => (b.p95 > a.p95 ? b : a), { name: "none", p95: 0 });
  const spread = bookings[0];
  const verdict = [
    {
      measured: reports.length > 0,
      target: `each of the ${reports.length} sales reports ≤ ${REPORT_TARGET_MS} ms (a month, all branches)`,
      value: `slowest ${slowest.name}: p95 ${ms(slowest.p95)} ms`,
      met: reports.every((r) => r.p95 <= REPORT_TARGET_MS),
    },
    {
      measured: boards.length > 0,
      target: `a day's room board ≤ ${BOARD_TARGET_MS} ms`,
      value: `p95 ${ms(board.p95)} ms (${board.name})`,
      met: boards.every((b) => b.p95 <= BOARD_TARGET_MS),
    },
    {
      measured: bookings.length > 0,
      target: `≥ ${BOOKINGS_TARGET} room bookings/s at ${connections} connections`,
      value: `${Math.round(spread?.bookedPerSecond ?? 0)}/s`,
      met: (spread?.bookedPerSecond ?? 0) >= BOOKINGS_TARGET,
    },
    {
      measured: true,
      target: "no room or employee booked twice",
      value: `${clash.rooms} room and ${clash.employees} employee overlaps; ${clash.contended} of ${CONTENDED_SLOTS} contended slots won`,
      met: clash.rooms === 0 && clash.employees === 0 && clash.contended <= CONTENDED_SLOTS,
    },
  ].filter((v) => v.measured);
  log(`\n${verdictTable(verdict)}`);
  log(`\nWhole bench: ${((Date.now() - started) / 1000).toFixed(0)} s; load average ${loadAverage()}`);
  mkdirSync(".tmp", { recursive: true });
  const settings = { ...fill, log: undefined, connections, poolSize, duration, loadAfter: loadavg() };
  writeFileSync(
    ".tmp/bench-sales.json",
    `${JSON.stringify({ settings, reports, boards, bookings, clash, verdict }, null, 2)}\n`,
  );
  log("Written to .tmp/bench-sales.json");
  if (!verdict.at(-1)?.met) throw new Error("a room or an employee was booked twice: see above");
} finally {
  await stop();
  await pool.end();
  await database.stop();
}
