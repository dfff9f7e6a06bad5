import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { servingTenant } from "../../../../../../test/fixtures/serving-tenant.js";

/*
 * A serving consumes its services' norms from stock (`sale_service_comsume`): out of the branch's default warehouse
 * or the one named, at moving average cost, on the stock card and in the journal (Nợ 632 / Có 1561); refused when
 * stock would go below zero; given back by the cancel.
 */

let t: TestApp;
let s: Awaited<ReturnType<typeof servingTenant>>;

beforeAll(async () => {
  t = await startTestApp();
  s = await servingTenant(t, "serving_consumption");
  // One skin care session uses half a bottle of shampoo; a massage a tenth of a box of ten (a bottle) and a tube.
  for (const norm of [
    { ma_dv: "LT10", ma_vt: "SP01", ma_dvt: "CHAI", so_luong: 0.5 },
    { ma_dv: "LT03", ma_vt: "SP01", ma_dvt: "HOP", so_luong: 0.1 },
    { ma_dv: "LT03", ma_vt: "SP02", ma_dvt: "TUYP", so_luong: 1 },
  ]) {
    const res = await s.admin("POST", "stock/product-consumes", norm);
    expect(res.statusCode, res.body).toBe(200);
  }
  await s.sql("INSERT INTO shop_branch_warehouses (ma_dvcs, ma_kho) VALUES ('CN01', 'K01')");
  await s.setConfig("sale_service_comsume", true);
});
afterAll(() => t.close());

async function cardOf(ma_vt: string, ma_kho = "K01") {
  const res = await s.admin("GET", `stock/product-balances/card?ma_kho=${ma_kho}&ma_vt=${ma_vt}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    rows: {
      so_ct: string;
      ma_ct: string;
      dien_giai: string;
      xuat: number;
      nhap: number;
      gia_tri_xuat: number;
      gia_tri_nhap: number;
    }[];
    cuoi_ky: number;
    cuoi_ky_gia_tri: number;
  };
}

describe("products consumed by a serving", () => {
  it("leave the branch's default warehouse at average cost, on the stock card and the journal; the cancel puts them back", async () => {
    const [id] = await s.sellPackages("LT10");
    const served = await s.serve("KH0001", [{ so_luong: 2, stt_rec_goi: String(id) }]);
    expect(served.statusCode, served.body).toBe(201);
    const { so_ct, stt_rec, ma_kho } = served.json();
    expect(ma_kho).toBe("K01");
    const card = await cardOf("SP01");
    expect(card.rows.find((r) => r.so_ct === so_ct)).toMatchObject({
      ma_ct: "SD1",
      dien_giai: "Vật tư tiêu hao theo định mức",
      xuat: 1,
      gia_tri_xuat: 100_000,
    });
    expect(card.cuoi_ky).toBe(19);
    expect(await s.journalOf(stt_rec)).toEqual(
      expect.arrayContaining([
        ["3387", "5113", 200_000],
        ["632", "1561", 100_000],
      ]),
    );
    const cancelled = await s.receptionist("PATCH", `sales/servings/${stt_rec}`, { status: "9" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await cardOf("SP01");
    expect(after.cuoi_ky).toBe(20);
    expect(after.cuoi_ky_gia_tri).toBe(2_000_000);
    expect(after.rows.filter((r) => r.so_ct === so_ct).map((r) => [r.xuat, r.nhap])).toEqual([
      [1, 0],
      [0, 1],
    ]);
  });

  it("is refused, naming the product and what is left, when stock would go below zero; nothing is used", async () => {
    const [id] = await s.sellPackages("LT03");
    const refused = await s.serve("KH0001", [{ ma_vt: "LT03", stt_rec_goi: String(id) }]);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors["details.0.so_luong"]).toBe("Không đủ tồn kho: SP02 ở kho K01 còn 0, cần xuất 1");
    expect(await s.sessionsLeft(String(id))).toBe(3);
    expect((await cardOf("SP01")).cuoi_ky).toBe(20);
  });

  it("leaves from the warehouse the serving names, and not at all with the config off", async () => {
    const [id] = await s.sellPackages("LT10");
    const named = await s.serve("KH0001", [{ stt_rec_goi: String(id) }], { ma_kho: "K02" });
    expect(named.statusCode).toBe(422);
    expect(named.json().errors["details.0.so_luong"]).toContain("SP01 ở kho K02 còn 0");
    await s.setConfig("sale_service_comsume", false);
    try {
      const free = await s.serve("KH0001", [{ stt_rec_goi: String(id) }]);
      expect(free.statusCode, free.body).toBe(201);
      expect((await cardOf("SP01")).rows.some((r) => r.so_ct === free.json().so_ct)).toBe(false);
    } finally {
      await s.setConfig("sale_service_comsume", true);
    }
  });

  it("needs a warehouse when the branch has no default", async () => {
    await s.sql("DELETE FROM shop_branch_warehouses");
    try {
      const [id] = await s.sellPackages("LT10");
      const res = await s.serve("KH0001", [{ stt_rec_goi: String(id) }]);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.ma_kho).toContain("Chọn kho xuất vật tư tiêu hao");
    } finally {
      await s.sql("INSERT INTO shop_branch_warehouses (ma_dvcs, ma_kho) VALUES ('CN01', 'K01')");
    }
  });
});
