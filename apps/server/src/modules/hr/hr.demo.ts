import { and, eq, isNull } from "drizzle-orm";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { linkedUsers } from "../system/user-salesperson.service.js";
import { type EmployeeSeed, seedEmployees } from "./hr.seed.js";
import { departments, employees, shifts } from "./hr.tables.js";

const DEPARTMENTS = [
  { ma_bp: "BGD", ten_bp: "Ban giám đốc", ma_nv_ql: "QL01" },
  { ma_bp: "KD", ten_bp: "Kinh doanh", ma_bp_cha: "BGD", ma_nv_ql: "NV001" },
  { ma_bp: "KTSPA", ten_bp: "Kỹ thuật spa", ma_bp_cha: "BGD", ma_nv_ql: "KTV01" },
  { ma_bp: "THUNGAN", ten_bp: "Thu ngân", ma_bp_cha: "BGD", ma_nv_ql: "TN01" },
  { ma_bp: "KHO", ten_bp: "Kho", ma_bp_cha: "BGD" },
];

const SHIFTS = [
  { ma_ca: "HC", ten_ca: "Ca hành chính", gio_bat_dau: "08:00", gio_ket_thuc: "17:00", nghi_giua_ca: 60, so_gio: 8 },
  { ma_ca: "SANG", ten_ca: "Ca sáng", gio_bat_dau: "08:00", gio_ket_thuc: "12:00", nghi_giua_ca: 0, so_gio: 4 },
  { ma_ca: "CHIEU", ten_ca: "Ca chiều", gio_bat_dau: "13:00", gio_ket_thuc: "17:00", nghi_giua_ca: 0, so_gio: 4 },
  { ma_ca: "TOI", ten_ca: "Ca tối", gio_bat_dau: "17:00", gio_ket_thuc: "21:00", nghi_giua_ca: 0, so_gio: 4 },
  {
    ma_ca: "GAY",
    ten_ca: "Ca gãy (10:00–14:00, 17:00–21:00)",
    gio_bat_dau: "10:00",
    gio_ket_thuc: "21:00",
    nghi_giua_ca: 180,
    so_gio: 8,
  },
];

/** Technicians and cashiers of both branches besides the CRM's staff. */
const MORE_STAFF: EmployeeSeed[] = [
  { ma_nv: "KTV02", ten_nv: "Trịnh Thị Thảo", chuc_vu: "technician", ma_dvcs: "CN01", dien_thoai: "0934777888" },
  { ma_nv: "KTV03", ten_nv: "Lâm Thị Bích Phượng", chuc_vu: "technician", ma_dvcs: "CN02", dien_thoai: "0912777111" },
  { ma_nv: "KTV04", ten_nv: "Nguyễn Thị Yến Nhi", chuc_vu: "technician", ma_dvcs: "CN02", dien_thoai: "0912777222" },
  { ma_nv: "TN02", ten_nv: "Phùng Thị Hạnh", chuc_vu: "cashier", ma_dvcs: "CN02", dien_thoai: "0912777333" },
];

/** Department, default shift and gender of each demo employee. */
const PLACES: Record<string, { ma_bp: string; ma_ca: string; gioi_tinh: string; ngay_vao_lam: string }> = {
  QL01: { ma_bp: "BGD", ma_ca: "HC", gioi_tinh: "1", ngay_vao_lam: "2020-03-01" },
  NV001: { ma_bp: "KD", ma_ca: "HC", gioi_tinh: "2", ngay_vao_lam: "2021-06-15" },
  NV002: { ma_bp: "KD", ma_ca: "HC", gioi_tinh: "1", ngay_vao_lam: "2022-02-10" },
  TS01: { ma_bp: "KD", ma_ca: "SANG", gioi_tinh: "2", ngay_vao_lam: "2023-04-03" },
  TV01: { ma_bp: "KD", ma_ca: "CHIEU", gioi_tinh: "1", ngay_vao_lam: "2023-08-21" },
  KTV01: { ma_bp: "KTSPA", ma_ca: "GAY", gioi_tinh: "2", ngay_vao_lam: "2021-09-01" },
  KTV02: { ma_bp: "KTSPA", ma_ca: "TOI", gioi_tinh: "2", ngay_vao_lam: "2024-05-06" },
  KTV03: { ma_bp: "KTSPA", ma_ca: "SANG", gioi_tinh: "2", ngay_vao_lam: "2024-01-15" },
  KTV04: { ma_bp: "KTSPA", ma_ca: "CHIEU", gioi_tinh: "2", ngay_vao_lam: "2025-02-17" },
  TN01: { ma_bp: "THUNGAN", ma_ca: "HC", gioi_tinh: "2", ngay_vao_lam: "2022-07-01" },
  TN02: { ma_bp: "THUNGAN", ma_ca: "HC", gioi_tinh: "2", ngay_vao_lam: "2024-10-01" },
};

/** The spa's departments and shifts, its staff placed in them, and the demo users shown on their employee. */
export async function seedDemoHr(db: TenantDb) {
  await seedEmployees(db, MORE_STAFF);
  await db
    .insert(shifts)
    .values(SHIFTS.map((s) => ({ ...s, created_by: "system" })))
    .onConflictDoNothing();
  await db
    .insert(departments)
    .values(DEPARTMENTS.map((d) => ({ ...d, created_by: "system" })))
    .onConflictDoNothing();
  for (const [code, place] of Object.entries(PLACES)) {
    await db.update(employees).set(place).where(eq(employees.ma_nv, code));
  }
  for (const user of await linkedUsers(db)) {
    if (!user.saler) continue;
    await db
      .update(employees)
      .set({ user_name: user.user_name })
      .where(and(eq(employees.ma_nv, user.saler), isNull(employees.user_name)));
  }
}
