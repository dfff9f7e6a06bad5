import { call, type TestApp } from "../../../../../test/api.js";
import { inTenant } from "../../platform/db/tenant-db.js";
import { seedUser } from "../../seed/base.js";
import { catalogueTenant } from "../system/catalogue.fixture.js";

/**
 * A tenant for the shop settings tests: the catalogue tenant's administrator (CN01, CN02) and
 * sale01 (no right here), a warehouse in each branch, and two more users of admin.settings:
 * `quanly` who may edit but works in CN01 only, `xem` who may only read.
 */
export async function shopTenant(t: TestApp, code: string) {
  const tenant = await catalogueTenant(t, code);
  for (const [ma_kho, ten_kho, ma_dvcs] of [
    ["KQ1", "Kho Quận 1", "CN01"],
    ["KQ1B", "Kho phụ Quận 1", "CN01"],
    ["KHN", "Kho Hà Nội", "CN02"],
  ]) {
    const res = await tenant.admin(
      "POST",
      "stock/warehouses",
      { ma_kho, ten_kho, ma_dvcs },
      { "x-branches": "CN01,CN02" },
    );
    if (res.statusCode !== 200 && res.statusCode !== 201) throw new Error(`warehouse ${ma_kho}: ${res.body}`);
  }
  await inTenant(t.pool, tenant.schema, async (db) => {
    await seedUser(db, {
      user_name: "quanly",
      password: "QuanLy@12345",
      full_name: "Trần Minh Quân",
      branchs: "CN01",
      commands: ["admin.settings"],
    });
    await seedUser(db, {
      user_name: "xem",
      password: "Xem@123456",
      full_name: "Lê Thị Xem",
      branchs: "CN01,CN02",
      commands: ["admin.settings"],
    });
  });
  await t.pool.query(
    `UPDATE ${tenant.schema}.user_rights SET r_add = false, r_edit = false
     WHERE user_id = (SELECT id FROM ${tenant.schema}.users WHERE user_name = 'xem')`,
  );
  const signIn = async (user_name: string, password: string) => {
    const res = await call(t.app, {
      method: "POST",
      url: "/api/auth/login",
      tenant: code,
      payload: { user_name, password },
    });
    return (res.json() as { access_token: string }).access_token;
  };
  const as =
    (token: string) =>
    (
      method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE",
      url: string,
      payload?: unknown,
      headers: Record<string, string> = {},
    ) =>
      call(t.app, { method, url: `/api/${url}`, token, tenant: code, payload: payload as object, headers });
  return {
    ...tenant,
    manager: as(await signIn("quanly", "QuanLy@12345")),
    viewer: as(await signIn("xem", "Xem@123456")),
  };
}
