import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { call, startTestApp, type TestApp } from "../../../../test/api.js";
import { catalogueTenant } from "../../../../test/fixtures/catalogue-tenant.js";
import { createPool, type Pool } from "./db/pool.js";
import { inTenant } from "./db/tenant-db.js";

/** What the server wrote to its log, line by line. */
function capture() {
  const lines: string[] = [];
  return { lines, write: (chunk: string) => void lines.push(...chunk.split("\n").filter(Boolean)) };
}

/** A phone of ten digits no other test holds. */
const aPhone = () => `09${String(randomBytes(4).readUInt32BE() % 100_000_000).padStart(8, "0")}`;

let appPool: Pool;
beforeAll(() => {
  appPool = createPool(inject("appDatabaseUrl"), 2);
});
afterAll(() => appPool.end());

/** A real insert that fails on the phone's unique index, logged as a route would log any failure. */
const failingInsert = (schema: string, phone: string) => (app: FastifyInstance) => {
  app.post("/api/test/failing-insert", { config: { access: "public", tenant: false } }, async (request) => {
    try {
      await inTenant(appPool, schema, (db) =>
        db.execute(
          sql`INSERT INTO partners (ma_kh, ten_kh, ma_dvcs, phone) VALUES ('KHLOG2', 'Trùng số', 'CN01', ${phone})`,
        ),
      );
    } catch (error) {
      request.log.error({ err: error }, "insert failed");
      throw error;
    }
  });
};

/**
 * Every way a secret reaches the server, once: sign-ins, a refresh, an SSO link with both tokens,
 * a user created with a password and a call-center password, a password change and a reset, a
 * failing insert with a phone. Answers the secrets and the log.
 */
async function journey(env: Record<string, string>, code: string) {
  const log = capture();
  const phone = aPhone();
  const t: TestApp = await startTestApp(env, failingInsert(`t_${code}`, phone), { log });
  const tenant = await catalogueTenant(t, code);
  const password = `Pw${randomBytes(6).toString("hex")}1`;
  const agentPass = `agent-${randomBytes(6).toString("hex")}`;
  const userName = `log${randomBytes(3).toString("hex")}`;
  const created = await tenant.admin("POST", "system/users", {
    user_name: userName,
    full_name: "Nhật Ký",
    password,
    agent_id: "2001",
    agent_pass: agentPass,
    branchs: "CN01",
  });
  expect(created.statusCode, created.body).toBe(200);
  const signIn = await call(t.app, {
    method: "POST",
    url: "/api/auth/login",
    tenant: code,
    payload: { user_name: userName, password },
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  const tokens = signIn.json() as { access_token: string; refresh_token: string };
  const refreshed = await call(t.app, {
    method: "POST",
    url: "/api/auth/refresh-token",
    tenant: code,
    payload: tokens,
  });
  expect(refreshed.statusCode, refreshed.body).toBe(200);
  const fresh = refreshed.json() as { access_token: string; refresh_token: string };
  await call(t.app, {
    method: "GET",
    url: `/crm/partners?accessToken=${fresh.access_token}&refreshToken=${fresh.refresh_token}&pageIndex=2`,
    tenant: null,
  });
  const newPassword = `Nw${randomBytes(6).toString("hex")}2`;
  const changed = await call(t.app, {
    method: "PUT",
    url: "/api/user/password",
    tenant: code,
    token: fresh.access_token,
    payload: { current_password: password, new_password: newPassword },
  });
  expect(changed.statusCode, changed.body).toBe(200);
  const resetPassword = `Rs${randomBytes(6).toString("hex")}3`;
  const reset = await tenant.admin("PUT", `system/users/${created.json().id}/password`, { password: resetPassword });
  expect(reset.statusCode, reset.body).toBe(200);
  const partner = await tenant.admin("POST", "crm/partners", { ma_kh: "KHLOG1", ten_kh: "Khách nhật ký", phone });
  expect(partner.statusCode, partner.body).toBe(200);
  await tenant.admin("POST", "crm/partners", { ma_kh: "KHLOG3", ten_kh: "Trùng", phone });
  await tenant.admin("GET", `crm/partners/undefined/exists/phone/${phone}`);
  expect((await call(t.app, { method: "POST", url: "/api/test/failing-insert" })).statusCode).toBeGreaterThanOrEqual(
    400,
  );
  await t.close();
  const secrets = [
    tokens.access_token,
    tokens.refresh_token,
    fresh.access_token,
    fresh.refresh_token,
    password,
    newPassword,
    resetPassword,
    agentPass,
    "Admin@12345",
    phone,
  ];
  return { secrets, lines: log.lines, text: log.lines.join("\n") };
}

describe("the log", () => {
  it("holds no token, password or phone; one readable line per request", async () => {
    const { secrets, lines, text } = await journey({}, "log_text");
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).toMatch(/^\d\d:\d\d:\d\d INFO {2}POST \/api\/auth\/login 200 \d+ ms {2}\[[\w-]+\]$/m);
    expect(text).toMatch(/POST \/api\/auth\/refresh-token 200 \d+ ms/);
    expect(text).toContain("GET /crm/partners?accessToken=[redacted]&refreshToken=[redacted]&pageIndex=2 ");
    expect(text).toMatch(/PUT \/api\/user\/password 200 \d+ ms/);
    expect(text).toMatch(/PUT \/api\/system\/users\/[0-9a-f-]{36}\/password 200 \d+ ms/);
    expect(text).toContain("GET /api/crm/partners/undefined/exists/phone/[redacted] 200");
    // The failure is there, with the statement but without its values.
    expect(text).toContain("ERROR insert failed");
    expect(text).toContain("params: [redacted]");
    expect(lines.filter((l) => l.includes("POST /api/auth/login")).length).toBeGreaterThanOrEqual(3);
    expect(text).not.toContain("incoming request");
  }, 60_000);

  it("is JSON lines when LOG_FORMAT=json, at LOG_LEVEL", async () => {
    const { secrets, lines, text } = await journey({ LOG_FORMAT: "json" }, "log_json");
    for (const secret of secrets) expect(text).not.toContain(secret);
    const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requests = records.filter((r) => r.method);
    expect(requests.length).toBeGreaterThan(10);
    for (const r of requests) {
      expect(r).toMatchObject({ level: 30, reqId: expect.any(String), path: expect.any(String) });
      expect(r.status).toEqual(expect.any(Number));
      expect(r.ms).toEqual(expect.any(Number));
    }
    const failure = records.find((r) => r.msg === "insert failed") as { err: Record<string, unknown> };
    expect(failure.err).not.toHaveProperty("detail");
    expect(JSON.stringify(failure.err)).toContain("23505");

    const quiet = capture();
    const t = await startTestApp({ LOG_LEVEL: "warn" }, undefined, { log: quiet });
    await call(t.app, { method: "GET", url: "/api/health", tenant: null });
    await t.close();
    expect(quiet.lines).toEqual([]);
  }, 60_000);
});
