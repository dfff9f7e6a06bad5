import { describe, expect, it } from "vitest";
import { migrationStep } from "../../../../../test/migration-step.js";

const step = migrationStep("0015");
const SCHEMA = step.schema;

describe("migration 0015 (purchasing)", () => {
  it("gives a tenant that already had document types the purchase order type, keeping a name it gave it", async () => {
    const pool = step.pool();
    await step.migrateBefore();
    await pool.query(`INSERT INTO ${SCHEMA}.stt (ma_ct, status, ten_stt) VALUES ('DH1', '0', 'Đơn nháp');`);

    await step.migrateRest();

    const stt = await pool.query(`SELECT status, ten_stt FROM ${SCHEMA}.stt WHERE ma_ct = 'DH1' ORDER BY 1`);
    expect(stt.rows).toEqual([
      { status: "0", ten_stt: "Đơn nháp" },
      { status: "1", ten_stt: "Chờ duyệt" },
      { status: "2", ten_stt: "Đã duyệt" },
      { status: "9", ten_stt: "Hủy" },
    ]);
    const infos = await pool.query(`SELECT DISTINCT prefix FROM ${SCHEMA}.voucher_infos WHERE ma_ct = 'DH1'`);
    expect(infos.rows).toEqual([{ prefix: "DH" }]);
  });
});
