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

/** A filter a sales report takes beside the period and the branch. */
export type SalesReportFilter = "ma_kh" | "ma_vt" | "ma_nvbh";

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

const col = (key: string, vi: string, en: string, kind: SalesReportValue): SalesReportColumn => ({ key, vi, en, kind });

const DAY = col("ngay_ct", "Ngày", "Date", "date");
const NUMBER = col("so_ct", "Số chứng từ", "Number", "text");
const CUSTOMER = [
  col("ma_kh", "Mã khách", "Customer", "text"),
  col("ten_kh", "Tên khách hàng", "Customer name", "text"),
];
const BILLS = col("so_hd", "Số hóa đơn", "Bills", "count");
const GOODS = col("tong_tien", "Tiền hàng", "Goods", "money");
const DISCOUNTS = col("tong_ck", "Chiết khấu", "Discounts", "money");
const VAT = col("tong_thue", "Thuế GTGT", "VAT", "money");
const RETURNS = col("tra_lai", "Trả lại", "Returns", "money");

/** The payments of a bill by kind (cash, transfer, bank card, prepaid card, no-name card, voucher, points). */
export const SALES_PAYMENT_COLUMNS: readonly SalesReportColumn[] = PAYMENT_KIND_OPTIONS.map((o) =>
  col(o.value, o.label.vi, o.label.en, "money"),
);

/**
 * The sales reports built so far, served at `GET sales/reports/{name}` under the command `sales.reports.{name}` and
 * shown at `/sales/reports/{name}`; every figure is what posted bills (HD1) less posted returns (TL1) say.
 */
export const SALES_REPORTS = {
  "sale-revenue": {
    columns: [
      DAY,
      col("ma_dvcs", "Chi nhánh", "Branch", "text"),
      BILLS,
      GOODS,
      DISCOUNTS,
      VAT,
      RETURNS,
      col("tong_thanh_toan", "Tổng thanh toán", "Total", "money"),
    ],
    totals: ["so_hd", "tong_tien", "tong_ck", "tong_thue", "tra_lai", "tong_thanh_toan"],
    figures: ["tong_tien", "tong_ck", "tra_lai", "tong_thanh_toan"],
    chart: { label: ["ngay_ct", "ma_dvcs"], series: ["tong_thanh_toan", "tra_lai"] },
    filters: [],
    paged: false,
  },
  "sale-detail-revenue": {
    columns: [
      DAY,
      NUMBER,
      ...CUSTOMER,
      col("ma_vt", "Mã hàng", "Item", "text"),
      col("ten_vt", "Tên hàng", "Item name", "text"),
      col("ma_dvt", "ĐVT", "Unit", "text"),
      col("so_luong", "Số lượng", "Quantity", "quantity"),
      col("gia", "Đơn giá", "Price", "money"),
      col("tien", "Thành tiền", "Amount", "money"),
      col("ck", "Chiết khấu", "Discount", "money"),
      col("thue", "Thuế GTGT", "VAT", "money"),
      col("tong", "Tổng cộng", "Total", "money"),
    ],
    totals: ["so_luong", "tien", "ck", "thue", "tong"],
    figures: ["so_luong", "tien", "ck", "tong"],
    filters: ["ma_kh", "ma_vt"],
    paged: true,
  },
  "sale-debt-revenue": {
    columns: [
      ...CUSTOMER,
      col("dau_ky", "Nợ đầu kỳ", "Opening owed", "money"),
      col("phat_sinh", "Nợ phát sinh", "New owed", "money"),
      col("tra_lai", "Trả lại ghi giảm nợ", "Returns credited", "money"),
      col("cuoi_ky", "Nợ cuối kỳ", "Closing owed", "money"),
    ],
    totals: ["dau_ky", "phat_sinh", "tra_lai", "cuoi_ky"],
    figures: ["dau_ky", "phat_sinh", "tra_lai", "cuoi_ky"],
    chart: { label: ["ten_kh"], series: ["dau_ky", "cuoi_ky"] },
    filters: ["ma_kh"],
    paged: false,
  },
  "bill-receipt-detail": {
    columns: [
      DAY,
      NUMBER,
      ...CUSTOMER,
      ...SALES_PAYMENT_COLUMNS,
      col("tien_thoi", "Tiền thối lại", "Change given", "money"),
      col("thuc_thu", "Thực thu", "Received", "money"),
      col("con_no", "Còn nợ", "Left owing", "money"),
    ],
    totals: [...SALES_PAYMENT_COLUMNS.map((c) => c.key), "tien_thoi", "thuc_thu", "con_no"],
    figures: ["cash", "transfer", "bank_card", "thuc_thu", "con_no"],
    filters: ["ma_kh"],
    paged: true,
  },
  "employee-revenue": {
    columns: [
      col("ma_nvbh", "Mã nhân viên", "Employee", "text"),
      col("ten_nvbh", "Tên nhân viên", "Employee name", "text"),
      BILLS,
      GOODS,
      DISCOUNTS,
      VAT,
      RETURNS,
      col("doanh_thu", "Doanh thu", "Revenue", "money"),
    ],
    totals: ["so_hd", "tong_tien", "tong_ck", "tong_thue", "tra_lai", "doanh_thu"],
    figures: ["so_hd", "tong_tien", "tra_lai", "doanh_thu"],
    chart: { label: ["ten_nvbh"], series: ["doanh_thu", "tra_lai"] },
    filters: ["ma_nvbh"],
    paged: false,
  },
} as const satisfies Record<string, SalesReportDef>;

export type SalesReportName = keyof typeof SALES_REPORTS;
export const SALES_REPORT_NAMES = Object.keys(SALES_REPORTS) as SalesReportName[];
