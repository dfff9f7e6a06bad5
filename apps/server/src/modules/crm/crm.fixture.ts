import { call, type TestApp } from "../../../../../test/api.js";
import { inTenant, type TenantDb } from "../../platform/db/tenant-db.js";
import { seedUser, type UserSeed } from "../../seed/base.js";
import { SALE_COMMANDS } from "../../seed/demo.js";
import { provisionTenant } from "../../seed/provision.js";
import { seedDemoCrm } from "./crm.demo.js";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type Row = Record<string, unknown>;
export type TenantUser = Omit<UserSeed, "password">;

/** Every user of a CRM test tenant signs in with it. */
const PASSWORD = "Crm@12345";

/** A salesperson's commands: the demo's, and the call center, campaigns, targets, broadcasts and appointment search. */
const SALES = [
  ...SALE_COMMANDS,
  "crm.call-center.call-logs",
  "crm.campaigns",
  "crm.targets",
  "crm.broadcast",
  "crm.tasks-search",
];

const restricted = (saler: string) => ({ saler, employee_yn: 1, employees: saler, commands: SALES });

/**
 * The users of every CRM test tenant besides the administrator (`admin`, employee QL01, every branch):
 * - sale01 (NV001, CN01) and sale02 (NV002, CN02), salespeople who see only their own employee's rows (spec 6);
 * - ts01, the telesale agent TS01 (CN01), likewise restricted, with the same commands;
 * - noemp, a CN01 user with no employee code, who may open appointments and call logs;
 * - readers of one command, in CN01: lich01 (TS01's user, unrestricted) the appointment calendar,
 *   reporter the target report, outsider the partners.
 * No one but the administrator may delete.
 */
const USERS: TenantUser[] = [
  { user_name: "sale01", full_name: "Nguyễn Thị Hồng Nhung", branchs: "CN01", ...restricted("NV001") },
  { user_name: "sale02", full_name: "Trần Minh Khoa", branchs: "CN02", ...restricted("NV002") },
  { user_name: "ts01", full_name: "Vũ Thị Lan", branchs: "CN01", ...restricted("TS01") },
  { user_name: "noemp", full_name: "Đỗ Gia Bảo", branchs: "CN01", commands: ["crm.tasks", "crm.call-logs"] },
  { user_name: "lich01", full_name: "Vũ Thị Lan", branchs: "CN01", saler: "TS01", commands: ["crm.task.calendar"] },
  { user_name: "reporter", full_name: "Lê Văn Báo", branchs: "CN01", commands: ["crm.reports.target"] },
  { user_name: "outsider", full_name: "Trịnh Văn Ngoài", branchs: "CN01", commands: ["crm.partners"] },
];

export interface CrmTenantOptions {
  /** The tenant's CRM rows: the demo's (staff, 25 partners, their tasks, calls, complaint, campaign, targets) unless told. */
  seed?: (db: TenantDb) => Promise<void>;
  /** Users a test needs besides the usual ones (same password). */
  users?: TenantUser[];
}

/**
 * A tenant of one's own, branches CN01, CN02 and CN03, so that a test file may change its rows and
 * configs freely: the demo's CRM (KH000001…KH000025; KH000025's other phone is KH000001's phone)
 * and the users above. Calls go through `send(user, …)`, which signs the user in the first time.
 */
export async function crmTenant(t: TestApp, code: string, options: CrmTenantOptions = {}) {
  const schema = `t_${code}`;
  await provisionTenant(t.pool, {
    code,
    name: `CRM ${code}`,
    branches: [
      { ma_dvcs: "CN01", ten_dvcs: "Chi nhánh Quận 1" },
      { ma_dvcs: "CN02", ten_dvcs: "Chi nhánh Hà Nội" },
      { ma_dvcs: "CN03", ten_dvcs: "Chi nhánh Đà Nẵng" },
    ],
    admin: {
      user_name: "admin",
      password: PASSWORD,
      full_name: "Phạm Quốc Anh",
      branchs: "CN01,CN02,CN03",
      saler: "QL01",
    },
    extra: async (db) => {
      await (options.seed ?? seedDemoCrm)(db);
      for (const user of [...USERS, ...(options.users ?? [])]) await seedUser(db, { ...user, password: PASSWORD });
    },
  });

  const tokens = new Map<string, Promise<string>>();
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
  function tokenOf(user_name: string) {
    let token = tokens.get(user_name);
    if (!token) {
      token = signIn(user_name);
      tokens.set(user_name, token);
    }
    return token;
  }

  /** Calls /api/{url} as that user, on the branches given (every branch the user may use when none). */
  async function send(
    user: string,
    method: Method,
    url: string,
    payload?: unknown,
    branches?: string,
    headers: Record<string, string> = {},
  ) {
    return call(t.app, {
      method,
      url: `/api/${url}`,
      token: await tokenOf(user),
      tenant: code,
      payload: payload as object,
      headers: branches ? { ...headers, "x-branches": branches } : headers,
    });
  }
  const as =
    (user: string) =>
    (method: Method, url: string, payload?: unknown, branches?: string, headers?: Record<string, string>) =>
      send(user, method, url, payload, branches, headers);
  const admin = as("admin");

  /** Rows straight from the tenant's tables, to check what an answer claims (or to set up a case). */
  async function rows<T = Row>(text: string, params: unknown[] = []): Promise<T[]> {
    return inTenant(t.pool, schema, async (db) => (await db.$client.query(text, params)).rows as T[]);
  }

  /** Sets a config through the API, as an administrator would. */
  async function setConfig(name: string, value: string) {
    const res = await admin("PUT", `system/configs/${name}`, { value });
    if (res.statusCode !== 200) throw new Error(`config ${name}: ${res.statusCode} ${res.body}`);
  }

  /** A partner's id by its code ("" when there is none). */
  const partnerId = async (ma_kh: string) =>
    (await rows<{ id: string }>("SELECT id FROM partners WHERE ma_kh = $1", [ma_kh]))[0]?.id ?? "";

  /** The audit rows of one record, oldest first. */
  const auditOf = (entity: string, recordId: string) =>
    rows<{ action: string; user_name: string; old_values: Row | null; new_values: Row | null }>(
      "SELECT action, user_name, old_values, new_values FROM audit_logs WHERE entity = $1 AND record_id = $2 ORDER BY id",
      [entity, recordId],
    );

  return {
    code,
    schema,
    send,
    as,
    admin,
    sale01: as("sale01"),
    sale02: as("sale02"),
    agent: as("ts01"),
    noEmployee: as("noemp"),
    calendarOnly: as("lich01"),
    reporter: as("reporter"),
    outsider: as("outsider"),
    rows,
    setConfig,
    partnerId,
    auditOf,
  };
}

export type CrmTenant = Awaited<ReturnType<typeof crmTenant>>;
export type Caller = CrmTenant["admin"];

/** Creates it and gives the row back; fails the test with the server's answer otherwise. */
export async function created(caller: Caller, api: string, body: Row, branches?: string): Promise<Row> {
  const res = await caller("POST", api, body, branches);
  if (res.statusCode !== 200) throw new Error(`POST ${api}: ${res.statusCode} ${res.body}`);
  return res.json() as Row;
}
