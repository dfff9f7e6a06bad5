import { DOCUMENT_STATUS } from "@sen/core";
import type { Pool } from "../apps/server/src/platform/db/pool.js";
import type { Tenant } from "../apps/server/src/platform/tenants.js";
import { type LoadRequest, load } from "./partner-load.js";
import { billBody, deliveryBody, productCode, seeded, today } from "./stock-cases.js";
import { STOCK_TABLES } from "./stock-ledger-rows.js";
import { cost } from "./stock-products.js";

export interface PostingRun {
  name: string;
  posted: number;
  postedPerSecond: number;
  refused: number;
  other: number;
  p50: number;
  p99: number;
  /** Cached balances below zero after the run. */
  negative: number;
  /** Rows the ledger check lists (cached balance against the ledger's sum). */
  checkDifferences: number;
  /** What a refused delivery answered, when one was. */
  refusal?: unknown;
}

interface Context {
  pool: Pool;
  tenant: Tenant;
  url: string;
  headers: Record<string, string>;
  connections: number;
  duration: number;
  log: (line: string) => void;
}

const DELIVERIES = "/api/stock/delivery-orders";
const RECEIPTS = "/api/stock/receipt-orders";

/** Products 1,001–21,000 of the main warehouse: each holds at least 100, enough for many runs. */
const PLENTY = { ma_kho: "KHO-Q1", from: 1_001, count: 20_000, so_luong: 1 };
/**
 * 20 products of the small warehouse (a few hundred each from the history, 200 more given just before), delivered
 * 50 at a time on every line: a few dozen deliveries empty them, then every delivery must be refused.
 */
const SCARCE = { ma_kho: "KHO-HC", from: 250_001, count: 20, so_luong: 50, given: 200 };

/** A request whose body is a new random delivery each time it is sent (so connections do not queue on one row). */
function deliveries(
  spec: { ma_kho: string; from: number; count: number; so_luong: number },
  seed: number,
): LoadRequest {
  const random = seeded(seed);
  const request: LoadRequest = {
    method: "POST",
    path: DELIVERIES,
    headers: { "content-type": "application/json" },
    setupRequest: (r) => ({ ...r, body: deliveryBody(spec.ma_kho, spec.from, spec.count, spec.so_luong, random) }),
  };
  return request;
}

async function send(c: Context, method: string, path: string, body?: unknown) {
  const response = await fetch(c.url + path, {
    method,
    headers: { ...c.headers, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Negative cached balances and the ledger check's differences, after a run. */
async function audit(c: Context) {
  const { rows } = await c.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${c.tenant.schema}.${STOCK_TABLES.balances} WHERE so_luong < 0`,
  );
  const check = await send(c, "GET", "/api/stock/product-balances/check");
  if (check.status !== 200) throw new Error(`check: ${check.status} ${JSON.stringify(check.body)}`);
  const items = (check.body as { items: unknown[] }).items;
  return { negative: rows[0]?.n ?? 0, checkDifferences: items.length };
}

async function run(c: Context, name: string, request: LoadRequest): Promise<PostingRun> {
  const result = await load(c.url, [request], { connections: c.connections, duration: c.duration, headers: c.headers });
  const posted = (result.statuses[201] ?? 0) + (result.statuses[200] ?? 0);
  const refused = result.statuses[422] ?? 0;
  const { negative, checkDifferences } = await audit(c);
  c.log(`  ${name}: ${posted} posted, ${refused} refused, ${Math.round(posted / c.duration)} postings/s`);
  return {
    name,
    posted,
    postedPerSecond: posted / c.duration,
    refused,
    other: result.requests - posted - refused + result.errors,
    p50: result.p50,
    p99: result.p99,
    negative,
    checkDifferences,
  };
}

/**
 * Posts 10-line deliveries with `connections` connections: from a warehouse with stock enough, then from 200
 * products given 500 each until they run out, when deliveries must be refused (422) and nothing go negative.
 */
export async function postingRuns(c: Context): Promise<PostingRun[]> {
  const plenty = await run(c, `stock enough, ${c.connections} connections`, deliveries(PLENTY, 1));

  for (let first = 0; first < SCARCE.count; first += 50) {
    const details = Array.from({ length: Math.min(50, SCARCE.count - first) }, (_, k) => {
      const i = SCARCE.from + first + k;
      return { ma_vt: productCode(i), so_luong: SCARCE.given, gia: cost(i) };
    });
    const given = await send(c, "POST", RECEIPTS, {
      ngay_ct: today(),
      ma_kho: SCARCE.ma_kho,
      status: DOCUMENT_STATUS.posted,
      dien_giai: "Nhập bổ sung (bench)",
      details,
    });
    if (given.status !== 201) throw new Error(`receipt: ${given.status} ${JSON.stringify(given.body)}`);
  }
  const scarce = await run(c, `until stock runs out, ${c.connections} connections`, deliveries(SCARCE, 2));
  const random = seeded(3);
  const refusal = await send(
    c,
    "POST",
    DELIVERIES,
    JSON.parse(deliveryBody(SCARCE.ma_kho, SCARCE.from, SCARCE.count, SCARCE.given, random)),
  );
  return [plenty, { ...scarce, refusal: refusal.body }];
}

const BILLS = "/api/sales/retail-orders";

/** Cashier bills: numbers gap-free and the journal's totals equal to its lines, after the run. */
export interface BillRun extends PostingRun {
  /** Bills of the run and what their numbers' counter says (equal when no number was skipped or repeated). */
  numbered: { bills: number; counter: number; provisional: number };
  /** Months where the accounts' stored totals differ from the journal. */
  totalsDifferences: number;
}

/**
 * Checkout at the counter: 3-line cash bills from the main warehouse's plentiful products with `connections`
 * connections, each posting stock, journal and number; afterwards the ledger check, the totals check and the
 * numbering are read back, not assumed.
 */
export async function billRun(c: Context): Promise<BillRun> {
  const random = seeded(4);
  const request: LoadRequest = {
    method: "POST",
    path: BILLS,
    headers: { "content-type": "application/json" },
    setupRequest: (r) => ({ ...r, body: billBody(PLENTY.ma_kho, PLENTY.from, PLENTY.count, random) }),
  };
  const result = await run(c, `3-line cash bills, ${c.connections} connections`, request);
  const { rows } = await c.pool.query<{ bills: number; counter: number; provisional: number }>(
    `SELECT count(*)::int AS bills,
            count(*) FILTER (WHERE so_ct LIKE '~%')::int AS provisional,
            coalesce((SELECT sum(so)::int FROM ${c.tenant.schema}.document_counters WHERE ma_ct = 'HD1'), 0) AS counter
     FROM ${c.tenant.schema}.retail_orders`,
  );
  const totals = await send(c, "GET", "/api/accounting/reports/totals-check");
  if (totals.status !== 200) throw new Error(`totals check: ${totals.status} ${JSON.stringify(totals.body)}`);
  return {
    ...result,
    numbered: rows[0] ?? { bills: 0, counter: 0, provisional: 0 },
    totalsDifferences: (totals.body as { items: unknown[] }).items.length,
  };
}
