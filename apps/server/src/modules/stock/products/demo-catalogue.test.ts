import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp } from "../../../../../../test/api.js";
import { DEMO_BARCODES, DEMO_GOODS, DEMO_SERVICES } from "../stock.demo.js";
import { gtinLooksWrong } from "./barcode-codes.js";

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await login(t.app, "admin", "Admin@123")).access_token;
});
afterAll(() => t.close());

const get = (url: string) => call(t.app, { method: "GET", url: `/api/${url}`, token: admin });

describe("the demo catalogue", () => {
  it("sells goods with their group, price, VAT rate and barcodes", async () => {
    const res = await get("stock/products?pageSize=100");
    expect(res.statusCode).toBe(200);
    const items = res.json().items as Record<string, unknown>[];
    expect(items.length).toBeGreaterThanOrEqual(15);
    expect(items.find((p) => p.ma_vt === DEMO_GOODS.serumC)).toMatchObject({
      ten_vt: "Serum vitamin C 30ml",
      ma_nhom: "MYPHAM",
      gia_ban: 450_000,
      ma_thue: "T10",
      theo_doi_ton: true,
    });
    expect(items.every((p) => p.loai_vt === "VT")).toBe(true);
  });

  it("gives real-looking EAN-13 barcodes, a box's meaning the box", async () => {
    const all = Object.values(DEMO_BARCODES).flat();
    expect(all.every((code) => /^893\d{10}$/.test(code) && !gtinLooksWrong(code))).toBe(true);
    expect(new Set(all).size).toBe(all.length);
    const res = await get("stock/conversion-units?pageSize=100");
    const boxes = (res.json().items as { ma_vt: string }[]).filter((c) => c.ma_vt === DEMO_GOODS.suaRuaMat);
    expect(boxes).toEqual([expect.objectContaining({ ma_dvt: "HOP", he_so: 10 })]);
  });

  it("lists services with their duration, and a course of ten sessions", async () => {
    const res = await get("stock/services?pageSize=100");
    const items = res.json().items as Record<string, unknown>[];
    expect(items.length).toBeGreaterThanOrEqual(10);
    expect(items.find((s) => s.ma_vt === DEMO_SERVICES.goiDau)).toMatchObject({
      ten_vt: "Gội đầu dưỡng sinh",
      so_phut: 45,
    });
    expect(items.find((s) => s.ma_vt === DEMO_SERVICES.triMun10)).toMatchObject({ so_buoi: 10, ma_dvt: "LT" });
  });

  it("finds a product typed without diacritics", async () => {
    const res = await get(`stock/products?q=${encodeURIComponent("dau goi duong sinh")}`);
    expect((res.json().items as { ma_vt: string }[]).map((p) => p.ma_vt)).toContain(DEMO_GOODS.dauGoi);
  });
});
