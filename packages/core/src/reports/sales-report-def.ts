import { PAYMENT_KIND_OPTIONS } from "../entities/sales.js";

/** How a sales report's value reads: a code or name, a day, an amount of money, a quantity, a count. */
export type SalesReportValue = "text" | "date" | "money" | "quantity" | "count";

/** A column of a sales report's rows: its key in the answer, its titles, its value. */
export interface SalesReportColumn {
  key: string;
  vi: string;
  en: string;
  kind: SalesReportValue;
}

/**
 * A filter a sales report takes beside the period and the branch: a customer, an item, a salesperson, a service
 * (an item too, offered among the services), a technician (the employee who performed a serving), any employee
 * (`nhan_vien`: whoever earned a commission or a wage).
 */
export type SalesReportFilter = "ma_kh" | "ma_vt" | "ma_nvbh" | "ma_dv" | "ma_nv" | "nhan_vien";

/**
 * One sales report as the server answers it and the page shows it: its rows' columns (`items`), which of them the
 * totals carry (`totals`), the figures and chart drawn from them, its own filters, and whether its rows come a page
 * at a time.
 */
export interface SalesReportDef {
  columns: readonly SalesReportColumn[];
  totals: readonly string[];
  /** The totals shown as figures above the table. */
  figures: readonly string[];
  /** A bar chart of the rows: each named by the `label` columns, bars of the `series` columns (none: no chart). */
  chart?: { label: readonly string[]; series: readonly string[] };
  filters: readonly SalesReportFilter[];
  paged: boolean;
}

export const col = (key: string, vi: string, en: string, kind: SalesReportValue): SalesReportColumn => ({
  key,
  vi,
  en,
  kind,
});

export const DAY = col("ngay_ct", "Ngày", "Date", "date");
export const NUMBER = col("so_ct", "Số chứng từ", "Number", "text");
export const BRANCH = col("ma_dvcs", "Chi nhánh", "Branch", "text");
export const CUSTOMER = [
  col("ma_kh", "Mã khách", "Customer", "text"),
  col("ten_kh", "Tên khách hàng", "Customer name", "text"),
];
export const SALESPERSON = [
  col("ma_nvbh", "Mã nhân viên", "Employee", "text"),
  col("ten_nvbh", "Tên nhân viên", "Employee name", "text"),
];

/** The payments of a bill by kind (cash, transfer, bank card, prepaid card, no-name card, voucher, points). */
export const SALES_PAYMENT_COLUMNS: readonly SalesReportColumn[] = PAYMENT_KIND_OPTIONS.map((o) =>
  col(o.value, o.label.vi, o.label.en, "money"),
);

/** What came in beside the payments by kind: the change given back, the money kept, what is left owing. */
export const RECEIVED = [
  col("tien_thoi", "Tiền thối lại", "Change given", "money"),
  col("thuc_thu", "Thực thu", "Received", "money"),
  col("con_no", "Còn nợ", "Left owing", "money"),
];
