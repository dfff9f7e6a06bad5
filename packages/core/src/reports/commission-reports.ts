import { col, DAY, NUMBER, type SalesReportDef } from "./sales-report-def.js";

/*
 * The commission reports: sums of the commission ledger (what posted bills, service bills and servings earned each
 * employee, less what returns took back) and, for the technicians' turns, of the posted servings themselves.
 */

const EMPLOYEE = [
  col("ma_nv", "Mã nhân viên", "Employee", "text"),
  col("ten_nv", "Tên nhân viên", "Employee name", "text"),
];
const BASE = col("doanh_so", "Doanh số tính hoa hồng", "Commission base", "money");
const COMMISSION = col("hoa_hong", "Hoa hồng", "Commission", "money");
const WAGES = col("tien_cong", "Tiền công", "Wages", "money");
const TURNS = col("so_luot", "Số lượt", "Turns", "quantity");
const TOTAL = col("tong", "Tổng thu nhập", "Total earned", "money");

export const COMMISSION_REPORTS = {
  /** Per employee, the period's payout: the base, the commission of each role, the wages, the total. */
  "employee-commission": {
    columns: [
      ...EMPLOYEE,
      BASE,
      col("hh_ban", "Hoa hồng bán hàng", "Selling commission", "money"),
      col("hh_ktv", "Hoa hồng kỹ thuật viên", "Technician commission", "money"),
      col("hh_tu_van", "Hoa hồng tư vấn", "Consulting commission", "money"),
      COMMISSION,
      TURNS,
      WAGES,
      TOTAL,
    ],
    totals: ["doanh_so", "hh_ban", "hh_ktv", "hh_tu_van", "hoa_hong", "so_luot", "tien_cong", "tong"],
    figures: ["doanh_so", "hoa_hong", "tien_cong", "tong"],
    chart: { label: ["ten_nv"], series: ["hoa_hong", "tien_cong"] },
    filters: ["nhan_vien"],
    paged: false,
  },
  /** Each bill line's earnings per employee and role, with the rule's rate. */
  "employee-commission-detail": {
    columns: [
      DAY,
      NUMBER,
      ...EMPLOYEE,
      col("vai_tro", "Vai trò", "Role", "text"),
      col("ma_vt", "Mã hàng", "Item", "text"),
      col("ten_vt", "Tên hàng / dịch vụ", "Item name", "text"),
      col("so_luong", "Số lượng", "Quantity", "quantity"),
      BASE,
      col("ty_le", "Tỷ lệ (%)", "Percent", "quantity"),
      col("muc_tien", "Mức mỗi đơn vị", "Amount a unit", "money"),
      COMMISSION,
      WAGES,
    ],
    totals: ["hoa_hong", "tien_cong"],
    figures: ["hoa_hong", "tien_cong"],
    filters: ["nhan_vien", "ma_vt"],
    paged: true,
  },
  /** Each technician's turns of each service in the period, the value served and what they earned on it. */
  "service-turn-employee": {
    columns: [
      ...EMPLOYEE,
      col("ma_vt", "Mã dịch vụ", "Service", "text"),
      col("ten_vt", "Tên dịch vụ", "Service name", "text"),
      TURNS,
      col("doanh_so", "Giá trị phục vụ", "Value served", "money"),
      COMMISSION,
      WAGES,
      TOTAL,
    ],
    totals: ["so_luot", "doanh_so", "hoa_hong", "tien_cong", "tong"],
    figures: ["so_luot", "doanh_so", "tien_cong", "tong"],
    chart: { label: ["ten_nv", "ten_vt"], series: ["tien_cong", "hoa_hong"] },
    filters: ["ma_nv", "ma_dv"],
    paged: false,
  },
} as const satisfies Record<string, SalesReportDef>;
