import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestApp } from "../../../../../../test/api.js";
import { opening, post, type ReportsTenant, report, startReports } from "./reports.test-data.js";

let t: TestApp;
let s: ReportsTenant;
const ids: Record<string, string> = {};

interface Ledger {
  dau_ky_no: number;
  dau_ky_co: number;
  rows: {
    ngay_ct: string;
    so_ct: string;
    ma_ct: string;
    stt_rec: string;
    dien_giai: string;
    tk_du: string;
    ps_no: number;
    ps_co: number;
    ma_kh: string | null;
  }[];
  cuoi_ky_no: number;
  cuoi_ky_co: number;
}

beforeAll(async () => {
  ({ t, s } = await startReports("acc_ledger"));
  await opening(s.admin, { nam: 2026, ma_dvcs: "CN01", tk: "131", du_no: 800_000 });
  await opening(s.admin, { nam: 2026, ma_dvcs: "CN01", tk: "131", ma_kh: "KH01", du_no: 1_000_000 });
  await opening(s.admin, { nam: 2026, ma_dvcs: "CN01", tk: "131", ma_kh: "KH02", du_co: 200_000 });
  await post(s.admin, "receive-invoices", {
    ngay_ct: "2026-03-20",
    ma_kh: "KH01",
    details: [{ tk: "131", tien: 100_000 }],
  });
  ids.receipt = await post(s.admin, "receive-invoices", {
    ngay_ct: "2026-04-02",
    ma_kh: "KH01",
    dien_giai: "Thu nợ An Bình",
    details: [{ tk: "131", tien: 300_000 }],
  });
  ids.sale = await post(s.admin, "accounting-invoices", {
    ngay_ct: "2026-04-05",
    dien_giai: "Bán hàng Hoa Mai",
    details: [
      { tk: "131", ps_no: 550_000, ma_kh: "KH02" },
      { tk: "5111", ps_co: 500_000 },
      { tk: "33311", ps_co: 50_000 },
    ],
  });
  ids.transfer = await post(s.admin, "accounting-invoices", {
    ngay_ct: "2026-04-06",
    dien_giai: "Đổi ngoại tệ",
    details: [
      { tk: "1112", ps_no: 100_000 },
      { tk: "1111", ps_co: 100_000 },
    ],
  });
  await post(s.admin, "receive-invoices", { ngay_ct: "2026-04-07", details: [{ tk: "131", tien: 9_000_000 }] }, "CN02");
});
afterAll(() => t.close());

const APRIL = "fromDate=2026-04-01&toDate=2026-04-30";
const ledger = (query: string, branches = "CN01") =>
  report<Ledger>(s.accountant, `account-ledger?${APRIL}&${query}`, branches);

describe("GET accounting/reports/account-ledger", () => {
  it("lists an account's lines with their contra accounts, between its opening and closing balances", async () => {
    const book = await ledger("tk=131&ma_kh=");
    expect([book.dau_ky_no, book.dau_ky_co]).toEqual([700_000, 0]);
    expect(book.rows).toEqual([
      {
        ngay_ct: "2026-04-02",
        so_ct: "PT26-00002",
        ma_ct: "PT1",
        stt_rec: ids.receipt,
        dien_giai: "Thu nợ An Bình",
        tk_du: "1111",
        ps_no: 0,
        ps_co: 300_000,
        ma_kh: "KH01",
      },
      expect.objectContaining({ ma_ct: "PK1", stt_rec: ids.sale, tk_du: "5111", ps_no: 500_000, ma_kh: "KH02" }),
      expect.objectContaining({ ma_ct: "PK1", stt_rec: ids.sale, tk_du: "33311", ps_no: 50_000, ma_kh: "KH02" }),
    ]);
    expect([book.cuoi_ky_no, book.cuoi_ky_co]).toEqual([950_000, 0]);
  });

  it("leads to the document a line comes from", async () => {
    const [line] = (await ledger("tk=131")).rows;
    const doc = await s.accountant("GET", `accounting/receive-invoices/${line?.stt_rec}`);
    // ketoan01 holds the reports only; the administrator opens it.
    const opened = await s.admin("GET", `accounting/receive-invoices/${line?.stt_rec}`);
    expect(doc.statusCode).toBe(403);
    expect(opened.json()).toMatchObject({ so_ct: line?.so_ct, ma_ct: line?.ma_ct });
  });

  it("gives one partner's lines from its own opening debt", async () => {
    const kh01 = await ledger("tk=131&ma_kh=KH01");
    expect([kh01.dau_ky_no, kh01.dau_ky_co]).toEqual([900_000, 0]);
    expect(kh01.rows.map((r) => [r.tk_du, r.ps_co])).toEqual([["1111", 300_000]]);
    expect([kh01.cuoi_ky_no, kh01.cuoi_ky_co]).toEqual([600_000, 0]);
    const kh02 = await ledger("tk=131&ma_kh=KH02");
    expect([kh02.dau_ky_no, kh02.dau_ky_co]).toEqual([0, 200_000]);
    expect([kh02.cuoi_ky_no, kh02.cuoi_ky_co]).toEqual([350_000, 0]);
  });

  it("takes in a parent's sub-accounts, a line between two of them on both sides", async () => {
    const cash = await ledger("tk=111");
    expect(cash.rows.map((r) => [r.so_ct, r.tk_du, r.ps_no, r.ps_co])).toEqual([
      ["PT26-00002", "131", 300_000, 0],
      [expect.any(String), "1111", 100_000, 0],
      [expect.any(String), "1112", 0, 100_000],
    ]);
    expect(cash.cuoi_ky_no - cash.dau_ky_no).toBe(300_000);
  });

  it("shows a user of CN01 nothing of CN02", async () => {
    const mine = await ledger("tk=131");
    expect(mine.rows.some((r) => r.ps_co === 9_000_000)).toBe(false);
    const both = await report<Ledger>(s.admin, `account-ledger?${APRIL}&tk=131`, "CN01,CN02");
    expect(both.rows.some((r) => r.ps_co === 9_000_000)).toBe(true);
  });

  it("refuses a missing or unknown account", async () => {
    expect((await s.accountant("GET", `accounting/reports/account-ledger?${APRIL}`)).statusCode).toBe(400);
    expect((await s.accountant("GET", `accounting/reports/account-ledger?${APRIL}&tk=999`)).statusCode).toBe(400);
  });
});

describe("a voucher offsetting one partner's debt against another's", () => {
  it("puts each side on its own partner's ledger", async () => {
    const offset = await post(s.admin, "accounting-invoices", {
      ngay_ct: "2026-05-10",
      dien_giai: "Bù trừ công nợ",
      details: [
        { tk: "331", ps_no: 50_000, ma_kh: "KH02" },
        { tk: "131", ps_co: 50_000, ma_kh: "KH01" },
      ],
    });
    const may = (query: string) =>
      report<Ledger>(s.accountant, `account-ledger?fromDate=2026-05-01&toDate=2026-05-31&${query}`);
    const receivable = await may("tk=131&ma_kh=KH01");
    expect(receivable.rows.map((r) => [r.tk_du, r.ps_no, r.ps_co, r.ma_kh])).toEqual([["331", 0, 50_000, "KH01"]]);
    expect([receivable.dau_ky_no, receivable.cuoi_ky_no]).toEqual([600_000, 550_000]);
    const payable = await may("tk=331&ma_kh=KH02");
    expect(payable.rows.map((r) => [r.tk_du, r.ps_no, r.ps_co, r.ma_kh])).toEqual([["131", 50_000, 0, "KH02"]]);
    expect((await may("tk=131&ma_kh=KH02")).rows).toEqual([]);
    const journal = await s.admin("GET", `accounting/accounting-invoices/${offset}/journal`);
    expect(journal.json().items).toMatchObject([{ tk_no: "331", ma_kh: "KH02", tk_co: "131", ma_kh_co: "KH01" }]);
    // June opens from each partner's own lines.
    const june = await report<Ledger>(
      s.accountant,
      "account-ledger?fromDate=2026-06-01&toDate=2026-06-30&tk=131&ma_kh=KH01",
    );
    expect(june.dau_ky_no).toBe(550_000);
  });
});
