import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../test/api.js";
import { ADMIN, SALE, staffTenant } from "../../../../../test/fixtures/staff-tenant.js";

/**
 * A server keeps the signed-in users it has checked; these are the ways a change still reaches
 * the very next request: a write of this server, and PostgreSQL's word for any other.
 */
let t: TestApp;
let tenant: Awaited<ReturnType<typeof staffTenant>>;

beforeAll(async () => {
  t = await startTestApp();
  tenant = await staffTenant(t, "session_cache");
});
afterAll(() => t.close());

const me = (token: string) => tenant.send({ method: "POST", url: "/api/auth/user-info", token });
const byHand = (statement: string) => t.pool.query(statement.replaceAll("$schema", tenant.schema));

/** The status of `me` once it is `wanted`, asking for up to five seconds (a NOTIFY arrives in moments). */
async function eventually(token: string, wanted: number): Promise<number> {
  const until = Date.now() + 5_000;
  for (;;) {
    const status = (await me(token)).statusCode;
    if (status === wanted || Date.now() > until) return status;
    await new Promise((done) => setTimeout(done, 50));
  }
}

const listeners = async () =>
  (
    await t.pool.query<{ pid: number }>(
      "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'sen-auth-listener'",
    )
  ).rows.map((r) => r.pid);

describe("signed-in users kept by the server", () => {
  it("a forced logout refuses the very next request of a session it has just served", async () => {
    const admin = await tenant.signIn(ADMIN);
    const sale = await tenant.signIn(SALE, "172.16.0.9");
    expect((await me(sale.access_token)).statusCode).toBe(200);
    const { rows } = await byHand("SELECT id FROM $schema.users WHERE user_name = 'sale01'");
    const out = await tenant.send({
      method: "PUT",
      url: `/api/system/users/${rows[0].id}/logout/172.16.0.9`,
      token: admin.access_token,
    });
    expect(out.statusCode).toBe(200);
    expect((await me(sale.access_token)).statusCode).toBe(401);
  });

  it("a user switched off in the database by hand is refused as soon as PostgreSQL says so", async () => {
    const sale = await tenant.signIn(SALE);
    expect((await me(sale.access_token)).statusCode).toBe(200);
    await byHand("UPDATE $schema.users SET status = false WHERE user_name = 'sale01'");
    try {
      expect(await eventually(sale.access_token, 401)).toBe(401);
    } finally {
      await byHand("UPDATE $schema.users SET status = true WHERE user_name = 'sale01'");
    }
  });

  it("listens again after losing its connection, and hears the changes made since", async () => {
    const sale = await tenant.signIn(SALE);
    expect((await me(sale.access_token)).statusCode).toBe(200);
    const before = await listeners();
    expect(before.length).toBeGreaterThan(0);
    await t.pool.query("SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid", [before]);
    await expect
      .poll(async () => (await listeners()).filter((pid) => !before.includes(pid)).length, { timeout: 5_000 })
      .toBeGreaterThan(0);
    expect((await me(sale.access_token)).statusCode).toBe(200);
    await byHand("UPDATE $schema.sessions SET ended_at = now() WHERE ended_at IS NULL");
    expect(await eventually(sale.access_token, 401)).toBe(401);
  });
});
