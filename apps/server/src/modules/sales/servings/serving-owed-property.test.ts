import { DOCUMENT_STATUS } from "@sen/core";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { servingTenant } from "../../../../../../test/fixtures/serving-tenant.js";

/*
 * With sessions owed as money (`sale_service_package_not_enough` and `_debt_money` on), random batches of servings
 * asking more than their package holds, sales and cancels run concurrently: after each batch every package equals its
 * ledger and is never below zero, each posted serving's sessions are what its package gave plus what it owes, and the
 * customer's 131 holds exactly what the servings owe.
 */

let t: TestApp;
let s: Awaited<ReturnType<typeof servingTenant>>;
const packages: string[] = [];
const servings: string[] = [];

beforeAll(async () => {
  t = await startTestApp();
  s = await servingTenant(t, "serving_owed_prop");
  await s.setConfig("sale_service_package_not_enough", true);
  await s.setConfig("sale_service_package_debt_money", true);
  packages.push(...(await s.sellPackages("LT03", 2)));
});
afterAll(() => t.close());

type Op = { kind: "serve"; pick: number; n: number } | { kind: "sell" } | { kind: "cancel"; pick: number };

const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({ kind: fc.constant("serve" as const), pick: fc.nat(), n: fc.integer({ min: 1, max: 4 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("sell" as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("cancel" as const), pick: fc.nat() }) },
);

async function run(o: Op) {
  if (o.kind === "sell") {
    packages.push(...(await s.sellPackages("LT03", 1)));
  } else if (o.kind === "serve") {
    const pkg = packages[o.pick % packages.length] as string;
    const res = await s.serve("KH0001", [{ ma_vt: "LT03", so_luong: o.n, stt_rec_goi: pkg }]);
    // Two servings of one package at once wait for each other's lock; neither is refused.
    expect(res.statusCode, res.body).toBe(201);
    servings.push(res.json().stt_rec);
  } else if (servings.length > 0) {
    const id = servings[o.pick % servings.length];
    const res = await s.receptionist("PATCH", `sales/servings/${id}`, { status: "9" });
    expect([200, 409, 422], res.body).toContain(res.statusCode);
  }
}

it("owes what packages lack, never taking a package below zero, under concurrent servings and cancels", async () => {
  const overdraw: Op[] = [
    { kind: "serve", pick: 0, n: 2 },
    { kind: "serve", pick: 0, n: 2 },
    { kind: "serve", pick: 1, n: 4 },
    { kind: "cancel", pick: 0 },
  ];
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (batch) => {
      await Promise.all(batch.map(run));
      await s.noDifferences();
      const { rows } = await s.sql(`
        WITH posted AS (SELECT stt_rec, con_no FROM servings WHERE status = '${DOCUMENT_STATUS.posted}'),
        lines AS (
          SELECT d.stt_rec, sum(d.so_luong) AS asked, sum(d.so_buoi_no) AS owed, sum(d.tien_no) AS tien_no
          FROM serving_details d JOIN posted USING (stt_rec) GROUP BY d.stt_rec
        ),
        taken AS (SELECT stt_rec, -sum(so_buoi) AS n FROM package_ledger GROUP BY stt_rec),
        receivable AS (
          SELECT stt_rec, sum(CASE WHEN tk_no = '131' THEN tien ELSE -tien END) AS tien
          FROM journal_entries WHERE '131' IN (tk_no, tk_co) GROUP BY stt_rec
        )
        SELECT
          (SELECT count(*) FROM service_packages WHERE so_buoi_con < 0 OR tien_con < 0)::int AS negative,
          (SELECT count(*) FROM lines l JOIN posted p USING (stt_rec) LEFT JOIN taken k USING (stt_rec)
            LEFT JOIN receivable r USING (stt_rec)
            WHERE l.asked <> coalesce(k.n, 0) + l.owed OR l.tien_no <> p.con_no
               OR coalesce(r.tien, 0) <> p.con_no)::int AS wrong,
          (SELECT coalesce(sum(tien), 0) FROM journal_entries j JOIN servings v USING (stt_rec)
            WHERE v.status = '${DOCUMENT_STATUS.cancelled}' AND '131' IN (j.tk_no, j.tk_co) AND j.tk_no = '131')::float8
          = (SELECT coalesce(sum(tien), 0) FROM journal_entries j JOIN servings v USING (stt_rec)
            WHERE v.status = '${DOCUMENT_STATUS.cancelled}' AND '131' IN (j.tk_no, j.tk_co) AND j.tk_co = '131')::float8 AS cancelled_even`);
      expect(rows[0]).toEqual({ negative: 0, wrong: 0, cancelled_even: true });
    }),
    { numRuns: 12, examples: [[overdraw]] },
  );
  const owed = await s.sql("SELECT count(*)::int AS n FROM serving_details WHERE so_buoi_no > 0");
  expect(owed.rows[0]?.n).toBeGreaterThan(0);
}, 180_000);
