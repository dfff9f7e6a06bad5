import { describe, expect, it } from "vitest";
import { migrationStep } from "../../../../../test/migration-step.js";

const step = migrationStep("0004");
const SCHEMA = step.schema;

describe("migration 0004 (system catalogues on the entity engine)", () => {
  it("keeps the rows a tenant already has, turns script lists into lines, and fills the search text", async () => {
    const pool = step.pool();
    await step.migrateBefore();
    await pool.query(`
      INSERT INTO ${SCHEMA}.branches (ma_dvcs, ten_dvcs) VALUES ('CN01', 'Chi nhánh Quận 1');
      INSERT INTO ${SCHEMA}.commands (menu_id, title) VALUES ('spa', 'Dịch vụ spa');
      INSERT INTO ${SCHEMA}.dictionaries (ma_tudien, ten_tudien, "group") VALUES ('ZALO', 'Zalo', 'nguon_khach');
      INSERT INTO ${SCHEMA}.stt (ma_ct, status, ten_stt) VALUES ('HD1', '0', 'Lập chứng từ');
      INSERT INTO ${SCHEMA}.call_center_providers (code, name, libs, widget_libs) VALUES
        ('VOIP24', 'Tổng đài VoIP24', '["https://voip24.vn/jssip.js", "https://voip24.vn/agent.js"]', '[]'),
        ('DEMO', 'Tổng đài demo', DEFAULT, DEFAULT);`);

    await step.migrateRest();

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
              (SELECT count(*) FROM ${SCHEMA}.stt WHERE ma_ct = 'HD1')::int AS stt`,
    );
    expect(kept.rows[0]).toEqual({ commands: 1, dictionaries: 1, stt: 1 });
    const helper = await pool.query("SELECT to_regprocedure($1) AS f", [`${SCHEMA}.sen_json_lines(jsonb)`]);
    expect(helper.rows[0].f).toBeNull();
  });

  it("still refuses a second row with the same code, now through unique indexes", async () => {
    const pool = step.pool();
    await expect(
      pool.query(`INSERT INTO ${SCHEMA}.branches (ma_dvcs, ten_dvcs) VALUES ('CN01', 'Trùng')`),
    ).rejects.toThrow(/branches_ma_dvcs_unique/);
    await expect(
      pool.query(`INSERT INTO ${SCHEMA}.stt (ma_ct, status, ten_stt) VALUES ('HD1', '0', 'Trùng')`),
    ).rejects.toThrow(/stt_ma_ct_status_unique/);
  });
});
