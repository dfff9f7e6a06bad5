import type { TenantDb } from "../../platform/db/tenant-db.js";
import type { TenantUser } from "../crm/crm.fixture.js";
import { callLogs, campaignPartners, campaigns, partners, targets, tasks, tickets } from "../crm/crm.tables.js";
import { seedEmployees } from "../hr/hr.seed.js";

/*
 * The dashboards' test data, around today (Vietnam's days): two branches, three salespeople, and
 * rows on both sides of every line the figures draw (today or not, open or not, this branch or
 * not, in the period or not). The tests count them by hand.
 */

const DAY = 86_400_000;
/** A Vietnamese day `days` from today, YYYY-MM-DD. */
export const vnDay = (days: number) => new Date(Date.now() + 7 * 3_600_000 + days * DAY).toISOString().slice(0, 10);
/** Noon of that Vietnamese day. */
const noon = (days: number) => new Date(`${vnDay(days)}T12:00:00+07:00`);

/** The last seven days, today included. */
export const WEEK = `fromDate=${vnDay(-6)}&toDate=${vnDay(0)}`;

const sys = { created_by: "system" } as const;

const STAFF = [
  { ma_nv: "NV001", ten_nv: "Nguyễn Thị Hồng Nhung", chuc_vu: "sale", ma_dvcs: "CN01" },
  { ma_nv: "NV002", ten_nv: "Trần Minh Khoa", chuc_vu: "sale", ma_dvcs: "CN02" },
  { ma_nv: "TS01", ten_nv: "Vũ Thị Lan", chuc_vu: "telesale", ma_dvcs: "CN01" },
];

const PARTNERS: [ma_kh: string, branch: string, ma_nvbh: string, source: string | null, days: number][] = [
  ["A1", "CN01", "NV001", "FACEBOOK", 0],
  ["A2", "CN01", "NV001", "ZALO", -1],
  ["A3", "CN01", "TS01", null, 0],
  ["A4", "CN02", "NV002", "FACEBOOK", 0],
  ["A5", "CN01", "NV001", "FACEBOOK", -40],
];

/** Appointments and tickets: [title, branch, assignee, state, the day of their end]. */
type Scheduled = [title: string, branch: string, ma_nv: string, state: string, days: number];
const TASKS: Scheduled[] = [
  ["T1 chăm sóc da", "CN01", "NV001", "open", 0],
  ["T2 gọi lại", "CN01", "TS01", "doing", 0],
  ["T3 đã xong", "CN01", "NV001", "done", 0],
  ["T4 quá hạn", "CN01", "NV001", "open", -2],
  ["T5 Hà Nội", "CN02", "NV002", "open", 0],
  ["T6 ngày mai", "CN01", "NV001", "open", 1],
];
const TICKETS: Scheduled[] = [
  ["K1 kích ứng da", "CN01", "NV001", "new", 0],
  ["K2 đổi lịch", "CN01", "TS01", "processing", -1],
  ["K3 đã xử lý", "CN01", "NV001", "resolved", -1],
];

const CALLS: [ma_kh: string, branch: string, ma_nv: string, state: string, days: number][] = [
  ["A1", "CN01", "NV001", "Nghe máy", 0],
  ["A2", "CN01", "NV001", "Máy bận", -1],
  ["A3", "CN01", "TS01", "Nghe máy", 0],
  ["A4", "CN02", "NV002", "Nghe máy", 0],
  ["A5", "CN01", "NV001", "Nghe máy", -30],
];

const scheduled = ([tieu_de, ma_dvcs, ma_nv, trang_thai, days]: Scheduled) => ({
  tieu_de,
  ma_kh: ma_dvcs === "CN01" ? "A1" : "A4",
  ma_nv,
  ten_nv: STAFF.find((s) => s.ma_nv === ma_nv)?.ten_nv,
  trang_thai,
  bat_dau: new Date(noon(days).getTime() - 3_600_000),
  ket_thuc: noon(days),
  ma_dvcs,
  ...sys,
});

export async function seedDashboardCrm(db: TenantDb) {
  await seedEmployees(db, STAFF);
  await db.insert(partners).values(
    PARTNERS.map(([ma_kh, ma_dvcs, ma_nvbh, ma_nguon, days], i) => ({
      ma_kh,
      ten_kh: `Khách ${ma_kh}`,
      phone: `09000000${i}`,
      ma_dvcs,
      ma_nvbh,
      ma_nguon,
      created_at: noon(days),
      ...sys,
    })),
  );
  await db.insert(tasks).values(TASKS.map(scheduled));
  await db.insert(tickets).values(TICKETS.map(scheduled));
  await db.insert(callLogs).values(
    CALLS.map(([ma_kh, ma_dvcs, ma_nv, trang_thai, days]) => ({
      ma_kh,
      ma_nv,
      trang_thai,
      bat_dau: noon(days),
      huong: "out",
      phone: "0900000001",
      ma_dvcs,
      ...sys,
    })),
  );
  await db.insert(campaigns).values([
    {
      ma_chien_dich: "CP1",
      ten_chien_dich: "Tri ân Quận 1",
      tu_ngay: vnDay(-10),
      den_ngay: vnDay(10),
      trang_thai: "running",
      ma_dvcs: "CN01",
      ...sys,
    },
    {
      ma_chien_dich: "CP2",
      ten_chien_dich: "Nháp Quận 1",
      tu_ngay: vnDay(-10),
      den_ngay: null,
      trang_thai: "draft",
      ma_dvcs: "CN01",
      ...sys,
    },
    {
      ma_chien_dich: "CP3",
      ten_chien_dich: "Zalo Hà Nội",
      tu_ngay: vnDay(-3),
      den_ngay: null,
      trang_thai: "running",
      ma_dvcs: "CN02",
      ...sys,
    },
  ]);
  await db.insert(campaignPartners).values([
    { ma_chien_dich: "CP1", ma_kh: "A1", ket_qua: "converted", ...sys },
    { ma_chien_dich: "CP1", ma_kh: "A2", ket_qua: "pending", ...sys },
    { ma_chien_dich: "CP1", ma_kh: "A3", ket_qua: "contacted", ...sys },
  ]);
  await db.insert(targets).values([
    {
      ma_nv: "NV001",
      ten_nv: "Nguyễn Thị Hồng Nhung",
      tu_ngay: vnDay(-6),
      den_ngay: vnDay(0),
      kh_moi: 4,
      cuoc_goi: 10,
      lich_hen: 2,
      ...sys,
    },
    {
      ma_nv: "TS01",
      ten_nv: "Vũ Thị Lan",
      tu_ngay: vnDay(-6),
      den_ngay: vnDay(0),
      kh_moi: 2,
      cuoc_goi: 20,
      lich_hen: 1,
      ...sys,
    },
  ]);
}

/** The dashboards' users, besides the CRM fixture's (sale01 has no dashboard command). */
export const DASHBOARD_USERS: TenantUser[] = [
  {
    user_name: "dash01",
    full_name: "Nguyễn Thị Hồng Nhung",
    branchs: "CN01",
    saler: "NV001",
    employee_yn: 1,
    employees: "NV001",
    commands: [
      "dashboard.analytics",
      "dashboard.ecommerce",
      "crm.partners",
      "crm.tasks",
      "crm.tickets",
      "crm.call-logs",
      "crm.campaigns",
      "crm.targets",
      "crm.reports.employee",
      "sales.bills",
    ],
  },
  {
    user_name: "dashonly",
    full_name: "Lê Văn Xem",
    branchs: "CN01,CN02",
    commands: ["dashboard.analytics", "dashboard.ecommerce"],
  },
  { user_name: "tasksonly", full_name: "Đỗ Lịch Hẹn", branchs: "CN01", commands: ["dashboard.analytics", "crm.tasks"] },
];
