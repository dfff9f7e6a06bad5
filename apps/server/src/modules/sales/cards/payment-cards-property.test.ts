import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { salesTenant } from "../../../../../../test/fixtures/sales-tenant.js";

/*
 * Random top-ups, card payments, locks, unlocks and cancels of either, a batch at a time sent at once: after each
 * batch every card's balance is the sum of its ledger, none is below zero, and each is what the accepted
 * documents say (the top-ups with their bonus, less the payments, with the cancelled ones undone).
 */

let t: TestApp;
let s: Awaited<ReturnType<typeof salesTenant>>;
const DAY = "2026-05-04";
const CARDS = ["PT1", "PT2"] as const;

beforeAll(async () => {
  t = await startTestApp();
  s = await salesTenant(t, "card_prop", "2026-05-01", 100_000);
  await s.sql("UPDATE products SET ma_thue = NULL, gia_ban = 10000 WHERE ma_vt = 'SP01'");
  for (const ma_the of CARDS) {
    expect((await s.admin("POST", "sales/payment-cards", { ma_the, ma_kh: "KH0001" })).statusCode).toBe(200);
  }
  const policy = await s.admin("POST", "sales/payment-card-policies", {
    ma_cs: "CS50",
    ten_cs: "Nạp 50.000 tặng 5.000",
    tu_tien: 50_000,
    tien_km: 5_000,
    tu_ngay: "2026-01-01",
  });
  expect(policy.statusCode, policy.body).toBe(200);
});
afterAll(() => t.close());

type Op =
  | { kind: "topup"; card: number; tien: number }
  | { kind: "pay"; card: number; qty: number }
  | { kind: "lock" | "unlock"; card: number }
  | { kind: "cancel"; pick: number };

const card = fc.integer({ min: 0, max: CARDS.length - 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant("topup" as const), card, tien: fc.constantFrom(20_000, 50_000) }),
  },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant("pay" as const), card, qty: fc.integer({ min: 1, max: 4 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constantFrom("lock" as const, "unlock" as const), card }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("cancel" as const), pick: fc.nat() }) },
);

/** A top-up, a payment from it and the payment cancelled (the 2nd posted). */
const EVERY_WAY: Op[] = [
  { kind: "topup", card: 0, tien: 50_000 },
  { kind: "pay", card: 0, qty: 1 },
  { kind: "cancel", pick: 1 },
];

/** What each posted document moved its card by, to undo on cancel. */
const posted: { api: string; id: string; ma_the: string; tien: number }[] = [];
const expected = new Map<string, number>(CARDS.map((c) => [c, 0]));
const move = (ma_the: string, tien: number) => expected.set(ma_the, (expected.get(ma_the) ?? 0) + tien);
/** How many of each were accepted: the run must have moved the cards every way, not only been refused. */
const accepted = { topup: 0, pay: 0, cancel: 0 };

async function run(o: Op) {
  if (o.kind === "topup") {
    const ma_the = CARDS[o.card] as string;
    const res = await s.admin("POST", "sales/payment-cards/update", {
      ngay_ct: DAY,
      ma_dvcs: "CN01",
      ma_the,
      tien: o.tien,
      status: "2",
      payments: [{ ma_httt: "TM", tien: o.tien }],
    });
    if (res.statusCode === 201) {
      const tien = o.tien + res.json().tien_km;
      move(ma_the, tien);
      accepted.topup++;
      posted.push({ api: "sales/payment-cards/update", id: res.json().stt_rec, ma_the, tien });
    } else expect(res.statusCode, res.body).toBe(422);
  } else if (o.kind === "pay") {
    const ma_the = CARDS[o.card] as string;
    const tien = o.qty * 10_000;
    const res = await s.cashier("POST", "sales/retail-orders", {
      ngay_ct: DAY,
      ma_kho: "K01",
      status: "2",
      details: [{ ma_vt: "SP01", so_luong: o.qty }],
      payments: [{ ma_httt: "TTT", ma_the, tien }],
    });
    if (res.statusCode === 201) {
      move(ma_the, -tien);
      accepted.pay++;
      posted.push({ api: "sales/retail-orders", id: res.json().stt_rec, ma_the, tien: -tien });
    } else expect(res.statusCode, res.body).toBe(422);
  } else if (o.kind === "cancel") {
    const doc = posted[o.pick % Math.max(posted.length, 1)];
    if (!doc) return;
    const res = await s.admin("PATCH", `${doc.api}/${doc.id}`, { status: "9" });
    if (res.statusCode === 200) {
      move(doc.ma_the, -doc.tien);
      accepted.cancel++;
      posted.splice(posted.indexOf(doc), 1);
    } else expect([409, 422]).toContain(res.statusCode);
  } else {
    const res = await s.admin("POST", `sales/payment-cards/${o.kind}`, { ma_the: CARDS[o.card] });
    expect(res.statusCode, res.body).toBe(200);
  }
}

it("keeps every card's balance equal to its ledger and its documents, never below zero", async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(fc.array(op, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }),
      async (batches) => {
        for (const batch of batches) {
          await Promise.all(batch.map(run));
          const check = await s.admin("GET", "sales/payment-cards/balances/check");
          expect(check.json().items).toEqual([]);
          const balances = (await s.admin("GET", "sales/payment-cards/balances")).json().items as {
            ma_the: string;
            so_du: number;
          }[];
          for (const b of balances) {
            expect(b.so_du).toBeGreaterThanOrEqual(0);
            expect(b.so_du).toBe(expected.get(b.ma_the));
          }
        }
      },
    ),
    // The first run moves the cards every way, so a random draw refused throughout cannot leave a way untried.
    { numRuns: 15, examples: [[EVERY_WAY.map((o) => [o])]] },
  );
  expect(Math.min(accepted.topup, accepted.pay, accepted.cancel)).toBeGreaterThan(0);
});
