import type { Command } from "@sen/core";
import { eq } from "drizzle-orm";
import { seedDemoClient } from "../modules/client/client.demo.js";
import { seedDemoCrm } from "../modules/crm/crm.demo.js";
import { seedDemoHr } from "../modules/hr/hr.demo.js";
import { seedDemoPurchases } from "../modules/purchases/purchases.demo.js";
import { seedDemoSales, seedDiscountCodes } from "../modules/sales/sales.seed.js";
import { seedDemoStock } from "../modules/stock/ledger/demo-movements.js";
import { seedDemoPricing } from "../modules/stock/pricing/demo-pricing.js";
import { seedDemoProducts } from "../modules/stock/stock.demo.js";
import { seedWarehouses } from "../modules/stock/stock.seed.js";
import type { Pool } from "../platform/db/pool.js";
import type { TenantDb } from "../platform/db/tenant-db.js";
import { commands, userRights, users } from "../platform/db/tenant-tables.js";
import { seedUser } from "./base.js";
import { provisionTenant } from "./provision.js";

/** Menu codes the demo salespeople are granted: their customers, appointments and calls. */
export const SALE_COMMANDS: readonly Command[] = [
  "crm.partners",
  "crm.partners-search",
  "crm.tasks",
  "crm.task.calendar",
  "crm.partner-tasks",
  "crm.call-logs",
  "crm.complains",
];

/** What the demo salespeople see first: their own figures on the landing dashboard. */
export const SALE_DASHBOARD = "dashboard.analytics";

export const DEMO = {
  tenant: "demo",
  admin: { user_name: "admin", password: "Admin@123" },
  sale: { user_name: "sale01", password: "Sale@123" },
  sale2: { user_name: "sale02", password: "Sale@123" },
  cashier: { user_name: "thungan01", password: "Cashier@123" },
  receptionist: { user_name: "letan01", password: "Letan@123" },
  technician: { user_name: "ktv01", password: "Ktv@1234" },
} as const;

/** The demo users the start-up banner and the README show. */
export const DEMO_SIGN_INS = [DEMO.admin, DEMO.sale, DEMO.sale2, DEMO.cashier, DEMO.receptionist, DEMO.technician];

async function demoStaff(db: TenantDb) {
  await seedUser(db, {
    ...DEMO.sale,
    full_name: "Nguyễn Thị Hồng Nhung",
    email: "nhung.nguyen@senspa.vn",
    phone: "0903123456",
    branchs: "CN01",
    saler: "NV001",
    employee_yn: 1,
    employees: "NV001",
    agent_id: "1001",
    commands: [...SALE_COMMANDS, SALE_DASHBOARD],
  });
  await seedUser(db, {
    ...DEMO.sale2,
    full_name: "Trần Minh Khoa",
    email: "khoa.tran@senspa.vn",
    phone: "0912345678",
    branchs: "CN02",
    saler: "NV002",
    employee_yn: 1,
    employees: "NV002",
    agent_id: "1002",
    commands: [...SALE_COMMANDS, SALE_DASHBOARD],
  });
  // A new hire not yet given a branch: signing in tells them so, rather than showing an empty app.
  await seedUser(db, {
    user_name: "moi01",
    password: "Moi@12345",
    full_name: "Đỗ Gia Bảo",
    email: "bao.do@senspa.vn",
  });
  await seedUser(db, {
    ...DEMO.cashier,
    full_name: "Lê Thu Trang",
    email: "trang.le@senspa.vn",
    phone: "0987654321",
    branchs: "CN01,CN02",
    saler: "TN01",
    commands: [
      "sales.retail-orders",
      "sales.retail-orders.cashier",
      "sales.bills",
      "sales.sale-orders",
      "sales.no-name-orders",
      "sales.no-name-deposits",
      "sales.no-name-lookup",
      "dashboard.ecommerce",
    ],
  });
  await grantReadOnly(db, "thungan01", "stock.units");
  // The spa's front desk in Quận 1: sells services and packages, opens servings, books rooms, takes the money.
  await seedUser(db, {
    ...DEMO.receptionist,
    full_name: "Phan Ngọc Ánh",
    email: "anh.phan@senspa.vn",
    phone: "0934222333",
    branchs: "CN01",
    commands: [
      "sales.services",
      "sales.servings",
      "sales.service-process",
      "sales.serving.cashier",
      "sales.room-orders",
      "sales.room-orders.cashier",
      "sales.customers",
    ],
  });
  // A technician of Quận 1: the process board, and her own turns, wages and commissions (her code only).
  await seedUser(db, {
    ...DEMO.technician,
    full_name: "Bùi Thị Hà",
    email: "ha.bui@senspa.vn",
    phone: "0934555666",
    branchs: "CN01",
    employee_yn: 1,
    employees: "KTV01",
    commands: [
      "sales.service-process",
      "sales.reports.service-turn-employee",
      "sales.reports.employee-commission-detail",
    ],
  });
}

/** Read and print, nothing else: the cashier may look units up and export them, not change them. */
async function grantReadOnly(db: TenantDb, userName: string, menuId: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.user_name, userName));
  if (!user) return;
  await db
    .insert(userRights)
    .values({ user_id: user.id, menu_id: menuId, r_access: true, r_read: true, r_print: true })
    .onConflictDoNothing();
}

/** A warehouse or two a branch, and the discounts the front desk offers. */
async function demoCatalogues(db: TenantDb) {
  await seedWarehouses(db, [
    {
      ma_dvcs: "CN01",
      ma_kho: "Q1-CHINH",
      ten_kho: "Kho chính Quận 1",
      dia_chi: "45 Lê Thánh Tôn, Phường Sài Gòn, TP. Hồ Chí Minh",
      dien_thoai: "02838221234",
      thu_kho: "Võ Thị Mai",
    },
    {
      ma_dvcs: "CN01",
      ma_kho: "Q1-MYPHAM",
      ten_kho: "Kho mỹ phẩm Quận 1",
      dia_chi: "45 Lê Thánh Tôn, Phường Sài Gòn, TP. Hồ Chí Minh",
      thu_kho: "Võ Thị Mai",
    },
    {
      ma_dvcs: "CN02",
      ma_kho: "HN-CHINH",
      ten_kho: "Kho chính Hà Nội",
      dia_chi: "18 Tràng Tiền, Phường Hoàn Kiếm, Hà Nội",
      dien_thoai: "02439351234",
      thu_kho: "Đặng Văn Hải",
    },
  ]);
  await seedDiscountCodes(db, [
    { ma_ck: "KH-MOI", ten_ck: "Giảm 10% cho khách hàng mới", loai_ck: "percent", gia_tri: 10 },
    { ma_ck: "SINHNHAT", ten_ck: "Quà sinh nhật 200.000đ", loai_ck: "amount", gia_tri: 200_000 },
    { ma_ck: "THU4", ten_ck: "Thứ Tư vui vẻ giảm 15%", loai_ck: "percent", gia_tri: 15 },
  ]);
}

/**
 * A tenant's own screens: /generic and /report pages that take their title and breadcrumb from
 * these commands (administrators see them; a user needs the command to get its title).
 */
async function demoCustomScreens(db: TenantDb) {
  await db
    .insert(commands)
    .values([
      {
        menu_id: "crm.custom-sources",
        menu_id0: "crm.g-categories",
        command: "/generic/nguon-khach-hang",
        title: "Nguồn khách hàng (tùy biến)",
        title_en: "Customer sources (custom)",
        sort: 900,
        created_by: "system",
      },
      {
        menu_id: "sales.custom-daily-revenue",
        menu_id0: "sales.reports",
        command: "/report/doanh-thu-theo-ngay",
        title: "Doanh thu theo ngày (tùy biến)",
        title_en: "Daily revenue (custom)",
        sort: 900,
        created_by: "system",
      },
    ])
    .onConflictDoNothing({ target: commands.menu_id });
}

/** The demo tenant of the quick start: a spa chain with a branch in Hồ Chí Minh City and one in Hà Nội. */
export function seedDemoTenant(pool: Pool) {
  return provisionTenant(pool, {
    code: DEMO.tenant,
    name: "Sen Spa & Beauty",
    branches: [
      {
        ma_dvcs: "CN01",
        ten_dvcs: "Chi nhánh Quận 1",
        ten_dvcs_en: "District 1 branch",
        address: "45 Lê Thánh Tôn, Phường Sài Gòn, TP. Hồ Chí Minh",
        phone: "02838221234",
      },
      {
        ma_dvcs: "CN02",
        ten_dvcs: "Chi nhánh Hà Nội",
        ten_dvcs_en: "Hà Nội branch",
        address: "18 Tràng Tiền, Phường Hoàn Kiếm, Hà Nội",
        phone: "02439351234",
      },
    ],
    admin: {
      ...DEMO.admin,
      full_name: "Phạm Quốc Anh",
      email: "admin@senspa.vn",
      phone: "0909000111",
      branchs: "CN01,CN02",
      saler: "QL01",
    },
    extra: async (db) => {
      await demoCustomScreens(db);
      await demoStaff(db);
      await demoCatalogues(db);
      await seedDemoProducts(db);
      await seedDemoPricing(db);
      await seedDemoStock(db);
      await seedDemoCrm(db);
      await seedDemoHr(db);
      await seedDemoPurchases(db);
      await seedDemoSales(db);
      await seedDemoClient(db);
    },
  });
}
