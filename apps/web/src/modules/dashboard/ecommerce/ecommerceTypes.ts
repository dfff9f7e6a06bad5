import type { SalesDay, SalesSums } from "../shared/salesSums";

/** The answer of GET dashboard/ecommerce: empty figures until a sales module gives any. */

interface Sums {
  revenue: number;
  bills: number;
}

export interface SalesLine {
  kind: "product" | "service";
  ma_vt: string;
  ten_vt: string;
  quantity: number;
  revenue: number;
}

export interface Ecommerce extends SalesSums {
  fromDate: string;
  toDate: string;
  average_bill: number;
  by_day: SalesDay[];
  by_branch: (Sums & { ma_dvcs: string })[];
  products: SalesLine[];
  services: SalesLine[];
  payments: { ma_httt: string; ten_httt: string; amount: number }[];
}
