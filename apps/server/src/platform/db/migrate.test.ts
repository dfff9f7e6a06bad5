import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { applyMigrations, migrateAll } from "./migrate.js";
import { createPool, type Pool } from "./pool.js";

let pool: Pool;
beforeAll(() => {
  pool = createPool(inject("databaseUrl"), 3);
});
afterAll(() => pool.end());

const count = async () =>
  (await pool.query<{ n: number }>("SELECT count(*) AS n FROM platform.schema_migrations")).rows[0]?.n;

const exists = async (table: string) =>
  (await pool.query<{ t: string | null }>("SELECT to_regclass($1) AS t", [table])).rows[0]?.t !== null;

describe("migrations", () => {
  it("are a no-op when run again", async () => {
    const before = await count();
    await migrateAll(pool);
    expect(await count()).toBe(before);
  });

  it("give every registered tenant the tenant tables", async () => {
    expect(await exists("t_demo.users")).toBe(true);
    expect(await exists("t_demo.refresh_tokens")).toBe(true);
  });

  it("leave nothing behind when one fails part-way, and carry on when run again", async () => {
    await pool.query("CREATE SCHEMA IF NOT EXISTS t_crashtest");
    const broken = { version: "0001_rooms", statements: ["CREATE TABLE rooms (id int)", "SELECT 1 / 0"] };
    await expect(applyMigrations(pool, "t_crashtest", [broken])).rejects.toThrow(/division by zero/);
    expect(await exists("t_crashtest.rooms")).toBe(false);
    const fixed = { version: "0001_rooms", statements: ["CREATE TABLE rooms (id int)"] };
    expect(await applyMigrations(pool, "t_crashtest", [fixed])).toEqual(["0001_rooms"]);
    expect(await exists("t_crashtest.rooms")).toBe(true);
    expect(await applyMigrations(pool, "t_crashtest", [fixed])).toEqual([]);
  });
});
