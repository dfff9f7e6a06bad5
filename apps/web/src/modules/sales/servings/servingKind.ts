import type { DocumentBase, DocumentHead } from "@/platform/document";

/**
 * A serving's line as the server answers it: sessions of a package, package money or (no package) a service paid now,
 * by a technician, with what they were worth (`gia_buoi` the session's or the service's price).
 */
export interface ServingLine {
  line?: number;
  ma_vt: string;
  ten_vt?: string | null;
  so_luong: number | string;
  stt_rec_goi?: string | null;
  so_ct_goi?: string | null;
  so_buoi_goi?: number | null;
  ma_nv?: string | null;
  ten_nv?: string | null;
  gia_buoi?: number | string | null;
  tien?: number | string | null;
  so_buoi_no?: number | null;
  tien_no?: number | string | null;
}

/** A serving (`GET sales/servings/{id}`; a list row has no lines). */
export interface ServingRecord extends DocumentHead {
  ma_kh: string;
  ten_kh?: string | null;
  ma_phong?: string | null;
  ten_phong?: string | null;
  ma_kho?: string | null;
  ten_kho?: string | null;
  trang_thai: string;
  bat_dau?: string | null;
  ket_thuc?: string | null;
  con_no?: number | string | null;
  tong_thanh_toan?: number | string | null;
  /** What the services paid now come to, and the service bill (DV1) that sold them when the serving was posted. */
  tien_dv?: number | string | null;
  stt_rec_dv?: string | null;
  so_ct_dv?: string | null;
  /** The payments of the services paid now, as sent, kept for the posting. */
  payments_dv?: object[] | null;
  details: ServingLine[];
}

/** Servings (SD1): a customer served sessions of their packages; posting uses them, cancelling gives them back. */
export const servingKind: DocumentBase = {
  api: "sales/servings",
  path: "/sales/servings",
  command: "sales.servings",
  maCt: "SD1",
  title: { vi: "Phiếu phục vụ", en: "Serving" },
  print: "serving",
  journal: true,
};
