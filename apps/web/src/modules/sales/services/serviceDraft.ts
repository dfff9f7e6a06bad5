import { DOCUMENT_STATUS, toApiDate, toDayjs } from "@sen/core";
import type { Dayjs } from "dayjs";
import type { LineItem } from "@/platform/document";
import { toFormValues } from "@/platform/document/formValues";
import { type CartPayment, newPayment, paymentsFor } from "../cashier/cart";
import { takenDetails } from "../takenDraft";
import type { ServiceBillRecord } from "./servicesApi";

const figure = (value: unknown) => (value === null || value === undefined || value === "" ? 0 : Number(value));

/** A line of the service bill form: what is sent, and the picked service for the screen. */
export interface ServiceLineValues {
  ma_vt?: string;
  ten_vt?: string;
  ma_dvt?: string;
  so_luong?: number | null;
  /** A typed price (`sale_service_price_manual`); empty: the price in force, which the server fills in. */
  gia?: number | null;
  /** A typed discount, an amount (`sale_service_discount_manual`). */
  ck?: number | null;
  /** A package given free (`sale_gift_package`). */
  tang?: boolean;
  /** Package money (`sale_use_package_money`): the amount is held for the customer, not sessions. */
  goi_tien?: boolean;
  /** The packages' last day of use. */
  han_su_dung?: Dayjs | null;
  item?: LineItem;
}

/**
 * The service bill form's values; `saved` is the bill as the server answered it and `due` what the server's quote says
 * the customer pays (the amount a payment row left empty takes), both shown, never sent.
 */
export interface ServiceBillValues {
  ngay_ct?: Dayjs;
  ma_kho?: string;
  ma_kh?: string;
  ten_kh?: string;
  ma_nvbh?: string;
  dien_giai?: string;
  payments?: CartPayment[];
  details?: ServiceLineValues[];
  saved?: ServiceBillRecord;
  due?: number;
}

/** What the shop lets a user type on a line (`sale_service_price_manual`, `sale_service_discount_manual`). */
export interface ServiceTyping {
  price: boolean;
  discount: boolean;
}

/** A new bill: today, one empty line, one cash payment following what is due. */
export const newServiceValues = (today: Dayjs): ServiceBillValues => ({
  ngay_ct: today,
  details: [{ so_luong: null }],
  payments: [newPayment("TM")],
});

/** A saved bill as the form's values (a draft reopened keeps its payments as typed amounts). */
export function serviceValues(doc: ServiceBillRecord): ServiceBillValues {
  const { ngay_ct, ma_kho, dien_giai, details = [] } = toFormValues(doc);
  const payments = (doc.payments ?? []).map((p) => ({
    ...newPayment(p.ma_httt),
    tien: figure(p.tien),
    ma_loai_the: p.ma_loai_the ?? undefined,
    ma_gd: p.ma_gd ?? undefined,
    ma_the: p.ma_the ?? undefined,
    so_seri: p.so_seri ?? undefined,
  }));
  return {
    ngay_ct,
    ma_kho,
    dien_giai,
    ma_kh: doc.ma_kh ?? undefined,
    ten_kh: doc.ten_kh ?? undefined,
    ma_nvbh: doc.ma_nvbh ?? undefined,
    payments: payments.length > 0 ? payments : [newPayment("TM")],
    details: details.map(({ ma_vt, ten_vt, ma_dvt, so_luong, gia }, i) => ({
      ma_vt,
      ten_vt,
      ma_dvt,
      so_luong,
      gia,
      ck: figure(doc.details[i]?.ck) > 0 ? figure(doc.details[i]?.ck) : null,
      tang: doc.details[i]?.tang === true,
      goi_tien: doc.details[i]?.goi_tien === true,
      han_su_dung: doc.details[i]?.han_su_dung ? toDayjs(doc.details[i]?.han_su_dung) : null,
    })),
    saved: doc,
    due: figure(doc.tong_thanh_toan),
  };
}

/** A line as sent: a price and a discount only when typed and the shop allows typing them. */
const detailOf = (line: ServiceLineValues, typing: ServiceTyping) => ({
  ma_vt: line.ma_vt ?? "",
  ...(line.ma_dvt ? { ma_dvt: line.ma_dvt } : {}),
  so_luong: Number(line.so_luong ?? 0),
  ...(typing.price && line.gia !== null && line.gia !== undefined ? { gia: Number(line.gia) } : {}),
  ...(typing.discount && line.ck ? { ck: Number(line.ck) } : {}),
  ...(line.tang ? { tang: true } : {}),
  ...(line.goi_tien ? { goi_tien: true } : {}),
  ...(line.han_su_dung ? { han_su_dung: toApiDate(line.han_su_dung) } : {}),
});

const headerOf = (values: ServiceBillValues) => ({
  ngay_ct: toApiDate(values.ngay_ct) || "",
  ma_kho: values.ma_kho,
  ma_kh: values.ma_kh || null,
  ma_nvbh: values.ma_nvbh || null,
  ...(values.dien_giai?.trim() ? { dien_giai: values.dien_giai.trim() } : {}),
});

/** The bill as saved: every line of the form (so that `details.N` is the form's line N), and its payments. */
export function serviceInput(values: ServiceBillValues, typing: ServiceTyping, status?: string) {
  return {
    ...headerOf(values),
    ...(status ? { status } : {}),
    payments: paymentsFor({ payments: values.payments ?? [] }, values.due ?? 0),
    details: (values.details ?? []).map((line) => detailOf(line, typing)),
  };
}

/**
 * What the form asks the server to price: the lines that have a service and a quantity (`sent` says which form line
 * each is), without payments; none until the warehouse and a line are there.
 */
export function serviceQuoteBody(values: ServiceBillValues, typing: ServiceTyping) {
  const { details, sent } = takenDetails(
    (values.details ?? []).map((line) => ({ ...line, so_luong: line?.ma_vt ? Number(line.so_luong) || null : null })),
    (line) => detailOf(line, typing),
  );
  if (!values.ma_kho || details.length === 0) return undefined;
  return { body: { ...headerOf(values), status: DOCUMENT_STATUS.posted, payments: [], details }, sent };
}

/** What the payments come to against what is due: the cash given back, and what is left owing. */
export function paymentFigures(rows: readonly CartPayment[] | undefined, due: number) {
  const paid = paymentsFor({ payments: [...(rows ?? [])] }, due).reduce((sum, p) => sum + p.tien, 0);
  return { paid, change: Math.max(0, paid - due), owing: Math.max(0, due - paid) };
}

/** A package line sells `so_buoi` sessions a unit; a single service sells one. */
export const isPackage = (so_buoi: unknown) => figure(so_buoi) > 1;
