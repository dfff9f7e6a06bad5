import { toApiDate, toDayjs } from "@sen/core";
import type { Dayjs } from "dayjs";
import { dayjs } from "@/platform/dates";
import type { PromotionRecord, RuleColumn, RuleLine } from "./promotionKinds";

/** A rule as the form holds it: its inputs, and the names of its items for the screen. */
export interface RuleValues {
  ma_vt?: string;
  ten_vt?: string;
  sl_tu?: number | null;
  tu_tien?: number | null;
  tien_ck?: number | null;
  ck_phan_tram?: number | null;
  ma_vt_tang?: string;
  ten_vt_tang?: string;
  sl_tang?: number | null;
}

/** The program a saved document names, as it answered (so that an inactive one is still named). */
export type ProgramShown = Pick<PromotionRecord, "ma_ctkm" | "ten_ctkm" | "tu_ngay" | "den_ngay" | "ma_dvcs_ctkm">;

export interface PromotionValues {
  ngay_ct?: Dayjs;
  ma_dvcs?: string;
  ma_ctkm?: string;
  dien_giai?: string;
  details?: RuleValues[];
  /** Shown only, never sent. */
  program?: ProgramShown;
}

export const emptyRule = (): RuleValues => ({});

/** A new document: today, one empty rule (the branch is the header's to default). */
export const newPromotion = (): PromotionValues => ({ ngay_ct: dayjs(), details: [emptyRule()] });

const text = (value: string | null | undefined) => value ?? undefined;

/** A saved document as the form's values. */
export function toPromotionValues(doc: PromotionRecord): PromotionValues {
  const { ma_ctkm, ten_ctkm, tu_ngay, den_ngay, ma_dvcs_ctkm } = doc;
  return {
    ngay_ct: toDayjs(doc.ngay_ct) ?? undefined,
    ma_dvcs: doc.ma_dvcs,
    ma_ctkm,
    dien_giai: text(doc.dien_giai),
    program: { ma_ctkm, ten_ctkm, tu_ngay, den_ngay, ma_dvcs_ctkm },
    details: doc.details.map((l: RuleLine) => ({
      ma_vt: text(l.ma_vt),
      ten_vt: text(l.ten_vt),
      sl_tu: l.sl_tu,
      tu_tien: l.tu_tien,
      tien_ck: l.tien_ck,
      ck_phan_tram: l.ck_phan_tram,
      ma_vt_tang: text(l.ma_vt_tang),
      ten_vt_tang: text(l.ten_vt_tang),
      sl_tang: l.sl_tang,
    })),
  };
}

/**
 * What the form sends: the header's inputs and, per rule, the kind's columns; an empty figure is left out (the
 * server's default: from 1 unit, nothing off, nothing given), an item given cleared is sent as none.
 */
export function toPromotionInput(columns: readonly RuleColumn[], values: PromotionValues, status?: string) {
  return {
    ngay_ct: toApiDate(values.ngay_ct),
    ...(values.ma_dvcs ? { ma_dvcs: values.ma_dvcs } : {}),
    ma_ctkm: values.ma_ctkm ?? "",
    ...(values.dien_giai?.trim() ? { dien_giai: values.dien_giai.trim() } : {}),
    ...(status ? { status } : {}),
    details: (values.details ?? []).map((line) =>
      Object.fromEntries(
        columns.flatMap((column): [RuleColumn, unknown][] => {
          const value = line[column];
          if (column === "ma_vt_tang") return [[column, value || null]];
          return value === undefined || value === null || value === "" ? [] : [[column, value]];
        }),
      ),
    ),
  };
}
