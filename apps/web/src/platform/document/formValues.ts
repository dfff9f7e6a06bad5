import { toApiDate, toDayjs } from "@sen/core";
import type { Dayjs } from "dayjs";
import type { LineValues } from "./DocumentLines";
import type { DocumentInput, DocumentRecord } from "./documentApi";
import type { DocumentKind } from "./documentKind";

export interface DocumentFormValues {
  ngay_ct?: Dayjs;
  ma_kho?: string;
  ma_kho_nhan?: string;
  ma_ncc?: string;
  ngay_giao?: Dayjs;
  dien_giai?: string;
  details?: LineValues[];
}

const decimal = (value: unknown) => (value === null || value === undefined || value === "" ? null : Number(value));

/** A saved document as the form's values. */
export function toFormValues(doc: DocumentRecord): DocumentFormValues {
  return {
    ngay_ct: toDayjs(doc.ngay_ct) ?? undefined,
    ma_kho: doc.ma_kho ?? undefined,
    ma_kho_nhan: doc.ma_kho_nhan ?? undefined,
    ma_ncc: doc.ma_ncc ?? undefined,
    ngay_giao: toDayjs(doc.ngay_giao) ?? undefined,
    dien_giai: doc.dien_giai ?? undefined,
    details: doc.details.map((line) => ({
      ma_vt: line.ma_vt,
      ten_vt: line.ten_vt ?? undefined,
      ma_dvt: line.ma_dvt ?? undefined,
      so_luong: decimal(line.so_luong),
      gia: decimal(line.gia),
      so_luong_nhan: line.so_luong_nhan ?? undefined,
      so_luong_con: line.so_luong_con ?? undefined,
    })),
  };
}

/**
 * What the form sends: the kind's header inputs and, per line, the item, unit, quantity and (when the kind has
 * prices) price; no amount or total, which the server computes.
 */
export function toDocumentInput(
  kind: Pick<DocumentKind, "header" | "lineColumns">,
  values: DocumentFormValues,
  status?: string,
): DocumentInput {
  const priced = kind.lineColumns.includes("gia");
  return {
    ngay_ct: toApiDate(values.ngay_ct) || "",
    ...(values.dien_giai?.trim() ? { dien_giai: values.dien_giai.trim() } : {}),
    ...(kind.header.includes("ma_kho") ? { ma_kho: values.ma_kho } : {}),
    ...(kind.header.includes("ma_kho_nhan") ? { ma_kho_nhan: values.ma_kho_nhan } : {}),
    ...(kind.header.includes("ma_ncc") ? { ma_ncc: values.ma_ncc } : {}),
    ...(kind.header.includes("ngay_giao") && values.ngay_giao ? { ngay_giao: toApiDate(values.ngay_giao) } : {}),
    ...(status ? { status } : {}),
    details: (values.details ?? []).map((line) => ({
      ma_vt: line.ma_vt ?? "",
      ...(line.ma_dvt ? { ma_dvt: line.ma_dvt } : {}),
      so_luong: Number(line.so_luong ?? 0),
      ...(priced ? { gia: Number(line.gia ?? 0) } : {}),
    })),
  };
}
