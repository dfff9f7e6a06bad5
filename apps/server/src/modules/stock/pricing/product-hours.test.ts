import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { catalogueTenant } from "../../../../../../test/fixtures/catalogue-tenant.js";
import { spaCatalogue } from "./pricing.test-data.js";

let t: TestApp;
let k: Awaited<ReturnType<typeof catalogueTenant>>;
beforeAll(async () => {
  t = await startTestApp();
  k = await catalogueTenant(t, "gia_hours");
  await spaCatalogue(k);
});
afterAll(() => t.close());

/** Whether the service sells in the branch at that Vietnam wall-clock time. */
const check = async (ma_vt: string, at: string, ma_dvcs = "CN01") =>
  (await k.admin("GET", `stock/product-hours/check?ma_vt=${ma_vt}&ma_dvcs=${ma_dvcs}&at=${at}%2B07:00`)).json();

describe("product hours", () => {
  it("sells a service without windows at any time", async () => {
    expect(await check("DV_DAMAT", "2026-03-02T03:00:00")).toEqual({ ok: true });
  });

  it("sells a golden-hour service only inside its window, weekdays only", async () => {
    const res = await k.admin("POST", "stock/product-hours", {
      ma_vt: "DV_GOI",
      thu: "6, 2,3,4,5",
      tu_gio: "09:00",
      den_gio: "11:00",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().thu).toBe("2,3,4,5,6");
    // Monday 2 March 2026.
    expect(await check("DV_GOI", "2026-03-02T09:00:00")).toEqual({ ok: true });
    expect(await check("DV_GOI", "2026-03-02T10:59:00")).toEqual({ ok: true });
    expect(await check("DV_GOI", "2026-03-02T11:00:00")).toEqual({
      ok: false,
      reason: "Gội đầu dưỡng sinh giờ vàng chỉ bán trong khung giờ 09:00–11:00 (thứ 2,3,4,5,6)",
    });
    // Sunday 8 March.
    expect((await check("DV_GOI", "2026-03-08T10:00:00")).ok).toBe(false);
  });

  it("reads the moment on Vietnam's clock, whatever offset it is sent with", async () => {
    const utc = await k.admin("GET", "stock/product-hours/check?ma_vt=DV_GOI&ma_dvcs=CN01&at=2026-03-02T02:30:00Z");
    expect(utc.json()).toEqual({ ok: true });
  });

  it("runs a window that ends before it starts past midnight, on the day it started", async () => {
    const res = await k.admin("POST", "stock/product-hours", {
      ma_vt: "DV_DAMAT",
      ma_dvcs: "CN02",
      thu: "7",
      tu_gio: "22:00",
      den_gio: "02:00",
    });
    expect(res.statusCode, res.body).toBe(200);
    // Saturday 7 March 23:00, then the early hours of Sunday 8 March still belong to Saturday.
    expect((await check("DV_DAMAT", "2026-03-07T23:00:00", "CN02")).ok).toBe(true);
    expect((await check("DV_DAMAT", "2026-03-08T01:30:00", "CN02")).ok).toBe(true);
    expect((await check("DV_DAMAT", "2026-03-08T02:00:00", "CN02")).ok).toBe(false);
    // Friday night to Saturday morning is not Saturday's window.
    expect((await check("DV_DAMAT", "2026-03-07T01:00:00", "CN02")).ok).toBe(false);
    // The window is CN02's: CN01 has none and sells at any time.
    expect((await check("DV_DAMAT", "2026-03-07T01:00:00", "CN01")).ok).toBe(true);
  });

  it("refuses bad hours and weekdays, an empty window and goods", async () => {
    const bad = await k.admin("POST", "stock/product-hours", {
      ma_vt: "DV_GOI",
      thu: "1,9",
      tu_gio: "9h",
      den_gio: "24:00",
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      thu: "Các thứ là số 2–8 (8: Chủ nhật), cách nhau bởi dấu phẩy",
      tu_gio: "Từ giờ phải có dạng HH:mm (00:00–23:59)",
      den_gio: "Đến giờ phải có dạng HH:mm (00:00–23:59)",
    });
    const empty = await k.admin("POST", "stock/product-hours", { ma_vt: "DV_GOI", tu_gio: "09:00", den_gio: "09:00" });
    expect(empty.json().errors.den_gio).toBe("Đến giờ phải khác từ giờ");
    const goods = await k.admin("POST", "stock/product-hours", { ma_vt: "SERUM", tu_gio: "09:00", den_gio: "10:00" });
    expect(goods.json().errors.ma_vt).toBe("SERUM không phải dịch vụ");
  });
});
