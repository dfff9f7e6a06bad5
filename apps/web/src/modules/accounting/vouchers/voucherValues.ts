import { toApiDate, toDayjs } from "@sen/core";
import type { Dayjs } from "dayjs";
import { dayjs } from "@/platform/dates";
import type { CashVoucherKind } from "./voucherKinds";
import type { CashVoucherRecord, GeneralVoucherRecord } from "./voucherRecords";

/** The book currency: a voucher in it sends no currency and no rate. */
export const BOOK_CURRENCY = "VND";

interface VoucherHeaderValues {
  ngay_ct?: Dayjs;
  dien_giai?: string;
  ma_nt?: string;
  ty_gia?: number | null;
}

export interface CashLineValues {
  tk?: string;
  tien?: number | null;
  dien_giai?: string;
  ma_phi?: string;
}

export interface CashVoucherValues extends VoucherHeaderValues {
  tk?: string;
  ma_kh?: string;
  /** Shown only (the partner picker's name for the saved code), never sent. */
  ten_kh?: string;
  ong_ba?: string;
  dia_chi?: string;
  chung_tu_goc?: string;
  details?: CashLineValues[];
}

export interface GeneralLineValues {
  tk?: string;
  ps_no?: number | null;
  ps_co?: number | null;
  ma_kh?: string;
  dien_giai?: string;
}

export interface GeneralVoucherValues extends VoucherHeaderValues {
  details?: GeneralLineValues[];
}

const amount = (value: unknown) => (value === null || value === undefined || value === "" ? null : Number(value));
const text = (value?: string | null) => value ?? undefined;
/** A text input's value, trimmed, or nothing when it is empty. */
const filled = (key: string, value?: string | null) => (value?.trim() ? { [key]: value.trim() } : {});

function headerValues(doc: CashVoucherRecord | GeneralVoucherRecord): VoucherHeaderValues {
  const foreign = doc.ma_nt && doc.ma_nt !== BOOK_CURRENCY;
  return {
    ngay_ct: toDayjs(doc.ngay_ct) ?? undefined,
    dien_giai: text(doc.dien_giai),
    ma_nt: doc.ma_nt ?? BOOK_CURRENCY,
    ty_gia: foreign ? amount(doc.ty_gia) : null,
  };
}

/** Currency and rate as sent: nothing for VND; a foreign currency with its rate, or none to take the day's. */
function currencyInput(values: VoucherHeaderValues) {
  if (!values.ma_nt || values.ma_nt === BOOK_CURRENCY) return {};
  return { ma_nt: values.ma_nt, ...(values.ty_gia ? { ty_gia: Number(values.ty_gia) } : {}) };
}

const status = (value?: string) => (value ? { status: value } : {});

/** A new cash or bank voucher: today, the kind's cash account, one empty line. */
export const newCashVoucher = (kind: Pick<CashVoucherKind, "account">): CashVoucherValues => ({
  ngay_ct: dayjs(),
  tk: kind.account,
  ma_nt: BOOK_CURRENCY,
  details: [{ tien: null }],
});

/** A saved cash or bank voucher as the form's values; a line's amount is in the voucher's currency. */
export function cashVoucherValues(doc: CashVoucherRecord): CashVoucherValues {
  return {
    ...headerValues(doc),
    tk: doc.tk,
    ma_kh: text(doc.ma_kh),
    ten_kh: text(doc.ten_kh),
    ong_ba: text(doc.ong_ba),
    dia_chi: text(doc.dia_chi),
    chung_tu_goc: text(doc.chung_tu_goc),
    details: doc.details.map((line) => ({
      tk: line.tk,
      tien: amount(line.tien_nt ?? line.tien),
      dien_giai: text(line.dien_giai),
      ma_phi: text(line.ma_phi),
    })),
  };
}

/** What a cash or bank voucher's form sends: its inputs, never a total. */
export function cashVoucherInput(values: CashVoucherValues, state?: string) {
  return {
    ngay_ct: toApiDate(values.ngay_ct) || "",
    tk: values.tk ?? "",
    ...filled("ma_kh", values.ma_kh),
    ...filled("ong_ba", values.ong_ba),
    ...filled("dia_chi", values.dia_chi),
    ...filled("dien_giai", values.dien_giai),
    ...filled("chung_tu_goc", values.chung_tu_goc),
    ...currencyInput(values),
    ...status(state),
    details: (values.details ?? []).map((line) => ({
      tk: line.tk ?? "",
      tien: Number(line.tien ?? 0),
      ...filled("dien_giai", line.dien_giai),
      ...filled("ma_phi", line.ma_phi),
    })),
  };
}

/** A new general voucher: today, a debit line and a credit line. */
export const newGeneralVoucher = (): GeneralVoucherValues => ({
  ngay_ct: dayjs(),
  ma_nt: BOOK_CURRENCY,
  details: [
    { ps_no: null, ps_co: null },
    { ps_no: null, ps_co: null },
  ],
});

export function generalVoucherValues(doc: GeneralVoucherRecord): GeneralVoucherValues {
  return {
    ...headerValues(doc),
    details: doc.details.map((line) => ({
      tk: line.tk,
      ps_no: amount(line.ps_no) || null,
      ps_co: amount(line.ps_co) || null,
      ma_kh: text(line.ma_kh),
      dien_giai: text(line.dien_giai),
    })),
  };
}

export function generalVoucherInput(values: GeneralVoucherValues, state?: string) {
  return {
    ngay_ct: toApiDate(values.ngay_ct) || "",
    ...filled("dien_giai", values.dien_giai),
    ...currencyInput(values),
    ...status(state),
    details: (values.details ?? []).map((line) => ({
      tk: line.tk ?? "",
      ps_no: Number(line.ps_no ?? 0),
      ps_co: Number(line.ps_co ?? 0),
      ...filled("ma_kh", line.ma_kh),
      ...filled("dien_giai", line.dien_giai),
    })),
  };
}

/** Sums (to the cent) of the lines as typed: the cash voucher's total, or a general voucher's debits and credits. */
export function linesSum<L>(lines: readonly (L | undefined)[] | undefined, value: (line: L) => unknown): number {
  const sum = (lines ?? []).reduce((total, line) => total + (line ? Number(value(line) ?? 0) || 0 : 0), 0);
  return Math.round(sum * 100) / 100;
}
