import { z } from "zod";

/** What a scanner gets for a code: enough to fill a document or sale line. */
export const scannedItem = z.object({
  ma_vt: z.string(),
  ten_vt: z.string(),
  /** The unit scanned (a box's barcode means the box), and how many base units (`dvt_co_so`) it holds. */
  ma_dvt: z.string(),
  dvt_co_so: z.string(),
  he_so: z.number(),
  /** The list price of one scanned unit. */
  gia_ban: z.number(),
  loai_vt: z.string(),
  theo_doi_ton: z.boolean(),
  ma_thue: z.string().nullable(),
  ma_nhom: z.string().nullable(),
  ma_vach: z.string().nullable(),
  hinh_anh: z.string().nullable(),
  status: z.boolean(),
});

export const imageAnswer = z.object({
  hinh_anh: z.string().nullable(),
  content_type: z.string().optional(),
  size: z.number().optional(),
});
