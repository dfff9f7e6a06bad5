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
} from "./sales-report-def.js";

/**
 * The revenue levels of the employee-revenue-level report: an employee reaches a level when their revenue of the
 * period (retail bills less returns, and service bills, VAT included) is at least its floor. Fixed bands for now.
 */
export const EMPLOYEE_REVENUE_LEVELS: readonly { muc: number; tu: number }[] = [
  { muc: 1, tu: 0 },
  { muc: 2, tu: 20_000_000 },
  { muc: 3, tu: 50_000_000 },
  { muc: 4, tu: 100_000_000 },
  { muc: 5, tu: 200_000_000 },
];

const SERVICE = [col("ma_vt", "Mã dịch vụ", "Service", "text"), col("ten_vt", "Tên dịch vụ", "Service name", "text")];
const SINGLE_COUNT = col("sl_le", "SL dịch vụ lẻ", "Single services", "quantity");
const SINGLE = col("dv_le", "Doanh thu dịch vụ lẻ", "Single services revenue", "money");
const SESSIONS_USED = col("so_buoi", "Số buổi đã dùng", "Sessions used", "count");
const USED = col("lieu_trinh", "Doanh thu liệu trình", "Package sessions revenue", "money");
const PACKAGE_SESSIONS_USED = col("buoi_dung", "Số buổi đã dùng", "Sessions used", "count");
const PACKAGE_SESSIONS_LEFT = col("buoi_con", "Số buổi còn lại", "Sessions left", "count");
const REVENUE = col("doanh_thu", "Doanh thu dịch vụ", "Service revenue", "money");

/**
 * The service reports: what posted service bills (DV1) sold, what posted servings (SD1) used of the packages, and
 * the packages' ledger (sold, used, left: the value not yet earned, on 3387). Cancelled documents count for nothing.
 */
export const SERVICE_REPORTS = {
  "sale-service": {
    columns: [
      BRANCH,
      ...CUSTOMER,
      ...SERVICE,
      SINGLE_COUNT,
      col("so_goi", "SL liệu trình", "Packages", "quantity"),
      col("so_buoi", "Số buổi bán", "Sessions sold", "count"),
      col("tien", "Thành tiền", "Amount", "money"),
      col("ck", "Chiết khấu", "Discount", "money"),
      col("thue", "Thuế GTGT", "VAT", "money"),
      col("tong", "Tổng cộng", "Total", "money"),
      col("da_tra", "Đã thanh toán", "Paid", "money"),
      col("con_no", "Còn nợ", "Left owing", "money"),
    ],
    totals: ["sl_le", "so_goi", "so_buoi", "tien", "ck", "thue", "tong", "da_tra", "con_no"],
    figures: ["tien", "ck", "tong", "da_tra"],
    chart: { label: ["ten_vt", "ma_kh"], series: ["tong", "da_tra"] },
    filters: ["ma_kh", "ma_dv"],
    paged: true,
  },
  "service-revenue": {
    columns: [DAY, BRANCH, SINGLE_COUNT, SINGLE, SESSIONS_USED, USED, REVENUE],
    totals: ["sl_le", "dv_le", "so_buoi", "lieu_trinh", "doanh_thu"],
    figures: ["dv_le", "lieu_trinh", "so_buoi", "doanh_thu"],
    chart: { label: ["ngay_ct", "ma_dvcs"], series: ["dv_le", "lieu_trinh"] },
    filters: ["ma_dv"],
    paged: false,
  },
  "service-detail": {
    columns: [
      DAY,
      NUMBER,
      ...CUSTOMER,
      ...SERVICE,
      col("so_ct_goi", "Phiếu bán liệu trình", "Package bill", "text"),
      col("so_luong", "Số buổi", "Sessions", "count"),
      col("ma_nv", "Kỹ thuật viên", "Technician", "text"),
      col("ten_nv", "Tên kỹ thuật viên", "Technician name", "text"),
      col("ma_phong", "Phòng", "Room", "text"),
      col("gia_buoi", "Giá buổi", "Session price", "money"),
      col("tien", "Giá trị", "Value", "money"),
    ],
    totals: ["so_luong", "tien"],
    figures: ["so_luong", "tien"],
    filters: ["ma_kh", "ma_dv", "ma_nv"],
    paged: true,
  },
  "branch-service-revenue": {
    columns: [
      col("thang", "Tháng", "Month", "text"),
      BRANCH,
      col("ten_dvcs", "Tên chi nhánh", "Branch name", "text"),
      col("so_luot", "Lượt phục vụ", "Servings", "count"),
      SINGLE,
      USED,
      REVENUE,
      col("ban_goi", "Tiền bán liệu trình", "Packages sold", "money"),
    ],
    totals: ["so_luot", "dv_le", "lieu_trinh", "doanh_thu", "ban_goi"],
    figures: ["dv_le", "lieu_trinh", "doanh_thu", "ban_goi"],
    chart: { label: ["thang", "ma_dvcs"], series: ["doanh_thu", "ban_goi"] },
    filters: [],
    paged: false,
  },
  "package-revenue": {
    columns: [
      ...SERVICE,
      col("dau_ky", "Còn đầu kỳ", "Left at start", "money"),
      col("so_goi", "Số liệu trình bán", "Packages sold", "count"),
      col("buoi_ban", "Số buổi bán", "Sessions sold", "count"),
      col("ban", "Giá trị bán", "Sold", "money"),
      PACKAGE_SESSIONS_USED,
      col("su_dung", "Giá trị đã dùng", "Used", "money"),
      col("khac", "Tăng giảm khác", "Other moves", "money"),
      PACKAGE_SESSIONS_LEFT,
      col("cuoi_ky", "Còn lại chưa thực hiện", "Not yet earned", "money"),
    ],
    totals: ["dau_ky", "so_goi", "buoi_ban", "ban", "buoi_dung", "su_dung", "khac", "buoi_con", "cuoi_ky"],
    figures: ["ban", "su_dung", "cuoi_ky"],
    chart: { label: ["ten_vt"], series: ["ban", "su_dung", "cuoi_ky"] },
    filters: ["ma_dv"],
    paged: false,
  },
  "package-detail-revenue": {
    columns: [
      ...CUSTOMER,
      col("so_ct", "Phiếu bán", "Bill", "text"),
      col("ngay_ct", "Ngày mua", "Bought on", "date"),
      ...SERVICE,
      col("so_buoi", "Số buổi mua", "Sessions bought", "count"),
      col("tien", "Giá trị mua", "Value bought", "money"),
      PACKAGE_SESSIONS_USED,
      col("tien_dung", "Giá trị đã dùng", "Value used", "money"),
      PACKAGE_SESSIONS_LEFT,
      col("tien_con", "Giá trị còn lại", "Value left", "money"),
    ],
    totals: ["so_buoi", "tien", "buoi_dung", "tien_dung", "buoi_con", "tien_con"],
    figures: ["tien", "tien_dung", "tien_con", "buoi_con"],
    filters: ["ma_kh", "ma_dv"],
    paged: true,
  },
  "employee-revenue-level": {
    columns: [
      col("muc", "Mức", "Level", "count"),
      col("muc_tu", "Doanh thu từ", "Level from", "money"),
      ...SALESPERSON,
      col("ban_hang", "Doanh thu bán hàng", "Sales revenue", "money"),
      col("dich_vu", "Doanh thu dịch vụ", "Service revenue", "money"),
      col("doanh_thu", "Tổng doanh thu", "Total revenue", "money"),
      col("con_thieu", "Còn thiếu để lên mức", "Short of the next level", "money"),
    ],
    totals: ["ban_hang", "dich_vu", "doanh_thu"],
    figures: ["ban_hang", "dich_vu", "doanh_thu"],
    chart: { label: ["ten_nvbh"], series: ["doanh_thu"] },
    filters: ["ma_nvbh"],
    paged: false,
  },
  "service-receipt-employee": {
    columns: [
      col("nguoi_thu", "Thu ngân", "Cashier", "text"),
      col("ten_nguoi_thu", "Tên thu ngân", "Cashier name", "text"),
      ...SALESPERSON,
      col("so_phieu", "Số phiếu", "Bills", "count"),
      ...SALES_PAYMENT_COLUMNS,
      ...RECEIVED,
    ],
    totals: ["so_phieu", ...SALES_PAYMENT_COLUMNS.map((c) => c.key), ...RECEIVED.map((c) => c.key)],
    figures: ["cash", "transfer", "bank_card", "thuc_thu", "con_no"],
    chart: { label: ["ten_nguoi_thu", "ten_nvbh"], series: ["thuc_thu", "con_no"] },
    filters: ["ma_nvbh"],
    paged: false,
  },
} as const satisfies Record<string, SalesReportDef>;
