import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { catalogueTenant } from "../../../../../../test/fixtures/catalogue-tenant.js";
import { inTenant } from "../../../platform/db/tenant-db.js";
import { consumptionFor } from "../pricing/consumption.js";
import { spaCatalogue } from "../pricing/pricing.test-data.js";
import { explodeSet } from "./explode-set.js";

let t: TestApp;
let k: Awaited<ReturnType<typeof catalogueTenant>>;
beforeAll(async () => {
  t = await startTestApp();
  k = await catalogueTenant(t, "gia_sets");
  await spaCatalogue(k);
});
afterAll(() => t.close());

const components = (ma_bo: string, details: object[]) =>
  k.admin("PUT", `stock/product-sets/components/${ma_bo}`, { details });

describe("product sets", () => {
  it("saves a set's components at once and stops keeping the set itself in stock", async () => {
    const res = await components("COMBO", [
      { ma_vt: "SRM", so_luong: 1 },
      { ma_vt: "SERUM", ma_dvt: "ML", so_luong: 30 },
      { ma_vt: "KCN", ma_dvt: "TUYP", so_luong: 2 },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ma_bo: "COMBO",
      ten_vt: "Combo chăm sóc da tại nhà",
      details: [
        { ma_vt: "KCN", ma_dvt: "TUYP", so_luong: 2 },
        { ma_vt: "SERUM", ma_dvt: "ML", so_luong: 30 },
        { ma_vt: "SRM", ma_dvt: "TUYP", so_luong: 1 },
      ],
    });
    const set = await k.admin("GET", "stock/products?q=COMBO");
    expect(set.json().items[0]).toMatchObject({ ma_vt: "COMBO", theo_doi_ton: false });
    const list = await k.admin("GET", "stock/product-sets?ma_bo=COMBO");
    expect(list.json().total).toBe(3);
  });

  it("explodes sets into their components in base units", async () => {
    await inTenant(t.pool, k.schema, async (db) => {
      expect(await explodeSet(db, "COMBO", 3)).toEqual([
        { ma_vt: "KCN", ma_dvt: "TUYP", so_luong: 6 },
        { ma_vt: "SERUM", ma_dvt: "CHAI", so_luong: 2.99997 },
        { ma_vt: "SRM", ma_dvt: "TUYP", so_luong: 3 },
      ]);
      expect(await explodeSet(db, "SRM", 1)).toEqual([]);
    });
  });

  it("refuses the set itself, a set, a service, a zero quantity and a line twice, naming the line", async () => {
    const self = await components("COMBO", [{ ma_vt: "COMBO", so_luong: 1 }]);
    expect(self.json().errors["details.0.ma_vt"]).toBe("Bộ không thể chứa chính nó");
    await k.admin("POST", "stock/products", { ma_vt: "COMBO2", ten_vt: "Combo quà tặng", ma_dvt: "BO" });
    const nested = await components("COMBO2", [
      { ma_vt: "SRM", so_luong: 1 },
      { ma_vt: "COMBO", so_luong: 1 },
    ]);
    expect(nested.json().errors["details.1.ma_vt"]).toBe("COMBO là một bộ: bộ không lồng nhau");
    const service = await components("COMBO2", [{ ma_vt: "DV_DAMAT", so_luong: 1 }]);
    expect(service.json().errors["details.0.ma_vt"]).toBe("DV_DAMAT không phải hàng hóa theo dõi tồn kho");
    const zero = await components("COMBO2", [{ ma_vt: "SRM", so_luong: 0 }]);
    expect(zero.json().errors["details.0.so_luong"]).toBe("Số lượng phải lớn hơn 0");
    const twice = await components("COMBO2", [
      { ma_vt: "SRM", so_luong: 1 },
      { ma_vt: "SRM", so_luong: 2 },
    ]);
    expect(twice.json().errors["details.1.ma_vt"]).toBe("SRM đã có ở dòng trên");
    const unit = await components("COMBO2", [{ ma_vt: "SRM", ma_dvt: "KG", so_luong: 1 }]);
    expect(unit.json().errors["details.0.ma_dvt"]).toMatch(/KG/);
    // A component of a set cannot become a set.
    const inner = await components("SRM", [{ ma_vt: "KCN", so_luong: 1 }]);
    expect(inner.json().errors.ma_bo).toBe("SRM là thành phần của bộ COMBO: bộ không lồng nhau");
  });

  it("takes no row one by one: a set's lines are saved together", async () => {
    const row = { ma_bo: "COMBO2", ma_vt: "KCN", ma_dvt: "TUYP", so_luong: 1 };
    expect((await k.admin("POST", "stock/product-sets", row)).statusCode).toBe(404);
  });
});

describe("consumption norms", () => {
  it("tells what turns of a service use up, in base units", async () => {
    const norm = await k.admin("POST", "stock/product-consumes", {
      ma_dv: "DV_DAMAT",
      ma_vt: "SERUM",
      ma_dvt: "ML",
      so_luong: 20,
    });
    expect(norm.statusCode, norm.body).toBe(200);
    await k.admin("POST", "stock/product-consumes", { ma_dv: "DV_DAMAT", ma_vt: "SRM", ma_dvt: "TUYP", so_luong: 0.1 });
    await inTenant(t.pool, k.schema, async (db) => {
      expect(await consumptionFor(db, "DV_DAMAT", 3)).toEqual([
        { ma_vt: "SERUM", ma_dvt: "CHAI", so_luong: 1.99998 },
        { ma_vt: "SRM", ma_dvt: "TUYP", so_luong: 0.3 },
      ]);
    });
  });

  it("refuses goods as the service, a service as the goods and a zero quantity", async () => {
    const res = await k.admin("POST", "stock/product-consumes", {
      ma_dv: "SERUM",
      ma_vt: "DV_GOI",
      ma_dvt: "LAN",
      so_luong: 0,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      ma_dv: "SERUM không phải dịch vụ",
      ma_vt: "DV_GOI không phải hàng hóa theo dõi tồn kho",
      so_luong: "Số lượng phải lớn hơn 0",
    });
  });
});
