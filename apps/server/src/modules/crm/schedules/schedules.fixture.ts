import { call, type TestApp } from "../../../../../../test/api.js";
import { seedUser } from "../../../seed/base.js";
import { SALE_COMMANDS } from "../../../seed/demo.js";
import { provisionTenant } from "../../../seed/provision.js";
import { seedDemoCrm } from "../crm.demo.js";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const PASSWORD = "Lich@12345";

/**
 * A tenant of one's own with the demo's CRM (staff, partners, their appointments around today),
 * branches CN01, CN02 and CN03, and these users besides the administrator (QL01):
 * - sale01: NV001, CN01, sees only NV001's rows, the demo salesperson's commands and tasks-search;
 * - lich01: TS01, CN01, unrestricted, only the appointment calendar (crm.task.calendar);
 * - moi01: no employee code, CN01, crm.tasks only.
 */
export async function scheduleTenant(t: TestApp, code: string) {
  await provisionTenant(t.pool, {
    code,
    name: `Lịch hẹn ${code}`,
    branches: [
      { ma_dvcs: "CN01", ten_dvcs: "Chi nhánh Quận 1" },
      { ma_dvcs: "CN02", ten_dvcs: "Chi nhánh Hà Nội" },
      { ma_dvcs: "CN03", ten_dvcs: "Chi nhánh Đà Nẵng" },
    ],
    admin: { user_name: "admin", password: PASSWORD, full_name: "Phạm Quốc Anh", saler: "QL01" },
    extra: async (db) => {
      await seedDemoCrm(db);
      await seedUser(db, {
        user_name: "sale01",
        password: PASSWORD,
        full_name: "Nguyễn Thị Hồng Nhung",
        branchs: "CN01",
        saler: "NV001",
        employee_yn: 1,
        employees: "NV001",
        commands: [...SALE_COMMANDS, "crm.tasks-search"],
      });
      await seedUser(db, {
        user_name: "lich01",
        password: PASSWORD,
        full_name: "Vũ Thị Lan",
        branchs: "CN01",
        saler: "TS01",
        commands: ["crm.task.calendar"],
      });
      await seedUser(db, {
        user_name: "moi01",
        password: PASSWORD,
        full_name: "Đỗ Gia Bảo",
        branchs: "CN01",
        commands: ["crm.tasks"],
      });
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

  /** Calls /api/{url} as that user with the branches given (all the user's when none). */
  const as =
    (token: string) =>
    (method: Method, url: string, payload?: unknown, branches?: string, headers: Record<string, string> = {}) =>
      call(t.app, {
        method,
        url: `/api/${url}`,
        token,
        tenant: code,
        payload: payload as object,
        headers: branches ? { ...headers, "x-branches": branches } : headers,
      });

  /** The audit rows of one record, oldest first. */
  async function auditOf(entity: string, recordId: string) {
    const { rows } = await t.pool.query(
      `SELECT action, user_name, old_values, new_values FROM t_${code}.audit_logs
       WHERE entity = $1 AND record_id = $2 ORDER BY id`,
      [entity, recordId],
    );
    return rows as { action: string; user_name: string; old_values: Row | null; new_values: Row | null }[];
  }

  return {
    admin: as(await signIn("admin")),
    sale: as(await signIn("sale01")),
    calendarOnly: as(await signIn("lich01")),
    noEmployee: as(await signIn("moi01")),
    auditOf,
  };
}

export type Row = Record<string, unknown>;
export type Caller = Awaited<ReturnType<typeof scheduleTenant>>["admin"];

/** An appointment body: in CN01 for KH000014 (NV001's partner, without demo appointments), one hour. */
export function appointment(title: string, start: string, more: Row = {}): Row {
  const end = new Date(new Date(start).getTime() + 3_600_000).toISOString();
  return { tieu_de: title, ma_loai: "TUVAN", ma_kh: "KH000014", bat_dau: start, ket_thuc: end, ...more };
}

/** Creates it and gives the row back; fails the test with the server's answer otherwise. */
export async function created(caller: Caller, api: string, body: Row, branches?: string): Promise<Row> {
  const res = await caller("POST", api, body, branches);
  if (res.statusCode !== 200) throw new Error(`POST ${api}: ${res.statusCode} ${res.body}`);
  return res.json() as Row;
}
