import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { salesTenant } from "../../../../../../test/fixtures/sales-tenant.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";
import { type CommissionRule, chooseCommission } from "./commission-rules.js";

/*
 * The rule a line takes does not depend on the order rules come in and is the most specific one; a bill's
 * commissions, returned in random parts sent at the same moment, are given back exactly, never more.
 */

const rule = (over: Partial<CommissionRule>): CommissionRule => ({
  ma_hh: "R",
  vai_tro: "NVBH",
  ma_vt: null,
  ma_nhom_hh: null,
  ma_nhom: null,
  ma_dvcs: null,
  cach_tinh: "TL",
  muc: "1",
  tu_ngay: "2026-01-01",
  ...over,
});
const PRODUCT = { ma_vt: "SP01", ma_nhom_hh: "MP", ma_nhom: "HH" };

describe("the choice of a commission rule", () => {
  it("prefers the product's rule, then the commission group's, the product group's, the branch's, the latest", () => {
    const rules = [
      rule({ ma_hh: "ALL", tu_ngay: "2026-06-01" }),
      rule({ ma_hh: "NHOM", ma_nhom: "HH", tu_ngay: "2026-05-01" }),
      rule({ ma_hh: "NHOM-HH", ma_nhom_hh: "MP", tu_ngay: "2026-04-01" }),
      rule({ ma_hh: "NHOM-HH-CN", ma_nhom_hh: "MP", ma_dvcs: "CN01", tu_ngay: "2026-02-01" }),
      rule({ ma_hh: "SP-OLD", ma_vt: "SP01", tu_ngay: "2025-01-01" }),
      rule({ ma_hh: "SP-NEW", ma_vt: "SP01", tu_ngay: "2025-06-01" }),
      rule({ ma_hh: "OTHER", ma_vt: "SP02", ma_dvcs: "CN01" }),
      rule({ ma_hh: "KTV", vai_tro: "KTV", ma_vt: "SP01" }),
    ];
    const pick = (without: string[]) =>
      chooseCommission(
        rules.filter((r) => !without.includes(r.ma_hh)),
        PRODUCT,
        "NVBH",
      )?.ma_hh;
    expect(pick([])).toBe("SP-NEW");
    expect(pick(["SP-NEW", "SP-OLD"])).toBe("NHOM-HH-CN");
    expect(pick(["SP-NEW", "SP-OLD", "NHOM-HH-CN"])).toBe("NHOM-HH");
    expect(pick(["SP-NEW", "SP-OLD", "NHOM-HH-CN", "NHOM-HH"])).toBe("NHOM");
    expect(pick(["SP-NEW", "SP-OLD", "NHOM-HH-CN", "NHOM-HH", "NHOM"])).toBe("ALL");
    expect(chooseCommission(rules, { ...PRODUCT, ma_vt: "SP03", ma_nhom_hh: null, ma_nhom: null }, "NVBH")?.ma_hh).toBe(
      "ALL",
    );
    expect(chooseCommission(rules, PRODUCT, "NVTV")).toBeUndefined();
  });

  it("chooses the same rule whatever the order the rules come in", () => {
    const someRule = fc.record({
      ma_hh: fc.constantFrom("A", "B", "C", "D", "E"),
      ma_vt: fc.constantFrom(null, "SP01", "SP02"),
      ma_nhom_hh: fc.constantFrom(null, "MP", "XX"),
      ma_nhom: fc.constantFrom(null, "HH"),
      ma_dvcs: fc.constantFrom(null, "CN01"),
      tu_ngay: fc.constantFrom("2026-01-01", "2026-03-01"),
    });
    fc.assert(
      fc.property(
        fc
          .uniqueArray(someRule, { selector: (r) => r.ma_hh, maxLength: 5 })
          .chain((rs) =>
            fc.tuple(fc.constant(rs), fc.shuffledSubarray(rs, { minLength: rs.length, maxLength: rs.length })),
          ),
        ([rules, shuffled]) => {
          const first = chooseCommission(rules.map(rule), PRODUCT, "NVBH");
          expect(chooseCommission(shuffled.map(rule), PRODUCT, "NVBH")).toEqual(first);
        },
      ),
      { numRuns: 200 },
    );
  });
});

const CODE = "sale_commissions_prop";
const TODAY = vietnamToday();
let t: TestApp;
let s: Awaited<ReturnType<typeof salesTenant>>;

describe("a bill's commissions and its returns", () => {
  beforeAll(async () => {
    t = await startTestApp();
    s = await salesTenant(t, CODE, "2020-01-01", 1000);
    await s.sql(`INSERT INTO employees (ma_nv, ten_nv, ma_dvcs, created_by) VALUES
      ('NV01', 'Lê Thị Hoa', 'CN01', 'system'), ('NV02', 'Phạm Văn Tư', 'CN01', 'system')`);
    await s.sql(`UPDATE partners SET ma_nvbh = 'NV02' WHERE ma_kh = 'KH0001'`);
    // Rates that do not divide evenly, so a return in parts must not lose or invent a đồng.
    await s.sql(`INSERT INTO commission_rules (ma_hh, ten_hh, vai_tro, ma_vt, cach_tinh, muc, tu_ngay) VALUES
      ('BAN', 'Bán dầu gội', 'NVBH', 'SP01', 'TL', 3.33, '2020-01-01'),
      ('TV', 'Tư vấn dầu gội', 'NVTV', 'SP01', 'TIEN', 1234.5, '2020-01-01')`);
  });
  afterAll(() => t?.close());

  async function ledgerOf(bill: string) {
    const { rows } = await s.sql(
      `SELECT coalesce(sum(tien), 0)::float AS tien, coalesce(-sum(so_luong) FILTER (WHERE ma_ct = 'TL1'), 0)::float AS back,
              coalesce(sum(tien) FILTER (WHERE ma_ct = 'HD1'), 0)::float AS earned
       FROM commission_entries WHERE stt_rec_goc = '${bill}' AND ma_nv = 'NV01'`,
    );
    return rows[0] as { tien: number; back: number; earned: number };
  }

  it("gives back exactly what the bill earned once all comes back, returns sent at once", async () => {
    const parts = fc
      .integer({ min: 1, max: 7 })
      .chain((bottles) =>
        fc.tuple(fc.constant(bottles), fc.array(fc.integer({ min: 1, max: bottles }), { minLength: 1, maxLength: 4 })),
      );
    await fc.assert(
      fc.asyncProperty(parts, async ([bottles, returns]) => {
        const sold = await s.admin("POST", "sales/retail-orders", {
          ngay_ct: TODAY,
          ma_kho: "K01",
          ma_kh: "KH0001",
          ma_nvbh: "NV01",
          status: "2",
          details: [{ ma_vt: "SP01", so_luong: bottles }],
          payments: [{ ma_httt: "TM", tien: bottles * 165_000 }],
        });
        expect(sold.statusCode, sold.body).toBe(201);
        const bill = sold.json().stt_rec as string;
        const answers = await Promise.all(
          returns.map((n) =>
            s.admin("POST", "sales/returns", {
              ngay_ct: TODAY,
              stt_rec_hd: bill,
              status: "2",
              details: [{ ma_vt: "SP01", so_luong: n }],
              payments: [{ ma_httt: "TM", tien: n * 165_000 }],
            }),
          ),
        );
        for (const a of answers) expect([201, 409, 422], a.body).toContain(a.statusCode);
        const { rows } = await s.sql(
          `SELECT coalesce(sum(d.so_luong), 0)::float AS q FROM sales_returns h
           JOIN sales_return_details d ON d.stt_rec = h.stt_rec WHERE h.stt_rec_hd = '${bill}' AND h.status = '2'`,
        );
        const returned = Number(rows[0]?.q);
        const ledger = await ledgerOf(bill);
        expect(ledger.earned).toBe(Math.round((bottles * 150_000 * 3.33) / 100));
        expect(ledger.back).toBe(returned);
        if (returned === bottles) expect(ledger.tien).toBe(0);
        else {
          expect(ledger.tien).toBeGreaterThan(0);
          expect(ledger.tien).toBeLessThanOrEqual(ledger.earned);
        }
        // All of the rest back: nothing is left to anyone.
        if (returned < bottles) {
          const rest = await s.admin("POST", "sales/returns", {
            ngay_ct: TODAY,
            stt_rec_hd: bill,
            status: "2",
            details: [{ ma_vt: "SP01", so_luong: bottles - returned }],
            payments: [{ ma_httt: "TM", tien: (bottles - returned) * 165_000 }],
          });
          expect(rest.statusCode, rest.body).toBe(201);
        }
        const { rows: all } = await s.sql(
          `SELECT coalesce(sum(tien), 0)::float AS tien FROM commission_entries WHERE stt_rec_goc = '${bill}'`,
        );
        expect(all[0]?.tien).toBe(0);
        // The rollup the payout reads is the ledger summed, to the đồng.
        const { rows: differ } = await s.sql(
          `SELECT count(*)::int AS n FROM commission_totals t FULL JOIN (
             SELECT ngay_ct, ma_dvcs, ma_nv, sum(tien) FILTER (WHERE vai_tro = 'NVBH') AS ban,
                    sum(tien) FILTER (WHERE vai_tro = 'NVTV') AS tu_van,
                    coalesce(sum(doanh_so) FILTER (WHERE tinh_ds), 0) AS ds
             FROM commission_entries GROUP BY 1, 2, 3) l USING (ngay_ct, ma_dvcs, ma_nv)
           WHERE t.hh_ban IS DISTINCT FROM coalesce(l.ban, 0) OR t.hh_tu_van IS DISTINCT FROM coalesce(l.tu_van, 0)
              OR t.doanh_so IS DISTINCT FROM l.ds`,
        );
        expect(differ[0]?.n).toBe(0);
      }),
      {
        numRuns: 8,
        examples: [[[3, [1, 1, 1]]], [[7, [3, 3]]], [[1, [1, 1]]]],
      },
    );
  }, 180_000);
});
