import { DOCUMENT_STATUS, toApiDate } from "@sen/core";
import type { Dayjs } from "dayjs";
import type { LineItem } from "@/platform/document";
import { toFormValues } from "@/platform/document/formValues";
import { type CartPayment, newPayment, paymentsFor } from "../cashier/cart";
import { type TakenRow, takenDetails, takenErrors } from "../takenDraft";
import type { SaleOrderRecord } from "./saleOrdersApi";

const figure = (value: unknown) => (value === null || value === undefined || value === "" ? 0 : Number(value));
const _typed = (value: unknown) => (value === null || value === undefined || value === "" ? null : Number(value));

/** A line of the order form: what is sent, the picked item for the screen, and a saved line's figures. */
export interface OrderLineValues {
  ma_vt?: string;
  ten_vt?: string;
  ma_dvt?: string;
  so_luong?: number | null;
  /** A typed price (where the shop allows it); empty: the price in force, which the server fills in. */
  gia?: number | null;
  /** A typed discount, an amount (where the shop allows it). */
  ck?: number | null;
  item?: LineItem;
  /** Shown only: a saved line's amount, what bills delivered of it and what is left. */
  tien?: number;
  so_luong_giao?: number;
  so_luong_con?: number;
}

/** The order form's values; `saved` is the order as the server answered it, shown, never sent. */
export interface SaleOrderValues {
  ngay_ct?: Dayjs;
  ma_kho?: string;
  ngay_giao?: Dayjs;
  dien_giai?: string;
  ma_kh?: string;
  ten_kh?: string;
  /** The deposit taken: a payment row each (empty amount: none). */
  payments?: CartPayment[];
  details?: OrderLineValues[];
  saved?: SaleOrderRecord;
}

/** A new order: today, one empty line, a cash deposit row left empty. */
export const newOrderValues = (today: Dayjs): SaleOrderValues => ({
  ngay_ct: today,
  details: [{ so_luong: null }],
  payments: [newPayment("TM")],
});

/** A saved order as the form's values. */
export function orderValues(doc: SaleOrderRecord): SaleOrderValues {
  const deposit = (doc.payments ?? []).map((p) => ({
    ...newPayment(p.ma_httt),
    tien: figure(p.tien),
    ma_loai_the: p.ma_loai_the ?? undefined,
    ma_gd: p.ma_gd ?? undefined,
    ma_the: p.ma_the ?? undefined,
  }));
  const { ngay_ct, ma_kho, ngay_giao, dien_giai, details = [] } = toFormValues(doc);
  return {
    ngay_ct,
    ma_kho,
    ngay_giao,
    dien_giai,
    ma_kh: doc.ma_kh ?? undefined,
    ten_kh: doc.ten_kh ?? undefined,
    payments: deposit.length > 0 ? deposit : [newPayment("TM")],
    details: details.map(({ ma_vt, ten_vt, ma_dvt, so_luong, gia }, i) => {
      const line = doc.details[i];
      return {
        ma_vt,
        ten_vt,
        ma_dvt,
        so_luong,
        gia,
        ck: figure(line?.ck) > 0 ? figure(line?.ck) : null,
        tien: figure(line?.tien),
        so_luong_giao: figure(line?.so_luong_giao),
        so_luong_con: figure(line?.so_luong_con),
      };
    }),
    saved: doc,
  };
}

/** The deposit as sent: the rows with an amount (an empty row takes nothing). */
export const depositOf = (rows: readonly CartPayment[] | undefined) =>
  paymentsFor({ payments: (rows ?? []).map((p) => ({ ...p, tien: p.tien ?? 0 })) }, 0);

/** What the shop lets a user type on a line (`sale_bill_price_manual`, `sale_bill_discount_manual`). */
export interface ManualTyping {
  price: boolean;
  discount: boolean;
}

/**
 * A line as sent: a price and a discount only when typed and the shop allows typing them (a saved draft's price is
 * priced again at the price in force where it does not), so that the server prices the rest.
 */
const detailOf = (line: OrderLineValues, typing: ManualTyping) => ({
  ma_vt: line.ma_vt ?? "",
  ...(line.ma_dvt ? { ma_dvt: line.ma_dvt } : {}),
  so_luong: Number(line.so_luong ?? 0),
  ...(typing.price && line.gia !== null && line.gia !== undefined ? { gia: Number(line.gia) } : {}),
  ...(typing.discount && line.ck ? { ck: Number(line.ck) } : {}),
});

/** The order as saved: every line of the form (so that `details.N` is the form's line N), and the deposit. */
export function orderInput(values: SaleOrderValues, typing: ManualTyping, status?: string) {
  return {
    ngay_ct: toApiDate(values.ngay_ct) || "",
    ma_kho: values.ma_kho,
    ma_kh: values.ma_kh ?? null,
    ...(values.ngay_giao ? { ngay_giao: toApiDate(values.ngay_giao) } : {}),
    ...(values.dien_giai?.trim() ? { dien_giai: values.dien_giai.trim() } : {}),
    ...(status ? { status } : {}),
    payments: depositOf(values.payments),
    details: (values.details ?? []).map((line) => detailOf(line, typing)),
  };
}

/**
 * What the form asks the server to price: the lines that have an item and a quantity (`sent` says which form line
 * each is), without the deposit; none until the warehouse, the customer (an order always has one) and a line are there.
 */
export function orderQuoteBody(values: SaleOrderValues, typing: ManualTyping) {
  const sent: number[] = [];
  const details = (values.details ?? []).flatMap((line, i) => {
    if (!line?.ma_vt || !(Number(line.so_luong) > 0)) return [];
    sent.push(i);
    return [detailOf(line, typing)];
  });
  if (!values.ma_kho || !values.ma_kh || details.length === 0) return undefined;
  const body = {
    ngay_ct: toApiDate(values.ngay_ct) || "",
    ma_kho: values.ma_kho,
    ma_kh: values.ma_kh ?? null,
    status: DOCUMENT_STATUS.posted,
    payments: [],
    details,
  };
  return { body, sent };
}

/** What the deposit comes to, and the change given back when it is more than the order (cash only). */
export function depositFigures(rows: readonly CartPayment[] | undefined, total: number) {
  const deposit = depositOf(rows).reduce((sum, p) => sum + p.tien, 0);
  return { deposit, change: Math.max(0, deposit - total) };
}

/** Where an order stands with its deliveries: a confirmed order only. */
export type DeliveryState = "none" | "partly" | "all";

export function deliveryState(
  order: Pick<SaleOrderRecord, "status" | "so_luong_giao" | "da_giao_du">,
): DeliveryState | undefined {
  if (order.status !== DOCUMENT_STATUS.posted) return undefined;
  if (order.da_giao_du) return "all";
  return figure(order.so_luong_giao) > 0 ? "partly" : "none";
}

/** Whether goods may be delivered from the order: confirmed, with something left to deliver. */
export const mayDeliver = (order: Pick<SaleOrderRecord, "status" | "so_luong_giao" | "da_giao_du">) =>
  deliveryState(order) === "none" || deliveryState(order) === "partly";

/** An order's line as the delivery shows it: ordered, delivered and left, in its unit. */
export interface DeliveryLine {
  line: number;
  ma_vt: string;
  ten_vt?: string | null;
  ma_dvt?: string | null;
  gia: number;
  so_luong: number;
  delivered: number;
  left: number;
}

export const deliveryLines = (order: SaleOrderRecord): DeliveryLine[] =>
  order.details.map((l) => ({
    line: l.line,
    ma_vt: l.ma_vt,
    ten_vt: l.ten_vt,
    ma_dvt: l.ma_dvt,
    gia: figure(l.gia),
    so_luong: figure(l.so_luong),
    delivered: figure(l.so_luong_giao),
    left: figure(l.so_luong_con),
  }));

/** A line of the delivery form: which order line, and how much of it goes now. */
export interface DeliveryRow extends TakenRow {
  line_dh: number;
  ma_vt: string;
}

/** The delivery's rows: all that is left of each line ('Giao hết'; the quantities may then be lowered). */
export const deliveryRows = (lines: readonly DeliveryLine[]): DeliveryRow[] =>
  lines.map((l) => ({ line_dh: l.line, ma_vt: l.ma_vt, so_luong: l.left }));

export interface DeliveryDraft {
  stt_rec_dh: string;
  /** The order's warehouse: the server checks the bill leaves from it. */
  ma_kho: string;
  /** YYYY-MM-DD */
  ngay_ct: string;
  dien_giai?: string;
  rows: readonly DeliveryRow[];
  /** What the customer pays now (none for a quote). */
  payments?: readonly CartPayment[];
  /** What is left to pay once the deposit is taken off (the quote's), which an empty payment row takes. */
  due?: number;
}

/**
 * The retail bill that delivers: the order's lines with a quantity, each naming its order line (unit, price,
 * discount, VAT and customer come from the order), its warehouse, and what is paid now; posted. `rows` gives the form
 * row of each line sent, for the server's `details.N.*`.
 */
export function deliveryBody(draft: DeliveryDraft) {
  const { details, sent: rows } = takenDetails(draft.rows, ({ line_dh, ma_vt, so_luong }) => ({
    line_dh,
    ma_vt,
    so_luong,
  }));
  const body = {
    stt_rec_dh: draft.stt_rec_dh,
    ma_kho: draft.ma_kho,
    ngay_ct: draft.ngay_ct,
    ...(draft.dien_giai?.trim() ? { dien_giai: draft.dien_giai.trim() } : {}),
    status: DOCUMENT_STATUS.posted,
    payments: draft.payments ? paymentsFor({ payments: [...draft.payments] }, draft.due ?? 0) : [],
    details,
  };
  return { body, rows };
}

/** What the customer still pays at a delivery: the bill's total less the deposit it takes. */
export const deliveryDue = (quote: { tong_thanh_toan: unknown; tien_coc?: unknown } | undefined) =>
  quote ? Math.max(0, figure(quote.tong_thanh_toan) - figure(quote.tien_coc)) : undefined;

/** A refusal of a delivery where the form shows it: the order's above the form, a line's on its quantity. */
export const deliveryErrors = (errors: Record<string, string> | undefined, sent: readonly number[], rows: number) =>
  takenErrors(errors, sent, rows, { source: "stt_rec_dh", header: ["ngay_ct", "dien_giai"] });
