import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { catalogueTenant } from "../../../../../../test/fixtures/catalogue-tenant.js";
import { spaCatalogue } from "./pricing.test-data.js";

let t: TestApp;
let k: Awaited<ReturnType<typeof catalogueTenant>>;
beforeAll(async () => {
  t = await startTestApp();
  k = await catalogueTenant(t, "gia_rates");
  await spaCatalogue(k);
});
afterAll(() => t.close());

const rate = (over: Record<string, unknown> = {}) => ({
  ma_vt: "SERUM",
  ma_dvt: "CHAI",
  ma_dvcs: "CN01",
  gia: 320_000,
  tu_ngay: "2026-01-01",
  den_ngay: "2026-01-31",
  ...over,
});
const price = (query: string) => k.admin("GET", `stock/rates/price?${query}`);

describe("rates", () => {
  it("refuses a period that overlaps another of the product, unit and branch, naming it", async () => {
    expect((await k.admin("POST", "stock/rates", rate())).statusCode).toBe(200);
    const res = await k.admin("POST", "stock/rates", rate({ tu_ngay: "2026-01-20", den_ngay: null }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.tu_ngay).toBe("Đã có giá cho SERUM (CHAI, chi nhánh CN01) từ 01/01/2026 đến 31/01/2026");
    // Another branch, the all-branches list and the next month are free.
    expect((await k.admin("POST", "stock/rates", rate({ ma_dvcs: "CN02" }))).statusCode).toBe(200);
    expect((await k.admin("POST", "stock/rates", rate({ ma_dvcs: null, gia: 340_000 }))).statusCode).toBe(200);
    const open = await k.admin("POST", "stock/rates", rate({ tu_ngay: "2026-02-01", den_ngay: null, gia: 330_000 }));
    expect(open.statusCode).toBe(200);
    const later = await k.admin("POST", "stock/rates", rate({ tu_ngay: "2027-01-01", den_ngay: null }));
    expect(later.json().errors.tu_ngay).toBe(
      "Đã có giá cho SERUM (CHAI, chi nhánh CN01) từ 01/02/2026 đến không thời hạn",
    );
  });

  it("lets one of two racing saves of overlapping periods through and refuses the other", async () => {
    const body = rate({ ma_vt: "KCN", ma_dvt: "TUYP", tu_ngay: "2026-03-01", den_ngay: "2026-03-31" });
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => k.admin("POST", "stock/rates", { ...body, gia: 200_000 + i })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422, 422, 422, 422, 422]);
  });

  it("is guarded by the database itself, whatever writes the rows", async () => {
    const insert = `INSERT INTO ${k.schema}.rates (ma_vt, ma_dvt, ma_dvcs, gia, tu_ngay, den_ngay)
      VALUES ('SRM', 'TUYP', NULL, 1000, $1, $2)`;
    await t.pool.query(insert, ["2026-05-01", null]);
    await expect(t.pool.query(insert, ["2027-05-01", "2027-06-01"])).rejects.toMatchObject({ code: "23P01" });
    await expect(t.pool.query(insert, ["2026-04-01", "2026-03-01"])).rejects.toMatchObject({ code: "23514" });
  });

  it("refuses an end before the start and a unit the product does not convert", async () => {
    const back = await k.admin("POST", "stock/rates", rate({ tu_ngay: "2028-02-01", den_ngay: "2028-01-01" }));
    expect(back.json().errors.den_ngay).toBe("Đến ngày phải sau hoặc bằng từ ngày");
    const unit = await k.admin("POST", "stock/rates", rate({ ma_dvt: "KG", tu_ngay: "2028-01-01" }));
    expect(unit.statusCode).toBe(422);
    expect(unit.json().errors.ma_dvt).toBe("Đơn vị tính KG không phải đơn vị cơ sở và chưa có quy đổi cho SERUM");
  });
});

describe("the price in force", () => {
  it("takes the branch's rate first, then the all-branches rate", async () => {
    expect((await price("ma_vt=SERUM&ma_dvcs=CN01&ngay=2026-01-15")).json()).toEqual({
      ma_vt: "SERUM",
      ma_dvt: "CHAI",
      gia: 320_000,
      nguon: "branch_rate",
      he_so: 1,
    });
    const common = await price("ma_vt=SERUM&ma_dvcs=CN03&ngay=2026-01-15");
    expect(common.json()).toMatchObject({ gia: 340_000, nguon: "common_rate" });
  });

  it("scales the base unit's rate by the factor, else the catalogue price", async () => {
    const box = await price("ma_vt=SERUM&ma_dvcs=CN01&ngay=2026-01-15&ma_dvt=HOP");
    expect(box.json()).toMatchObject({ ma_dvt: "HOP", gia: 3_200_000, nguon: "base_unit_rate", he_so: 10 });
    const before = await price("ma_vt=SERUM&ma_dvcs=CN01&ngay=2025-12-31&ma_dvt=HOP");
    expect(before.json()).toMatchObject({ gia: 3_500_000, nguon: "list_price" });
    const ml = await price("ma_vt=SERUM&ngay=2025-12-31&ma_dvt=ML");
    expect(ml.json()).toMatchObject({ gia: 11_666.55, nguon: "list_price" });
  });

  it("takes a rate of the unit asked before the base unit's", async () => {
    await k.admin("POST", "stock/rates", rate({ ma_dvt: "HOP", gia: 3_000_000, ma_dvcs: null, den_ngay: null }));
    const box = await price("ma_vt=SERUM&ma_dvcs=CN01&ngay=2026-01-15&ma_dvt=HOP");
    expect(box.json()).toMatchObject({ gia: 3_000_000, nguon: "common_rate" });
  });

  it("names the field of an unknown product or unit", async () => {
    const item = await price("ma_vt=NOPE&ngay=2026-01-15");
    expect(item.statusCode).toBe(422);
    expect(item.json().errors.ma_vt).toBe("Không tìm thấy hàng hóa/dịch vụ NOPE");
    const unit = await price("ma_vt=SERUM&ma_dvt=KG");
    expect(unit.json().errors.ma_dvt).toMatch(/KG/);
  });

  it("refuses a user who neither reads rates nor sells", async () => {
    expect((await k.sale("GET", "stock/rates/price?ma_vt=SERUM")).statusCode).toBe(403);
  });
});
