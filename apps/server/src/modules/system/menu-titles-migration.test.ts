import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { applyMigrations, load } from "../../platform/db/migrate.js";
import { createPool, type Pool } from "../../platform/db/pool.js";

const SCHEMA = "t_migration_0009";

let pool: Pool;
beforeAll(async () => {
  pool = createPool(inject("databaseUrl"), 2);
});
afterAll(async () => {
  await pool.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
  await pool.end();
});

describe("migration 0009 (menu names a user can tell apart)", () => {
  it("renames the built-in titles a tenant still has, and keeps a title the tenant wrote", async () => {
    const all = await load("tenant");
    const at = all.findIndex((m) => m.version.startsWith("0009_"));
    await pool.query(`CREATE SCHEMA ${SCHEMA}`);
    await applyMigrations(pool, SCHEMA, all.slice(0, at));
    await pool.query(`
      INSERT INTO ${SCHEMA}.commands (menu_id, menu_id0, command, title, title_en) VALUES
        ('crm.partners', 'crm.g-partners', '/crm/partners', 'Khách hàng', 'Customers'),
        ('sales.customers', 'sales.g-customers', '/sales/customers', 'Khách của tiệm', 'Our customers'),
        ('client', NULL, NULL, 'Khách hàng', 'Client');`);

    await applyMigrations(pool, SCHEMA, all.slice(at));

    const { rows } = await pool.query(`SELECT menu_id, title, title_en FROM ${SCHEMA}.commands ORDER BY menu_id`);
    expect(rows).toEqual([
      { menu_id: "client", title: "Cổng khách hàng", title_en: "Customer portal" },
      { menu_id: "crm.partners", title: "Danh sách khách hàng", title_en: "Customer list" },
      { menu_id: "sales.customers", title: "Khách của tiệm", title_en: "Our customers" },
    ]);
  });
});
