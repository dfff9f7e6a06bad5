import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type StockTenant, stockTenant } from "../../../../../../test/fixtures/stock-tenant.js";
import { inTenant } from "../../../platform/db/tenant-db.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";

/*
 * Random bills, receipts, returns and cancels of bills, some sent at once and some retried with their
 * Idempotency-Key: afterwards the stock is what the accepted documents say and never negative, no bill got back more
 * than it sold, the cached balances equal the ledger, the accounts' totals equal the journal, and the journal holds
 * for every posted bill exactly what its customer paid and for every return what was paid back.
 */

let t: TestApp;
let s: StockTenant;
// Today: a return is allowed on the bill's own day only (sale_return_days 0).
const DAY = vietnamToday();
beforeAll(async () => {
  t = await startTestApp();
  s = await stockTenant(t, "bill_prop");
  await inTenant(t.pool, s.schema, (db) =>
    db.$client.query("UPDATE products SET gia_ban = 45000, ma_thue = 'T8' WHERE ma_vt IN ('SP01', 'SP02')"),
  );
});
afterAll(() => t.close());

type Op =
  | { kind: "receipt"; vt: string; qty: number }
  | { kind: "bill"; vt: string; qty: number; cash: boolean; retry: boolean }
  | { kind: "cancel"; pick: number }
  | { kind: "return"; pick: number; qty: number };

const vt = fc.constantFrom("SP01", "SP02");
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant("receipt" as const), vt, qty: fc.integer({ min: 1, max: 6 }) }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant("bill" as const),
      vt,
      qty: fc.integer({ min: 1, max: 4 }),
      cash: fc.boolean(),
      retry: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("cancel" as const), pick: fc.nat() }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant("return" as const), pick: fc.nat(), qty: fc.integer({ min: 1, max: 2 }) }),
  },
);
const batches = fc.array(fc.array(op, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 });

const stock = new Map<string, number>();
const add = (v: string, q: number) => stock.set(v, (stock.get(v) ?? 0) + q);
/** Posted bills: what they took, what they were paid and what came back. */
const bills: { id: string; vt: string; qty: number; paid: number; returned: number }[] = [];
let refunded = 0;
let returnsPosted = 0;
let keys = 0;

/** 45,000 a unit and 8 % VAT: 48,600 a unit. */
const UNIT = 48_600;

async function giveBack(o: Extract<Op, { kind: "return" }>) {
  const bill = bills[o.pick % Math.max(bills.length, 1)];
  if (!bill) return;
  const res = await s.admin("POST", "sales/returns", {
    ngay_ct: DAY,
    stt_rec_hd: bill.id,
    status: "2",
    details: [{ ma_vt: bill.vt, so_luong: o.qty }],
    payments: [{ ma_httt: "TM", tien: o.qty * UNIT }],
  });
  if (res.statusCode === 422) {
    // Refused only for want of what is left of the bill (all of it back: its line is no longer found).
    expect(["details.0.so_luong", "details.0.ma_vt"], res.body).toContain(Object.keys(res.json().errors)[0]);
    expect(Object.values(res.json().errors)[0], res.body).toMatch(/còn được trả|trả lại trên phiếu khác|đã trả hết/);
    return;
  }
  expect(res.statusCode, res.body).toBe(201);
  bill.returned += o.qty;
  expect(bill.returned, "a bill never gets back more than it sold").toBeLessThanOrEqual(bill.qty);
  refunded += o.qty * UNIT;
  returnsPosted++;
  add(bill.vt, o.qty);
}

async function run(o: Op) {
  if (o.kind === "receipt") {
    const res = await s.admin("POST", "stock/receipt-orders", {
      ngay_ct: DAY,
      ma_kho: "K01",
      status: "2",
      details: [{ ma_vt: o.vt, so_luong: o.qty, gia: 30_000 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    add(o.vt, o.qty);
    return;
  }
  if (o.kind === "return") return giveBack(o);
  if (o.kind === "cancel") {
    const bill = bills[o.pick % Math.max(bills.length, 1)];
    if (!bill) return;
    bills.splice(bills.indexOf(bill), 1);
    const res = await s.admin("PATCH", `sales/retail-orders/${bill.id}`, { status: "9" });
    if (bill.returned > 0) {
      // A bill some of whose goods came back stays until its returns are cancelled.
      expect(res.statusCode, res.body).toBe(422);
      bills.push(bill);
      return;
    }
    expect(res.statusCode, res.body).toBe(200);
    add(bill.vt, bill.qty);
    return;
  }
  // Paid in cash (with change) or by transfer.
  const due = o.qty * UNIT;
  const payments = o.cash ? [{ ma_httt: "TM", tien: due + 1_400 }] : [{ ma_httt: "CK", tien: due }];
  const body = { ngay_ct: DAY, ma_kho: "K01", status: "2", details: [{ ma_vt: o.vt, so_luong: o.qty }], payments };
  const headers = { "x-branches": "CN01", "idempotency-key": `bill-${++keys}` };
  const sends = o.retry
    ? [s.admin("POST", "sales/retail-orders", body, headers), s.admin("POST", "sales/retail-orders", body, headers)]
    : [s.admin("POST", "sales/retail-orders", body, headers)];
  const answers = await Promise.all(sends);
  const posted = answers.filter((a) => a.statusCode === 201);
  for (const a of answers) {
    expect([201, 409, 422], a.body).toContain(a.statusCode);
    // A bill is refused only for want of stock.
    if (a.statusCode === 422) expect(Object.keys(a.json().errors), a.body).toEqual(["details.0.so_luong"]);
  }
  if (posted.length === 0) return;
  const ids = new Set(posted.map((a) => a.json().stt_rec));
  expect(ids.size, "a retried key posts one bill").toBe(1);
  add(o.vt, -o.qty);
  bills.push({ id: [...ids][0] as string, vt: o.vt, qty: o.qty, paid: due, returned: 0 });
}

it("keeps stock and money ledgers exact under concurrent bills, returns, retries and cancels", {
  timeout: 240_000,
}, async () => {
  await fc.assert(
    fc.asyncProperty(batches, async (plan) => {
      for (const batch of plan) await Promise.all(batch.map(run));
      expect((await s.admin("GET", "stock/product-balances/check")).json()).toEqual({ items: [], total: 0 });
      expect((await s.admin("GET", "accounting/reports/totals-check")).json()).toEqual({ items: [], total: 0 });
      const balances = (await s.admin("GET", `stock/product-balances?ma_kho=K01&ngay=${DAY}`)).json().items as {
        ma_vt: string;
        so_luong: number;
      }[];
      for (const b of balances) expect(b.so_luong).toBeGreaterThanOrEqual(0);
      const held = new Map(balances.map((b) => [b.ma_vt, b.so_luong]));
      for (const [v, q] of stock) expect(held.get(v) ?? 0, v).toBe(q);
      const { rows } = await inTenant(t.pool, s.schema, (db) =>
        db.$client.query<{ tien: string }>(
          `SELECT coalesce(sum(tien), 0) AS tien FROM journal_entries WHERE ma_ct = 'HD1' AND tk_no IN ('1111', '1121')`,
        ),
      );
      expect(Number(rows[0]?.tien)).toBe(bills.reduce((sum, b) => sum + b.paid, 0));
      const back = await inTenant(t.pool, s.schema, (db) =>
        db.$client.query<{ tien: string }>(
          `SELECT coalesce(sum(tien), 0) AS tien FROM journal_entries WHERE ma_ct = 'TL1' AND tk_co = '1111'`,
        ),
      );
      expect(Number(back.rows[0]?.tien)).toBe(refunded);
    }),
    { numRuns: 6, seed: 17, endOnFailure: true },
  );
  expect(returnsPosted, "the runs returned goods").toBeGreaterThan(0);
});
