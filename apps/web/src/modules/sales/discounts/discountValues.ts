import { toApiDate, toDayjs } from "@sen/core";
import type { Dayjs } from "dayjs";
import { dayjs } from "@/platform/dates";
import type { DiscountLine, DiscountRecord } from "./discountKind";

/** A discount line as the form holds it: its inputs, and the names of its item or group for the screen. */
export interface DiscountLineValues {
  ma_vt?: string;
  ten_vt?: string;
  nh_vt?: string;
  tl_ck?: number | null;
  tien_ck?: number | null;
}

export interface DiscountValues {
  ngay_ct?: Dayjs;
  ma_dvcs?: string;
  tu_ngay?: Dayjs;
  den_ngay?: Dayjs | null;
  ma_dvcs_ck?: string;
  ma_kh?: string;
  /** Shown only, never sent: the customer's name as the document keeps it. */
  ten_kh?: string;
  nh_kh?: string;
  dien_giai?: string;
  details?: DiscountLineValues[];
}

export const emptyDiscountLine = (): DiscountLineValues => ({});

/** A new discount: dated and starting today, open-ended, one empty line (the branch is the header's to default). */
export const newDiscount = (): DiscountValues => ({
  ngay_ct: dayjs(),
  tu_ngay: dayjs(),
  details: [emptyDiscountLine()],
});

const text = (value: string | null | undefined) => value ?? undefined;

/** A saved discount as the form's values. */
export function toDiscountValues(doc: DiscountRecord): DiscountValues {
  return {
    ngay_ct: toDayjs(doc.ngay_ct) ?? undefined,
    ma_dvcs: doc.ma_dvcs,
    tu_ngay: toDayjs(doc.tu_ngay) ?? undefined,
    den_ngay: toDayjs(doc.den_ngay ?? undefined) ?? null,
    ma_dvcs_ck: text(doc.ma_dvcs_ck),
    ma_kh: text(doc.ma_kh),
    ten_kh: text(doc.ten_kh),
    nh_kh: text(doc.nh_kh),
    dien_giai: text(doc.dien_giai),
    details: doc.details.map((l: DiscountLine) => ({
      ma_vt: text(l.ma_vt),
      ten_vt: text(l.ten_vt),
      nh_vt: text(l.nh_vt),
      tl_ck: l.tl_ck || null,
      tien_ck: l.tien_ck || null,
    })),
  };
}

/** What the form sends: the header's inputs, and per line its item or group and its percent or amount. */
export function toDiscountInput(values: DiscountValues, status?: string) {
  return {
    ngay_ct: toApiDate(values.ngay_ct),
    ...(values.ma_dvcs ? { ma_dvcs: values.ma_dvcs } : {}),
    tu_ngay: toApiDate(values.tu_ngay),
    den_ngay: values.den_ngay ? toApiDate(values.den_ngay) : null,
    ma_dvcs_ck: values.ma_dvcs_ck || null,
    ma_kh: values.ma_kh || null,
    nh_kh: values.nh_kh || null,
    ...(values.dien_giai?.trim() ? { dien_giai: values.dien_giai.trim() } : {}),
    ...(status ? { status } : {}),
    details: (values.details ?? []).map((line) => ({
      ma_vt: line.ma_vt || null,
      nh_vt: line.nh_vt || null,
      ...(line.tl_ck ? { tl_ck: line.tl_ck } : {}),
      ...(line.tien_ck ? { tien_ck: line.tien_ck } : {}),
    })),
  };
}
