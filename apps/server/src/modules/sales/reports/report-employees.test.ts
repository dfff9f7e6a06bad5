import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { servingTenant } from "../../../../../../test/fixtures/serving-tenant.js";
import { tenantUser } from "../../../../../../test/fixtures/tenant-user.js";

/*
 * A technician who may read the turns report but is limited to their own employee code sees their own turns only:
 * blank asks for theirs, another's is refused; a user limited to two employees chooses one; the manager sees all.
 */

const CODE = "sale_report_employees";
let t: TestApp;
let s: Awaited<ReturnType<typeof servingTenant>>;
const REPORTS = ["sales.reports.service-turn-employee", "sales.reports.service-revenue"] as const;

beforeAll(async () => {
  t = await startTestApp();
  s = await servingTenant(t, CODE);
  const [id] = await s.sellPackages("LT10");
  for (const ma_nv of ["NV01", "NV02", "NV02"]) {
    const res = await s.serve("KH0001", [{ ma_vt: "LT10", so_luong: 1, stt_rec_goi: String(id), ma_nv }]);
    expect(res.statusCode, res.body).toBe(201);
  }
});
afterAll(() => t.close());

const period = () => `fromDate=${s.today}&toDate=${s.today}`;
const turnsOf = (items: { ma_nv: string; so_luot: number }[]) => items.map((r) => [r.ma_nv, r.so_luot]);

it("shows a technician limited to their own code only their turns", async () => {
  const technician = await tenantUser(t, CODE, {
    user_name: "ktv01",
    password: "Ktv@123456",
    full_name: "Lê Thị Hoa",
    branchs: "CN01",
    employee_yn: 1,
    employees: "NV01",
    commands: [...REPORTS],
  });
  const own = await technician("GET", `sales/reports/service-turn-employee?${period()}`);
  expect(own.statusCode, own.body).toBe(200);
  expect(turnsOf(own.json().items)).toEqual([["NV01", 1]]);
  expect((await technician("GET", `sales/reports/service-turn-employee?${period()}&ma_nv=nv01`)).statusCode).toBe(200);
  expect((await technician("GET", `sales/reports/service-turn-employee?${period()}&ma_nv=NV02`)).statusCode).toBe(403);
  // A report without an employee filter is the branch's, as for anyone who may read it.
  expect((await technician("GET", `sales/reports/service-revenue?${period()}`)).statusCode).toBe(200);
});

it("asks a user limited to several employees to choose one, and shows the manager everybody", async () => {
  const lead = await tenantUser(t, CODE, {
    user_name: "truongca01",
    password: "Truong@12345",
    full_name: "Phạm Văn Nam",
    branchs: "CN01",
    employee_yn: 1,
    employees: "NV01,NV02",
    commands: [...REPORTS],
  });
  const blank = await lead("GET", `sales/reports/service-turn-employee?${period()}`);
  expect(blank.statusCode, blank.body).toBe(422);
  expect(Object.keys(blank.json().errors)).toEqual(["ma_nv"]);
  const chosen = await lead("GET", `sales/reports/service-turn-employee?${period()}&ma_nv=NV02`);
  expect(turnsOf(chosen.json().items)).toEqual([["NV02", 2]]);
  const all = await s.admin("GET", `sales/reports/service-turn-employee?${period()}`);
  expect(turnsOf(all.json().items).sort()).toEqual([
    ["NV01", 1],
    ["NV02", 2],
  ]);
});
