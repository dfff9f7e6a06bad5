import { call, type TestApp } from "../../../../../../test/api.js";
import { seedUser } from "../../../seed/base.js";
import { SALE_COMMANDS } from "../../../seed/demo.js";
import { provisionTenant } from "../../../seed/provision.js";
import { seedDemoCrm } from "../crm.demo.js";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const PASSWORD = "Khach@12345";

/**
 * A tenant of one's own with the demo's CRM (staff, 25 partners KH000001…KH000025 of which
 * KH000025's other phone is KH000001's phone, their tasks, calls, complaint and campaign), so
 * that tests may change partners and configs freely. Users besides the administrator (QL01,
 * both branches): sale01 (NV001, CN01, sees only NV001's partners) and sale02 (NV002, CN02,
 * sees only NV002's), with the demo salespeople's commands (no delete right).
 */
export async function partnerTenant(t: TestApp, code: string) {
  await provisionTenant(t.pool, {
    code,
    name: `Khách hàng ${code}`,
    branches: [
      { ma_dvcs: "CN01", ten_dvcs: "Chi nhánh Quận 1" },
      { ma_dvcs: "CN02", ten_dvcs: "Chi nhánh Hà Nội" },
    ],
    admin: { user_name: "admin", password: PASSWORD, full_name: "Phạm Quốc Anh", branchs: "CN01,CN02", saler: "QL01" },
    extra: async (db) => {
      await seedDemoCrm(db);
      for (const [user_name, full_name, saler, branch] of [
        ["sale01", "Nguyễn Thị Hồng Nhung", "NV001", "CN01"],
        ["sale02", "Trần Minh Khoa", "NV002", "CN02"],
      ] as const) {
        await seedUser(db, {
          user_name,
          password: PASSWORD,
          full_name,
          branchs: branch,
          saler,
          employee_yn: 1,
          employees: saler,
          commands: SALE_COMMANDS,
        });
      }
    },
  });

  async function signIn(user_name: string) {
    const res = await call(t.app, {
      method: "POST",
      url: "/api/auth/login",
      tenant: code,
      payload: { user_name, password: PASSWORD },
    });
    if (res.statusCode !== 200) throw new Error(`login ${user_name}: ${res.statusCode} ${res.body}`);
    return (res.json() as { access_token: string }).access_token;
  }

  /** Calls /api/{url} as that user, on the branches given (all the user's when none). */
  const as =
    (token: string) =>
    (method: Method, url: string, payload?: unknown, branches?: string, headers: Record<string, string> = {}) =>
      call(t.app, {
        method,
        url: `/api/${url}`,
        token,
        tenant: code,
        payload: payload as object,
        headers: { ...headers, ...(branches ? { "x-branches": branches } : {}) },
      });

  const admin = as(await signIn("admin"));
  const sale01 = as(await signIn("sale01"));
  const sale02 = as(await signIn("sale02"));

  /** Rows of the tenant's schema, read directly. */
  async function rows<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
    const client = await t.pool.connect();
    try {
      await client.query(`SET search_path TO t_${code}, public`);
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.query("RESET search_path");
      client.release();
    }
  }

  /** A config switch, set through the API as the administrator. */
  async function setConfig(name: string, value: "t" | "f") {
    const res = await admin("PUT", `system/configs/${name}`, { value });
    if (res.statusCode !== 200) throw new Error(`config ${name}: ${res.statusCode} ${res.body}`);
  }

  const partnerId = async (ma_kh: string) =>
    (await rows<{ id: string }>("SELECT id FROM partners WHERE ma_kh = $1", [ma_kh]))[0]?.id ?? "";

  return { code, as, signIn, admin, sale01, sale02, rows, setConfig, partnerId };
}
