import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../test/api.js";
import { type CrmTenant, crmTenant } from "../../../../../test/fixtures/crm-tenant.js";
import { DASHBOARD_USERS, seedDashboardCrm, vnDay, WEEK } from "../../../../../test/fixtures/dashboard-rows.js";
import { salesDashboardTenant } from "../../../../../test/fixtures/sales-dashboard.js";
import { tenantUser } from "../../../../../test/fixtures/tenant-user.js";

/* The analytics dashboard: its figures against the rows of dashboard.test-data, scoped and guarded. */

let t: TestApp;
let crm: CrmTenant;
beforeAll(async () => {
  t = await startTestApp();
  crm = await crmTenant(t, "dash_analytics", { seed: seedDashboardCrm, users: DASHBOARD_USERS });
});
afterAll(() => t.close());

const analytics = async (user: string, query = WEEK, branches?: string) => {
  const res = await crm.send(user, "GET", `dashboard/analytics?${query}`, undefined, branches);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const titles = (items: { tieu_de: string }[]) => items.map((i) => i.tieu_de);
const counts = (rows: { key: string; count: number }[]) => Object.fromEntries(rows.map((r) => [r.key, r.count]));

describe("dashboard/analytics: figures", () => {
  it("counts the selected branch's new partners per day and per source", async () => {
    const body = await analytics("admin", WEEK, "CN01");
    expect(body).toMatchObject({ fromDate: vnDay(-6), toDate: vnDay(0), today: vnDay(0) });
    expect(body.partners.total).toBe(3);
    expect(body.partners.by_day).toHaveLength(7);
    expect(body.partners.by_day.at(-1)).toEqual({ day: vnDay(0), count: 2 });
    expect(body.partners.by_day.at(-2)).toEqual({ day: vnDay(-1), count: 1 });
    expect(body.partners.by_day.slice(0, 5).every((d: { count: number }) => d.count === 0)).toBe(true);
    expect(body.partners.by_source).toEqual([
      { key: "", title: "(Chưa rõ nguồn)", count: 1 },
      { key: "FACEBOOK", title: "Facebook", count: 1 },
      { key: "ZALO", title: "Zalo", count: 1 },
    ]);
  });

  it("lists open appointments and tickets due today, and counts the overdue ones", async () => {
    const body = await analytics("admin", WEEK, "CN01");
    expect(body.tasks).toMatchObject({ due_today: 2, overdue: 1 });
    expect(titles(body.tasks.items).sort()).toEqual(["T1 chăm sóc da", "T2 gọi lại"]);
    expect(body.tickets).toMatchObject({ due_today: 1, overdue: 1 });
    expect(titles(body.tickets.items)).toEqual(["K1 kích ứng da"]);
  });

  it("counts the period's calls by outcome, running campaigns' progress, targets and the top salespeople", async () => {
    const body = await analytics("admin", WEEK, "CN01");
    expect(body.calls).toMatchObject({ total: 3, answered: 2 });
    expect(counts(body.calls.by_status)).toEqual({ "Nghe máy": 2, "Máy bận": 1 });
    expect(body.campaigns.running).toBe(1);
    expect(body.campaigns.items).toEqual([
      expect.objectContaining({ ma_chien_dich: "CP1", partners: 3, contacted: 2, converted: 1, progress: 66.7 }),
    ]);
    const nv001 = body.targets.items.find((i: { ma_nv: string }) => i.ma_nv === "NV001");
    expect(nv001.actual).toMatchObject({ kh_moi: 2, cuoc_goi: 2, lich_hen: 1 });
    expect(nv001.percent.kh_moi).toBe(50);
    expect(body.top_salespeople.ranked_by).toEqual(["new_partners", "done_appointments", "calls"]);
    expect(body.top_salespeople.items).toEqual([
      { ma_nv: "NV001", ten_nv: "Nguyễn Thị Hồng Nhung", new_partners: 2, done_appointments: 1, calls: 2 },
      { ma_nv: "TS01", ten_nv: "Vũ Thị Lan", new_partners: 1, done_appointments: 0, calls: 1 },
    ]);
  });

  it("shows nothing of a quiet period, every day at 0", async () => {
    const body = await analytics("admin", `fromDate=${vnDay(-20)}&toDate=${vnDay(-15)}`);
    expect(body.partners.total).toBe(0);
    expect(body.partners.by_day).toHaveLength(6);
    expect(body.partners.by_source).toEqual([]);
    expect(body.calls).toMatchObject({ total: 0, by_status: [] });
    expect(body.top_salespeople.items).toEqual([]);
  });
});

describe("dashboard/analytics: scope", () => {
  it("adds up every selected branch, and a row of another branch does not count", async () => {
    const both = await analytics("admin", WEEK, "CN01,CN02");
    expect(both.partners.total).toBe(4);
    expect(both.calls.total).toBe(4);
    expect(both.tasks.due_today).toBe(3);
    expect(both.campaigns.running).toBe(2);
    const hanoi = await analytics("admin", WEEK, "CN02");
    expect(hanoi.partners).toMatchObject({ total: 1, by_source: [{ key: "FACEBOOK", title: "Facebook", count: 1 }] });
    expect(titles(hanoi.tasks.items)).toEqual(["T5 Hà Nội"]);
    expect(hanoi.top_salespeople.items.map((i: { ma_nv: string }) => i.ma_nv)).toEqual(["NV002"]);
  });

  it("gives a salesperson limited to her own customers her own figures", async () => {
    const own = await analytics("dash01");
    expect(own.partners.total).toBe(2);
    expect(own.tasks).toMatchObject({ due_today: 1, overdue: 1 });
    expect(titles(own.tasks.items)).toEqual(["T1 chăm sóc da"]);
    expect(own.tickets).toMatchObject({ due_today: 1, overdue: 0 });
    expect(own.calls).toMatchObject({ total: 2, answered: 1 });
    expect(own.targets.items.map((i: { ma_nv: string }) => i.ma_nv)).toEqual(["NV001"]);
    expect(own.top_salespeople.items.map((i: { ma_nv: string }) => i.ma_nv)).toEqual(["NV001"]);
  });

  it("refuses a branch the user is not granted", async () => {
    const res = await crm.send("dash01", "GET", `dashboard/analytics?${WEEK}`, undefined, "CN02");
    expect(res.statusCode).toBe(403);
  });
});

describe("dashboard/analytics: rights and input", () => {
  it("answers 403 without the dashboard's command", async () => {
    const res = await crm.send("sale01", "GET", `dashboard/analytics?${WEEK}`);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Bạn không có quyền thực hiện chức năng này");
  });

  it("leaves out each block whose screen the user may not read", async () => {
    expect(Object.keys(await analytics("dashonly")).sort()).toEqual(["fromDate", "toDate", "today"]);
    expect(Object.keys(await analytics("tasksonly")).sort()).toEqual(["fromDate", "tasks", "toDate", "today"]);
  });

  it("refuses a missing, wrong or reversed day and a period over 366 days (422)", async () => {
    const cases: [string, Record<string, string>][] = [
      ["", { fromDate: "Từ ngày là bắt buộc", toDate: "Đến ngày là bắt buộc" }],
      ["fromDate=2025-02-30&toDate=2025-03-31", { fromDate: "Từ ngày không hợp lệ" }],
      ["fromDate=2025-03-31&toDate=2025-03-01", { toDate: "Đến ngày phải từ Từ ngày trở đi" }],
      ["fromDate=2024-01-01&toDate=2025-01-01", { toDate: "Khoảng thời gian báo cáo tối đa 366 ngày" }],
    ];
    for (const [query, errors] of cases) {
      const res = await crm.send("admin", "GET", `dashboard/analytics?${query}`);
      expect(res.statusCode, query).toBe(422);
      expect(res.json().errors).toEqual(errors);
    }
  });
});

describe("dashboard/analytics: sales and services", () => {
  let s: Awaited<ReturnType<typeof salesDashboardTenant>>;
  let period: string;
  beforeAll(async () => {
    s = await salesDashboardTenant(t, "dash_home_sales");
    period = `fromDate=${s.today}&toDate=${s.today}`;
  });

  it("shows the bills less returns, and the service bills with the package sessions servings used", async () => {
    const res = await s.admin("GET", `dashboard/analytics?${period}`);
    expect(res.statusCode, res.body).toBe(200);
    const day = (figures: Record<string, number>) => ({
      revenue: 0,
      bills: 0,
      service_revenue: 0,
      sessions_used: 0,
      used_revenue: 0,
      ...figures,
    });
    const sales = day({ revenue: 165_000, bills: 1 });
    expect(res.json().sales).toEqual({ ...sales, by_day: [{ day: s.today, ...sales }] });
    const services = day({
      revenue: 1_200_000,
      bills: 1,
      service_revenue: 1_200_000,
      sessions_used: 2,
      used_revenue: 200_000,
    });
    expect(res.json().services).toEqual({ ...services, by_day: [{ day: s.today, ...services }] });
    const both = await s.admin("GET", `dashboard/analytics?${period}`, undefined, { "x-branches": "CN01,CN02" });
    expect(both.json().services).toMatchObject({ revenue: 1_400_000, bills: 2 });
  });

  it("shows the services block only to a user who may read the service bills", async () => {
    const seller = await tenantUser(t, "dash_home_sales", {
      user_name: "banhang02",
      password: "BanHang@12345",
      full_name: "Trần Bán Hàng",
      branchs: "CN01",
      commands: ["dashboard.analytics", "sales.bills"],
    });
    const body = (await seller("GET", `dashboard/analytics?${period}`)).json();
    expect(body.sales).toMatchObject({ revenue: 165_000, bills: 1 });
    expect(body.services).toBeUndefined();
  });
});
