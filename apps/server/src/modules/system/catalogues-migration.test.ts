import { readdir, readFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { applyMigrations, type Migration } from "../../platform/db/migrate.js";
import { createPool, type Pool } from "../../platform/db/pool.js";

const DIR = resolve(import.meta.dirname, "../../../migrations/tenant");
const SCHEMA = "t_migration_0004";

/** The tenant migrations as the server reads them (see platform/db/migrate.ts). */
async function tenantMigrations(): Promise<Migration[]> {
  const files = (await readdir(DIR)).filter((f) => f.endsWith(".sql")).sort();
  return Promise.all(
    files.map(async (file) => ({
      version: file.replace(/\.sql$/, ""),
      statements: (await readFile(join(DIR, file), "utf8"))
        .replaceAll('"public".', "")
        .split("--> statement-breakpoint")
        .map((s) => s.trim())
        .filter(Boolean),
    })),
  );
}

let pool: Pool;
beforeAll(async () => {
  pool = createPool(inject("databaseUrl"), 2);
});
afterAll(async () => {
  await pool.query(`DROP SCHEMA IF EXISTS ${SCHEMA} CASCADE`);
  await pool.end();
});

describe("migration 0004 (system catalogues on the entity engine)", () => {
  it("keeps the rows a tenant already has, turns script lists into lines, and fills the search text", async () => {
    const all = await tenantMigrations();
    const at = all.findIndex((m) => m.version.startsWith("0004_"));
    await pool.query(`CREATE SCHEMA ${SCHEMA}`);
    await applyMigrations(pool, SCHEMA, all.slice(0, at));
    await pool.query(`
      INSERT INTO ${SCHEMA}.branches (ma_dvcs, ten_dvcs) VALUES ('CN01', 'Chi nhánh Quận 1');
      INSERT INTO ${SCHEMA}.commands (menu_id, title) VALUES ('spa', 'Dịch vụ spa');
      INSERT INTO ${SCHEMA}.dictionaries (ma_tudien, ten_tudien, "group") VALUES ('ZALO', 'Zalo', 'nguon_khach');
      INSERT INTO ${SCHEMA}.stt (ma_ct, status, ten_stt) VALUES ('HD1', '0', 'Lập chứng từ');
      INSERT INTO ${SCHEMA}.call_center_providers (code, name, libs, widget_libs) VALUES
        ('VOIP24', 'Tổng đài VoIP24', '["https://voip24.vn/jssip.js", "https://voip24.vn/agent.js"]', '[]'),
        ('DEMO', 'Tổng đài demo', DEFAULT, DEFAULT);`);

    await applyMigrations(pool, SCHEMA, all.slice(at));

    const providers = await pool.query(
      `SELECT code, libs, widget_libs FROM ${SCHEMA}.call_center_providers ORDER BY code`,
    );
    expect(providers.rows).toEqual([
      { code: "DEMO", libs: null, widget_libs: null },
      { code: "VOIP24", libs: "https://voip24.vn/jssip.js\nhttps://voip24.vn/agent.js", widget_libs: null },
    ]);
    const branch = await pool.query(`SELECT ma_dvcs, search_text FROM ${SCHEMA}.branches`);
    expect(branch.rows).toEqual([{ ma_dvcs: "CN01", search_text: expect.stringMatching(/^cn01 chi nhanh quan 1 *$/) }]);
    const kept = await pool.query(
      `SELECT (SELECT count(*) FROM ${SCHEMA}.commands)::int AS commands,
              (SELECT count(*) FROM ${SCHEMA}.dictionaries)::int AS dictionaries,
              (SELECT count(*) FROM ${SCHEMA}.stt)::int AS stt`,
    );
    expect(kept.rows[0]).toEqual({ commands: 1, dictionaries: 1, stt: 1 });
    const helper = await pool.query("SELECT to_regprocedure($1) AS f", [`${SCHEMA}.sen_json_lines(jsonb)`]);
    expect(helper.rows[0].f).toBeNull();
  });

  it("still refuses a second row with the same code, now through unique indexes", async () => {
    await expect(
      pool.query(`INSERT INTO ${SCHEMA}.branches (ma_dvcs, ten_dvcs) VALUES ('CN01', 'Trùng')`),
    ).rejects.toThrow(/branches_ma_dvcs_unique/);
    await expect(
      pool.query(`INSERT INTO ${SCHEMA}.stt (ma_ct, status, ten_stt) VALUES ('HD1', '0', 'Trùng')`),
    ).rejects.toThrow(/stt_ma_ct_status_unique/);
  });
});
