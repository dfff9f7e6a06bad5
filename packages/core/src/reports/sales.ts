import type { Command } from "../menu/index.js";
import { COMMISSION_REPORTS } from "./commission-reports.js";
import {
  BRANCH,
  CUSTOMER,
  col,
  DAY,
  NUMBER,
  RECEIVED,
  SALES_PAYMENT_COLUMNS,
  SALESPERSON,
  type SalesReportDef,
  type SalesReportFilter,
} from "./sales-report-def.js";
import { SERVICE_REPORTS } from "./service-reports.js";

export type { SalesReportColumn, SalesReportDef, SalesReportFilter, SalesReportValue } from "./sales-report-def.js";
export { SALES_PAYMENT_COLUMNS } from "./sales-report-def.js";
export { EMPLOYEE_REVENUE_LEVELS } from "./service-reports.js";

const BILLS = col("so_hd", "Số hóa đơn", "Bills", "count");
const GOODS = col("tong_tien", "Tiền hàng", "Goods", "money");
const DISCOUNTS = col("tong_ck", "Chiết khấu", "Discounts", "money");
const VAT = col("tong_thue", "Thuế GTGT", "VAT", "money");
const RETURNS = col("tra_lai", "Trả lại", "Returns", "money");

/**
 * The sales reports built so far, served at `GET sales/reports/{name}` under the command `sales.reports.{name}` and
 * shown at `/sales/reports/{name}`; every figure of these is what posted bills (HD1) less posted returns (TL1) say,
 * those of the service reports (`SERVICE_REPORTS`) what posted service bills (DV1) and servings (SD1) say.
 */
export const SALES_REPORTS = {
  "sale-revenue": {
    columns: [
      DAY,
      BRANCH,
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
    columns: [DAY, NUMBER, ...CUSTOMER, ...SALES_PAYMENT_COLUMNS, ...RECEIVED],
    totals: [...SALES_PAYMENT_COLUMNS.map((c) => c.key), "tien_thoi", "thuc_thu", "con_no"],
    figures: ["cash", "transfer", "bank_card", "thuc_thu", "con_no"],
    filters: ["ma_kh"],
    paged: true,
  },
  "employee-revenue": {
    columns: [...SALESPERSON, BILLS, GOODS, DISCOUNTS, VAT, RETURNS, col("doanh_thu", "Doanh thu", "Revenue", "money")],
    totals: ["so_hd", "tong_tien", "tong_ck", "tong_thue", "tra_lai", "doanh_thu"],
    figures: ["so_hd", "tong_tien", "tra_lai", "doanh_thu"],
    chart: { label: ["ten_nvbh"], series: ["doanh_thu", "tra_lai"] },
    filters: ["ma_nvbh"],
    paged: false,
  },
  ...SERVICE_REPORTS,
  ...COMMISSION_REPORTS,
} as const satisfies Record<string, SalesReportDef>;

export type SalesReportName = keyof typeof SALES_REPORTS;
export const SALES_REPORT_NAMES = Object.keys(SALES_REPORTS) as SalesReportName[];

/** The commands of the sales reports filtering by any of `filters`: their users pick from that entity's lookup. */
export function salesReportsFilteringBy(filters: readonly SalesReportFilter[]): Command[] {
  return SALES_REPORT_NAMES.filter((name) =>
    (SALES_REPORTS[name].filters as readonly SalesReportFilter[]).some((f) => filters.includes(f)),
  ).map((name): Command => `sales.reports.${name}`);
}
