import type { Command } from "@sen/core";
import { amountInWords, fromFixed, toFixed } from "@sen/core";
import type { PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { code, figure } from "../../../platform/documents/document.schemas.js";
import type { DocumentKind, DocumentRow, StoredDocument } from "../../../platform/documents/document-kind.js";
import { moneyTotals } from "../../../platform/documents/goods-lines.js";
import { invalidInput } from "../../../platform/errors.js";
import {
  bankPaymentDetails,
  bankPayments,
  bankReceiptDetails,
  bankReceipts,
  cashPaymentDetails,
  cashPayments,
  cashReceiptDetails,
  cashReceipts,
  generalVoucherDetails,
  generalVouchers,
  journalEntries,
} from "../accounting.tables.js";
import { refuseExpenseItems } from "../catalogues/expense-items.js";
import { type JournalLine, postJournal, reverseJournal } from "../journal/journal.service.js";
import { voucherPrefix } from "../voucher-prefixes.js";
import {
  BOOK_CURRENCY,
  inBookCurrency,
  prepareRate,
  refuseAccounts,
  refusePartners,
  requireBranch,
} from "./voucher-drafts.js";

const note = z.string().trim().max(500).default("");
const optionalCode = (max = 50) => z.string().trim().max(max).nullish();

/** A line as sent (`tien` in the voucher's currency), then as prepared (`tien_nt` that, `tien` in VND). */
type CashLine = DocumentRow & { tk: string; tien: number | string; dien_giai: string; ma_phi?: string | null };
type CashStored = DocumentRow & { tk: string; tien: string; tien_nt: string; dien_giai: string };

/** The names of the partners vouchers name (`ma_kh` → `ten_kh`), in one query. */
async function partnerNames(db: TenantDb, codes: readonly unknown[]): Promise<Map<string, string>> {
  const named = [...new Set(codes.filter((c): c is string => typeof c === "string" && c !== ""))];
  if (named.length === 0) return new Map();
  const { rows } = await db.$client.query<{ ma_kh: string; ten_kh: string }>(
    "SELECT ma_kh, ten_kh FROM partners WHERE ma_kh = ANY($1::text[])",
    [named],
  );
  return new Map(rows.map((r) => [r.ma_kh, r.ten_kh]));
}

/** The answer's extras: the total in words, as forms 01-TT and 02-TT print it, and the partners' names. */
async function describeVoucher(db: TenantDb, doc: StoredDocument<DocumentRow>) {
  const lines = doc.details as DocumentRow[];
  const names = await partnerNames(db, [doc.header.ma_kh, ...lines.map((l) => l.ma_kh)]);
  const nameOf = (code: unknown) => (typeof code === "string" ? (names.get(code) ?? null) : null);
  return {
    header: { bang_chu: amountInWords(Number(doc.header.tong_thanh_toan)), ten_kh: nameOf(doc.header.ma_kh) },
    details: lines.map((l) => ({ ten_kh: nameOf(l.ma_kh) })),
  };
}

/** A list's rows with their partners' names. */
async function describeVoucherList(db: TenantDb, rows: DocumentRow[]) {
  const names = await partnerNames(
    db,
    rows.map((r) => r.ma_kh),
  );
  return rows.map((r) => ({ ten_kh: typeof r.ma_kh === "string" ? (names.get(r.ma_kh) ?? null) : null }));
}

interface CashVoucherSpec {
  ma_ct: string;
  api: string;
  command: Command;
  label: { vi: string; en: string };
  header: PgTable;
  lines: PgTable;
  /** The cash or bank account a voucher names unless told otherwise. */
  account: string;
  /** Money in (debit the cash account) or out (credit it). */
  way: "in" | "out";
}

/**
 * A cash or bank voucher: the header names the cash or bank account (`tk`), each line the other account and the
 * amount. A receipt debits the cash account and credits each line's; a payment the reverse, and a payment's line
 * may name the expense item (`ma_phi`, accounting/expenses) it was spent on.
 */
function cashVoucherKind(spec: CashVoucherSpec): DocumentKind<CashLine, CashStored> {
  return {
    ...spec,
    prefix: voucherPrefix,
    numberRepeatedIn: [journalEntries],
    headerFields: {
      tk: code({ vi: "Tài khoản tiền", en: "Cash account" }, 20).default(spec.account),
      ma_kh: optionalCode(),
      ong_ba: z.string().trim().max(200).default(""),
      dia_chi: z.string().trim().max(500).default(""),
      chung_tu_goc: z.string().trim().max(200).default(""),
      ma_nt: optionalCode(10),
      ty_gia: figure({ vi: "Tỷ giá", en: "Rate" }, 4, 1e9, true).nullish(),
    },
    lineFields: {},
    lineShape: {
      fields: {
        tk: code({ vi: "Tài khoản đối ứng", en: "Contra account" }, 20),
        tien: figure({ vi: "Số tiền", en: "Amount" }, 2, 1e16, true),
        dien_giai: note,
        ma_phi: optionalCode(),
      },
      price(lines) {
        let total = 0n;
        let foreign = 0n;
        const details = lines.map((l, i) => {
          total += toFixed(String(l.tien), 2);
          foreign += toFixed(String(l.tien_nt), 2);
          return { ...l, line: i + 1 };
        });
        return { details, totals: { ...moneyTotals(total), tong_tien_nt: fromFixed(foreign, 2) } };
      },
    },
    async prepare(db, draft) {
      requireBranch(draft);
      const rate = await prepareRate(db, draft);
      const header = draft.header;
      // A payment's line says what the money went on: an expense item of the catalogue, when it names one.
      for (const line of draft.details) line.ma_phi = line.ma_phi ? line.ma_phi.toUpperCase() : null;
      // Checked together: the reads go out in one write, and the first refusal is the accounts'.
      await Promise.all([
        refuseAccounts(db, {
          tk: String(header.tk),
          ...Object.fromEntries(draft.details.map((l, i) => [`details.${i}.tk`, l.tk])),
        }),
        refusePartners(db, { ma_kh: header.ma_kh }),
        spec.way === "out" &&
          refuseExpenseItems(db, Object.fromEntries(draft.details.map((l, i) => [`details.${i}.ma_phi`, l.ma_phi]))),
      ]);
      for (const line of draft.details) {
        const inCurrency = Number(line.tien);
        const tien_nt = fromFixed(toFixed(inCurrency, 2), 2);
        line.tien_nt = tien_nt;
        line.tien = header.ma_nt === BOOK_CURRENCY ? tien_nt : inBookCurrency(inCurrency, rate);
      }
    },
    async post(db, doc) {
      const cash = String(doc.header.tk);
      const ma_kh = (doc.header.ma_kh as string | null) ?? null;
      const lines: JournalLine[] = doc.details.map((l) => ({
        tk_no: spec.way === "in" ? cash : l.tk,
        tk_co: spec.way === "in" ? l.tk : cash,
        tien: toFixed(l.tien, 2),
        ma_kh,
        dien_giai: l.dien_giai || String(doc.header.dien_giai ?? ""),
      }));
      await postJournal(db, doc.header, lines);
      return undefined;
    },
    async cancel(db, doc) {
      await reverseJournal(db, doc.header.stt_rec);
    },
    describe: describeVoucher,
    describeList: describeVoucherList,
  };
}

export const cashReceiptKind = cashVoucherKind({
  ma_ct: "PT1",
  api: "accounting/receive-invoices",
  command: "accounting.receive-invoices",
  label: { vi: "Phiếu thu", en: "Cash receipt" },
  header: cashReceipts,
  lines: cashReceiptDetails,
  account: "1111",
  way: "in",
});

export const cashPaymentKind = cashVoucherKind({
  ma_ct: "PC1",
  api: "accounting/spend-invoices",
  command: "accounting.spend-invoices",
  label: { vi: "Phiếu chi", en: "Cash payment" },
  header: cashPayments,
  lines: cashPaymentDetails,
  account: "1111",
  way: "out",
});

export const bankReceiptKind = cashVoucherKind({
  ma_ct: "BC1",
  api: "accounting/bank-receive-invoices",
  command: "accounting.bank-receive-invoices",
  label: { vi: "Giấy báo có", en: "Bank receipt" },
  header: bankReceipts,
  lines: bankReceiptDetails,
  account: "1121",
  way: "in",
});

export const bankPaymentKind = cashVoucherKind({
  ma_ct: "BN1",
  api: "accounting/bank-spend-invoices",
  command: "accounting.bank-spend-invoices",
  label: { vi: "Giấy báo nợ", en: "Bank payment" },
  header: bankPayments,
  lines: bankPaymentDetails,
  account: "1121",
  way: "out",
});

type GeneralLine = DocumentRow & { tk: string; ps_no: number | string; ps_co: number | string; ma_kh?: string | null };
type GeneralStored = DocumentRow & {
  tk: string;
  ps_no: string;
  ps_co: string;
  ma_kh: string | null;
  dien_giai: string;
};

/**
 * Pairs a general voucher's debit lines with its credit lines, in order, into journal lines (one debit, one credit,
 * one amount); the voucher is balanced, so nothing is left over.
 */
export function pairLines(lines: readonly GeneralStored[], dien_giai: string): JournalLine[] {
  const side = (field: "ps_no" | "ps_co") =>
    lines.filter((l) => toFixed(l[field], 2) > 0n).map((l) => ({ line: l, left: toFixed(l[field], 2) }));
  const [debits, credits] = [side("ps_no"), side("ps_co")];
  const pairs: JournalLine[] = [];
  let [d, c] = [0, 0];
  while (d < debits.length && c < credits.length) {
    const debit = debits[d] as (typeof debits)[number];
    const credit = credits[c] as (typeof credits)[number];
    const tien = debit.left < credit.left ? debit.left : credit.left;
    pairs.push({
      tk_no: debit.line.tk,
      tk_co: credit.line.tk,
      tien,
      // Each side keeps its own partner (331 of one supplier against 131 of a customer); a side without one takes
      // the other's, as a single-partner line always did.
      ma_kh: debit.line.ma_kh ?? credit.line.ma_kh ?? null,
      ma_kh_co: credit.line.ma_kh ?? debit.line.ma_kh ?? null,
      dien_giai: debit.line.dien_giai || credit.line.dien_giai || dien_giai,
    });
    debit.left -= tien;
    credit.left -= tien;
    if (debit.left === 0n) d++;
    if (credit.left === 0n) c++;
  }
  return pairs;
}

/** A general voucher (phiếu kế toán): any accounts, each line a debit or a credit, debits equal to credits. */
export const generalVoucherKind: DocumentKind<GeneralLine, GeneralStored> = {
  ma_ct: "PK1",
  api: "accounting/accounting-invoices",
  command: "accounting.accounting-invoices",
  label: { vi: "Phiếu kế toán", en: "Accounting voucher" },
  header: generalVouchers,
  lines: generalVoucherDetails,
  prefix: voucherPrefix,
  numberRepeatedIn: [journalEntries],
  headerFields: { ma_nt: optionalCode(10), ty_gia: figure({ vi: "Tỷ giá", en: "Rate" }, 4, 1e9, true).nullish() },
  lineFields: {},
  lineShape: {
    fields: {
      tk: code({ vi: "Tài khoản", en: "Account" }, 20),
      ps_no: figure({ vi: "Phát sinh Nợ", en: "Debit" }, 2, 1e16).default(0),
      ps_co: figure({ vi: "Phát sinh Có", en: "Credit" }, 2, 1e16).default(0),
      ma_kh: optionalCode(),
      dien_giai: note,
    },
    price(lines) {
      let [no, co] = [0n, 0n];
      const errors: Record<string, string> = {};
      const details = lines.map((l, i) => {
        const [lineNo, lineCo] = [toFixed(String(l.ps_no), 2), toFixed(String(l.ps_co), 2)];
        if (lineNo > 0n === lineCo > 0n) {
          errors[`details.${i}.ps_no`] = bilingual(
            "Mỗi dòng ghi Nợ hoặc Có, một trong hai",
            "Each line is either a debit or a credit",
          );
        }
        no += lineNo;
        co += lineCo;
        return { ...l, line: i + 1 };
      });
      if (Object.keys(errors).length === 0 && no !== co) {
        errors.details = bilingual(
          `Tổng phát sinh Nợ (${fromFixed(no, 2)}) khác tổng phát sinh Có (${fromFixed(co, 2)})`,
          `Debits (${fromFixed(no, 2)}) differ from credits (${fromFixed(co, 2)})`,
        );
      }
      if (Object.keys(errors).length > 0) throw invalidInput(errors);
      return { details, totals: moneyTotals(no) };
    },
  },
  async prepare(db, draft) {
    requireBranch(draft);
    const rate = await prepareRate(db, draft);
    await Promise.all([
      refuseAccounts(db, Object.fromEntries(draft.details.map((l, i) => [`details.${i}.tk`, l.tk]))),
      refusePartners(db, Object.fromEntries(draft.details.map((l, i) => [`details.${i}.ma_kh`, l.ma_kh]))),
    ]);
    for (const line of draft.details) {
      if (draft.header.ma_nt !== BOOK_CURRENCY) {
        line.ps_no = inBookCurrency(Number(line.ps_no), rate);
        line.ps_co = inBookCurrency(Number(line.ps_co), rate);
      }
    }
  },
  async post(db, doc) {
    await postJournal(db, doc.header, pairLines(doc.details, String(doc.header.dien_giai ?? "")));
    return undefined;
  },
  async cancel(db, doc) {
    await reverseJournal(db, doc.header.stt_rec);
  },
  describe: describeVoucher,
  describeList: describeVoucherList,
};

export const CASH_VOUCHER_KINDS = [cashReceiptKind, cashPaymentKind, bankReceiptKind, bankPaymentKind] as const;
