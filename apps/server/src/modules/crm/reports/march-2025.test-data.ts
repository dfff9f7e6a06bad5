import type { Command } from "@sen/core";
import type { CrmTenantOptions } from "../../../../../../test/fixtures/crm-tenant.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { seedEmployees } from "../../hr/hr.seed.js";
import { callLogs, campaignPartners, campaigns, complaints, partners, targets, tasks, tickets } from "../crm.tables.js";
import { REPORT_NAMES } from "./report.js";

/*
 * The reports' test data: a month of CRM activity (March 2025, Vietnam's time) whose numbers the
 * tests count by hand, in place of the demo's. Rows sit on the period's edges: 00:00 on the first
 * day and 23:30 on the last are in, 23:59 the day before and 00:10 the day after are out.
 */

export const PERIOD = "fromDate=2025-03-01&toDate=2025-03-31";

/** A Vietnamese wall-clock time of 2025 ("03-31 23:30") as a time stamp. */
const vn = (at: string) => new Date(`2025-${at.replace(" ", "T")}:00+07:00`);
const fromNow = (days: number) => new Date(Date.now() + days * 86_400_000);

const STAFF = [
  { ma_nv: "NV01", ten_nv: "Nguyễn Thị Hồng Nhung", chuc_vu: "sale", ma_dvcs: "CN01" },
  { ma_nv: "NV02", ten_nv: "Trần Minh Khoa", chuc_vu: "sale", ma_dvcs: "CN02" },
  { ma_nv: "TS01", ten_nv: "Vũ Thị Lan", chuc_vu: "telesale", ma_dvcs: "CN01" },
  { ma_nv: "TS02", ten_nv: "Đỗ Quang Huy", chuc_vu: "telesale", ma_dvcs: "CN02" },
  { ma_nv: "TS03", ten_nv: "Lý Thu Hằng", chuc_vu: "telesale", ma_dvcs: "CN01" },
  { ma_nv: "TV01", ten_nv: "Hoàng Đức Minh", chuc_vu: "consultant", ma_dvcs: "CN01" },
  { ma_nv: "TV02", ten_nv: "Phan Ngọc Ánh", chuc_vu: "consultant", ma_dvcs: "CN02" },
];

type Branch = "CN01" | "CN02";
const sys = { created_by: "system" } as const;

const PARTNERS: [
  ma_kh: string,
  branch: Branch,
  ma_nvbh: string,
  source: string | null,
  option: string | null,
  created: Date,
  active: boolean,
][] = [
  ["P01", "CN01", "NV01", "FACEBOOK", "FB-ADS", vn("03-01 00:00"), true],
  ["P02", "CN01", "NV01", "FACEBOOK", "FB-PAGE", vn("03-31 23:30"), true],
  ["P03", "CN01", "NV01", "ZALO", null, vn("04-01 00:10"), true],
  ["P04", "CN01", "TS01", null, null, vn("03-10 09:00"), true],
  ["P05", "CN02", "NV02", "FACEBOOK", "FB-ADS", vn("03-15 09:00"), true],
  ["P06", "CN01", "NV01", "WEBSITE", null, vn("02-28 23:59"), false],
  ["P07", "CN01", "NV01", "FACEBOOK", null, vn("01-05 09:00"), true],
];

const branchOf = (ma_kh: string) => PARTNERS.find((p) => p[0] === ma_kh)?.[1] ?? "CN01";

/** Appointments: T1 and T2 were booked by calls. */
const TASKS: [id: string, ma_kh: string, ma_nv: string, start: Date, end: Date, state: string, type: string | null][] =
  [
    ["T1", "P04", "TS01", vn("03-06 10:00"), vn("03-06 11:00"), "done", "TUVAN"],
    ["T2", "P01", "TV01", vn("03-20 10:00"), vn("03-20 11:00"), "open", "LAMDV"],
    ["T3", "P02", "TV01", vn("03-31 23:30"), vn("04-01 00:30"), "done", "TUVAN"],
    ["T4", "P02", "TV01", vn("04-01 00:10"), vn("04-01 01:10"), "open", "TUVAN"],
    ["T5", "P05", "TV02", vn("03-12 15:00"), vn("03-12 16:00"), "cancelled", null],
    ["T6", "P01", "NV01", vn("03-02 10:00"), vn("03-02 11:00"), "doing", "GOILAI"],
    ["T7", "P07", "NV01", fromNow(5), fromNow(5.1), "open", "CHAMSOC"],
  ];

const CALLS: [
  ma_kh: string,
  ma_nv: string,
  at: Date,
  direction: string,
  state: string,
  seconds: number,
  task?: string,
][] = [
  ["P04", "TS01", vn("03-05 09:00"), "out", "Nghe máy", 120, "T1"],
  ["P04", "TS01", vn("03-05 10:00"), "out", "Không nghe máy", 0],
  ["P01", "TS01", vn("03-06 14:00"), "in", "Nghe máy", 60, "T2"],
  ["P02", "TS01", vn("03-31 23:30"), "out", "Máy bận", 0],
  ["P02", "TS01", vn("04-01 00:10"), "out", "Nghe máy", 30],
  ["P05", "TS02", vn("03-07 09:00"), "out", "Nghe máy", 200],
  ["P01", "NV01", vn("03-08 09:00"), "out", "Gọi nhầm", 5],
];

const TICKETS: [ma_kh: string, ma_nv: string, start: Date, end: Date, state: string][] = [
  ["P01", "NV01", vn("03-03 09:00"), vn("03-04 09:00"), "new"],
  ["P05", "NV02", vn("03-15 09:00"), fromNow(3), "processing"],
  ["P02", "NV01", vn("03-10 09:00"), vn("03-10 10:00"), "resolved"],
];

const COMPLAINTS: [ma_kh: string, ma_nv: string, at: Date][] = [
  ["P01", "NV01", vn("03-04 10:00")],
  ["P05", "NV02", vn("04-01 00:10")],
];

async function seedActivity(db: TenantDb) {
  await seedEmployees(db, STAFF);
  await db.insert(partners).values(
    PARTNERS.map(([ma_kh, ma_dvcs, ma_nvbh, ma_nguon, ma_chi_tiet_nguon, created_at, status]) => ({
      ma_kh,
      ten_kh: `Khách ${ma_kh}`,
      phone: `090000${ma_kh.slice(1).padStart(4, "0")}`,
      ma_dvcs,
      ma_nvbh,
      ma_nguon,
      ma_chi_tiet_nguon,
      created_at,
      status,
      ...sys,
    })),
  );
  const ids = new Map<string, string>();
  for (const [id, ma_kh, ma_nv, bat_dau, ket_thuc, trang_thai, ma_loai] of TASKS) {
    const [row] = await db
      .insert(tasks)
      .values({
        tieu_de: `Lịch ${id}`,
        ma_kh,
        ma_nv,
        bat_dau,
        ket_thuc,
        trang_thai,
        ma_loai,
        ma_dvcs: branchOf(ma_kh),
        ...sys,
      })
      .returning({ id: tasks.id });
    if (row) ids.set(id, row.id);
  }
  await db.insert(callLogs).values(
    CALLS.map(([ma_kh, ma_nv, bat_dau, huong, trang_thai, thoi_luong, task]) => ({
      ma_kh,
      ma_nv,
      bat_dau,
      huong,
      trang_thai,
      thoi_luong,
      phone: "0900000001",
      task_id: task ? ids.get(task) : null,
      ma_dvcs: branchOf(ma_kh),
      ...sys,
    })),
  );
  await db.insert(tickets).values(
    TICKETS.map(([ma_kh, ma_nv, bat_dau, ket_thuc, trang_thai], i) => ({
      tieu_de: `Ticket ${i + 1}`,
      ma_kh,
      ma_nv,
      bat_dau,
      ket_thuc,
      trang_thai,
      ma_dvcs: branchOf(ma_kh),
      ...sys,
    })),
  );
  await db.insert(complaints).values(
    COMPLAINTS.map(([ma_kh, ma_nv, ngay], i) => ({
      tieu_de: `Khiếu nại ${i + 1}`,
      noi_dung: "Khách phải chờ lâu",
      ma_kh,
      ma_nv,
      ngay,
      ma_dvcs: branchOf(ma_kh),
      ...sys,
    })),
  );
  await seedCampaigns(db);
}

async function seedCampaigns(db: TenantDb) {
  await db.insert(campaigns).values([
    {
      ma_chien_dich: "CP1",
      ten_chien_dich: "Facebook tháng 3",
      tu_ngay: "2025-03-10",
      den_ngay: "2025-03-20",
      ma_nguon: "FACEBOOK",
      ma_dvcs: "CN01",
      ...sys,
    },
    {
      ma_chien_dich: "CP2",
      ten_chien_dich: "Hotline tháng 2",
      tu_ngay: "2025-02-01",
      den_ngay: "2025-02-28",
      ma_nguon: "HOTLINE",
      ma_dvcs: "CN01",
      ...sys,
    },
    {
      ma_chien_dich: "CP3",
      ten_chien_dich: "Zalo từ 25/3",
      tu_ngay: "2025-03-25",
      den_ngay: null,
      ma_nguon: "ZALO",
      ma_dvcs: "CN02",
      ...sys,
    },
  ]);
  await db.insert(campaignPartners).values([
    { ma_chien_dich: "CP1", ma_kh: "P01", ket_qua: "converted", ...sys },
    { ma_chien_dich: "CP1", ma_kh: "P02", ket_qua: "converted", ...sys },
    { ma_chien_dich: "CP1", ma_kh: "P07", ket_qua: "interested", ...sys },
    { ma_chien_dich: "CP2", ma_kh: "P03", ket_qua: "converted", ...sys },
    { ma_chien_dich: "CP3", ma_kh: "P05", ket_qua: "converted", ...sys },
  ]);
  await db.insert(targets).values([
    { ma_nv: "TS01", tu_ngay: "2025-03-01", den_ngay: "2025-03-31", cuoc_goi: 40, ...sys },
    { ma_nv: "TS01", tu_ngay: "2025-03-16", den_ngay: "2025-04-15", cuoc_goi: 10, ...sys },
    { ma_nv: "TS01", tu_ngay: "2025-02-01", den_ngay: "2025-02-28", cuoc_goi: 99, ...sys },
    { ma_nv: "TS03", tu_ngay: "2025-03-01", den_ngay: "2025-03-31", cuoc_goi: 20, ...sys },
  ]);
}

/**
 * crmTenant's options for the reports: the month above instead of the demo, and two more users:
 * `quanly` (every report, both branches, but only the rows of NV01 and TS01, the employees their rights list) and
 * `nhanvien` (the employee report only, CN01 only).
 */
export const MARCH_2025: CrmTenantOptions = {
  seed: seedActivity,
  users: [
    {
      user_name: "quanly",
      full_name: "Ngô Minh Quân",
      branchs: "CN01,CN02",
      employee_yn: 1,
      employees: "NV01,TS01",
      commands: REPORT_NAMES.map((name): Command => `crm.reports.${name}`),
    },
    { user_name: "nhanvien", full_name: "Lâm Thị Nhàn", branchs: "CN01", commands: ["crm.reports.employee"] },
  ],
};
