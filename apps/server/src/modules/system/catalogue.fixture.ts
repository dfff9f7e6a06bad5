import { call, type TestApp } from "../../../../../test/api.js";
import { seedUser } from "../../seed/base.js";
import { provisionTenant } from "../../seed/provision.js";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * A tenant of one's own for tests that change catalogues, so that the demo's data stays as
 * other test files read it: an administrator (CN01, CN02) and sale01, a salesperson of CN01
 * with rights on crm.partners only.
 */
export async function catalogueTenant(t: TestApp, code: string) {
  await provisionTenant(t.pool, {
    code,
    name: `Thử nghiệm ${code}`,
    branches: [
      { ma_dvcs: "CN01", ten_dvcs: "Chi nhánh Quận 1", ten_dvcs_en: "District 1 branch" },
      { ma_dvcs: "CN02", ten_dvcs: "Chi nhánh Hà Nội", ten_dvcs_en: "Hà Nội branch" },
    ],
    admin: { user_name: "admin", password: "Admin@12345", full_name: "Phạm Quốc Anh", branchs: "CN01,CN02" },
    extra: async (db) => {
      await seedUser(db, {
        user_name: "sale01",
        password: "Sale@12345",
        full_name: "Nguyễn Thị Hồng Nhung",
        branchs: "CN01",
        commands: ["crm.partners"],
      });
    },
  });

  async function signIn(user_name: string, password: string) {
    const res = await call(t.app, {
      method: "POST",
      url: "/api/auth/login",
      tenant: code,
      payload: { user_name, password },
    });
    if (res.statusCode !== 200) throw new Error(`login ${user_name}: ${res.statusCode} ${res.body}`);
    return (res.json() as { access_token: string }).access_token;
  }

  const [adminToken, saleToken] = [await signIn("admin", "Admin@12345"), await signIn("sale01", "Sale@12345")];

  /** Calls /api/{url} as that user (branch CN01 selected unless told otherwise). */
  const as =
    (token: string) =>
    (method: Method, url: string, payload?: unknown, headers: Record<string, string> = { "x-branches": "CN01" }) =>
      call(t.app, { method, url: `/api/${url}`, token, tenant: code, payload: payload as object, headers });

  /** The audit rows of one record, oldest first. */
  async function auditOf(entity: string, recordId: string) {
    const { rows } = await t.pool.query(
      `SELECT action, user_name, old_values, new_values FROM t_${code}.audit_logs
       WHERE entity = $1 AND record_id = $2 ORDER BY id`,
      [entity, recordId],
    );
    return rows as {
      action: string;
      user_name: string;
      old_values: Record<string, unknown> | null;
      new_values: Record<string, unknown> | null;
    }[];
  }

  return { code, schema: `t_${code}`, admin: as(adminToken), sale: as(saleToken), auditOf };
}
