import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { salesTenant } from "../../../../../../test/fixtures/sales-tenant.js";
import { addDays, vietnamToday } from "../../../platform/db/vietnam-days.js";

/*
 * Golden hours lower the price in force at the counter, in their window of Vietnam's wall clock, only with
 * sale_golden_hour on. The windows are set around the time the test runs (a window may run past midnight), so that
 * "now" is inside one and outside the other whenever it runs.
 */
let t: TestApp;
let s: Awaited<ReturnType<typeof salesTenant>>;
const TODAY = vietnamToday();
const GOLDEN = "sales/golden-hours";

/** Vietnam's wall clock `minutes` from now, HH:mm. */
function clockIn(minutes: number): string {
  const local = new Date(Date.now() + 7 * 3_600_000 + minutes * 60_000);
  return local.toISOString().slice(11, 16);
}

const setGolden = (on: boolean) => s.admin("PUT", "system/configs/sale_golden_hour", { value: on ? "1" : "0" });
const quote = (api: string, details: { ma_vt: string; so_luong: number }[], ngay_ct = TODAY) =>
  s.admin("POST", `${api}/quote`, { ngay_ct, ma_kho: "K01", status: "2", details, payments: [] });
const prices = async (api: string, details: { ma_vt: string; so_luong: number }[], ngay_ct = TODAY) => {
  const res = await quote(api, details, ngay_ct);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().details as { ma_vt: string; gia: number }[]).map((l) => l.gia);
};

beforeAll(async () => {
  t = await startTestApp();
  s = await salesTenant(t, "golden_hours", addDays(TODAY, -3));
  await s.sql(`INSERT INTO product_groups (ma_nhom, ten_nhom, created_by) VALUES ('TOC', 'Chăm sóc tóc', 'system')`);
  await s.sql(`UPDATE products SET ma_nhom = 'TOC' WHERE ma_vt = 'SP02'`);
  await s.sql(`UPDATE products SET gia_ban = 80000 WHERE ma_vt = 'SP02'`);
  const open = { tu_gio: clockIn(-60), den_gio: clockIn(60) };
  const rules = [
    // Shampoo SP01 (150,000): 20 % off now.
    { ma_gio_vang: "GV01", ten_gio_vang: "Dầu gội giờ trưa", pham_vi: "item", ma_vt: "SP01", ...open, gia_tri: 20 },
    // Every service: 150,000 now in CN01 only (the head massage lists at 200,000).
    {
      ma_gio_vang: "GV02",
      ten_gio_vang: "Dịch vụ giờ vàng",
      pham_vi: "services",
      kieu: "price",
      gia_tri: 150_000,
      ma_dvcs: "CN01",
      ...open,
    },
    // The group of SP02: half price, but only in two hours' time.
    {
      ma_gio_vang: "GV03",
      ten_gio_vang: "Nhóm tóc buổi tối",
      pham_vi: "group",
      ma_nhom: "TOC",
      tu_gio: clockIn(120),
      den_gio: clockIn(180),
      gia_tri: 50,
    },
  ];
  for (const rule of rules) {
    const res = await s.admin("POST", GOLDEN, rule);
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t.close());

describe("golden hours", () => {
  it("keep a rule whole: what it covers named, a percent at most 100, HH:mm hours, weekdays 2–8", async () => {
    const bad = await s.admin("POST", GOLDEN, {
      ma_gio_vang: "GV99",
      ten_gio_vang: "Sai",
      pham_vi: "item",
      tu_gio: "9:00",
      den_gio: "10:00",
      thu: "1,9",
      gia_tri: 120,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["thu", "tu_gio"]);
    const uncovered = await s.admin("POST", GOLDEN, {
      ma_gio_vang: "GV99",
      ten_gio_vang: "Sai",
      pham_vi: "group",
      tu_gio: "09:00",
      den_gio: "10:00",
      gia_tri: 120,
    });
    expect(uncovered.statusCode).toBe(422);
    expect(Object.keys(uncovered.json().errors).sort()).toEqual(["gia_tri", "ma_nhom"]);
  });

  it("change nothing while sale_golden_hour is off", async () => {
    await setGolden(false);
    expect(
      await prices("sales/retail-orders", [
        { ma_vt: "SP01", so_luong: 1 },
        { ma_vt: "DV01", so_luong: 1 },
      ]),
    ).toEqual([150_000, 200_000]);
    const open = await s.cashier("GET", `${GOLDEN}/open?ma_dvcs=CN01&ma_vt=SP01,DV01`);
    expect(open.json().items).toEqual([]);
  });

  it("price a retail bill and a service bill inside their window, not outside it, with the config on", async () => {
    await setGolden(true);
    try {
      const lines = [
        { ma_vt: "SP01", so_luong: 1 },
        { ma_vt: "DV01", so_luong: 1 },
        { ma_vt: "SP02", so_luong: 1 },
      ];
      // SP01 20 % off, DV01 at the fixed price, SP02's window is later: its price stays.
      expect(await prices("sales/retail-orders", lines)).toEqual([120_000, 150_000, 80_000]);
      expect(await prices("sales/services", [{ ma_vt: "DV01", so_luong: 2 }])).toEqual([150_000]);
      // The counter is told which of its items a golden hour prices now, and by which.
      const open = await s.cashier("GET", `${GOLDEN}/open?ma_dvcs=CN01&ma_vt=SP01,DV01,SP02`);
      expect(open.statusCode, open.body).toBe(200);
      expect(open.json().items).toEqual([
        { ma_vt: "SP01", gia: 120_000, ma_gio_vang: "GV01", ten_gio_vang: "Dầu gội giờ trưa" },
        { ma_vt: "DV01", gia: 150_000, ma_gio_vang: "GV02", ten_gio_vang: "Dịch vụ giờ vàng" },
      ]);
      expect((await s.cashier("GET", `${GOLDEN}/open?ma_dvcs=CN02&ma_vt=SP01`)).statusCode).toBe(403);
      // A bill of another day has no hour known: no golden price.
      expect(await prices("sales/retail-orders", lines, addDays(TODAY, -1))).toEqual([150_000, 200_000, 80_000]);
      // In CN02 the services' golden hour does not hold.
      const cn02 = await s.admin(
        "POST",
        "sales/retail-orders/quote",
        { ngay_ct: TODAY, ma_kho: "K03", status: "2", details: [{ ma_vt: "DV01", so_luong: 1 }], payments: [] },
        { "x-branches": "CN02" },
      );
      expect(cn02.statusCode, cn02.body).toBe(200);
      expect(cn02.json().details[0].gia).toBe(200_000);

      // A bill saved now posts at the golden price; a client sending the list price is refused (no manual prices).
      const sold = await s.admin("POST", "sales/retail-orders", {
        ngay_ct: TODAY,
        ma_kho: "K01",
        status: "2",
        details: [{ ma_vt: "SP01", so_luong: 2 }],
        payments: [{ ma_httt: "TM", tien: 264_000 }],
      });
      expect(sold.statusCode, sold.body).toBe(201);
      expect(sold.json()).toMatchObject({ tong_tien: 240_000, tong_thanh_toan: 264_000 });
      const listPrice = await quote("sales/retail-orders", [{ ma_vt: "SP01", so_luong: 1, gia: 150_000 } as never]);
      expect(listPrice.statusCode).toBe(422);
      expect(listPrice.json().errors["details.0.gia"]).toContain("120,000");

      // The window moved away: the price in force again.
      const rule = (await s.admin("GET", `${GOLDEN}?searchKey=GV01`)).json().items[0];
      await s.admin("PATCH", `${GOLDEN}/${rule.id}`, { tu_gio: clockIn(120), den_gio: clockIn(180) });
      expect(await prices("sales/retail-orders", [{ ma_vt: "SP01", so_luong: 1 }])).toEqual([150_000]);
    } finally {
      await setGolden(false);
    }
  });
});
