import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../../../../test/api.js";
import { post, type ReportsTenant, report, startReports } from "./reports.test-data.js";

let t: TestApp;
let s: ReportsTenant;
beforeAll(async () => {
  ({ t, s } = await startReports("acc_totals_check"));
  await post(s.admin, "receive-invoices", { ngay_ct: "2026-03-10", details: [{ tk: "131", tien: 1_500_000 }] });
  await post(s.admin, "spend-invoices", { ngay_ct: "2026-04-02", details: [{ tk: "642", tien: 250_000 }] });
});
afterAll(() => t.close());

type Check = { items: Record<string, unknown>[]; total: number };

describe("GET accounting/reports/totals-check", () => {
  it("finds nothing when the monthly totals are the journal's sums", async () => {
    expect(await report<Check>(s.accountant, "totals-check")).toEqual({ items: [], total: 0 });
  });

  it("names the account, branch and month whose stored totals someone changed, with both figures", async () => {
    await t.pool.query(
      `UPDATE ${s.schema}.account_totals SET ps_no = ps_no + 1000 WHERE tk = '1111' AND thang = '2026-03-01'`,
    );
    const check = await report<Check>(s.accountant, "totals-check");
    expect(check).toEqual({
      total: 1,
      items: [
        {
          tk: "1111",
          ma_dvcs: "CN01",
          thang: "2026-03-01",
          ps_no: 1_501_000,
          ps_co: 0,
          ps_no_so_cai: 1_500_000,
          ps_co_so_cai: 0,
        },
      ],
    });
    expect(await report<Check>(s.admin, "totals-check", "CN02")).toEqual({ items: [], total: 0 });
    expect((await s.sale("GET", "accounting/reports/totals-check")).statusCode).toBe(403);
  });
});
