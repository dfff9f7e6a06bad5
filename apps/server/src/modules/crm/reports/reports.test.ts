import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type CrmTenant, crmTenant } from "../../../../../../test/fixtures/crm-tenant.js";
import { MARCH_2025, PERIOD } from "./march-2025.test-data.js";
import { REPORT_NAMES } from "./report.js";

/* Who may read the reports, over which branches and employees, and for which periods. */

let t: TestApp;
let crm: CrmTenant;
beforeAll(async () => {
  t = await startTestApp();
  crm = await crmTenant(t, "reports_rules", MARCH_2025);
});
afterAll(() => t.close());

/** GET crm/reports/{path} as that user, with the headers given (branches, language). */
const report = (user: string, path: string, headers?: Record<string, string>) =>
  crm.send(user, "GET", `crm/reports/${path}`, undefined, undefined, headers);

const CN02 = { "x-branches": "CN02" };

describe("CRM reports: periods", () => {
  it("needs both days, real ones, the end not before the start, at most 366 days (422)", async () => {
    const cases: [query: string, errors: Record<string, string>][] = [
      ["", { fromDate: "Từ ngày là bắt buộc", toDate: "Đến ngày là bắt buộc" }],
      ["fromDate=2025-03-01", { toDate: "Đến ngày là bắt buộc" }],
      ["fromDate=2025-02-30&toDate=2025-03-31", { fromDate: "Từ ngày không hợp lệ" }],
      ["fromDate=01/03/2025&toDate=2025-03-31", { fromDate: "Từ ngày không hợp lệ" }],
      ["fromDate=2025-03-31&toDate=2025-03-01", { toDate: "Đến ngày phải từ Từ ngày trở đi" }],
      ["fromDate=2024-01-01&toDate=2025-01-01", { toDate: "Khoảng thời gian báo cáo tối đa 366 ngày" }],
    ];
    for (const name of REPORT_NAMES) {
      for (const [query, errors] of cases) {
        const res = await report("admin", `${name}?${query}`);
        expect(res.statusCode, `${name}?${query}`).toBe(422);
        expect(res.json()).toEqual({ message: "Dữ liệu không hợp lệ", errors });
      }
    }
    const english = await report("admin", "todo?fromDate=2025-03-31&toDate=2025-03-01", { "accept-language": "en" });
    expect(english.json().errors).toEqual({ toDate: "The end must not be before the start" });
  });

  it("takes one day, and a whole leap year of 366 days", async () => {
    const day = await report("admin", "contact?fromDate=2025-03-31&toDate=2025-03-31");
    expect(day.statusCode).toBe(200);
    expect(day.json().rows).toEqual([
      { day: "2025-03-31", calls_out: 1, calls_in: 0, appointments: 1, tickets: 0, complaints: 0, partners: 1 },
    ]);
    const year = await report("admin", "contact?fromDate=2024-01-01&toDate=2024-12-31");
    expect(year.statusCode).toBe(200);
    expect(year.json().rows).toHaveLength(366);
  });
});

describe("CRM reports: rights", () => {
  it("answers 403 without the report's command, and only that report with it", async () => {
    for (const name of REPORT_NAMES) {
      const res = await report("sale01", `${name}?${PERIOD}`);
      expect(res.statusCode, name).toBe(403);
      expect(res.json().message).toBe("Bạn không có quyền thực hiện chức năng này");
    }
    expect((await report("nhanvien", `employee?${PERIOD}`)).statusCode).toBe(200);
    expect((await report("nhanvien", `telesale?${PERIOD}`)).statusCode).toBe(403);
  });

  it("refuses a branch the user is not granted, and counts only her own branch by default", async () => {
    expect((await report("nhanvien", `employee?${PERIOD}`, CN02)).statusCode).toBe(403);
    // No header: every branch she may use, CN01 only: NV02's CN02 partner and ticket are not counted.
    const own = (await report("nhanvien", `employee?${PERIOD}`)).json();
    expect(own.rows.map((r: { ma_nv: string }) => r.ma_nv)).toEqual(["NV01", "TS01", "TV01"]);
    expect(own.totals).toMatchObject({ partners: 5, new_partners: 3, calls: 5, tickets: 2 });
  });
});

describe("CRM reports: branches (X-Branches)", () => {
  it("counts only the rows of the selected branches", async () => {
    const body = (await report("admin", `employee?${PERIOD}`, CN02)).json();
    expect(body.rows.map((r: { ma_nv: string }) => r.ma_nv)).toEqual(["NV02", "TS02", "TV02"]);
    expect(body.totals).toEqual({
      partners: 1,
      new_partners: 1,
      calls: 1,
      answered_calls: 1,
      appointments: 1,
      done_appointments: 0,
      tickets: 1,
      complaints: 0,
    });
  });

  it("lists the telesales and consultants of the selected branches", async () => {
    const telesale = (await report("admin", `telesale?${PERIOD}`, { "x-branches": "CN01" })).json();
    expect(telesale.rows.map((r: { ma_nv: string }) => r.ma_nv)).toEqual(["TS01", "TS03"]);
    expect(telesale.totals).toMatchObject({ calls: 4, answered: 2, booked: 2 });
    const consultant = (await report("admin", `consultant?${PERIOD}`, CN02)).json();
    expect(consultant.rows.map((r: { ma_nv: string }) => r.ma_nv)).toEqual(["TV02"]);
    expect(consultant.totals).toMatchObject({ appointments: 1, cancelled: 1 });
  });

  it("counts a branch's campaigns and new partners by source", async () => {
    const body = (await report("admin", `marketing?${PERIOD}`, CN02)).json();
    expect(body.totals).toEqual({
      new_partners: 1,
      with_appointment: 1,
      with_done: 0,
      conversion_rate: 0,
      campaigns: 1,
      campaign_converted: 1,
    });
  });
});

describe("CRM reports: a user who sees only some employees", () => {
  it("shows only the rows of her employees, in the rows and in the totals", async () => {
    const employee = (await report("quanly", `employee?${PERIOD}`)).json();
    expect(employee.rows.map((r: { ma_nv: string }) => r.ma_nv)).toEqual(["NV01", "TS01"]);
    expect(employee.totals).toEqual({
      partners: 5,
      new_partners: 3,
      calls: 5,
      answered_calls: 2,
      appointments: 2,
      done_appointments: 1,
      tickets: 2,
      complaints: 1,
    });
    const telesale = (await report("quanly", `telesale?${PERIOD}`)).json();
    expect(telesale.rows.map((r: { ma_nv: string }) => r.ma_nv)).toEqual(["TS01"]);
    expect(telesale.totals).toMatchObject({ calls: 4, talk_seconds: 180 });
    const consultant = (await report("quanly", `consultant?${PERIOD}`)).json();
    expect(consultant.rows).toEqual([]);
    expect(consultant.totals).toMatchObject({ appointments: 0, done_rate: null });
  });

  it("counts only her employees' partners and contacts", async () => {
    const marketing = (await report("quanly", `marketing?${PERIOD}`)).json();
    // P01, P02 (NV01) and P04 (TS01); of the campaigns' conversions, NV02's P05 is not hers.
    expect(marketing.totals).toEqual({
      new_partners: 3,
      with_appointment: 3,
      with_done: 2,
      conversion_rate: 66.7,
      campaigns: 2,
      campaign_converted: 2,
    });
    const contact = (await report("quanly", `contact?${PERIOD}`)).json();
    // Calls by TS01 and NV01, NV01's appointment, tickets and complaint.
    expect(contact.totals).toEqual({
      calls_out: 4,
      calls_in: 1,
      appointments: 2,
      tickets: 2,
      complaints: 1,
      partners: 3,
    });
  });

  it("finds nothing when she picks an employee she may not see", async () => {
    const body = (await report("quanly", `todo?${PERIOD}&ma_nv=NV02`)).json();
    expect(body.rows).toEqual([]);
    expect(body.totals).toMatchObject({ open_tasks: 0, open_tickets: 0, oldest_overdue: null });
    const own = (await report("quanly", `todo?${PERIOD}&ma_nv=nv01`)).json();
    expect(own.rows.map((r: { ma_nv: string }) => r.ma_nv)).toEqual(["NV01"]);
  });
});

describe("CRM reports: the API description", () => {
  it("documents each report with its query and its answer", async () => {
    const spec = (await call(t.app, { method: "GET", url: "/api/docs/json" })).json();
    for (const name of REPORT_NAMES) {
      const get = spec.paths[`/api/crm/reports/${name}`]?.get;
      expect(get, name).toBeDefined();
      expect(get.parameters.map((p: { name: string }) => p.name)).toEqual(["fromDate", "toDate", "ma_nv"]);
      expect(get.responses["200"]).toBeDefined();
    }
  });
});

describe("CRM reports: the demo tenant", () => {
  it("answers every report for the administrator", async () => {
    const { access_token } = await login(t.app, "admin", "Admin@123");
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    for (const name of REPORT_NAMES) {
      const res = await call(t.app, {
        method: "GET",
        url: `/api/crm/reports/${name}?fromDate=${today.slice(0, 8)}01&toDate=${today}`,
        token: access_token,
      });
      expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
      expect(res.json()).toHaveProperty("totals");
    }
  });
});
