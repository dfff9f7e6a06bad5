import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type StockTenant, stockTenant } from "../../../../../../test/fixtures/stock-tenant.js";

/*
 * Random receipts, deliveries, transfers and cancels, some sent at once: afterwards the cached balances equal the
 * ledger, none is negative, an empty balance holds no value, and each quantity is what the accepted documents say.
 */

let t: TestApp;
let s: StockTenant;
beforeAll(async () => {
  t = await startTestApp();
  s = await stockTenant(t, "stock_prop");
});
afterAll(() => t.close());

const WAREHOUSES = ["K01", "K02", "K03"] as const;
const PRODUCTS = ["SP01", "SP02"] as const;
const BOTH = { "x-branches": "CN01,CN02" };

type Op =
  | { kind: "receipt"; kho: string; vt: string; qty: number; box: boolean; gia: number }
  | { kind: "delivery"; kho: string; vt: string; qty: number }
  | { kind: "transfer"; kho: string; to: string; vt: string; qty: number }
  | { kind: "cancel"; pick: number };

const kho = fc.constantFrom(...WAREHOUSES);
const vt = fc.constantFrom(...PRODUCTS);
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("receipt" as const),
      kho,
      vt,
      qty: fc.integer({ min: 1, max: 9 }),
      box: fc.boolean(),
      gia: fc.integer({ min: 0, max: 300_000 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant("delivery" as const), kho, vt, qty: fc.integer({ min: 1, max: 12 }) }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("transfer" as const),
      kho,
      to: kho,
      vt,
      qty: fc.integer({ min: 1, max: 8 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("cancel" as const), pick: fc.nat() }) },
);
/** Batches of operations; the operations of one batch are sent at once. */
const batches = fc.array(fc.array(op, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 });

/** What the accepted documents say each warehouse holds, in base units. */
const expected = new Map<string, number>();
const add = (k: string, v: string, q: number) => expected.set(`${k}/${v}`, (expected.get(`${k}/${v}`) ?? 0) + q);
/** Posted documents that may be cancelled, with what cancelling them gives back. */
const posted: { url: string; moves: [string, string, number][] }[] = [];

async function run(o: Op) {
  const date = { ngay_ct: "2026-05-10", status: "2" };
  if (o.kind === "cancel") {
    const doc = posted[o.pick % Math.max(posted.length, 1)];
    if (!doc) return;
    const res = await s.admin("PATCH", doc.url, { status: "9" }, BOTH);
    if (res.statusCode === 200) {
      for (const [k, v, q] of doc.moves) add(k, v, -q);
      posted.splice(posted.indexOf(doc), 1);
    } else expect([409, 422]).toContain(res.statusCode);
    return;
  }
  const path = { receipt: "receipt-orders", delivery: "delivery-orders", transfer: "transfer-orders" }[o.kind];
  const details =
    o.kind === "receipt"
      ? [{ ma_vt: o.vt, so_luong: o.qty, gia: o.gia, ...(o.box && o.vt === "SP01" ? { ma_dvt: "HOP" } : {}) }]
      : [{ ma_vt: o.vt, so_luong: o.qty }];
  const body = { ...date, ma_kho: o.kho, details, ...(o.kind === "transfer" ? { ma_kho_nhan: o.to } : {}) };
  const res = await s.admin("POST", `stock/${path}`, body, BOTH);
  if (res.statusCode !== 201) {
    expect([409, 422], res.body).toContain(res.statusCode);
    return;
  }
  const base = o.kind === "receipt" && o.box && o.vt === "SP01" ? o.qty * 10 : o.qty;
  const moves: [string, string, number][] =
    o.kind === "receipt"
      ? [[o.kho, o.vt, base]]
      : o.kind === "delivery"
        ? [[o.kho, o.vt, -base]]
        : [
            [o.kho, o.vt, -base],
            [o.to, o.vt, base],
          ];
  for (const [k, v, q] of moves) add(k, v, q);
  posted.push({ url: `stock/${path}/${res.json().stt_rec}`, moves });
}

it("keeps cached balances equal to the ledger, never negative, and as the accepted documents say", {
  timeout: 240_000,
}, async () => {
  await fc.assert(
    fc.asyncProperty(batches, async (plan) => {
      for (const batch of plan) await Promise.all(batch.map(run));
      const check = await s.admin("GET", "stock/product-balances/check", undefined, BOTH);
      expect(check.json()).toEqual({ items: [], total: 0 });
      const balances = (await s.admin("GET", "stock/product-balances?pageSize=100", undefined, BOTH)).json().items as {
        ma_kho: string;
        ma_vt: string;
        so_luong: number;
        gia_tri: number;
      }[];
      for (const b of balances) {
        expect(b.so_luong).toBeGreaterThan(0);
        expect(b.gia_tri).toBeGreaterThanOrEqual(0);
      }
      const held = new Map(balances.map((b) => [`${b.ma_kho}/${b.ma_vt}`, b.so_luong]));
      for (const [key, q] of expected) expect(held.get(key) ?? 0, key).toBe(q);
    }),
    { numRuns: 6, seed: 15, endOnFailure: true },
  );
});
