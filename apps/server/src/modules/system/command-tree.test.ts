import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../test/api.js";
import { catalogueTenant } from "../../../../../test/fixtures/catalogue-tenant.js";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof catalogueTenant>>;
beforeAll(async () => {
  t = await startTestApp();
  tenant = await catalogueTenant(t, "menu_test");
});
afterAll(() => t.close());

interface Command {
  id: string;
  menu_id: string;
  menu_id0: string | null;
  command: string | null;
  title: string;
  status: boolean;
}

const group = { menu_id: "spa", menu_id0: null, command: null, title: "Spa", title_en: "Spa", sort: 900 };
const page = {
  menu_id: "spa.lich-giuong",
  menu_id0: "spa",
  command: "/generic/lich-giuong",
  title: "Lịch giường",
  title_en: "Bed schedule",
  sort: 10,
  status: true,
};

async function commandNamed(menuId: string) {
  const all = (await tenant.admin("GET", "system/command?all=true")).json().items as Command[];
  return all.find((c) => c.menu_id === menuId);
}

async function rightsOn(menuId: string) {
  const { rows } = await t.pool.query("SELECT count(*)::int AS n FROM t_menu_test.user_rights WHERE menu_id = $1", [
    menuId,
  ]);
  return rows[0]?.n as number;
}

describe("editing the menu (system/command)", () => {
  it("adds a group and a page under it; the page shows in the menu and is audited", async () => {
    expect((await tenant.admin("POST", "system/command", group)).statusCode).toBe(200);
    const created = await tenant.admin("POST", "system/command", page);
    expect(created.statusCode, created.body).toBe(200);
    const menu = (await tenant.admin("GET", "system/command")).json().items as Command[];
    expect(menu.find((c) => c.menu_id === "spa.lich-giuong")).toMatchObject({ menu_id0: "spa", title: "Lịch giường" });
    expect(await tenant.auditOf("command", created.json().id)).toMatchObject([
      { action: "create", new_values: { menu_id: "spa.lich-giuong" } },
    ]);
  });

  it("refuses a parent that does not exist, a loop, and a bad code, with field messages", async () => {
    const orphan = await tenant.admin("POST", "system/command", { ...page, menu_id: "spa.x", menu_id0: "khong-co" });
    expect(orphan.statusCode).toBe(422);
    expect(orphan.json().errors).toEqual({ menu_id0: "Chức năng cha không tồn tại" });
    const spa = await commandNamed("spa");
    const loop = await tenant.admin("PATCH", `system/command/${spa?.id}`, { menu_id0: "spa.lich-giuong" });
    expect(loop.json().errors).toEqual({
      menu_id0: "Chức năng cha không được là chính nó hay một chức năng con của nó",
    });
    const self = await tenant.admin("PATCH", `system/command/${spa?.id}`, { menu_id0: "spa" });
    expect(self.json().errors).toEqual({ menu_id0: "Chức năng cha không được trùng với Mã chức năng" });
    const selfNew = await tenant.admin("POST", "system/command", { ...page, menu_id: "spa.y", menu_id0: "spa.y" });
    expect(selfNew.json().errors).toEqual({ menu_id0: "Chức năng cha không được trùng với Mã chức năng" });
    const bad = await tenant.admin("POST", "system/command", { ...page, menu_id: "Spa Mới" });
    expect(bad.json().errors).toEqual({ menu_id: "Mã chức năng chỉ gồm chữ thường, chữ số và các dấu . _ -" });
    const taken = await tenant.admin("POST", "system/command", { ...page, title: "Trùng" });
    expect(taken.json().errors).toEqual({ menu_id: "Mã chức năng đã tồn tại" });
  });

  it("carries the children and the rights along when a tenant's own command is renamed", async () => {
    await t.pool.query(
      `INSERT INTO t_menu_test.user_rights (user_id, menu_id, r_access, r_read)
       SELECT id, 'spa', true, true FROM t_menu_test.users WHERE user_name = 'sale01'`,
    );
    const spa = await commandNamed("spa");
    const res = await tenant.admin("PATCH", `system/command/${spa?.id}`, { menu_id: "spa-dich-vu" });
    expect(res.statusCode, res.body).toBe(200);
    expect((await commandNamed("spa.lich-giuong"))?.menu_id0).toBe("spa-dich-vu");
    expect(await rightsOn("spa-dich-vu")).toBe(1);
    expect(await rightsOn("spa")).toBe(0);
    const saleMenu = (await tenant.sale("GET", "system/command")).json().items as Command[];
    expect(saleMenu.map((c) => c.menu_id)).toContain("spa-dich-vu");
  });

  it("refuses renaming or deleting a built-in command, and lets it be switched off", async () => {
    const units = await commandNamed("stock.units");
    const renamed = await tenant.admin("PATCH", `system/command/${units?.id}`, { menu_id: "stock.dvt" });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().message).toBe(
      "stock.units là chức năng có sẵn của phần mềm, không thể xóa hay đổi mã; hãy chuyển sang ngừng sử dụng",
    );
    expect((await tenant.admin("DELETE", `system/command/${units?.id}`)).statusCode).toBe(409);
    const off = await tenant.admin("PATCH", `system/command/${units?.id}`, {
      status: false,
      title: "Đơn vị tính (cũ)",
    });
    expect(off.json()).toMatchObject({ status: false, title: "Đơn vị tính (cũ)" });
    const adminMenu = (await tenant.admin("GET", "system/command")).json().items as Command[];
    expect(adminMenu.map((c) => c.menu_id)).not.toContain("stock.units");
    expect((await commandNamed("stock.units"))?.status).toBe(false);
  });

  it("refuses deleting a command with children, then deletes the leaf and its rights", async () => {
    const spa = await commandNamed("spa-dich-vu");
    const parent = await tenant.admin("DELETE", `system/command/${spa?.id}`);
    expect(parent.statusCode).toBe(409);
    expect(parent.json().message).toBe("Không thể xóa chức năng spa-dich-vu: còn 1 chức năng con");
    const leaf = await commandNamed("spa.lich-giuong");
    expect((await tenant.admin("DELETE", `system/command/${leaf?.id}`)).statusCode).toBe(200);
    expect((await tenant.admin("DELETE", `system/command/${spa?.id}`)).statusCode).toBe(200);
    expect(await rightsOn("spa-dich-vu")).toBe(0);
    expect((await tenant.auditOf("command", spa?.id ?? "")).map((r) => r.action)).toEqual([
      "create",
      "update",
      "delete",
    ]);
  });

  it("is refused to a user without the settings command: writes and the editor's full list", async () => {
    expect((await tenant.sale("POST", "system/command", { ...page, menu_id: "spa.y" })).statusCode).toBe(403);
    expect((await tenant.sale("GET", "system/command?all=true")).statusCode).toBe(403);
    expect((await tenant.sale("GET", "system/command")).statusCode).toBe(200);
  });
});
