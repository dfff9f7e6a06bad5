import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../test/api.js";
import { ADMIN, SALE, staffTenant } from "../../../../../test/fixtures/staff-tenant.js";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof staffTenant>>;
let admin: string;
let saleId: string;

beforeAll(async () => {
  t = await startTestApp();
  tenant = await staffTenant(t, "rights_api");
  admin = (await tenant.signIn(ADMIN)).access_token;
  const { rows } = await t.pool.query(`SELECT id FROM ${tenant.schema}.users WHERE user_name = 'sale01'`);
  saleId = rows[0].id;
});
afterAll(() => t.close());

type RightRow = { menu_id: string; title: string; [flag: string]: unknown };

const rightsOf = async (id = saleId) => {
  const res = await tenant.send({ method: "GET", url: `/api/system/users/${id}/rights`, token: admin });
  expect(res.statusCode).toBe(200);
  return res.json() as { items: RightRow[]; total: number };
};
const putRights = (rows: unknown, token = admin, id = saleId) =>
  tenant.send({ method: "PUT", url: `/api/system/users/${id}/rights`, payload: rows as object, token });
const units = (token: string, method: "GET" | "POST" = "GET") =>
  tenant.send({ method, url: "/api/stock/units", token, payload: method === "POST" ? {} : undefined });

const PARTNERS = { menu_id: "crm.partners", r_access: true, r_read: true, r_add: true, r_edit: true, r_print: true };

describe("GET system/users/{id}/rights", () => {
  it("lists every menu command with the six rights the user holds", async () => {
    const { items, total } = await rightsOf();
    expect(total).toBe(items.length);
    const { rows } = await t.pool.query(`SELECT count(*)::int AS n FROM ${tenant.schema}.commands`);
    expect(total).toBe(rows[0].n);
    expect(items.find((r) => r.menu_id === "crm.partners")).toMatchObject({
      title: "Danh sách khách hàng",
      r_access: true,
      r_read: true,
      r_add: true,
      r_edit: true,
      r_del: false,
      r_print: true,
    });
    const units = items.find((r) => r.menu_id === "stock.units");
    expect(units).toMatchObject({ r_access: false, r_read: false, r_edit: false, r_del: false });
  });
});

describe("PUT system/users/{id}/rights", () => {
  it("takes effect at the user's very next call, with the same access token", async () => {
    const sale = (await tenant.signIn(SALE)).access_token;
    expect((await units(sale)).statusCode).toBe(403);
    const res = await putRights([PARTNERS, { menu_id: "stock.units", r_access: true, r_read: true }]);
    expect(res.statusCode).toBe(200);
    expect(res.json().items.find((r: RightRow) => r.menu_id === "stock.units")).toMatchObject({ r_read: true });
    expect((await units(sale)).statusCode).toBe(200);
    // Read was granted, not add.
    expect((await units(sale, "POST")).statusCode).toBe(403);
  });

  it("lets edit imply read", async () => {
    const sale = (await tenant.signIn(SALE)).access_token;
    await putRights([PARTNERS, { menu_id: "stock.units", r_edit: true }]);
    expect((await units(sale)).statusCode).toBe(200);
  });

  it("replaces the whole set: what is left out is taken away, empty rows are not kept", async () => {
    const sale = (await tenant.signIn(SALE)).access_token;
    await putRights([{ menu_id: "stock.units", r_read: true }, { menu_id: "stock.warehouses" }]);
    const info = await tenant.send({ method: "POST", url: "/api/auth/user-info", token: sale });
    expect(info.json().r_read).toEqual(["stock.units"]);
    const { rows } = await t.pool.query(`SELECT menu_id FROM ${tenant.schema}.user_rights WHERE user_id = $1`, [
      saleId,
    ]);
    expect(rows.map((r) => r.menu_id)).toEqual(["stock.units"]);
  });

  it("refuses an unknown or repeated command, and changes nothing then", async () => {
    await putRights([PARTNERS]);
    const res = await putRights([
      { menu_id: "stock.units", r_read: true },
      { menu_id: "khong.ton.tai", r_read: true },
      { menu_id: "stock.units", r_add: true },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "1.menu_id": "Chức năng khong.ton.tai không tồn tại",
      "2.menu_id": "Chức năng stock.units bị lặp",
    });
    const held = (await rightsOf()).items.filter((r) => r.r_read).map((r) => r.menu_id);
    expect(held).toEqual(["crm.partners"]);
    expect((await putRights({ menu_id: "crm.partners" })).statusCode).toBe(422);
  });

  it("writes old and new rights to the audit log", async () => {
    await putRights([PARTNERS]);
    await putRights([{ ...PARTNERS, r_del: true }]);
    const { rows } = await t.pool.query(
      `SELECT user_name, old_values, new_values FROM ${tenant.schema}.audit_logs
       WHERE entity = 'user_rights' AND record_id = $1 ORDER BY id DESC LIMIT 1`,
      [saleId],
    );
    expect(rows[0].user_name).toBe("admin");
    expect(rows[0].old_values.rights[0]).toMatchObject({ menu_id: "crm.partners", r_del: false });
    expect(rows[0].new_values).toMatchObject({
      user_name: "sale01",
      rights: [{ menu_id: "crm.partners", r_del: true }],
    });
  });

  it("is refused without the system.users edit right", async () => {
    const sale = (await tenant.signIn(SALE)).access_token;
    expect((await putRights([PARTNERS], sale)).statusCode).toBe(403);
    const get = await tenant.send({ method: "GET", url: `/api/system/users/${saleId}/rights`, token: sale });
    expect(get.statusCode).toBe(403);
  });
});

describe("a user manager who is no administrator", () => {
  it("cannot change their own rights nor grant a right they do not hold", async () => {
    await putRights([
      PARTNERS,
      { menu_id: "system.users", r_access: true, r_read: true, r_edit: true },
      { menu_id: "stock.units", r_read: true },
    ]);
    const manager = (await tenant.signIn(SALE)).access_token;
    const own = await putRights([{ menu_id: "system.users", r_del: true }], manager);
    expect(own.statusCode).toBe(403);

    const created = await tenant.send({
      method: "POST",
      url: "/api/system/users",
      token: admin,
      payload: { user_name: "nv_moi", full_name: "Nhân viên mới", password: "NhanVien01" },
    });
    const other = created.json().id;
    expect((await putRights([{ menu_id: "stock.units", r_read: true }], manager, other)).statusCode).toBe(200);
    const beyond = await putRights([{ menu_id: "stock.units", r_read: true, r_del: true }], manager, other);
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().errors).toEqual({ "0.r_del": "Bạn không thể cấp quyền mà chính bạn không có" });
  });
});
