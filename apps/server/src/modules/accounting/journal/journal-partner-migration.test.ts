import { describe, expect, it } from "vitest";
import { migrationStep } from "../../../../../../test/migration-step.js";

const step = migrationStep("0019");
const SCHEMA = step.schema;

describe("migration 0019 (a partner per side of a journal line)", () => {
  it("gives the lines posted before it their one partner on both sides", async () => {
    const pool = step.pool();
    await step.migrateBefore();
    await pool.query(`
      INSERT INTO ${SCHEMA}.journal_entries (stt_rec, ma_ct, so_ct, ngay_ct, ma_dvcs, line, tk_no, tk_co, tien, ma_kh)
      VALUES (gen_random_uuid(), 'PT1', 'PT26-00001', '2026-03-01', 'CN01', 1, '1111', '131', 100000, 'KH01'),
             (gen_random_uuid(), 'PC1', 'PC26-00001', '2026-03-02', 'CN01', 1, '642', '1111', 20000, NULL)`);

    await step.migrateRest();

    const { rows } = await pool.query(`SELECT so_ct, ma_kh, ma_kh_co FROM ${SCHEMA}.journal_entries ORDER BY so_ct`);
    expect(rows).toEqual([
      { so_ct: "PC26-00001", ma_kh: null, ma_kh_co: null },
      { so_ct: "PT26-00001", ma_kh: "KH01", ma_kh_co: "KH01" },
    ]);
  });
});
