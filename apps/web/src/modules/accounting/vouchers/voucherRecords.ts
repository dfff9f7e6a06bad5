import type { DocumentHead } from "@/platform/document";

type Money = number | string;

/** What a voucher's header has beside every document's: currency, rate, the total in words. */
interface VoucherHead extends DocumentHead {
  ma_nt?: string | null;
  ty_gia?: Money | null;
  tong_thanh_toan?: Money | null;
  /** "Một triệu hai trăm nghìn đồng chẵn", as the forms print it. */
  bang_chu?: string | null;
}

export interface CashVoucherLine {
  line?: number;
  tk: string;
  /** In VND; `tien_nt` in the voucher's currency. */
  tien: Money;
  tien_nt?: Money | null;
  dien_giai?: string | null;
  ma_phi?: string | null;
}

/** A cash or bank voucher as `GET {api}/{id}` answers it. */
export interface CashVoucherRecord extends VoucherHead {
  tk: string;
  ma_kh?: string | null;
  /** The partner's name, as the answer gives it. */
  ten_kh?: string | null;
  ong_ba?: string | null;
  dia_chi?: string | null;
  chung_tu_goc?: string | null;
  tong_tien_nt?: Money | null;
  details: CashVoucherLine[];
}

export interface GeneralVoucherLine {
  line?: number;
  tk: string;
  ps_no: Money;
  ps_co: Money;
  ma_kh?: string | null;
  ten_kh?: string | null;
  dien_giai?: string | null;
}

/** A general voucher as `GET accounting/accounting-invoices/{id}` answers it. */
export interface GeneralVoucherRecord extends VoucherHead {
  details: GeneralVoucherLine[];
}
