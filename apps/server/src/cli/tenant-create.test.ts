import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPool, type Pool } from "../platform/db/pool.js";

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, "../../../..");
let pool: Pool;
beforeAll(() => {
  pool = createPool(inject("databaseUrl"), 2);
});
afterAll(() => pool.end());

const create = (...args: string[]) =>
  run("npx", ["tsx", "apps/server/src/cli/tenant-create.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: inject("databaseUrl") },
  });

describe("npm run tenant:create", () => {
  it("creates and seeds an empty tenant with its first administrator", async () => {
    const { stdout } = await create("lotus", "Lotus Clinic", "--password", "Lotus@2026");
    expect(stdout).toContain("Tenant 'lotus' (Lotus Clinic) created. First administrator: admin / Lotus@2026");
    const users = await pool.query("SELECT user_name, is_admin FROM t_lotus.users");
    expect(users.rows).toEqual([{ user_name: "admin", is_admin: true }]);
    const commands = await pool.query<{ n: number }>("SELECT count(*) AS n FROM t_lotus.commands");
    expect(commands.rows[0]?.n).toBeGreaterThan(100);
    const config = await pool.query("SELECT value FROM t_lotus.configs WHERE name = 'crm_partner_require_phone'");
    expect(config.rows[0]?.value).toBe("t");
    const again = await create("lotus", "Lotus Clinic");
    expect(again.stdout).toContain("already exists");
  }, 60_000);

  it("refuses a malformed code", async () => {
    await expect(create("Bad Code!", "X")).rejects.toMatchObject({ code: 1 });
  }, 60_000);
});
