import { describe, expect, it } from "vitest";
import { migrationStep } from "../../../../../test/migration-step.js";

const step = migrationStep("0014");
const SCHEMA = step.schema;

describe("migration 0014 (stock ledger)", () => {
  it("gives a tenant that already had document types the transfer and opening-stock types, keeping its own names", async () => {
    const pool = step.pool();
    await step.migrateBefore();
    await pool.query(`
      INSERT INTO ${SCHEMA}.stt (ma_ct, status, ten_stt) VALUES ('PN1', '0', 'Lập chứng từ'), ('DC1', '0', 'Phiếu chuyển nháp');
      INSERT INTO ${SCHEMA}.voucher_infos (ma_ct, status, ten_ct, prefix) VALUES ('PN1', '0', 'Phiếu nhập kho', 'PN');`);

    await step.migrateRest();

    const stt = await pool.query(
      `SELECT ma_ct, status, ten_stt FROM ${SCHEMA}.stt WHERE ma_ct IN ('DC1', 'DK1') ORDER BY 1, 2`,
    );
    expect(stt.rows).toEqual([
      { ma_ct: "DC1", status: "0", ten_stt: "Phiếu chuyển nháp" },
      { ma_ct: "DC1", status: "2", ten_stt: "Đã ghi sổ" },
      { ma_ct: "DC1", status: "9", ten_stt: "Hủy" },
      { ma_ct: "DK1", status: "0", ten_stt: "Lập chứng từ" },
      { ma_ct: "DK1", status: "2", ten_stt: "Đã ghi sổ" },
      { ma_ct: "DK1", status: "9", ten_stt: "Hủy" },
    ]);
    const prefixes = await pool.query(
      `SELECT DISTINCT ma_ct, prefix FROM ${SCHEMA}.voucher_infos WHERE ma_ct IN ('DC1', 'DK1', 'PN1') ORDER BY 1`,
    );
    expect(prefixes.rows).toEqual([
      { ma_ct: "DC1", prefix: "DC" },
      { ma_ct: "DK1", prefix: "DK" },
      { ma_ct: "PN1", prefix: "PN" },
    ]);
  });
});
