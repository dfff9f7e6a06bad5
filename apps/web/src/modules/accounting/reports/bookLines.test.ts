import { describe, expect, it } from "vitest";
import { cashBookRows, cashBookTotals, dayOf, ledgerRows, ledgerTotals } from "./bookLines";
import type { AccountLedgerAnswer, CashBookAnswer } from "./reportApi";

const doc = (so_ct: string, ma_ct: string, stt_rec: string, ngay_ct = "2026-04-02") => ({
  ngay_ct,
  so_ct,
  ma_ct,
  stt_rec,
  dien_giai: so_ct,
});

const book: CashBookAnswer = {
  dau_ky: 5_300_000,
  rows: [
    { ...doc("PT26-00002", "PT1", "11"), thu: 1_200_000, chi: 0, ton: 6_500_000 },
    { ...doc("PC26-00001", "PC1", "12", "2026-04-03"), thu: 0, chi: 200_000, ton: 6_300_000 },
    // A cancelled receipt: the receipt and its negative.
    { ...doc("PT26-00003", "PT1", "13"), thu: 500_000, chi: 0, ton: 6_800_000 },
    { ...doc("PT26-00003", "PT1", "13"), thu: -500_000, chi: 0, ton: 6_300_000 },
  ],
  cuoi_ky: 6_300_000,
};

describe("the cash book's lines", () => {
  it("opens with the opening balance, then each receipt and payment with its number on its side", () => {
    const rows = cashBookRows(book);
    expect(rows[0]).toMatchObject({ key: "opening", ton: 5_300_000, thu: null, so_thu: "" });
    expect(rows.slice(1, 3).map((r) => [r.so_thu, r.so_chi, r.thu, r.chi, r.ton])).toEqual([
      ["PT26-00002", "", 1_200_000, null, 6_500_000],
      ["", "PC26-00001", null, 200_000, 6_300_000],
    ]);
    expect(rows[4]).toMatchObject({ so_thu: "PT26-00003", thu: -500_000 });
    // Every line has a key of its own, though a cancel repeats its document.
    expect(new Set(rows.map((r) => r.key)).size).toBe(rows.length);
  });

  it("adds up what came in and went out, the closing balance under the balance", () => {
    expect(cashBookTotals(book)).toMatchObject({ thu: 1_200_000, chi: 200_000, ton: 6_300_000 });
    expect(cashBookTotals({ dau_ky: 0, rows: [], cuoi_ky: 0 })).toMatchObject({ thu: 0, chi: 0 });
  });

  it("writes a line's day DD/MM/YYYY, and none on the opening line", () => {
    const [opening, first] = cashBookRows(book);
    expect(dayOf(first ?? { ngay_ct: null })).toBe("02/04/2026");
    expect(dayOf(opening ?? { ngay_ct: "x" })).toBe("");
  });

  it("has no lines at all in a period without any (the page says there is no data)", () => {
    expect(cashBookRows({ dau_ky: 5_000_000, rows: [], cuoi_ky: 5_000_000 })).toEqual([]);
  });
});

const ledger: AccountLedgerAnswer = {
  dau_ky_no: 1_000_000,
  dau_ky_co: 0,
  rows: [
    { ...doc("PT26-00002", "PT1", "11"), tk_du: "1111", ps_no: 0, ps_co: 1_300_000, ma_kh: "KH01" },
    { ...doc("PK26-00001", "PK1", "14"), tk_du: "5111", ps_no: 550_000.25, ps_co: 0, ma_kh: null },
  ],
  cuoi_ky_no: 250_000.25,
  cuoi_ky_co: 0,
};

describe("the ledger's lines", () => {
  it("carries the balance line by line, on the debit or the credit side", () => {
    const rows = ledgerRows(ledger);
    expect(rows.map((r) => [r.so_ct, r.ps_no, r.ps_co, r.du_no, r.du_co])).toEqual([
      ["", null, null, 1_000_000, null],
      ["PT26-00002", null, 1_300_000, null, 300_000],
      ["PK26-00001", 550_000.25, null, 250_000.25, null],
    ]);
    expect(rows[2]).toMatchObject({ tk_du: "5111", ma_kh: "", stt_rec: "14", ma_ct: "PK1" });
  });

  it("totals the period's debits and credits, with the closing balance the server computed", () => {
    expect(ledgerTotals(ledger)).toMatchObject({ ps_no: 550_000.25, ps_co: 1_300_000, du_no: 250_000.25, du_co: null });
  });

  it("has no lines in a period without any", () => {
    expect(ledgerRows({ ...ledger, rows: [] })).toEqual([]);
  });
});
