import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp } from "../../../../../../test/api.js";
import { inTenant } from "../../../platform/db/tenant-db.js";
import { explodeSet } from "../product-sets/explode-set.js";
import { DEMO_GOODS, DEMO_SERVICES } from "../stock.demo.js";
import { consumptionFor } from "./consumption.js";
import { DEMO_PRICING } from "./demo-pricing.js";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = (await login(t.app, "admin", "Admin@123")).access_token;
});
afterAll(() => t.close());

const get = (url: string) =>
  call(t.app, { method: "GET", url: `/api/${url}`, token, headers: { "x-branches": "CN01" } });

describe("the demo's prices, hours, norms and set", () => {
  it("sells sunscreen at its December promotion in District 1 only", async () => {
    const promo = await get(`stock/rates/price?ma_vt=${DEMO_GOODS.kemChongNang}&ma_dvcs=CN01&ngay=2026-12-15`);
    expect(promo.json()).toMatchObject({ gia: 238_000, nguon: "branch_rate" });
    const hanoi = await get(`stock/rates/price?ma_vt=${DEMO_GOODS.kemChongNang}&ma_dvcs=CN02&ngay=2026-12-15`);
    expect(hanoi.json()).toMatchObject({ gia: 280_000, nguon: "list_price" });
    const box = await get(`stock/rates/price?ma_vt=${DEMO_GOODS.kemChongNang}&ma_dvcs=CN02&ngay=2026-12-15&ma_dvt=HOP`);
    expect(box.json()).toMatchObject({ gia: 2_500_000, nguon: "common_rate" });
  });

  it("washes hair at the golden hour on weekday mornings only", async () => {
    const at = (moment: string) =>
      get(`stock/product-hours/check?ma_vt=${DEMO_PRICING.goldenWash}&ma_dvcs=CN01&at=${moment}%2B07:00`);
    expect((await at("2026-11-25T09:30:00")).json()).toEqual({ ok: true });
    expect((await at("2026-11-25T14:00:00")).json().ok).toBe(false);
  });

  it("has a home skin-care combo and what a facial uses", async () => {
    await inTenant(t.pool, "t_demo", async (db) => {
      expect((await explodeSet(db, DEMO_PRICING.combo, 2)).map((l) => [l.ma_vt, l.so_luong])).toEqual([
        [DEMO_GOODS.kemChongNang, 2],
        [DEMO_GOODS.suaRuaMat, 2],
        [DEMO_GOODS.serumC, 2],
      ]);
      const used = await consumptionFor(db, DEMO_SERVICES.daMat, 1);
      expect(used.find((l) => l.ma_vt === DEMO_GOODS.serumC)).toEqual({
        ma_vt: DEMO_GOODS.serumC,
        ma_dvt: "LO",
        so_luong: 0.66666,
      });
      expect(used.find((l) => l.ma_vt === DEMO_GOODS.toner)).toMatchObject({ ma_dvt: "CHAI", so_luong: 0.05 });
    });
  });
});
