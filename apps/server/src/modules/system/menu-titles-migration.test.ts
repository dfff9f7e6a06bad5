import { describe, expect, it } from "vitest";
import { migrationStep } from "../../../../../test/migration-step.js";

const step = migrationStep("0009");
const SCHEMA = step.schema;

describe("migration 0009 (menu names a user can tell apart)", () => {
  it("renames the built-in titles a tenant still has, and keeps a title the tenant wrote", async () => {
    const pool = step.pool();
    await step.migrateBefore();
    await pool.query(`
      INSERT INTO ${SCHEMA}.commands (menu_id, menu_id0, command, title, title_en) VALUES
        ('crm.partners', 'crm.g-partners', '/crm/partners', 'Khách hàng', 'Customers'),
        ('sales.customers', 'sales.g-customers', '/sales/customers', 'Khách của tiệm', 'Our customers'),
        ('client', NULL, NULL, 'Khách hàng', 'Client');`);

    await step.migrateRest();

    const { rows } = await pool.query(`SELECT menu_id, title, title_en FROM ${SCHEMA}.commands ORDER BY menu_id`);
    expect(rows).toEqual([
      { menu_id: "client", title: "Cổng khách hàng", title_en: "Customer portal" },
      { menu_id: "crm.partners", title: "Danh sách khách hàng", title_en: "Customer list" },
      { menu_id: "sales.customers", title: "Khách của tiệm", title_en: "Our customers" },
    ]);
  });
});
