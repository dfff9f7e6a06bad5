import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { servingTenant } from "../../../../../../test/fixtures/serving-tenant.js";

/*
 * The package configs a serving follows: sessions a package lacks (`sale_service_package_not_enough`, owed as money
 * with `sale_service_package_debt_money`), several packages on one serving (`_multiple`) and the main service
 * (`_require_main`), each on and off.
 */

let t: TestApp;
let s: Awaited<ReturnType<typeof servingTenant>>;

beforeAll(async () => {
  t = await startTestApp();
  s = await servingTenant(t, "serving_configs");
});
afterAll(() => t.close());

const CONFIGS = [
  "sale_service_package_not_enough",
  "sale_service_package_debt_money",
  "sale_service_package_multiple",
  "sale_service_package_require_main",
];
beforeEach(async () => {
  for (const name of CONFIGS) await s.setConfig(name, false);
});

/** A package of LT03 with all 3 sessions used: nothing left. */
async function emptyPackage(ma_kh = "KH0001") {
  const [id] = await s.sellPackages("LT03", 1, ma_kh);
  const used = await s.serve(ma_kh, [{ ma_vt: "LT03", so_luong: 3, stt_rec_goi: String(id) }]);
  expect(used.statusCode, used.body).toBe(201);
  expect(await s.sessionsLeft(String(id))).toBe(0);
  return String(id);
}

describe("sessions a package lacks", () => {
  it("are refused, saved or posted, while sale_service_package_not_enough is off", async () => {
    const id = await emptyPackage();
    for (const status of ["0", "2"]) {
      const res = await s.serve("KH0001", [{ ma_vt: "LT03", stt_rec_goi: id }], { status });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors["details.0.so_luong"]).toContain("Liệu trình chỉ còn 0 buổi");
    }
  });

  it("may be opened with not_enough alone, but posting refuses them until they may be owed", async () => {
    const id = await emptyPackage();
    await s.setConfig("sale_service_package_not_enough", true);
    const draft = await s.serve("KH0001", [{ ma_vt: "LT03", stt_rec_goi: id }], { status: "0" });
    expect(draft.statusCode, draft.body).toBe(201);
    const posted = await s.receptionist("PATCH", `sales/servings/${draft.json().stt_rec}`, { status: "2" });
    expect(posted.statusCode).toBe(422);
    expect(posted.json().errors["details.0.so_luong"]).toContain("Liệu trình chỉ còn 0 buổi");
    expect(await s.sessionsLeft(id)).toBe(0);
  });

  it("are owed as money with debt_money: Nợ 131 / Có revenue at the session price, the package never below zero", async () => {
    const [id] = await s.sellPackages("LT03", 1, "KH0002");
    const pkg = String(id);
    const two = await s.serve("KH0002", [{ ma_vt: "LT03", so_luong: 2, stt_rec_goi: pkg }]);
    expect(two.statusCode, two.body).toBe(201);
    await s.setConfig("sale_service_package_not_enough", true);
    await s.setConfig("sale_service_package_debt_money", true);
    // One session is left (333,333.34 of value), two are asked: one from the package, one owed at 333,333.33.
    const over = await s.serve("KH0002", [{ ma_vt: "LT03", so_luong: 2, stt_rec_goi: pkg }]);
    expect(over.statusCode, over.body).toBe(201);
    expect(over.json()).toMatchObject({ con_no: 333_333.33, tong_thanh_toan: 666_666.67 });
    expect(over.json().details[0]).toMatchObject({ so_buoi_no: 1, tien_no: 333_333.33, tien: 333_333.34 });
    expect(await s.journalOf(over.json().stt_rec)).toEqual(
      expect.arrayContaining([
        ["3387", "5113", 333_333.34],
        ["131", "5113", 333_333.33],
      ]),
    );
    expect(await s.sessionsLeft(pkg)).toBe(0);
    const entries = await s.sql(
      `SELECT ma_kh, tk_no FROM journal_entries WHERE stt_rec = '${over.json().stt_rec}' AND tk_no = '131'`,
    );
    expect(entries.rows).toEqual([{ ma_kh: "KH0002", tk_no: "131" }]);
    const cancelled = await s.receptionist("PATCH", `sales/servings/${over.json().stt_rec}`, { status: "9" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await s.sessionsLeft(pkg)).toBe(1);
    await s.noDifferences();
  });
});

describe("several packages on one serving", () => {
  it("are refused unless sale_service_package_multiple; with it, each package gives its sessions", async () => {
    const [a, b] = await s.sellPackages("LT03", 2);
    const lines = [
      { ma_vt: "LT03", stt_rec_goi: String(a) },
      { ma_vt: "LT03", stt_rec_goi: String(b), ma_nv: "NV02" },
    ];
    const refused = await s.serve("KH0001", lines);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors["details.1.stt_rec_goi"]).toBe("Mỗi phiếu phục vụ chỉ được dùng một liệu trình");
    const sameTwice = await s.serve("KH0001", [lines[0] as (typeof lines)[0], lines[0] as (typeof lines)[0]]);
    expect(sameTwice.statusCode, sameTwice.body).toBe(201);
    await s.setConfig("sale_service_package_multiple", true);
    const both = await s.serve("KH0001", lines);
    expect(both.statusCode, both.body).toBe(201);
    expect([await s.sessionsLeft(String(a)), await s.sessionsLeft(String(b))]).toEqual([0, 2]);
  });
});

describe("the main service", () => {
  it("is required of a serving using a package only with sale_service_package_require_main", async () => {
    await s.sql("UPDATE products SET dv_chinh = false WHERE ma_vt = 'LT03'");
    const [massage] = await s.sellPackages("LT03", 1);
    const [skin] = await s.sellPackages("LT10", 1);
    const addOn = [{ ma_vt: "LT03", stt_rec_goi: String(massage) }];
    const free = await s.serve("KH0001", addOn);
    expect(free.statusCode, free.body).toBe(201);
    await s.setConfig("sale_service_package_require_main", true);
    const refused = await s.serve("KH0001", addOn);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.details).toBe("Phiếu phục vụ dùng liệu trình phải có dịch vụ chính");
    await s.setConfig("sale_service_package_multiple", true);
    const withMain = await s.serve("KH0001", [...addOn, { ma_vt: "LT10", stt_rec_goi: String(skin) }]);
    expect(withMain.statusCode, withMain.body).toBe(201);
  });
});
