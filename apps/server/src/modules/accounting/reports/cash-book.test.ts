import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import type { TestApp } from "../../../../../../test/api.js";
import { monthEnd, monthStart, vietnamToday } from "../../../platform/db/vietnam-days.js";
import type { cashBookAnswer } from "./report-schemas.js";
import { cancel, opening, post, type ReportsTenant, report, startReports } from "./reports.test-data.js";

let t: TestApp;
let s: ReportsTenant;
const ids: Record<string, string> = {};

type CashBook = z.infer<typeof cashBookAnswer>;

beforeAll(async () => {
  ({ t, s } = await startReports("acc_cash_book"));
  await opening(s.admin, { nam: 2026, ma_dvcs: "CN01", tk: "1111", du_no: 5_000_000 });
  await opening(s.admin, { nam: 2026, ma_dvcs: "CN01", tk: "41111", du_co: 5_000_000 });
  await post(s.admin, "receive-invoices", { ngay_ct: "2026-03-15", details: [{ tk: "131", tien: 300_000 }] });
  ids.receipt = await post(s.admin, "receive-invoices", {
    ngay_ct: "2026-04-02",
    dien_giai: "Thu tiền khách hàng",
    details: [{ tk: "131", tien: 1_200_000 }],
  });
  ids.payment = await post(s.admin, "spend-invoices", {
    ngay_ct: "2026-04-03",
    details: [{ tk: "642", tien: 200_000, dien_giai: "Mua văn phòng phẩm" }],
  });
  await post(s.admin, "receive-invoices", { ngay_ct: "2026-04-05", details: [{ tk: "131", tien: 7_000_000 }] }, "CN02");
});
afterAll(() => t.close());

describe("GET accounting/reports/cash-book", () => {
  it("gives a receipt of 1,200,000 and a payment of 200,000 as a closing balance 1,000,000 above the opening", async () => {
    const book = await report<CashBook>(s.accountant, "cash-book?fromDate=2026-04-01&toDate=2026-04-30");
    // The opening of 2026 (5,000,000) and March's receipt.
    expect(book.dau_ky).toBe(5_300_000);
    expect(book.rows).toEqual([
      {
        ngay_ct: "2026-04-02",
        so_ct: "PT26-00002",
        ma_ct: "PT1",
        stt_rec: ids.receipt,
        dien_giai: "Thu tiền khách hàng",
        thu: 1_200_000,
        chi: 0,
        ton: 6_500_000,
      },
      {
        ngay_ct: "2026-04-03",
        so_ct: "PC26-00001",
        ma_ct: "PC1",
        stt_rec: ids.payment,
        dien_giai: "Mua văn phòng phẩm",
        thu: 0,
        chi: 200_000,
        ton: 6_300_000,
      },
    ]);
    expect(book.cuoi_ky).toBe(book.dau_ky + 1_000_000);
    expect([book.tong_thu, book.tong_chi]).toEqual([1_200_000, 200_000]);
  });

  it("pages the lines, each page carrying the balance of those before it, the totals the period's", async () => {
    const may = "cash-book?fromDate=2026-06-01&toDate=2026-06-30";
    for (const [day, tien] of [
      ["2026-06-01", 100_000],
      ["2026-06-02", 200_000],
      ["2026-06-03", 300_000],
    ] as const) {
      await post(s.admin, "receive-invoices", { ngay_ct: day, details: [{ tk: "131", tien }] });
    }
    const whole = await report<CashBook>(s.accountant, may);
    const first = await report<CashBook>(s.accountant, `${may}&pageSize=2`);
    const second = await report<CashBook>(s.accountant, `${may}&pageSize=2&pageIndex=2`);
    expect(first.rows).toEqual(whole.rows.slice(0, 2));
    expect(second.rows).toEqual(whole.rows.slice(2));
    expect([first.more, second.more]).toEqual([true, false]);
    for (const page of [first, second]) {
      expect([page.dau_ky, page.tong_thu, page.tong_chi, page.cuoi_ky]).toEqual([
        whole.dau_ky,
        600_000,
        0,
        whole.cuoi_ky,
      ]);
    }
    expect(second.rows.at(-1)?.ton).toBe(whole.cuoi_ky);
    expect((await s.accountant("GET", `accounting/reports/${may}&pageSize=0`)).statusCode).toBe(400);
    expect((await s.accountant("GET", `accounting/reports/${may}&pageSize=5000`)).statusCode).toBe(400);
  });

  it("reads the days of a period starting mid-month into the opening", async () => {
    const book = await report<CashBook>(s.accountant, "cash-book?fromDate=2026-04-03&toDate=2026-04-03");
    expect(book.dau_ky).toBe(6_500_000);
    expect(book.rows.map((r) => [r.chi, r.ton])).toEqual([[200_000, 6_300_000]]);
    expect(book.cuoi_ky).toBe(6_300_000);
  });

  it("shows a cancelled receipt as the receipt and a negative one", async () => {
    const id = await post(s.admin, "receive-invoices", {
      ngay_ct: "2026-05-06",
      details: [{ tk: "131", tien: 500_000 }],
    });
    await cancel(s.admin, "receive-invoices", id);
    const book = await report<CashBook>(s.accountant, "cash-book?fromDate=2026-05-01&toDate=2026-05-31");
    expect(book.rows.map((r) => [r.stt_rec, r.thu, r.ton])).toEqual([
      [id, 500_000, 6_800_000],
      [id, -500_000, 6_300_000],
    ]);
    expect(book.cuoi_ky).toBe(book.dau_ky);
  });

  it("shows a user of CN01 nothing of CN02, and refuses CN02 to them", async () => {
    const april = "cash-book?fromDate=2026-04-01&toDate=2026-04-30";
    const mine = await report<CashBook>(s.accountant, april);
    expect(mine.rows.some((r) => r.thu === 7_000_000)).toBe(false);
    expect((await s.accountant("GET", `accounting/reports/${april}&ma_dvcs=CN02`)).statusCode).toBe(403);
    expect(
      (await s.accountant("GET", `accounting/reports/${april}`, undefined, { "x-branches": "CN02" })).statusCode,
    ).toBe(403);
    const both = await report<CashBook>(s.admin, april, "CN01,CN02");
    expect(both.rows.map((r) => r.thu)).toContain(7_000_000);
    expect(both.cuoi_ky).toBe(mine.cuoi_ky + 7_000_000);
    const onlyCn02 = await report<CashBook>(s.admin, `${april}&ma_dvcs=CN02`, "CN01,CN02");
    expect([onlyCn02.dau_ky, onlyCn02.cuoi_ky]).toEqual([0, 7_000_000]);
  });

  it("covers this month when no day is given", async () => {
    const today = vietnamToday();
    const book = await report<CashBook>(s.accountant, "cash-book");
    const thisMonth = await report<CashBook>(
      s.accountant,
      `cash-book?fromDate=${monthStart(today)}&toDate=${monthEnd(today)}&tk=1111`,
    );
    expect(book).toEqual(thisMonth);
  });

  it("refuses a period ending before it starts, an unknown account, and a user without the right", async () => {
    const backwards = await s.accountant("GET", "accounting/reports/cash-book?fromDate=2026-04-30&toDate=2026-04-01");
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.toDate).toBeDefined();
    expect((await s.accountant("GET", "accounting/reports/cash-book?tk=9999")).statusCode).toBe(400);
    expect((await s.sale("GET", "accounting/reports/cash-book")).statusCode).toBe(403);
  });
});
