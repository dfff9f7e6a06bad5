import { mulDiv } from "@sen/core";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { bestDiscount, type DiscountRule } from "./discount-choice.js";

const DONG = 100n;
/** A line: up to 10 million đồng (scale 2, whole đồng), up to 1,000 base units (scale 3). */
const line = fc.record({
  tien: fc.bigInt({ min: 0n, max: 10_000_000n }).map((d) => d * DONG),
  so_luong_qd: fc.bigInt({ min: 1n, max: 1_000_000n }),
});
/** A discount line for SP01: a percent (scale 4, up to 100 %) or an amount off each unit (whole đồng). */
const rule = fc.oneof(
  fc
    .record({ so_ct: fc.constantFrom("CK0001", "CK0002", "CK0003"), p: fc.bigInt({ min: 1n, max: 1_000_000n }) })
    .map(({ so_ct, p }): DiscountRule => ({ so_ct, ma_vt: "SP01", tl_ck: p, tien_ck: 0n })),
  fc
    .record({ so_ct: fc.constantFrom("CK0004", "CK0005"), a: fc.bigInt({ min: 1n, max: 1_000_000n }) })
    .map(({ so_ct, a }): DiscountRule => ({ so_ct, ma_vt: "SP01", tl_ck: 0n, tien_ck: a * DONG })),
);
const card = fc.option(fc.bigInt({ min: 1n, max: 1_000_000n }), { nil: undefined });

describe("the best discount of a line", () => {
  it("is whole đồng, never more than the line, at least each candidate's, and says where it came from", () => {
    fc.assert(
      fc.property(line, fc.array(rule, { maxLength: 5 }), card, ({ tien, so_luong_qd }, rules, percent) => {
        const found = bestDiscount({ ma_vt: "SP01", tien, so_luong_qd }, rules, percent);
        const candidates = [
          ...rules.map((r) =>
            r.tl_ck > 0n ? mulDiv(tien, r.tl_ck, 1_000_000n) : mulDiv(r.tien_ck, so_luong_qd, 1000n),
          ),
          ...(percent ? [mulDiv(tien, percent, 1_000_000n)] : []),
        ].map((ck) => {
          const dong = (ck / DONG) * DONG;
          return dong > tien ? tien : dong;
        });
        const most = candidates.reduce((m, c) => (c > m ? c : m), 0n);
        if (most === 0n) {
          expect(found).toBeUndefined();
          return;
        }
        expect(found?.ck).toBe(most);
        expect((found?.ck ?? 0n) % DONG).toBe(0n);
        if (found?.nguon_ck === "THE") expect(found.tl_ck).toBe(percent);
        else expect(rules.some((r) => r.so_ct === found?.so_ct_ck)).toBe(true);
      }),
      { numRuns: 500 },
    );
  });

  it("goes to a document before the card, and to the document numbered first, when they are worth the same", () => {
    const tenPercent = 100_000n;
    const rules: DiscountRule[] = [
      { so_ct: "CK0009", ma_vt: "SP01", tl_ck: tenPercent, tien_ck: 0n },
      { so_ct: "CK0002", ma_vt: "SP01", tl_ck: 0n, tien_ck: 10_000n * DONG },
      { so_ct: "CK0001", ma_vt: "SP02", tl_ck: 1_000_000n, tien_ck: 0n },
    ];
    const found = bestDiscount({ ma_vt: "SP01", tien: 100_000n * DONG, so_luong_qd: 1000n }, rules, tenPercent);
    expect(found).toEqual({ nguon_ck: "CK", so_ct_ck: "CK0002", tl_ck: null, ck: 10_000n * DONG });
  });
});
