import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { login, startTestApp, type TestApp } from "../../../../../test/api.js";
import { provisionTenant } from "../../seed/provision.js";
import { appRoleName } from "./app-role.js";
import { createPool, type Pool } from "./pool.js";

/** What the server can do on its own connection: an attacker holding it (an injection) can do no more. */
let app: Pool;
let owner: Pool;
beforeAll(() => {
  app = createPool(inject("appDatabaseUrl"), 2);
  owner = createPool(inject("databaseUrl"), 2);
});
afterAll(async () => {
  await app.end();
  await owner.end();
});

const refused = (statement: string) => expect(app.query(statement)).rejects.toMatchObject({ code: "42501" });

describe("the app role", () => {
  it("is the database's own login role, neither superuser nor able to make roles or databases", async () => {
    const database = new URL(inject("databaseUrl")).pathname.slice(1);
    const { rows } = await app.query(
      `SELECT current_user AS name, rolsuper, rolcreaterole, rolcreatedb, rolreplication, rolbypassrls
         FROM pg_roles WHERE rolname = current_user`,
    );
    expect(rows[0]).toEqual({
      name: appRoleName(database),
      rolsuper: false,
      rolcreaterole: false,
      rolcreatedb: false,
      rolreplication: false,
      rolbypassrls: false,
    });
  });

  it("owns no table, schema or function", async () => {
    const { rows } = await app.query(`SELECT
      (SELECT count(*) FROM pg_class WHERE relowner = r.oid) AS relations,
      (SELECT count(*) FROM pg_namespace WHERE nspowner = r.oid) AS schemas,
      (SELECT count(*) FROM pg_proc WHERE proowner = r.oid) AS functions
      FROM pg_roles r WHERE r.rolname = current_user`);
    expect(rows[0]).toEqual({ relations: 0, schemas: 0, functions: 0 });
  });

  it("may only read and add to the audit log", async () => {
    const before = await app.query("SELECT count(*) AS n FROM t_demo.audit_logs");
    await app.query(
      "INSERT INTO t_demo.audit_logs (user_name, action, entity) VALUES ('app-role-test', 'test', 'app-role')",
    );
    expect((await app.query("SELECT count(*) AS n FROM t_demo.audit_logs")).rows[0].n).toBe(before.rows[0].n + 1);
    const denied = /permission denied for table audit_logs/;
    await expect(app.query("UPDATE t_demo.audit_logs SET user_name = 'x'")).rejects.toThrow(denied);
    await expect(app.query("DELETE FROM t_demo.audit_logs")).rejects.toThrow(denied);
    await expect(app.query("TRUNCATE t_demo.audit_logs")).rejects.toThrow(denied);
  });

  it("can neither switch triggers off nor replay as a replica", async () => {
    await refused("SET session_replication_role = replica");
    await expect(app.query("ALTER TABLE t_demo.audit_logs DISABLE TRIGGER ALL")).rejects.toThrow(/must be owner/);
    await expect(app.query("ALTER TABLE t_demo.audit_logs DISABLE TRIGGER USER")).rejects.toThrow(/must be owner/);
  });

  it("creates nothing: no table in a tenant's schema, in public or in platform, no schema", async () => {
    await refused("CREATE TABLE t_demo.planted (id int)");
    await refused("CREATE TABLE public.planted (id int)");
    await refused("CREATE TABLE platform.planted (id int)");
    await refused("CREATE SCHEMA planted");
    await refused("CREATE FUNCTION t_demo.planted() RETURNS int LANGUAGE sql AS 'SELECT 1'");
  });

  it("reads no secret nor migration state, and only reads the tenant registry", async () => {
    await refused("SELECT * FROM platform.secrets");
    await refused("SELECT * FROM platform.schema_migrations");
    expect((await app.query("SELECT code FROM platform.tenants WHERE code = 'demo'")).rows).toEqual([{ code: "demo" }]);
    await refused("UPDATE platform.tenants SET status = false");
    await refused("INSERT INTO platform.tenants (code, name, schema_name) VALUES ('evil', 'x', 't_evil')");
    await refused("DELETE FROM platform.tenants");
  });

  it("reaches a tenant provisioned after it started (the CLI's), through the grants of its migration", async () => {
    await provisionTenant(owner, {
      code: "late_tenant",
      name: "Đến sau",
      branches: [{ ma_dvcs: "CN01", ten_dvcs: "Trụ sở chính" }],
      admin: { user_name: "admin", password: "Admin@12345", full_name: "Quản trị viên", branchs: "CN01" },
    });
    const { rows } = await app.query("SELECT user_name FROM t_late_tenant.users");
    expect(rows).toEqual([{ user_name: "admin" }]);
  });
});

describe("the server under test", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("works as the app role, its listener for session changes too", async () => {
    await login(t.app, "admin", "Admin@123");
    const role = (await t.appPool.query("SELECT current_user AS name")).rows[0].name;
    const listeners = async () =>
      (
        await owner.query(
          "SELECT usename FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'sen-auth-listener'",
        )
      ).rows;
    for (let tries = 0; tries < 50 && (await listeners()).length === 0; tries++) {
      await new Promise((done) => setTimeout(done, 50));
    }
    const found = await listeners();
    expect(found.length).toBeGreaterThan(0);
    for (const listener of found) expect(listener.usename).toBe(role);
  });
});
