import { ApiError, api } from "@/platform/api";
import { readStored, writeStored } from "@/platform/storage";

const BILLS = "sales/retail-orders";

/** What the cashier found: an item with its price in force, VAT rate and stock on hand. */
export interface FoundItem {
  ma_vt: string;
  ten_vt: string;
  ma_dvt: string;
  xuat_kho: boolean;
  gia: number;
  thue_suat: number;
  ton: number | null;
}

/** A bill as the server prices it (a quote) or keeps it (a sale). */
export interface BillAnswer {
  stt_rec: string;
  status?: string;
  created_at?: string;
  so_ct: string;
  ngay_ct: string;
  ma_kho: string;
  ten_kho?: string;
  ten_dvcs?: string;
  ma_kh?: string | null;
  ten_kh?: string;
  tong_tien: number;
  tong_ck: number;
  tong_thue: number;
  tong_thanh_toan: number;
  tien_thoi: number;
  con_no: number;
  /** The deposit of the sales order the bill delivers, taken off what is paid (a bill made from an order). */
  tien_coc?: number;
  payments: {
    ma_httt: string;
    ten_httt: string;
    tien: number;
    ma_gd?: string | null;
    ma_the?: string | null;
    ma_voucher?: string | null;
  }[];
  /** The promotion program whose bill-total rule applied, if one did. */
  ma_ctkm?: string | null;
  details: {
    line: number;
    ma_vt: string;
    ten_vt?: string;
    ma_dvt: string;
    ten_dvt?: string;
    so_luong: number;
    gia: number;
    tien: number;
    ck: number;
    thue_suat: number;
    /** The promotion program whose rule priced the line; `km`: the line is an item it gives. */
    ma_ctkm?: string | null;
    km?: boolean;
    /** Where the line's own discount came from (KM, CK, THE, TAY), the discount's number, the percent taken. */
    nguon_ck?: string | null;
    so_ct_ck?: string | null;
    tl_ck?: number | null;
  }[];
}

export interface Customer {
  ma_kh: string;
  ten_kh: string;
  phone: string | null;
}

export interface Named {
  [key: string]: unknown;
}

/**
 * A lookup the counter cannot sell without (warehouses, payment types…): its last answer is kept, and given back
 * when the server cannot be reached, so the cashier opens and sells offline.
 */
function kept<T>(name: string, call: () => Promise<T>): () => Promise<T> {
  const key = `sen.cashier.kept.${name}`;
  return () =>
    call().then(
      (answer) => {
        writeStored(key, answer);
        return answer;
      },
      (error) => {
        const last = readStored<T | undefined>(key, undefined);
        if (error instanceof ApiError && error.status === 0 && last !== undefined) return last;
        throw error;
      },
    );
}

export const cashierApi = {
  items: (searchKey: string, ma_kho: string, signal?: AbortSignal) =>
    api.get<{ items: FoundItem[] }>(`${BILLS}/items`, { query: { searchKey, ma_kho }, signal }).then((r) => r.items),
  customers: (searchKey: string, signal?: AbortSignal) =>
    api.get<{ items: Customer[] }>(`${BILLS}/customers`, { query: { searchKey }, signal }).then((r) => r.items),
  warehouses: kept("warehouses", () => api.get<{ items: Named[] }>("stock/warehouses/lookup").then((r) => r.items)),
  paymentTypes: kept("payment-types", () =>
    api.get<{ items: Named[] }>("sales/payment-types/lookup").then((r) => r.items),
  ),
  cardTypes: kept("card-types", () => api.get<{ items: Named[] }>("sales/card-types/lookup").then((r) => r.items)),
  /** Each branch in view with the warehouse its sales leave from by default (none when the shop set none). */
  counter: kept("counter", () =>
    api.get<{ warehouses: { ma_dvcs: string; ma_kho: string | null }[] }>(`${BILLS}/counter`).then((r) => r.warehouses),
  ),
  /** The shop's bank account, which a transfer pays into unless its payment type names its own. */
  printHeader: kept("print-header", () =>
    api.get<{ ngan_hang: { bin: string; so_tai_khoan: string; chu_tai_khoan: string } | null }>(
      "admin/settings/print-header",
    ),
  ),
  /** The counter's bills of a day, the latest first. */
  billsOf: (day: string) =>
    api
      .get<{ items: BillAnswer[]; total: number }>(BILLS, {
        query: { fromDate: day, toDate: day, pageSize: 200, sortKey: "created_at", sortType: "desc" },
      })
      .then((r) => r.items),
  bill: (id: string) => api.get<BillAnswer>(`${BILLS}/${id}`),
  quote: (body: object, signal?: AbortSignal) => api.post<BillAnswer>(`${BILLS}/quote`, body, { signal }),
  /** Posts the bill; the same key sent again (a lost answer) gives the same bill, posted once. */
  sell: (body: object, key: string) =>
    api.post<BillAnswer>(BILLS, { ...body, status: "2" }, { headers: { "Idempotency-Key": key } }),
};
