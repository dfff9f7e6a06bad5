import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../../../../test/api.js";
import {
  cancel,
  expectBalanced,
  naiveTrialBalance,
  opening,
  post,
  type ReportsTenant,
  report,
  startReports,
  type TrialBalance,
} from "./reports.test-data.js";

let t: TestApp;
let s: ReportsTenant;
beforeAll(async () => {
  ({ t, s } = await startReports("acc_trial_balance"));
  await opening(s.admin, { nam: 2026, ma_dvcs: "CN01", tk: "1111", du_no: 5_000_000 });
  await opening(s.admin, { nam: 2026, ma_dvcs: "CN01", tk: "131", du_no: 2_000_000 });
  await opening(s.admin, { nam: 2026, ma_dvcs: "CN01", tk: "41111", du_co: 7_000_000 });
  await post(s.admin, "receive-invoices", { ngay_ct: "2026-03-10", details: [{ tk: "131", tien: 1_500_000 }] });
  await post(s.admin, "spend-invoices", { ngay_ct: "2026-03-20", details: [{ tk: "642", tien: 250_000.5 }] });
  await post(s.admin, "accounting-invoices", {
    ngay_ct: "2026-04-08",
    details: [
      { tk: "131", ps_no: 1_100_000 },
      { tk: "5111", ps_co: 1_000_000 },
      { tk: "33311", ps_co: 100_000 },
    ],
  });
  const cancelled = await post(s.admin, "spend-invoices", {
    ngay_ct: "2026-04-09",
    details: [{ tk: "641", tien: 90_000 }],
  });
  await cancel(s.admin, "spend-invoices", cancelled);
  await post(s.admin, "receive-invoices", { ngay_ct: "2026-04-20", details: [{ tk: "131", tien: 600_000 }] });
  await post(s.admin, "spend-invoices", { ngay_ct: "2026-05-04", details: [{ tk: "331", tien: 400_000 }] });
  await post(
    s.admin,
    "receive-invoices",
    { ngay_ct: "2026-04-15", details: [{ tk: "5113", tien: 3_000_000 }] },
    "CN02",
  );
});
afterAll(() => t.close());

const trialBalance = (from: string, to: string, branches = "CN01") =>
  report<TrialBalance>(s.accountant, `trial-balance?fromDate=${from}&toDate=${to}`, branches);
const row = (tb: TrialBalance, tk: string) => tb.items.find((i) => i.tk === tk);

describe("GET accounting/reports/trial-balance", () => {
  it("balances every column, with an opening balance and a cancelled voucher", async () => {
    const april = await trialBalance("2026-04-01", "2026-04-30");
    expectBalanced(april);
    expect(april.totals).toEqual({
      no_dk: 7_000_000,
      co_dk: 7_000_000,
      ps_no: 1_700_000,
      ps_co: 1_700_000,
      no_ck: 8_100_000,
      co_ck: 8_100_000,
    });
    // 5,000,000 + 1,500,000 − 250,000.50 at the start; the cancelled payment adds nothing.
    expect(row(april, "1111")).toMatchObject({ no_dk: 6_249_999.5, ps_no: 600_000, ps_co: 0, no_ck: 6_849_999.5 });
    expect(row(april, "111")).toMatchObject({ cap: 1, tk_me: null, no_dk: 6_249_999.5, no_ck: 6_849_999.5 });
    expect(row(april, "641")).toBeUndefined();
    expect(row(april, "33311")).toMatchObject({ cap: 3, tk_me: "3331", ps_co: 100_000, co_ck: 100_000 });
    expect(row(april, "3331")?.co_ck).toBe(100_000);
    expect(row(april, "333")).toMatchObject({ ten_tk: "Thuế và các khoản phải nộp Nhà nước", co_ck: 100_000 });
    expect(row(april, "131")).toMatchObject({ no_dk: 500_000, ps_no: 1_100_000, ps_co: 600_000, no_ck: 1_000_000 });
  });

  it("gives a period starting and ending mid-month as the journal sums it directly", async () => {
    for (const [from, to] of [
      ["2026-03-17", "2026-05-09"],
      ["2026-04-09", "2026-04-09"],
      ["2026-03-01", "2026-04-19"],
      ["2026-01-01", "2026-12-31"],
    ] as const) {
      const tb = await trialBalance(from, to);
      expect(tb, `${from} – ${to}`).toEqual(await naiveTrialBalance(t, s.schema, ["CN01"], from, to, 2026));
      expectBalanced(tb);
    }
  });

  it("shows a user of CN01 nothing of CN02", async () => {
    const mine = await trialBalance("2026-04-01", "2026-04-30");
    expect(row(mine, "5113")).toBeUndefined();
    const both = await report<TrialBalance>(
      s.admin,
      "trial-balance?fromDate=2026-04-01&toDate=2026-04-30",
      "CN01,CN02",
    );
    expect(row(both, "5113")?.ps_co).toBe(3_000_000);
    expect(both.totals.ps_no).toBe(mine.totals.ps_no + 3_000_000);
    expect(
      (
        await s.accountant("GET", "accounting/reports/trial-balance?fromDate=2026-04-01&toDate=2026-04-30", undefined, {
          "x-branches": "CN02",
        })
      ).statusCode,
    ).toBe(403);
  });

  it("starts from a later year's opening balances, leaving out the history before it", async () => {
    await opening(s.admin, { nam: 2025, ma_dvcs: "CN02", tk: "1111", du_no: 800_000 });
    await opening(s.admin, { nam: 2025, ma_dvcs: "CN02", tk: "41111", du_co: 800_000 });
    await post(s.admin, "spend-invoices", { ngay_ct: "2025-12-30", details: [{ tk: "642", tien: 300_000 }] }, "CN02");
    const cn02 = (from: string, to: string) =>
      report<TrialBalance>(s.admin, `trial-balance?fromDate=${from}&toDate=${to}`, "CN02");
    // No opening of 2026 yet: 2025's and its movements carry over.
    expect(row(await cn02("2026-02-01", "2026-02-28"), "1111")?.no_dk).toBe(500_000);
    await opening(s.admin, { nam: 2026, ma_dvcs: "CN02", tk: "1111", du_no: 450_000 });
    await opening(s.admin, { nam: 2026, ma_dvcs: "CN02", tk: "4211", du_co: 50_000 });
    await opening(s.admin, { nam: 2026, ma_dvcs: "CN02", tk: "41111", du_co: 400_000 });
    const feb = await cn02("2026-02-01", "2026-02-28");
    expect(row(feb, "1111")?.no_dk).toBe(450_000);
    expect(row(feb, "642")).toBeUndefined();
    expectBalanced(feb);
    const lastYear = await cn02("2025-12-01", "2025-12-31");
    expect(row(lastYear, "642")?.ps_no).toBe(300_000);
    expect(row(lastYear, "1111")).toMatchObject({ no_dk: 800_000, no_ck: 500_000 });
  });

  it("requires both days, the end not before the start", async () => {
    const ask = (query: string) => s.accountant("GET", `accounting/reports/trial-balance${query}`);
    expect((await ask("?fromDate=2026-04-01")).statusCode).toBe(400);
    expect((await ask("?fromDate=2026-04-31&toDate=2026-05-01")).statusCode).toBe(400);
    expect((await ask("?fromDate=2026-05-01&toDate=2026-04-01")).statusCode).toBe(400);
  });
});
