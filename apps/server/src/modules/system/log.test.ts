import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../test/api.js";
import { ADMIN, SALE, staffTenant } from "../../../../../test/fixtures/staff-tenant.js";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof staffTenant>>;
let admin: string;

/** Rows at chosen instants around midnight in Vietnam (UTC+7). */
const SEEDED = [
  ["2024-03-01T16:59:59Z", "quynh", "update", "unit", "U-1"], // 23:59:59 on 1 March in Vietnam
  ["2024-03-01T17:00:00Z", "Quynh", "create", "warehouse", "W-1"], // 00:00 on 2 March
  ["2024-03-02T16:59:59Z", "khoa", "delete", "unit", "U-2"], // 23:59:59 on 2 March
  ["2024-03-02T17:00:00Z", "khoa", "update", "tax", "T-1"], // 00:00 on 3 March
] as const;

beforeAll(async () => {
  t = await startTestApp();
  tenant = await staffTenant(t, "logs_api");
  admin = (await tenant.signIn(ADMIN)).access_token;
  for (const [at, user, action, entity, record] of SEEDED) {
    await t.pool.query(
      `INSERT INTO ${tenant.schema}.audit_logs (at, user_name, action, entity, record_id, ip, old_values, new_values)
       VALUES ($1, $2, $3, $4, $5, '10.9.9.9', '{"ten": "cũ"}', '{"ten": "mới"}')`,
      [at, user, action, entity, record],
    );
  }
});
afterAll(() => t.close());

type Entry = { id: number; at: string; user_name: string; action: string; entity: string; record_id: string };

async function logs(query: string, token = admin) {
  const res = await tenant.send({ method: "GET", url: `/api/system/logs?${query}`, token });
  expect(res.statusCode).toBe(200);
  const body = res.json() as { items: Entry[]; total: number };
  const total = await tenant.send({ method: "GET", url: `/api/system/logs/total?${query}`, token });
  expect(total.json()).toEqual({ total: body.total });
  return body;
}

describe("GET system/logs", () => {
  it("lists newest first with who, what, when, where and the old and new values", async () => {
    const { items, total } = await logs("pageSize=100");
    expect(total).toBeGreaterThanOrEqual(SEEDED.length);
    const times = items.map((e) => new Date(e.at).getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(items.find((e) => e.record_id === "T-1")).toMatchObject({
      user_name: "khoa",
      action: "update",
      entity: "tax",
      ip: "10.9.9.9",
      old_values: { ten: "cũ" },
      new_values: { ten: "mới" },
    });
  });

  it("takes fromDate and toDate as days in Vietnam", async () => {
    const day2 = await logs("fromDate=2024-03-02&toDate=2024-03-02");
    expect(day2.items.map((e) => e.record_id)).toEqual(["U-2", "W-1"]);
    expect((await logs("toDate=2024-03-01")).items.map((e) => e.record_id)).toEqual(["U-1"]);
    const from3 = await logs("fromDate=2024-03-03&toDate=2024-03-03");
    expect(from3.items.map((e) => e.record_id)).toEqual(["T-1"]);
  });

  it("filters by entity, action, user (any case) and record, and searches them", async () => {
    const toDate = "toDate=2024-12-31";
    expect((await logs(`entity=unit&${toDate}`)).items.map((e) => e.record_id)).toEqual(["U-2", "U-1"]);
    expect((await logs(`action=update&${toDate}`)).items.map((e) => e.record_id)).toEqual(["T-1", "U-1"]);
    expect((await logs(`user_name=QUYNH&${toDate}`)).total).toBe(2);
    expect((await logs(`record_id=W-1`)).items.map((e) => e.entity)).toEqual(["warehouse"]);
    expect((await logs(`searchKey=warehouse&${toDate}`)).items.map((e) => e.record_id)).toEqual(["W-1"]);
    expect((await logs(`searchKey=KHOA&${toDate}`)).total).toBe(2);
    expect((await logs(`searchKey=%20&${toDate}`)).total).toBe(4);
  });

  it("pages with the spec's sizes and refuses others", async () => {
    const first = await logs("pageSize=10&pageIndex=1&toDate=2024-12-31");
    expect(first.items).toHaveLength(4);
    const second = await logs("pageSize=10&pageIndex=2&toDate=2024-12-31");
    expect(second.items).toHaveLength(0);
    expect(second.total).toBe(4);
    for (const bad of ["pageSize=15", "fromDate=01/03/2024", "pageIndex=0"]) {
      const res = await tenant.send({ method: "GET", url: `/api/system/logs?${bad}`, token: admin });
      expect(res.statusCode).toBe(400);
    }
  });

  it("shows a user's creation without the password or its hash", async () => {
    const res = await tenant.send({
      method: "POST",
      url: "/api/system/users",
      token: admin,
      payload: { user_name: "ghinhat", full_name: "Ghi Nhật Ký", password: "GhiNhat2025", agent_pass: "Tdai@123" },
    });
    const { items } = await logs(`entity=user&record_id=${res.json().id}`);
    expect(items).toHaveLength(1);
    expect(JSON.stringify(items)).not.toMatch(/GhiNhat2025|Tdai@123|argon2|password|agent_pass"/);
  });

  it("is refused without the system.logs command", async () => {
    const sale = (await tenant.signIn(SALE)).access_token;
    for (const url of ["/api/system/logs", "/api/system/logs/total"]) {
      expect((await tenant.send({ method: "GET", url, token: sale })).statusCode).toBe(403);
    }
  });
});

describe("nobody can change the audit log", () => {
  it("has no write route", async () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
      const res = await tenant.send({ method, url: "/api/system/logs", token: admin, payload: {} });
      expect(res.statusCode).toBe(404);
    }
  });

  it("refuses UPDATE, DELETE and TRUNCATE even in SQL", async () => {
    const table = `${tenant.schema}.audit_logs`;
    for (const statement of [`UPDATE ${table} SET user_name = 'x'`, `DELETE FROM ${table}`, `TRUNCATE ${table}`]) {
      await expect(t.pool.query(statement)).rejects.toThrow(/append-only/);
    }
  });
});
