import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../test/api.js";
import { type CrmTenant, crmTenant } from "../../../../../test/fixtures/crm-tenant.js";
import { DASHBOARD_USERS, seedDashboardCrm, vnDay, WEEK } from "../../../../../test/fixtures/dashboard-rows.js";
import { salesDashboardTenant } from "../../../../../test/fixtures/sales-dashboard.js";
import { tenantUser } from "../../../../../test/fixtures/tenant-user.js";
import { grantAppRole } from "../../platform/db/grants.js";
import { localDay } from "../../platform/db/vietnam-days.js";
import { scoped } from "../crm/reports/report-sql.js";
import { type SalesFigures, type SalesFiguresSource, salesFiguresSources } from "./ecommerce/sales-figures.js";

/*
 * The e-commerce dashboard of a tenant without sales (empty figures), with a source registered beside the sales
 * module's (a table of bills made here, read under the dashboard's scope), and over the sales module's documents:
 * retail bills less returns, service bills and the package sessions servings used.
 */

let t: TestApp;
let crm: CrmTenant;
beforeAll(async () => {
  t = await startTestApp();
  crm = await crmTenant(t, "dash_ecommerce", { seed: seedDashboardCrm, users: DASHBOARD_USERS });
});
afterAll(() => t.close());

const ecommerce = async (user: string, branches?: string) => {
  const res = await crm.send(user, "GET", `dashboard/ecommerce?${WEEK}`, undefined, branches);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const BILLS: [
  ma_dvcs: string,
  ma_nv: string,
  days: number,
  tien: number,
  kind: string,
  ma_vt: string,
  ma_httt: string,
][] = [
  ["CN01", "NV001", 0, 500_000, "product", "SERUM", "TM"],
  ["CN01", "NV001", -1, 300_000, "service", "CSD", "CK"],
  ["CN01", "TS01", 0, 200_000, "service", "CSD", "TM"],
  ["CN02", "NV002", 0, 1_000_000, "product", "SERUM", "CK"],
  ["CN01", "NV001", -40, 999_000, "product", "SERUM", "TM"],
];

/** A bill a line: enough for a source to add up, in the shape the Sales module's queries will have. */
async function seedBills() {
  await crm.rows(`CREATE TABLE test_bills (ngay timestamptz, ma_dvcs text, ma_nv text, tien numeric(18,2),
    kind text, ma_vt text, ma_httt text)`);
  for (const [ma_dvcs, ma_nv, days, tien, kind, ma_vt, ma_httt] of BILLS) {
    await crm.rows("INSERT INTO test_bills VALUES ($1, $2, $3, $4, $5, $6, $7)", [
      new Date(`${vnDay(days)}T10:00:00+07:00`),
      ma_dvcs,
      ma_nv,
      tien,
      kind,
      ma_vt,
      ma_httt,
    ]);
  }
  await grantAppRole(t.pool, crm.schema);
}

const testBills: SalesFiguresSource = {
  name: "test-bills",
  source: "sales.bills",
  group: "sales",
  async figures(db, ctx): Promise<SalesFigures> {
    const where = scoped(ctx, "b", { employee: "ma_nv", time: "ngay" });
    const rows = async <R extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
      (await db.execute<R>(query)).rows;
    return {
      days: await rows(sql`SELECT to_char(${localDay(sql`b.ngay`)}, 'YYYY-MM-DD') AS day, b.ma_dvcs,
          sum(b.tien)::float8 AS revenue, count(*)::int AS bills FROM test_bills b WHERE ${where} GROUP BY 1, 2`),
      lines: await rows(sql`SELECT b.kind, b.ma_vt, 'Tên ' || b.ma_vt AS ten_vt, count(*)::float8 AS quantity,
          sum(b.tien)::float8 AS revenue FROM test_bills b WHERE ${where} GROUP BY 1, 2`),
      payments: await rows(sql`SELECT b.ma_httt, b.ma_httt AS ten_httt, sum(b.tien)::float8 AS amount
          FROM test_bills b WHERE ${where} GROUP BY 1`),
    };
  },
};

describe("dashboard/ecommerce", () => {
  it("answers empty figures, every day at 0, for a tenant that has sold nothing", async () => {
    const body = await ecommerce("admin");
    expect(body).toMatchObject({ fromDate: vnDay(-6), toDate: vnDay(0), revenue: 0, bills: 0, average_bill: 0 });
    expect(body.by_day).toHaveLength(7);
    expect(body.by_day.every((d: { revenue: number; bills: number }) => d.revenue === 0 && d.bills === 0)).toBe(true);
    expect(body).toMatchObject({ by_branch: [], products: [], services: [], payments: [] });
  });

  it("answers 403 without the dashboard's command, and 422 for a bad period", async () => {
    expect((await crm.send("tasksonly", "GET", `dashboard/ecommerce?${WEEK}`)).statusCode).toBe(403);
    expect((await crm.send("sale01", "GET", `dashboard/ecommerce?${WEEK}`)).statusCode).toBe(403);
    const bad = await crm.send("admin", "GET", "dashboard/ecommerce?fromDate=2024-01-01&toDate=2025-01-01");
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ toDate: "Khoảng thời gian báo cáo tối đa 366 ngày" });
  });

  describe("with a registered source", () => {
    let unregister: () => void;
    beforeAll(async () => {
      await seedBills();
      unregister = salesFiguresSources.register(testBills);
    });
    afterAll(() => unregister());

    it("adds up the selected branch's bills of the period: revenue, average, days, best sellers, payments", async () => {
      const body = await ecommerce("admin", "CN01");
      expect(body).toMatchObject({ revenue: 1_000_000, bills: 3, average_bill: 333_333 });
      const quiet = { service_revenue: 0, sessions_used: 0, used_revenue: 0 };
      expect(body.by_day.at(-1)).toEqual({ day: vnDay(0), revenue: 700_000, bills: 2, ...quiet });
      expect(body.by_day.at(-2)).toEqual({ day: vnDay(-1), revenue: 300_000, bills: 1, ...quiet });
      expect(body.by_branch).toEqual([{ ma_dvcs: "CN01", revenue: 1_000_000, bills: 3 }]);
      expect(body.products).toEqual([
        { kind: "product", ma_vt: "SERUM", ten_vt: "Tên SERUM", quantity: 1, revenue: 500_000 },
      ]);
      expect(body.services).toEqual([
        { kind: "service", ma_vt: "CSD", ten_vt: "Tên CSD", quantity: 2, revenue: 500_000 },
      ]);
      expect(body.payments).toEqual([
        { ma_httt: "TM", ten_httt: "TM", amount: 700_000 },
        { ma_httt: "CK", ten_httt: "CK", amount: 300_000 },
      ]);
    });

    it("shows each selected branch, and a branch not selected does not count", async () => {
      const both = await ecommerce("admin", "CN01,CN02");
      expect(both).toMatchObject({ revenue: 2_000_000, bills: 4, average_bill: 500_000 });
      expect(both.by_branch.map((b: { ma_dvcs: string }) => b.ma_dvcs)).toEqual(["CN01", "CN02"]);
      expect(both.products[0]).toMatchObject({ ma_vt: "SERUM", quantity: 2, revenue: 1_500_000 });
      expect((await ecommerce("admin", "CN02")).revenue).toBe(1_000_000);
    });

    it("gives a salesperson her own sales, and nothing to a user who may not read the bills", async () => {
      expect(await ecommerce("dash01")).toMatchObject({ revenue: 800_000, bills: 2, average_bill: 400_000 });
      expect(await ecommerce("dashonly")).toMatchObject({ revenue: 0, bills: 0, products: [], payments: [] });
    });
  });
});

describe("dashboard/ecommerce over the sales module's documents", () => {
  let s: Awaited<ReturnType<typeof salesDashboardTenant>>;
  let period: string;
  beforeAll(async () => {
    s = await salesDashboardTenant(t, "dash_sales");
    period = `fromDate=${s.today}&toDate=${s.today}`;
  });

  it("counts posted bills less returns and service bills, the sessions used, the payments less the change", async () => {
    const res = await s.admin("GET", `dashboard/ecommerce?${period}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const figures = {
      revenue: 1_365_000,
      bills: 2,
      service_revenue: 1_200_000,
      sessions_used: 2,
      used_revenue: 200_000,
    };
    expect(body).toMatchObject({ ...figures, average_bill: 682_500 });
    expect(body.by_day).toEqual([{ day: s.today, ...figures }]);
    expect(body.by_branch).toEqual([{ ma_dvcs: "CN01", revenue: 1_365_000, bills: 2 }]);
    expect(body.payments).toEqual([
      { ma_httt: "CK", ten_httt: "Chuyển khoản (VietQR)", amount: 1_200_000 },
      { ma_httt: "TM", ten_httt: "Tiền mặt", amount: 165_000 },
    ]);
    expect(body.products).toEqual([
      { kind: "product", ma_vt: "SP01", ten_vt: "Dầu gội thảo dược 500ml", quantity: 1, revenue: 165_000 },
    ]);
    expect(body.services.map((l: { ma_vt: string; revenue: number }) => [l.ma_vt, l.revenue])).toEqual([
      ["LT10", 1_000_000],
      ["DV01", 200_000],
    ]);
    const report = await s.admin("GET", `sales/reports/sale-revenue?${period}`);
    const sold = await s.admin("GET", `sales/reports/sale-service?${period}`);
    expect(report.json().totals.tong_thanh_toan + sold.json().totals.tong).toBe(body.revenue);
  });

  it("adds the other branch when it is selected, and shows only the lists the user may read", async () => {
    const both = await s.admin("GET", `dashboard/ecommerce?${period}`, undefined, { "x-branches": "CN01,CN02" });
    expect(both.json()).toMatchObject({ revenue: 1_565_000, bills: 3, service_revenue: 1_400_000 });
    const seller = await tenantUser(t, "dash_sales", {
      user_name: "banhang01",
      password: "BanHang@12345",
      full_name: "Trần Bán Hàng",
      branchs: "CN01",
      commands: ["dashboard.ecommerce", "sales.bills"],
    });
    const own = await seller("GET", `dashboard/ecommerce?${period}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ revenue: 165_000, bills: 1, service_revenue: 0, sessions_used: 0 });
  });
});
