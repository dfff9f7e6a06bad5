import { ROOM_ORDER_STATE, SALES_REPORT_NAMES, SALES_REPORTS, type SalesReportDef } from "@sen/core";
import type { Pool } from "../apps/server/src/platform/db/pool.js";
import { vietnamToday } from "../apps/server/src/platform/db/vietnam-days.js";
import type { Tenant } from "../apps/server/src/platform/tenants.js";
import { ms } from "./load-options.js";
import { percentile, table } from "./measure.js";
import { type LoadResult, load } from "./partner-load.js";
import type { RunningServer } from "./partner-servers.js";
import { ROOMS_PER_BRANCH } from "./sales-rows.js";
import { seeded } from "./stock-cases.js";

export interface SalesContext {
  pool: Pool;
  tenant: Tenant;
  sen: RunningServer;
  headers: Record<string, string>;
  branches: number;
  connections: number;
  duration: number;
  log: (line: string) => void;
}

export interface Timed {
  name: string;
  p50: number;
  p95: number;
  max: number;
  /** What the last answer held: rows of the page, or rooms of the board. */
  rows: number;
}

/** The last whole month before today: what an accountant or an owner asks for first. */
export function lastMonth(today = vietnamToday()) {
  const [y, m] = today.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(y, m - 2, 1));
  const last = new Date(Date.UTC(y, m - 1, 0));
  return { from: first.toISOString().slice(0, 10), to: last.toISOString().slice(0, 10) };
}

/** `runs` GETs of `path` one after the other, after `warm` untimed ones; the answer must be 200. */
async function timeGet(c: SalesContext, name: string, path: string, runs: number, warm = 2): Promise<Timed> {
  let rows = 0;
  const once = async () => {
    const response = await fetch(c.sen.url + path, { headers: c.headers });
    const body = (await response.json()) as { items?: unknown[]; rooms?: unknown[] };
    if (response.status !== 200) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`);
    rows = (body.items ?? body.rooms ?? []).length;
  };
  for (let i = 0; i < warm; i++) await once();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = process.hrtime.bigint();
    await once();
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { name, p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1) ?? Number.NaN, rows };
}

/** Every sales report for the last month and all branches, as its screen first asks for it (a page of 50 rows). */
export async function reportTimes(c: SalesContext, runs: number): Promise<Timed[]> {
  const { from, to } = lastMonth();
  const out: Timed[] = [];
  for (const name of SALES_REPORT_NAMES) {
    const def: SalesReportDef = SALES_REPORTS[name];
    const page = def.paged ? "&pageIndex=1&pageSize=50" : "";
    const timed = await timeGet(c, name, `/api/sales/reports/${name}?fromDate=${from}&toDate=${to}${page}`, runs);
    c.log(`  ${name}: p50 ${ms(timed.p50)} ms, p95 ${ms(timed.p95)} ms (${timed.rows} rows)`);
    out.push(timed);
  }
  return out;
}

/** A branch's room board for today, for tomorrow and for a day a month ago (all days booked). */
export async function boardTimes(c: SalesContext, runs: number): Promise<Timed[]> {
  const day = (offset: number) => new Date(Date.parse(vietnamToday()) + offset * 86_400_000).toISOString().slice(0, 10);
  const branch = `CN${String(Math.min(7, c.branches)).padStart(2, "0")}`;
  const out: Timed[] = [];
  for (const [name, offset] of [
    ["today", 0],
    ["tomorrow", 1],
    ["a month ago", -30],
  ] as const) {
    const path = `/api/sales/room-orders/board?ngay=${day(offset)}&ma_dvcs=${branch}`;
    out.push(await timeGet(c, `board ${name}`, path, runs));
  }
  return out;
}

export const timingTable = (title: string, rows: Timed[]) =>
  table(
    [title, "p50 ms", "p95 ms", "max ms", "rows"],
    rows.map((r) => [r.name, ms(r.p50), ms(r.p95), ms(r.max), String(r.rows)]),
  );

/** A booking of room `room` of branch `branch` (1-based), `days` ahead at `slot` half hours after 08:00, an hour long. */
function booking(branch: number, room: number, days: number, slot: number) {
  const start = new Date(Date.parse(`${vietnamToday()}T08:00:00+07:00`) + days * 86_400_000 + slot * 1_800_000);
  return {
    ma_phong: `PB${String(branch).padStart(2, "0")}${String(room).padStart(2, "0")}`,
    bat_dau: start.toISOString(),
    ket_thuc: new Date(start.getTime() + 3_600_000).toISOString(),
    ghi_chu: "Đặt lịch (bench)",
  };
}

export interface BookingRun extends LoadResult {
  name: string;
  booked: number;
  bookedPerSecond: number;
  refused: number;
}

async function bookingRun(c: SalesContext, name: string, body: () => object): Promise<BookingRun> {
  const result = await load(
    c.sen.url,
    [
      {
        method: "POST",
        path: "/api/sales/room-orders",
        headers: { "content-type": "application/json" },
        setupRequest: (r) => ({ ...r, body: JSON.stringify(body()) }),
      },
    ],
    { connections: c.connections, duration: c.duration, headers: c.headers },
  );
  const booked = (result.statuses[201] ?? 0) + (result.statuses[200] ?? 0);
  const refused = result.statuses[409] ?? 0;
  c.log(
    `  ${name}: ${booked} booked (${Math.round(booked / c.duration)}/s), ${refused} refused as taken, answers ` +
      `${JSON.stringify(result.statuses)}; p50 ${ms(result.p50)} ms, p95 ${ms(result.p95)} ms`,
  );
  return { ...result, name, booked, bookedPerSecond: booked / c.duration, refused };
}

/**
 * Receptionists booking at `connections` at once: free slots of every room 31 to 400 days ahead (few collide), then
 * the same 4 rooms at the same 8 half hours of one day for everybody (nearly all collide: one order each may win).
 */
export async function bookingRuns(c: SalesContext): Promise<BookingRun[]> {
  const random = seeded(19);
  const pick = (n: number) => 1 + Math.floor(random() * n);
  const spread = () => booking(pick(c.branches), pick(ROOMS_PER_BRANCH) - 1, 30 + pick(370), pick(26) - 1);
  const contended = () => booking(1, pick(4) - 1, 500, 2 * (pick(8) - 1));
  return [await bookingRun(c, "spread", spread), await bookingRun(c, "contended", contended)];
}

/** Live orders of one room, or of one employee, that start before an earlier one of it ends: none may exist. */
export async function overlaps(c: SalesContext) {
  const orders = `${c.tenant.schema}.room_orders`;
  const clashes = (column: string) => `
    SELECT count(*)::int FROM (
      SELECT bat_dau, max(ket_thuc) OVER (PARTITION BY ${column} ORDER BY bat_dau, id
                                          ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS earlier_end
        FROM ${orders} WHERE trang_thai <> $1 AND ${column} IS NOT NULL) o
     WHERE earlier_end > bat_dau`;
  const { rows } = await c.pool.query<{ rooms: number; employees: number; contended: number }>(
    `SELECT (${clashes("ma_phong")}) AS rooms, (${clashes("ma_nv")}) AS employees,
            (SELECT count(*)::int FROM ${orders} WHERE ma_phong LIKE 'PB010_' AND trang_thai <> $1
                AND bat_dau >= now() + interval '499 days') AS contended`,
    [ROOM_ORDER_STATE.cancelled],
  );
  return rows[0] ?? { rooms: -1, employees: -1, contended: -1 };
}

/** The most orders the contended run can win: 4 rooms × 8 hours that do not overlap. */
export const CONTENDED_SLOTS = 32;
