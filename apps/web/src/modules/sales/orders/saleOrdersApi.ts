import { api } from "@/platform/api";
import type { DocumentLine } from "@/platform/document";
import type { SalesRecord } from "../salesParts";

/** A sales order's line as the server answers it: priced, with what bills delivered of it and what is left. */
export interface SaleOrderLine extends DocumentLine {
  line: number;
  ck?: number | string | null;
  thue_suat?: number | string | null;
  /** Delivered by posted bills, and still to deliver, in the line's unit. */
  so_luong_giao?: number | string | null;
  so_luong_con?: number | null;
}

/** A sales order (`GET sales/sale-orders/{id}`, a list row without its lines). */
export interface SaleOrderRecord extends SalesRecord {
  ma_nvbh?: string | null;
  ten_kho?: string | null;
  tong_ck?: number | string | null;
  tong_thue?: number | string | null;
  /** The deposit taken, the change given back on it, and what deliveries have not used of it yet. */
  tien_coc?: number | string | null;
  tien_coc_con?: number | string | null;
  /** Base quantities ordered and delivered, and whether all has been delivered. */
  so_luong_dat?: number | string | null;
  so_luong_giao?: number | string | null;
  da_giao_du?: boolean | null;
  details: SaleOrderLine[];
}

/** An order as the server prices it (`POST sales/sale-orders/quote`): nothing is written. */
export interface OrderQuote {
  tong_tien: number | string;
  tong_ck: number | string;
  tong_thue: number | string;
  tong_thanh_toan: number | string;
  details: { ma_vt: string; gia: number | string; ck?: number | string | null; tien: number | string }[];
}

export const saleOrdersApi = {
  quote: (body: object, signal?: AbortSignal) => api.post<OrderQuote>("sales/sale-orders/quote", body, { signal }),
};
