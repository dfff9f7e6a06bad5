import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { catalogueTenant } from "../../../../../../test/fixtures/catalogue-tenant.js";
import { inTenant } from "../../../platform/db/tenant-db.js";
import { spaCatalogue } from "./pricing.test-data.js";
import { toBaseQuantity, unitFactor } from "./unit-factor.js";

let t: TestApp;
let k: Awaited<ReturnType<typeof catalogueTenant>>;
beforeAll(async () => {
  t = await startTestApp();
  k = await catalogueTenant(t, "gia_units");
  await spaCatalogue(k);
});
afterAll(() => t.close());

describe("unit conversions", () => {
  it("refuses a factor of 0, the base unit and a second row of one unit", async () => {
    const zero = await k.admin("POST", "stock/conversion-units", { ma_vt: "KCN", ma_dvt: "HOP", he_so: 0 });
    expect(zero.json().errors.he_so).toBe("Hệ số quy đổi phải lớn hơn 0");
    const base = await k.admin("POST", "stock/conversion-units", { ma_vt: "KCN", ma_dvt: "TUYP", he_so: 2 });
    expect(base.json().errors.ma_dvt).toBe("TUYP là đơn vị tính cơ sở của KCN, không cần quy đổi");
    const twice = await k.admin("POST", "stock/conversion-units", { ma_vt: "SERUM", ma_dvt: "HOP", he_so: 12 });
    expect(twice.statusCode).toBe(422);
    const none = await k.admin("POST", "stock/conversion-units", { ma_vt: "NOPE", ma_dvt: "HOP", he_so: 2 });
    expect(none.json().errors.ma_vt).toBe("Hàng hóa không tồn tại");
  });

  it("takes a service too", async () => {
    const res = await k.admin("POST", "stock/conversion-units", { ma_vt: "DV_DAMAT", ma_dvt: "LT", he_so: 10 });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("turns a box of 10 into 10 pieces, and names the line of an unknown unit", async () => {
    await inTenant(t.pool, k.schema, async (db) => {
      expect(await unitFactor(db, "SERUM", "CHAI")).toBe(1);
      expect(await unitFactor(db, "SERUM", undefined)).toBe(1);
      expect(await toBaseQuantity(db, "SERUM", "HOP", 2.5)).toEqual({ ma_dvt: "CHAI", so_luong: 25, he_so: 10 });
      const fields = { ma_vt: "details.1.ma_vt", ma_dvt: "details.1.ma_dvt" };
      await expect(unitFactor(db, "SERUM", "KG", fields)).rejects.toMatchObject({
        statusCode: 422,
        fieldErrors: { "details.1.ma_dvt": expect.stringContaining("KG") },
      });
    });
  });
});
