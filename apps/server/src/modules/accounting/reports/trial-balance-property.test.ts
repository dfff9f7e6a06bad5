import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { TestApp } from "../../../../../../test/api.js";
import { addDays } from "../../../platform/db/vietnam-days.js";
import {
  expectBalanced,
  naiveTrialBalance,
  type ReportsTenant,
  report,
  startReports,
  type TrialBalance,
} from "./reports.test-data.js";

/*
 * Random cash receipts, payments and general vouchers of both branches over five months, some cancelled, some
 * sent at once: the trial balance of any period (whole months, edges or both) is what the journal sums to line by
 * line, and its debits equal its credits.
 */

let t: TestApp;
let s: ReportsTenant;
beforeAll(async () => {
  ({ t, s } = await startReports("acc_tb_prop"));
});
afterAll(() => t.close());

const FIRST_DAY = "2025-11-01";
const DAYS = 150;
const BOTH = "CN01,CN02";

type Op =
  | { kind: "receipt" | "payment"; branch: string; day: number; tk: string; tien: number }
  | { kind: "general"; branch: string; day: number; debit: string; credits: [string, string]; tien: number }
  | { kind: "cancel"; pick: number };

const branch = fc.constantFrom("CN01", "CN02");
const day = fc.integer({ min: 0, max: DAYS - 1 });
/** Hundredths of a đồng now and then, so that sums are exact decimals, not floats. */
const tien = fc.integer({ min: 1, max: 500_000_000 }).map((cents) => cents / 100);
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("receipt" as const),
      branch,
      day,
      tk: fc.constantFrom("131", "5111", "3388"),
      tien,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("payment" as const),
      branch,
      day,
      tk: fc.constantFrom("642", "641", "331", "1561"),
      tien,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant("general" as const),
      branch,
      day,
      debit: fc.constantFrom("131", "632", "1121"),
      credits: fc.tuple(fc.constantFrom("5111", "5113"), fc.constantFrom("33311", "3388")),
      tien,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("cancel" as const), pick: fc.nat() }) },
);
const batches = fc.array(fc.array(op, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 });
/** A period from a few days before the first voucher to a few after the last. */
const period = fc
  .tuple(fc.integer({ min: -20, max: DAYS + 20 }), fc.integer({ min: -20, max: DAYS + 20 }))
  .map(([a, b]) => [addDays(FIRST_DAY, Math.min(a, b)), addDays(FIRST_DAY, Math.max(a, b))] as const);

const posted: { url: string; branch: string }[] = [];

async function run(o: Op) {
  if (o.kind === "cancel") {
    const doc = posted[o.pick % Math.max(posted.length, 1)];
    if (!doc) return;
    posted.splice(posted.indexOf(doc), 1);
    const res = await s.admin("PATCH", doc.url, { status: "9" }, { "x-branches": doc.branch });
    expect(res.statusCode, res.body).toBe(200);
    return;
  }
  const api = { receipt: "receive-invoices", payment: "spend-invoices", general: "accounting-invoices" }[o.kind];
  const half = Math.round(o.tien * 50) / 100;
  const details =
    o.kind === "general"
      ? [
          { tk: o.debit, ps_no: o.tien },
          { tk: o.credits[0], ps_co: half },
          { tk: o.credits[1], ps_co: Math.round((o.tien - half) * 100) / 100 },
        ].filter((l) => (l.ps_no ?? l.ps_co) > 0)
      : [{ tk: o.tk, tien: o.tien }];
  const body = { ngay_ct: addDays(FIRST_DAY, o.day), status: "2", details };
  const res = await s.admin("POST", `accounting/${api}`, body, { "x-branches": o.branch });
  expect(res.statusCode, res.body).toBe(201);
  posted.push({ url: `accounting/${api}/${res.json().stt_rec}`, branch: o.branch });
}

it("gives any period's trial balance as the journal sums it line by line, debits equal to credits", {
  timeout: 240_000,
}, async () => {
  await fc.assert(
    fc.asyncProperty(batches, period, async (plan, [from, to]) => {
      for (const batch of plan) await Promise.all(batch.map(run));
      for (const branches of [BOTH, "CN02"]) {
        const tb = await report<TrialBalance>(s.admin, `trial-balance?fromDate=${from}&toDate=${to}`, branches);
        expect(tb).toEqual(await naiveTrialBalance(t, s.schema, branches.split(","), from, to));
        expectBalanced(tb);
      }
    }),
    { numRuns: 25 },
  );
});
