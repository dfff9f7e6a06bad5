import { formatDate } from "@sen/core";
import type { AccountLedgerAnswer, CashBookAnswer } from "./reportApi";

/** An amount kept to the cent, so that adding many lines does not drift (0.1 + 0.2). */
const cents = (value: number) => Math.round(value * 100) / 100;
const sum = (values: number[]) => cents(values.reduce((total, v) => total + v, 0));
/** Nothing on that side: an empty cell rather than a column of zeros. */
const orNone = (value: number) => (value === 0 ? null : value);

/** The key of a book's first line, the opening balance (its description is the column's to write). */
export const OPENING = "opening";

/** A line's day, DD/MM/YYYY; nothing on the opening and totals lines (rather than a dash). */
export const dayOf = (line: { ngay_ct: string | null }) => (line.ngay_ct ? formatDate(line.ngay_ct) : "");

/** What a line of a book shows of its document, and what leads to it. */
interface DocumentLine {
  key: string;
  /** Empty on the opening line. */
  ngay_ct: string | null;
  ma_ct?: string;
  stt_rec?: string;
  dien_giai: string;
}

/** A line of the cash book (S07-DN): the receipt's or the payment's number, the amount in or out, the balance. */
export interface CashBookRow extends DocumentLine {
  so_thu: string;
  so_chi: string;
  thu: number | null;
  chi: number | null;
  ton: number | null;
}

/** The cash book's lines: the opening balance first, then each receipt and payment; none in an empty period. */
export function cashBookRows(answer: CashBookAnswer): CashBookRow[] {
  if (answer.rows.length === 0) return [];
  const opening: CashBookRow = {
    key: OPENING,
    ngay_ct: null,
    so_thu: "",
    so_chi: "",
    dien_giai: "",
    thu: null,
    chi: null,
    ton: answer.dau_ky,
  };
  return [
    opening,
    ...answer.rows.map((line, i) => ({
      key: String(i),
      ngay_ct: line.ngay_ct,
      ma_ct: line.ma_ct,
      stt_rec: line.stt_rec,
      dien_giai: line.dien_giai,
      so_thu: line.thu !== 0 ? line.so_ct : "",
      so_chi: line.chi !== 0 ? line.so_ct : "",
      thu: orNone(line.thu),
      chi: orNone(line.chi),
      ton: line.ton,
    })),
  ];
}

/** The cash book's totals: what came in, what went out, and the closing balance. */
export function cashBookTotals(answer: CashBookAnswer): CashBookRow {
  return {
    key: "totals",
    ngay_ct: null,
    so_thu: "",
    so_chi: "",
    dien_giai: "",
    thu: sum(answer.rows.map((r) => r.thu)),
    chi: sum(answer.rows.map((r) => r.chi)),
    ton: answer.cuoi_ky,
  };
}

/** A line of an account's ledger: the document, the contra account, the debit or credit, the balance after it. */
export interface LedgerRow extends DocumentLine {
  so_ct: string;
  tk_du: string;
  ma_kh: string;
  ps_no: number | null;
  ps_co: number | null;
  du_no: number | null;
  du_co: number | null;
}

/** A balance (debit minus credit) on its side: a debit balance under Nợ, a credit balance under Có. */
const sides = (balance: number) => ({ du_no: balance > 0 ? balance : null, du_co: balance < 0 ? -balance : null });

/** The ledger's lines: the opening balance first, then each line with the balance after it; none in an empty period. */
export function ledgerRows(answer: AccountLedgerAnswer): LedgerRow[] {
  if (answer.rows.length === 0) return [];
  let balance = cents(answer.dau_ky_no - answer.dau_ky_co);
  const opening: LedgerRow = {
    key: OPENING,
    ngay_ct: null,
    so_ct: "",
    dien_giai: "",
    tk_du: "",
    ma_kh: "",
    ps_no: null,
    ps_co: null,
    ...sides(balance),
  };
  return [
    opening,
    ...answer.rows.map((line, i) => {
      balance = cents(balance + line.ps_no - line.ps_co);
      return {
        key: String(i),
        ngay_ct: line.ngay_ct,
        so_ct: line.so_ct,
        ma_ct: line.ma_ct,
        stt_rec: line.stt_rec,
        dien_giai: line.dien_giai,
        tk_du: line.tk_du,
        ma_kh: line.ma_kh ?? "",
        ps_no: orNone(line.ps_no),
        ps_co: orNone(line.ps_co),
        ...sides(balance),
      };
    }),
  ];
}

/** The ledger's totals: the debits and credits of the period, and the closing balance on its side. */
export function ledgerTotals(answer: AccountLedgerAnswer): LedgerRow {
  return {
    key: "totals",
    ngay_ct: null,
    so_ct: "",
    dien_giai: "",
    tk_du: "",
    ma_kh: "",
    ps_no: sum(answer.rows.map((r) => r.ps_no)),
    ps_co: sum(answer.rows.map((r) => r.ps_co)),
    du_no: orNone(answer.cuoi_ky_no),
    du_co: orNone(answer.cuoi_ky_co),
  };
}
