import { api } from "@/platform/api";

/** A bill's line as a return sees it: sold, taken back by posted returns and left, in the line's unit. */
export interface ReturnableLine {
  line: number;
  ma_vt: string;
  ten_vt: string;
  ma_dvt: string;
  so_luong: number;
  returned: number;
  left: number;
  gia: number;
  thue_suat: number;
}

/** What of a bill can come back, and why a return of it on the day asked is refused (none when it is not). */
export interface Returnable {
  bill: {
    stt_rec: string;
    so_ct: string;
    ngay_ct: string;
    status: string;
    ma_kh: string | null;
    ten_kh: string;
    ma_kho: string;
    ten_kho: string;
  };
  lines: ReturnableLine[];
  refused: Record<string, string>;
}

/** A return as the server prices it: the bill's prices, discount share and VAT. */
export interface ReturnQuote {
  tong_tien: number;
  tong_ck: number;
  tong_thue: number;
  tong_thanh_toan: number;
  details: { line_hd: number; tien: number }[];
}

/** A payment type a refund may go through. */
export interface PaymentTypeOption {
  ma_httt: string;
  ten_httt: string;
  loai_tt: string;
}

export const returnsApi = {
  returnable: (bill: string, ngay_ct: string, signal?: AbortSignal) =>
    api.get<Returnable>(`sales/returns/returnable/${bill}`, { query: { ngay_ct }, signal }),
  quote: (body: object, signal?: AbortSignal) => api.post<ReturnQuote>("sales/returns/quote", body, { signal }),
  paymentTypes: () =>
    api.get<{ items: PaymentTypeOption[] }>("sales/payment-types/lookup").then((answer) => answer.items),
};
