import { call, type TestApp } from "../../../../../../test/api.js";
import { seedUser } from "../../../seed/base.js";
import { provisionTenant } from "../../../seed/provision.js";
import { seedDemoCrm } from "../crm.demo.js";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

const SALE_COMMANDS = [
  "crm.partners",
  "crm.call-logs",
  "crm.call-center.call-logs",
  "crm.tasks",
  "crm.campaigns",
  "crm.targets",
  "crm.broadcast",
];

/**
 * A tenant of one's own with the demo's CRM (staff, 25 partners, calls, tasks, a campaign,
 * targets), so that tests may change configs and rows freely: an administrator (CN01, CN02);
 * sale01 (NV001, branch CN01, sees only NV001's rows); ts01, a telesale agent (TS01, CN01,
 * sees only TS01's rows); noemp, a CN01 user with no employee code; reporter, who may read the
 * target report only; outsider, who may read partners only.
 */
export async function crmTenant(t: TestApp, code: string) {
  const schema = `t_${code}`;
  await provisionTenant(t.pool, {
    code,
    name: `Thử nghiệm ${code}`,
    branches: [
      { ma_dvcs: "CN01", ten_dvcs: "Chi nhánh Quận 1" },
      { ma_dvcs: "CN02", ten_dvcs: "Chi nhánh Hà Nội" },
    ],
    admin: { user_name: "admin", password: "Admin@12345", full_name: "Phạm Quốc Anh", branchs: "CN01,CN02" },
    extra: async (db) => {
      await seedDemoCrm(db);
      const restricted = (user_name: string, full_name: string, saler: string) =>
        seedUser(db, {
          user_name,
          password: "Sale@12345",
          full_name,
          branchs: "CN01",
          saler,
          employee_yn: 1,
          employees: saler,
          commands: SALE_COMMANDS,
        });
      await restricted("sale01", "Nguyễn Thị Hồng Nhung", "NV001");
      await restricted("ts01", "Vũ Thị Lan", "TS01");
      await seedUser(db, {
        user_name: "reporter",
        password: "Sale@12345",
        full_name: "Lê Văn Báo",
        branchs: "CN01",
        commands: ["crm.reports.target"],
      });
      await seedUser(db, {
        user_name: "outsider",
        password: "Sale@12345",
        full_name: "Trịnh Văn Ngoài",
        branchs: "CN01",
        commands: ["crm.partners"],
      });
      await seedUser(db, {
        user_name: "noemp",
        password: "Sale@12345",
        full_name: "Đỗ Gia Bảo",
        branchs: "CN01",
        commands: SALE_COMMANDS,
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

  /** Calls /api/{url} as that user, with the branches given (all the user's when none). */
  const as = (token: string) => (method: Method, url: string, payload?: unknown, branches?: string) =>
    call(t.app, {
      method,
      url: `/api/${url}`,
      token,
      tenant: code,
      payload: payload as object,
      headers: branches ? { "x-branches": branches } : {},
    });

  const admin = as(await signIn("admin", "Admin@12345"));

  /** Sets a config through the API, as an administrator would. */
  async function setConfig(name: string, value: string) {
    const res = await admin("PUT", `system/configs/${name}`, { value });
    if (res.statusCode !== 200) throw new Error(`config ${name}: ${res.statusCode} ${res.body}`);
  }

  /** Rows straight from the tenant's tables, to check what an answer claims. */
  async function rows<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
    const client = await t.pool.connect();
    try {
      await client.query(`SET search_path TO ${schema}, public`);
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.query("RESET search_path");
      client.release();
    }
  }

  return {
    code,
    admin,
    sale: as(await signIn("sale01", "Sale@12345")),
    agent: as(await signIn("ts01", "Sale@12345")),
    noEmployee: as(await signIn("noemp", "Sale@12345")),
    reporter: as(await signIn("reporter", "Sale@12345")),
    outsider: as(await signIn("outsider", "Sale@12345")),
    setConfig,
    rows,
  };
}
