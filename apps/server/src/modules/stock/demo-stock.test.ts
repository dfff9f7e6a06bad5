import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp } from "../../../../../test/api.js";
import { DEMO_WAREHOUSES } from "./ledger/demo-movements.js";
import { DEMO_GOODS } from "./stock.demo.js";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await login(t.app, "admin", "Admin@123")).access_token;
});
afterAll(() => t.close());

const get = (url: string) =>
  call(t.app, { method: "GET", url: `/api/${url}`, token: admin, headers: { "x-branches": "CN01,CN02" } });

interface Balance {
  ma_kho: string;
  ma_vt: string;
  so_luong: number;
  gia_tri: number;
}

const daysAgo = (days: number) => new Date(Date.now() + 7 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);

describe("the demo stock", () => {
  it("holds goods in every warehouse of both branches, each worth something", async () => {
    for (const ma_kho of Object.values(DEMO_WAREHOUSES)) {
      const res = await get(`stock/product-balances?ma_kho=${ma_kho}&pageSize=100`);
      expect(res.statusCode).toBe(200);
      const items = res.json().items as Balance[];
      expect(items.length, ma_kho).toBeGreaterThan(2);
      expect(
        items.every((b) => b.so_luong > 0 && b.gia_tri > 0),
        ma_kho,
      ).toBe(true);
    }
  });

  it("keeps cached balances equal to the ledger", async () => {
    const res = await get("stock/product-balances/check");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ items: [], total: 0 });
  });

  it("gives the shampoo's stock card a history: opening, two boxes in, a transfer out, a sale", async () => {
    const query = `ma_kho=${DEMO_WAREHOUSES.q1}&ma_vt=${DEMO_GOODS.dauGoi}&fromDate=${daysAgo(90)}&toDate=${daysAgo(0)}`;
    const res = await get(`stock/product-balances/card?${query}`);
    expect(res.statusCode).toBe(200);
    const card = res.json() as {
      dau_ky: number;
      rows: { ma_ct: string; nhap: number; xuat: number }[];
      cuoi_ky: number;
    };
    expect(card.dau_ky).toBe(0);
    expect(card.rows.map((r) => [r.ma_ct, r.nhap, r.xuat])).toEqual([
      ["DK1", 48, 0],
      ["PN1", 24, 0],
      ["DC1", 0, 12],
      ["PX1", 0, 5],
    ]);
    expect(card.cuoi_ky).toBe(55);

    const balance = await get(`stock/product-balances?ma_kho=${DEMO_WAREHOUSES.q1}&ma_vt=${DEMO_GOODS.dauGoi}`);
    const [item] = balance.json().items as Balance[];
    // 48 at 110,000 and 24 at 105,000 average 108,333.33; 17 went out at that average.
    expect(item?.so_luong).toBe(55);
    expect(item?.gia_tri).toBeCloseTo(5_958_333.33, 0);
  });

  it("moved the transfer into Hà Nội", async () => {
    const res = await get(`stock/product-balances?ma_kho=${DEMO_WAREHOUSES.hn}&ma_vt=${DEMO_GOODS.dauGoi}`);
    expect((res.json().items as Balance[])[0]?.so_luong).toBe(24 - 6 + 12);
  });
});
