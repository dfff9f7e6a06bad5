import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createPool, type Pool } from "../platform/db/pool.js";
import { provisionTenant } from "./provision.js";
import { refreshReferenceData } from "./reference.js";

let pool: Pool;
beforeAll(async () => {
  pool = createPool(inject("databaseUrl"), 2);
  // A tenant of its own: other test files read the demo tenant's configs at the same time.
  await provisionTenant(pool, {
    code: "reftest",
    name: "Reference test",
    branches: [{ ma_dvcs: "CN01", ten_dvcs: "Trụ sở chính" }],
    admin: { user_name: "admin", password: "Ref@12345", full_name: "Quản trị viên" },
  });
});
afterAll(() => pool.end());

describe("refreshReferenceData", () => {
  it("puts back a command and a config missing from an existing tenant, and keeps changed values", async () => {
    await pool.query("DELETE FROM t_reftest.commands WHERE menu_id = 'hr.shifts'");
    await pool.query("DELETE FROM t_reftest.configs WHERE name = 'sale_golden_hour'");
    await pool.query("UPDATE t_reftest.configs SET value = 't' WHERE name = 'sale_gift_package'");
    await refreshReferenceData(pool);
    const command = await pool.query("SELECT command FROM t_reftest.commands WHERE menu_id = 'hr.shifts'");
    expect(command.rows).toEqual([{ command: "/hr/shifts" }]);
    const configs = await pool.query(
      "SELECT name, value FROM t_reftest.configs WHERE name IN ('sale_golden_hour', 'sale_gift_package') ORDER BY name",
    );
    expect(configs.rows).toEqual([
      { name: "sale_gift_package", value: "t" },
      { name: "sale_golden_hour", value: "f" },
    ]);
  });
});
