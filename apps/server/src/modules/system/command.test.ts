import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp, wholeListOf } from "../../../../../test/api.js";
import { inTenant } from "../../platform/db/tenant-db.js";
import { seedUser } from "../../seed/base.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

interface Command {
  id: string;
  menu_id: string;
  menu_id0: string | null;
  command: string | null;
  title: string;
  sort: number;
}

async function commandsOf(user: string, password: string) {
  const { access_token: token } = await login(t.app, user, password);
  return wholeListOf<Command>(t.app, "/api/system/command", token);
}

const ids = (items: Command[]) => items.map((c) => c.menu_id);

describe("GET system/command", () => {
  it("gives the administrator every active command", async () => {
    const items = await commandsOf("admin", "Admin@123");
    const { rows } = await t.pool.query<{ n: number }>("SELECT count(*)::int AS n FROM t_demo.commands WHERE status");
    expect(items.length).toBeGreaterThan(150);
    expect(items).toHaveLength(rows[0]?.n ?? -1);
    expect(ids(items)).toEqual(expect.arrayContaining(["crm.partners", "system.users", "stock.warehouses"]));
    expect(items.find((c) => c.menu_id === "crm.partners")).toMatchObject({
      menu_id0: "crm.g-partners",
      command: "/crm/partners",
      title: "Danh sách khách hàng",
      title_en: "Customer list",
    });
  });

  it("gives sale01 the analytics dashboard and her CRM screens with their ancestors, and nothing else", async () => {
    const items = await commandsOf("sale01", "Sale@123");
    expect(ids(items)).toEqual([
      "dashboard",
      "crm",
      "crm.g-partners",
      "crm.g-tasks",
      "crm.g-call-center",
      "crm.call-logs",
      "crm.partners",
      "crm.partners-search",
      "crm.complains",
      "crm.tasks",
      "crm.task.calendar",
      "crm.partner-tasks",
      "dashboard.analytics",
    ]);
    expect(items.find((c) => c.menu_id === "crm")).toMatchObject({
      menu_id0: null,
      command: null,
      icon: "TeamOutlined",
    });
  });

  it("orders by parent, roots first, then by sort, and leaves no parent out", async () => {
    const items = await commandsOf("admin", "Admin@123");
    const seen = new Set<string>();
    for (const [i, c] of items.entries()) {
      const before = items[i - 1];
      if (before && before.menu_id0 === c.menu_id0) expect(before.sort).toBeLessThanOrEqual(c.sort);
      if (c.menu_id0 === null) expect(before?.menu_id0 ?? null).toBeNull();
      seen.add(c.menu_id);
    }
    const parents = new Set(items.map((c) => c.menu_id0).filter((p) => p !== null));
    for (const p of parents) expect(seen).toContain(p);
  });

  it("shows a command held with edit only, but not one held with add only, nor an inactive one", async () => {
    await inTenant(t.pool, "t_demo", async (db) => {
      await seedUser(db, { user_name: "kho01", password: "Kho@12345", full_name: "Võ Thanh Tâm", branchs: "CN01" });
      await db.$client.query(
        `INSERT INTO commands (menu_id, menu_id0, command, title, sort, status)
         VALUES ('stock.test-retired', 'stock.g-categories', '/stock/test-retired', 'Chức năng đã ngừng', 999, false)
         ON CONFLICT DO NOTHING`,
      );
      await db.$client.query(
        `INSERT INTO user_rights (user_id, menu_id, r_edit, r_add)
         SELECT u.id, m.menu_id, m.edit, NOT m.edit FROM users u,
           (VALUES ('stock.warehouses', true), ('stock.units', false), ('stock.test-retired', true)) AS m(menu_id, edit)
         WHERE u.user_name = 'kho01' ON CONFLICT DO NOTHING`,
      );
    });
    const items = await commandsOf("kho01", "Kho@12345");
    const warehouses = items.find((c) => c.menu_id === "stock.warehouses");
    expect(warehouses).toBeDefined();
    expect(ids(items)).not.toContain("stock.units");
    expect(ids(items)).not.toContain("stock.test-retired");
    expect(ids(items)).toContain("stock");
    expect(ids(items)).toContain(warehouses?.menu_id0);
    expect(ids(items).every((id) => id.startsWith("stock"))).toBe(true);
    expect(ids(await commandsOf("admin", "Admin@123"))).not.toContain("stock.test-retired");
  });

  it("gives a user without rights an empty menu", async () => {
    await inTenant(t.pool, "t_demo", (db) =>
      seedUser(db, { user_name: "moi01", password: "Moi@12345", full_name: "Đỗ Gia Bảo", branchs: "CN01" }),
    );
    expect(await commandsOf("moi01", "Moi@12345")).toEqual([]);
  });

  it("refuses a caller who is not signed in", async () => {
    expect((await call(t.app, { method: "GET", url: "/api/system/command" })).statusCode).toBe(401);
  });
});
