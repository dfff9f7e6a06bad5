import type { TenantDb } from "../../platform/db/tenant-db.js";
import { seedEmployees } from "../hr/hr.seed.js";
import {
  callLogs,
  campaignPartners,
  campaigns,
  complaints,
  crmServices,
  employeeResponsibilities,
  partners,
  serviceExpenses,
  targets,
  tasks,
  tickets,
} from "./crm.tables.js";

/*
 * The demo spa's CRM: its staff, a few dozen customers split between the two salespeople of
 * the quick start, their appointments around today, calls, a ticket or two, a complaint, a
 * campaign and this month's targets. One customer was entered twice (same phone as another's
 * second phone), for the duplicate finder.
 */

const STAFF = [
  { ma_nv: "QL01", ten_nv: "Phạm Quốc Anh", chuc_vu: "manager", ma_dvcs: "CN01", dien_thoai: "0909000111" },
  { ma_nv: "NV001", ten_nv: "Nguyễn Thị Hồng Nhung", chuc_vu: "sale", ma_dvcs: "CN01", dien_thoai: "0903123456" },
  { ma_nv: "NV002", ten_nv: "Trần Minh Khoa", chuc_vu: "sale", ma_dvcs: "CN02", dien_thoai: "0912345678" },
  { ma_nv: "TS01", ten_nv: "Vũ Thị Lan", chuc_vu: "telesale", ma_dvcs: "CN01", dien_thoai: "0934111222" },
  { ma_nv: "TV01", ten_nv: "Hoàng Đức Minh", chuc_vu: "consultant", ma_dvcs: "CN01", dien_thoai: "0934333444" },
  { ma_nv: "KTV01", ten_nv: "Bùi Thị Hà", chuc_vu: "technician", ma_dvcs: "CN01", dien_thoai: "0934555666" },
  { ma_nv: "TN01", ten_nv: "Lê Thu Trang", chuc_vu: "cashier", ma_dvcs: "CN01", dien_thoai: "0987654321" },
] as const;

const staffName = (code: string) => STAFF.find((s) => s.ma_nv === code)?.ten_nv ?? null;

type PartnerSeed = [
  ma_kh: string,
  ten_kh: string,
  phone: string,
  gender: "1" | "2",
  branch: "CN01" | "CN02",
  salesperson: string,
  source: string,
  level: string,
  ward: string,
];

/** HCM City (79) wards for CN01's customers, Hà Nội (01) wards for CN02's. */
const PARTNERS: readonly PartnerSeed[] = [
  ["KH000001", "Nguyễn Thị Mai", "0901234567", "2", "CN01", "NV001", "FACEBOOK", "THANTHIET", "26740"],
  ["KH000002", "Trần Văn Hùng", "0902345678", "1", "CN01", "NV001", "ZALO", "MOI", "26743"],
  ["KH000003", "Lê Thị Thu Hà", "0903456789", "2", "CN01", "NV001", "GIOITHIEU", "VANG", "26737"],
  ["KH000004", "Phạm Minh Tuấn", "0904567890", "1", "CN01", "NV001", "WEBSITE", "TIEMNANG", "26944"],
  ["KH000005", "Hoàng Thị Lan Anh", "0905678901", "2", "CN01", "NV001", "FACEBOOK", "MOI", "27139"],
  ["KH000006", "Võ Thị Ngọc Trâm", "0906789012", "2", "CN01", "NV001", "HOTLINE", "THANTHIET", "26740"],
  ["KH000007", "Đặng Quốc Bảo", "0907890123", "1", "CN01", "NV001", "VANGLAI", "TIEMNANG", "26743"],
  ["KH000008", "Bùi Thị Thanh Hương", "0908901234", "2", "CN01", "NV001", "FACEBOOK", "MOI", "26737"],
  ["KH000009", "Đỗ Thị Kim Ngân", "0909012345", "2", "CN01", "TS01", "FACEBOOK", "TIEMNANG", "26944"],
  ["KH000010", "Ngô Thị Phương Thảo", "0910123456", "2", "CN01", "TS01", "ZALO", "TIEMNANG", "27139"],
  ["KH000011", "Dương Văn Nam", "0911234567", "1", "CN01", "TS01", "WEBSITE", "TIEMNANG", "26740"],
  ["KH000012", "Lý Thị Hồng Nhung", "0913456789", "2", "CN01", "TS01", "HOTLINE", "MOI", "26743"],
  ["KH000013", "Trương Thị Bích Ngọc", "0914567890", "2", "CN01", "NV001", "GIOITHIEU", "VANG", "26737"],
  ["KH000014", "Phan Thị Diễm My", "0915678901", "2", "CN01", "NV001", "FACEBOOK", "THANTHIET", "26944"],
  ["KH000015", "Huỳnh Văn Long", "0916789012", "1", "CN01", "NV001", "VANGLAI", "TIEMNANG", "27139"],
  ["KH000016", "Nguyễn Văn An", "0981234567", "1", "CN02", "NV002", "FACEBOOK", "MOI", "00070"],
  ["KH000017", "Trần Thị Thu Trang", "0982345678", "2", "CN02", "NV002", "ZALO", "THANTHIET", "00082"],
  ["KH000018", "Lê Hoàng Yến", "0983456789", "2", "CN02", "NV002", "GIOITHIEU", "VANG", "00103"],
  ["KH000019", "Phạm Thị Hải Yến", "0984567890", "2", "CN02", "NV002", "WEBSITE", "TIEMNANG", "00166"],
  ["KH000020", "Vũ Đức Thắng", "0985678901", "1", "CN02", "NV002", "HOTLINE", "MOI", "00235"],
  ["KH000021", "Đinh Thị Thanh Tâm", "0986789012", "2", "CN02", "NV002", "FACEBOOK", "THANTHIET", "00070"],
  ["KH000022", "Mai Thị Quỳnh Anh", "0987890123", "2", "CN02", "NV002", "ZALO", "MOI", "00082"],
  ["KH000023", "Cao Văn Đức", "0988901234", "1", "CN02", "NV002", "VANGLAI", "TIEMNANG", "00103"],
  ["KH000024", "Tạ Thị Minh Châu", "0989012345", "2", "CN02", "NV002", "GIOITHIEU", "VANG", "00166"],
  ["KH000025", "Nguyễn Thị Mai", "0977111222", "2", "CN01", "TS01", "ZALO", "TIEMNANG", "26740"],
];

const PROVINCE_OF_BRANCH = { CN01: "79", CN02: "01" } as const;

/** A date-time `days` from today at a Vietnamese wall-clock hour (UTC+7). */
function at(days: number, hour: number, minute = 0): Date {
  const d = new Date();
  d.setUTCHours(hour - 7, minute, 0, 0);
  d.setUTCDate(d.getUTCDate() + days);
  return d;
}

const isoDay = (days: number) => at(days, 12).toISOString().slice(0, 10);

async function demoPartners(db: TenantDb) {
  await db
    .insert(partners)
    .values(
      PARTNERS.map(([ma_kh, ten_kh, phone, gioi_tinh, ma_dvcs, ma_nvbh, ma_nguon, ma_cap_do, ward], i) => ({
        ma_kh,
        ten_kh,
        phone,
        gioi_tinh,
        ma_dvcs,
        ma_nvbh,
        ten_nvbh: staffName(ma_nvbh),
        ma_nguon,
        ma_cap_do,
        dia_ban_province: PROVINCE_OF_BRANCH[ma_dvcs],
        dia_ban_ward: ward,
        vip: ma_cap_do === "VANG",
        vip_den_ngay: ma_cap_do === "VANG" ? isoDay(180) : null,
        email: i % 3 === 0 ? `${ma_kh.toLowerCase()}@gmail.com` : null,
        // The second Nguyễn Thị Mai left her first number as her other phone: a duplicate to merge.
        phone2: ma_kh === "KH000025" ? "0901234567" : null,
        // Every other day for seven weeks up to today, the last three today: the landing dashboard
        // shows new customers for today, this week and this month whenever the demo is seeded.
        created_at: at(Math.min(0, -44 + i * 2), 9, i),
        created_by: "system",
      })),
    )
    .onConflictDoNothing();
  await db.execute(`SELECT setval('partner_code_seq', ${PARTNERS.length})`);
}

type ScheduleSeed = [
  days: number,
  hour: number,
  title: string,
  type: string,
  partner: string,
  employee: string,
  status: string,
];

const TASKS: readonly ScheduleSeed[] = [
  [-3, 10, "Tư vấn liệu trình trị mụn", "TUVAN", "KH000002", "NV001", "done"],
  [-1, 14, "Gọi lại báo giá gói chăm sóc da", "GOILAI", "KH000004", "NV001", "done"],
  [0, 9, "Chăm sóc da mặt lần 3", "LAMDV", "KH000001", "NV001", "open"],
  [0, 15, "Tư vấn gói triệt lông", "TUVAN", "KH000005", "NV001", "open"],
  [1, 10, "Hỏi thăm sau liệu trình", "CHAMSOC", "KH000003", "NV001", "open"],
  [2, 16, "Tư vấn gói trẻ hóa da", "TUVAN", "KH000008", "NV001", "open"],
  [3, 11, "Gọi lại xác nhận lịch", "GOILAI", "KH000009", "TS01", "open"],
  [4, 9, "Massage body thư giãn", "LAMDV", "KH000013", "NV001", "open"],
  [-2, 13, "Gọi lại khách để lại số trên fanpage", "GOILAI", "KH000010", "TS01", "cancelled"],
  [0, 11, "Tư vấn phun mày", "TUVAN", "KH000016", "NV002", "open"],
  [1, 14, "Chăm sóc da lần 2", "LAMDV", "KH000017", "NV002", "doing"],
  [-4, 10, "Tư vấn gói cưới", "TUVAN", "KH000018", "NV002", "done"],
];

const TICKETS: readonly [...ScheduleSeed, priority: string][] = [
  [-1, 9, "Khách đổi lịch làm dịch vụ sang cuối tuần", "DOILICH", "KH000001", "NV001", "processing", "normal"],
  [0, 10, "Da kích ứng sau khi peel, cần kiểm tra", "BAOHANH", "KH000003", "KTV01", "new", "high"],
  [-5, 15, "Hỏi cách dùng kem dưỡng", "HOTRO", "KH000017", "NV002", "resolved", "low"],
];

const schedule = ([days, hour, tieu_de, ma_loai, ma_kh, ma_nv, trang_thai]: ScheduleSeed) => {
  const partner = PARTNERS.find((p) => p[0] === ma_kh);
  return {
    tieu_de,
    ma_loai,
    ma_kh,
    ten_kh: partner?.[1] ?? null,
    ma_nv,
    ten_nv: staffName(ma_nv),
    trang_thai,
    bat_dau: at(days, hour),
    ket_thuc: at(days, hour + 1),
    ma_dvcs: partner?.[4] ?? "CN01",
    created_by: "system",
  };
};

const CALLS: readonly [
  days: number,
  hour: number,
  partner: string,
  employee: string,
  status: string,
  seconds: number,
][] = [
  [-6, 9, "KH000009", "TS01", "Nghe máy", 185],
  [-6, 10, "KH000010", "TS01", "Không nghe máy", 0],
  [-5, 9, "KH000011", "TS01", "Máy bận", 0],
  [-5, 14, "KH000012", "TS01", "Nghe máy", 240],
  [-4, 10, "KH000010", "TS01", "Hẹn gọi lại", 65],
  [-3, 9, "KH000004", "NV001", "Nghe máy", 310],
  [-2, 11, "KH000007", "NV001", "Sai số", 0],
  [-1, 15, "KH000005", "NV001", "Nghe máy", 128],
  [-1, 16, "KH000019", "NV002", "Nghe máy", 200],
  [0, 9, "KH000020", "NV002", "Không nghe máy", 0],
  [0, 10, "KH000003", "NV001", "Nghe máy", 240],
  [0, 11, "KH000011", "TS01", "Hẹn gọi lại", 90],
];

async function demoActivity(db: TenantDb) {
  await db.insert(tasks).values(TASKS.map(schedule));
  await db
    .insert(tickets)
    .values(TICKETS.map((t) => ({ ...schedule(t.slice(0, 7) as unknown as ScheduleSeed), muc_do: t[7] })));
  await db.insert(callLogs).values(
    CALLS.map(([days, hour, ma_kh, ma_nv, trang_thai, thoi_luong]) => {
      const partner = PARTNERS.find((p) => p[0] === ma_kh);
      return {
        bat_dau: at(days, hour),
        ma_kh,
        ten_kh: partner?.[1] ?? null,
        phone: partner?.[2] ?? "",
        huong: "out",
        trang_thai,
        thoi_luong,
        ma_nv,
        ten_nv: staffName(ma_nv),
        ma_dvcs: partner?.[4] ?? "CN01",
        created_by: "system",
      };
    }),
  );
  await db.insert(complaints).values({
    ngay: at(-2, 17),
    tieu_de: "Phải chờ 30 phút dù đã đặt lịch",
    ma_kh: "KH000006",
    ten_kh: "Võ Thị Ngọc Trâm",
    ma_loai: "CHATLUONG",
    noi_dung: "Khách đặt lịch 17h nhưng 17h30 mới được phục vụ, khách không hài lòng.",
    ma_nv: "QL01",
    ten_nv: staffName("QL01"),
    trang_thai: "processing",
    ma_dvcs: "CN01",
    created_by: "system",
  });
}

async function demoCampaign(db: TenantDb) {
  await db
    .insert(campaigns)
    .values({
      ma_chien_dich: "TRIANKH-T11",
      ten_chien_dich: "Tri ân khách hàng tháng 11",
      loai: "call",
      tu_ngay: isoDay(-10),
      den_ngay: isoDay(20),
      ngan_sach: 15_000_000,
      ma_nguon: "HOTLINE",
      trang_thai: "running",
      ma_dvcs: "CN01",
      created_by: "system",
    })
    .onConflictDoNothing();
  const results = ["converted", "interested", "contacted", "refused", "pending", "pending"];
  await db
    .insert(campaignPartners)
    .values(
      ["KH000001", "KH000003", "KH000006", "KH000007", "KH000013", "KH000014"].map((ma_kh, i) => ({
        ma_chien_dich: "TRIANKH-T11",
        ma_kh,
        ten_kh: PARTNERS.find((p) => p[0] === ma_kh)?.[1] ?? null,
        ket_qua: results[i] ?? "pending",
        created_by: "system",
      })),
    )
    .onConflictDoNothing();
  const monthStart = `${isoDay(0).slice(0, 8)}01`;
  const next = new Date(`${monthStart}T00:00:00Z`);
  next.setUTCMonth(next.getUTCMonth() + 1, 0);
  const monthEnd = next.toISOString().slice(0, 10);
  await db
    .insert(targets)
    .values(
      [
        ["NV001", 120_000_000, 10, 60, 20],
        ["NV002", 90_000_000, 8, 40, 15],
        ["TS01", 0, 15, 200, 10],
      ].map(([ma_nv, doanh_thu, kh_moi, cuoc_goi, lich_hen]) => ({
        ma_nv: String(ma_nv),
        ten_nv: staffName(String(ma_nv)),
        tu_ngay: monthStart,
        den_ngay: monthEnd,
        doanh_thu: Number(doanh_thu),
        kh_moi: Number(kh_moi),
        cuoc_goi: Number(cuoc_goi),
        lich_hen: Number(lich_hen),
        created_by: "system",
      })),
    )
    .onConflictDoNothing();
}

const SERVICES = [
  ["CSD-CB", "Chăm sóc da mặt cơ bản", 350_000, 60],
  ["TRI-MUN", "Liệu trình trị mụn chuyên sâu", 890_000, 90],
  ["TRIET-LONG", "Triệt lông vùng nách", 500_000, 30],
  ["MASSAGE-BODY", "Massage body đá nóng", 650_000, 75],
] as const;

/** The consultants' service list, what each costs the spa, and who answers for which. */
async function demoServices(db: TenantDb) {
  await db
    .insert(crmServices)
    .values(
      SERVICES.map(([ma_dv, ten_dv, gia, thoi_luong]) => ({ ma_dv, ten_dv, gia, thoi_luong, created_by: "system" })),
    )
    .onConflictDoNothing();
  await db.insert(serviceExpenses).values([
    { ma_dv: "CSD-CB", ten_chi_phi: "Mặt nạ và serum", so_tien: 60_000, created_by: "system" },
    { ma_dv: "TRI-MUN", ten_chi_phi: "Vật tư lấy nhân mụn", so_tien: 120_000, created_by: "system" },
    { ma_dv: "MASSAGE-BODY", ten_chi_phi: "Tinh dầu và đá nóng", so_tien: 80_000, created_by: "system" },
  ]);
  await db
    .insert(employeeResponsibilities)
    .values([
      { ma_nv: "TV01", ten_nv: staffName("TV01"), ma_dv: "TRI-MUN", created_by: "system" },
      { ma_nv: "KTV01", ten_nv: staffName("KTV01"), ma_dv: "MASSAGE-BODY", created_by: "system" },
    ])
    .onConflictDoNothing();
}

export async function seedDemoCrm(db: TenantDb): Promise<void> {
  await seedEmployees(db, STAFF);
  await demoPartners(db);
  await demoActivity(db);
  await demoCampaign(db);
  await demoServices(db);
}
