import { isValidTaxCode } from "@sen/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login, startTestApp, type TestApp, wholeListOf } from "../../../../../../test/api.js";
import { catalogueTenant } from "../../../../../../test/fixtures/catalogue-tenant.js";

let t: TestApp;
let k: Awaited<ReturnType<typeof catalogueTenant>>;
beforeAll(async () => {
  t = await startTestApp();
  k = await catalogueTenant(t, "ncc_rules");
});
afterAll(() => t.close());

const supplier = (over: Record<string, unknown> = {}) => ({
  ma_ncc: "NCC01",
  ten_ncc: "Công ty TNHH Mỹ phẩm Hoàng Gia",
  ...over,
});

describe("suppliers", () => {
  it("keeps a supplier with a tax code whose check digit matches, payable account 331 by default", async () => {
    const res = await k.admin(
      "POST",
      "purchases/suppliers",
      supplier({ ma_so_thue: "0100109106", dien_thoai: "028 3822 1234", so_ngay_no: 30, han_muc_no: 50_000_000 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ma_ncc: "NCC01", ma_so_thue: "0100109106", tk_cn: "331", so_ngay_no: 30 });
    const branchUnit = await k.admin(
      "POST",
      "purchases/suppliers",
      supplier({ ma_ncc: "NCC02", ma_so_thue: "0312345673-001" }),
    );
    expect(branchUnit.statusCode, branchUnit.body).toBe(200);
  });

  it("refuses a tax code whose check digit does not match, or of the wrong shape, saying why", async () => {
    const wrongDigit = await k.admin(
      "POST",
      "purchases/suppliers",
      supplier({ ma_ncc: "NCC03", ma_so_thue: "0100109107" }),
    );
    expect(wrongDigit.statusCode).toBe(422);
    expect(wrongDigit.json().errors.ma_so_thue).toBe("Mã số thuế không đúng: chữ số kiểm tra (số thứ 10) không khớp");
    const shape = await k.admin("POST", "purchases/suppliers", supplier({ ma_ncc: "NCC03", ma_so_thue: "01001091" }));
    expect(shape.json().errors.ma_so_thue).toMatch(/^Mã số thuế gồm 10 chữ số/);
  });

  it("refuses a second supplier of one code, a negative credit limit and a bad email", async () => {
    const twice = await k.admin("POST", "purchases/suppliers", supplier({ ten_ncc: "Trùng mã" }));
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.ma_ncc).toBe("Mã nhà cung cấp đã tồn tại");
    const bad = await k.admin(
      "POST",
      "purchases/suppliers",
      supplier({ ma_ncc: "NCC04", han_muc_no: -1, email: "khong-phai-email" }),
    );
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["email", "han_muc_no"]);
  });

  it("finds a supplier by its name typed without diacritics, and by its tax code", async () => {
    const byName = await k.admin("GET", "purchases/suppliers?searchKey=my%20pham%20hoang");
    expect(byName.json().items.map((s: { ma_ncc: string }) => s.ma_ncc)).toContain("NCC01");
    const byTax = await k.admin("GET", "purchases/suppliers?searchKey=0100109106");
    expect(byTax.json().items.map((s: { ma_ncc: string }) => s.ma_ncc)).toEqual(["NCC01"]);
  });

  it("exports the list as a workbook and lets no one without the right see it", async () => {
    const sheet = await k.admin("GET", "purchases/suppliers/export");
    expect(sheet.statusCode).toBe(200);
    expect(sheet.headers["content-type"]).toContain("spreadsheetml");
    const refused = await k.sale("GET", "purchases/suppliers");
    expect(refused.statusCode).toBe(403);
  });
});

describe("the demo's suppliers", () => {
  it("lists the cosmetics distributors, each tax code given passing its check digit", async () => {
    const admin = (await login(t.app, "admin", "Admin@123")).access_token;
    const list = await wholeListOf<{ ten_ncc: string; ma_so_thue: string | null }>(
      t.app,
      "/api/purchases/suppliers/lookup",
      admin,
    );
    expect(list.map((s) => s.ten_ncc)).toContain("Công ty TNHH Mỹ phẩm Hoàng Gia");
    const taxCodes = list.flatMap((s) => (s.ma_so_thue ? [s.ma_so_thue] : []));
    expect(taxCodes.length).toBeGreaterThanOrEqual(3);
    expect(taxCodes.filter((code) => !isValidTaxCode(code))).toEqual([]);
  });
});
