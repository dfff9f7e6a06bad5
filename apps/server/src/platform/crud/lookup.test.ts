import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../test/api.js";
import { type CrmTenant, crmTenant, type Method } from "../../../../../test/fixtures/crm-tenant.js";

/** GET {api}/lookup: the right to read, or to use a screen that picks from it; the list's scope; a picker's fields. */
let t: TestApp;
let k: CrmTenant;
/** A cashier: both branches, the units and nothing of CRM. */
let cashier: (method: Method, url: string) => ReturnType<CrmTenant["admin"]>;
beforeAll(async () => {
  t = await startTestApp();
  k = await crmTenant(t, "kh_lookup_rights", {
    users: [{ user_name: "thungan", full_name: "Lê Thu Trang", branchs: "CN01,CN02", commands: ["stock.units"] }],
  });
  cashier = k.as("thungan");
});
afterAll(() => t.close());

type Item = Record<string, unknown>;
const itemsOf = async (answer: ReturnType<CrmTenant["admin"]>): Promise<Item[]> => {
  const res = await answer;
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
};
const codes = (items: Item[], field: string) => items.map((i) => String(i[field])).sort();

describe("who may load a lookup", () => {
  it("refuses a user without CRM rights the CRM records and the employees", async () => {
    for (const api of [
      "crm/partners",
      "crm/call-logs",
      "crm/complains",
      "crm/tasks",
      "crm/tickets",
      "crm/targets",
      "crm/campaign-partners",
      "hr/employees",
      "crm/levels",
    ]) {
      expect((await cashier("GET", `${api}/lookup`)).statusCode, api).toBe(403);
    }
    expect(await itemsOf(cashier("GET", "stock/units/lookup"))).not.toHaveLength(0);
    expect(await itemsOf(cashier("GET", "system/branchs/lookup"))).not.toHaveLength(0);
  });

  it("gives the employees to a user who may open a report filtered by employee, without their contact details", async () => {
    // `reporter` holds the target report alone.
    const employees = await itemsOf(k.reporter("GET", "hr/employees/lookup"));
    expect(codes(employees, "ma_nv")).toEqual(["KTV01", "NV001", "NV002", "QL01", "TN01", "TS01", "TV01"]);
    for (const employee of employees) {
      expect(Object.keys(employee).sort()).toEqual(["chuc_vu", "id", "ma_bp", "ma_dvcs", "ma_nv", "status", "ten_nv"]);
    }
    const body = (await k.reporter("GET", "hr/employees/lookup")).body;
    expect(body).not.toContain("0903123456");
    expect((await k.reporter("GET", "crm/partners/lookup")).statusCode).toBe(403);
    expect((await k.reporter("GET", "hr/employees")).statusCode).toBe(403);
  });

  it("gives the calendar's users the appointment types with their colours", async () => {
    const types = await itemsOf(k.calendarOnly("GET", "crm/task-types/lookup"));
    expect(types.length).toBeGreaterThan(0);
    expect(Object.keys(types[0] ?? {}).sort()).toEqual(["id", "ma_loai", "mau", "status", "ten_loai"]);
    expect((await k.calendarOnly("GET", "crm/ticket-types/lookup")).statusCode).toBe(403);
  });

  it("gives a partner's pickers to who may fill in the partner form: sources, their options, levels", async () => {
    for (const api of ["crm/source-types", "crm/source-type-options", "crm/levels", "hr/employees"]) {
      expect((await k.outsider("GET", `${api}/lookup`)).statusCode, api).toBe(200);
    }
    const options = await itemsOf(k.outsider("GET", "crm/source-type-options/lookup"));
    expect(options[0]).toHaveProperty("ma_nguon");
  });
});

describe("what a lookup gives", () => {
  it("keeps a salesperson to her own employee's partners, as the list does, without phones or addresses", async () => {
    const listed = (await k.sale01("GET", "crm/partners?pageSize=1000&status=true")).json().items as Item[];
    const looked = await itemsOf(k.sale01("GET", "crm/partners/lookup"));
    expect(codes(looked, "ma_kh")).toEqual(codes(listed, "ma_kh"));
    expect(new Set(looked.map((p) => p.ma_nvbh))).toEqual(new Set(["NV001"]));
    expect(looked.length).toBeLessThan((await itemsOf(k.admin("GET", "crm/partners/lookup"))).length);
    const personal = /^(phone|phone2|email|website|ngay_sinh|dia_chi|dia_ban_.*|tags|ghi_chu)$/;
    expect(looked.flatMap((partner) => Object.keys(partner).filter((key) => personal.test(key)))).toEqual([]);
    const body = (await k.sale01("GET", "crm/partners/lookup")).body;
    expect(body).not.toContain("0901234567");
  });

  it("keeps to the selected branches, as the list does", async () => {
    const cn02 = await itemsOf(k.admin("GET", "crm/partners/lookup", undefined, "CN02"));
    const listed = (await k.admin("GET", "crm/partners?pageSize=1000&status=true", undefined, "CN02")).json().items;
    expect(codes(cn02, "ma_kh")).toEqual(codes(listed, "ma_kh"));
    expect(cn02.length).toBeGreaterThan(0);
    expect(cn02.every((p) => p.ma_nvbh === "NV002")).toBe(true);
  });

  it("keeps a salesperson to her own targets, as the list does", async () => {
    const looked = await itemsOf(k.sale01("GET", "crm/targets/lookup"));
    const listed = (await k.sale01("GET", "crm/targets?pageSize=1000")).json().items as Item[];
    expect(codes(looked, "id")).toEqual(codes(listed, "id"));
    expect(looked.every((row) => row.ma_nv === "NV001")).toBe(true);
  });

  it("gives a call log's lookup without its number or what was said", async () => {
    const calls = await itemsOf(k.admin("GET", "crm/call-logs/lookup"));
    expect(calls.length).toBeGreaterThan(0);
    for (const row of calls) {
      expect(row).not.toHaveProperty("phone");
      expect(row).not.toHaveProperty("noi_dung");
    }
  });
});
