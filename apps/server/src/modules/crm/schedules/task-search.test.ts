import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type CrmTenant, created, crmTenant, type Row } from "../../../../../../test/fixtures/crm-tenant.js";
import { appointment } from "./appointment.test-data.js";

let t: TestApp;
let tenant: CrmTenant;

beforeAll(async () => {
  t = await startTestApp();
  tenant = await crmTenant(t, "sched_search");
  const add = (title: string, more: Row) =>
    created(tenant.admin, "crm/tasks", appointment(title, "2030-05-05T02:00:00.000Z", more), "CN01");
  await add("Tẩy tế bào chết toàn thân", { ma_kh: "KH000014", ma_nv: "NV001" });
  await add("Xông hơi thảo dược", { ma_kh: "KH000015", ma_nv: "NV001", noi_dung: "Khách thích tinh dầu sả chanh" });
  await add("Tẩy tế bào chết cho khách của Lan", { ma_kh: "KH000011", ma_nv: "TS01" });
});
afterAll(() => t.close());

const search = async (caller: typeof tenant.admin, term: string) => {
  const res = await caller(
    "GET",
    `crm/tasks-search?searchKey=${encodeURIComponent(term)}&pageSize=100`,
    undefined,
    "CN01",
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: (Row & { phone: string | null })[]; total: number };
};

describe("GET crm/tasks-search", () => {
  it("finds appointments by title or details without accents, each with the partner's phone", async () => {
    const found = await search(tenant.admin, "tay te bao");
    expect(found.items.map((r) => r.tieu_de).sort()).toEqual([
      "Tẩy tế bào chết cho khách của Lan",
      "Tẩy tế bào chết toàn thân",
    ]);
    expect(found.items.find((r) => r.ma_kh === "KH000014")?.phone).toBe("0915678901");
    expect((await search(tenant.admin, "SẢ CHANH")).items.map((r) => r.tieu_de)).toEqual(["Xông hơi thảo dược"]);
  });

  it("finds them by the partner's name, code or phone, typed with spaces or +84", async () => {
    expect((await search(tenant.admin, "dương văn nam")).items.map((r) => r.ma_kh)).toEqual(["KH000011"]);
    expect((await search(tenant.admin, "KH000015")).items.map((r) => r.tieu_de)).toEqual(["Xông hơi thảo dược"]);
    expect((await search(tenant.admin, "0916 789 012")).items.map((r) => r.ma_kh)).toEqual(["KH000015"]);
    expect((await search(tenant.admin, "+84 915 678 901")).items.map((r) => r.ma_kh)).toEqual(["KH000014"]);
  });

  it("shows a restricted user only their employees' appointments, and needs the command", async () => {
    const sale = await search(tenant.sale01, "tẩy tế bào");
    expect(sale.items.map((r) => r.tieu_de)).toEqual(["Tẩy tế bào chết toàn thân"]);
    expect(sale.total).toBe(1);
    expect((await tenant.noEmployee("GET", "crm/tasks-search?searchKey=tay")).statusCode).toBe(403);
  });
});
