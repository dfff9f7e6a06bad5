import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { catalogueTenant } from "../../../../../../test/fixtures/catalogue-tenant.js";

let t: TestApp;
let k: Awaited<ReturnType<typeof catalogueTenant>>;
beforeAll(async () => {
  t = await startTestApp();
  k = await catalogueTenant(t, "kho_sp");
});
afterAll(() => t.close());

/** The goods row of that code, from the whole list (search ranks by likeness, not equality). */
async function byCode(code: string) {
  const items = (await k.admin("GET", "stock/products?pageSize=100")).json().items as { id: string; ma_vt: string }[];
  const row = items.find((p) => p.ma_vt === code);
  if (!row) throw new Error(`no goods ${code}`);
  return row;
}

const goods = (over: Record<string, unknown> = {}) => ({
  ma_vt: "SR01",
  ten_vt: "Serum vitamin C 30ml",
  ma_dvt: "LO",
  ...over,
});

describe("saving goods and services", () => {
  it("creates goods from a code, a name and a unit, with the usual accounts, stocked", async () => {
    const res = await k.admin("POST", "stock/products", goods());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ma_vt: "SR01",
      loai_vt: "VT",
      theo_doi_ton: true,
      tk_vt: "1561",
      tk_dt: "5111",
      tk_gv: "632",
      ma_thue: null,
      gia_ban: 0,
      status: true,
    });
  });

  it("creates a service sold by the time (LAN) unless told, never stocked whatever the client sends", async () => {
    const res = await k.admin("POST", "stock/services", {
      ma_vt: "GOI45",
      ten_vt: "Gội đầu dưỡng sinh",
      so_phut: 45,
      theo_doi_ton: true,
      loai_vt: "VT",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ma_dvt: "LAN", loai_vt: "DV", theo_doi_ton: false, so_phut: 45, so_buoi: 1 });
    const id = res.json().id;
    const flip = await k.admin("PATCH", `stock/services/${id}`, { theo_doi_ton: true, loai_vt: "VT" });
    expect(flip.statusCode, flip.body).toBe(200);
    expect(flip.json()).toMatchObject({ loai_vt: "DV", theo_doi_ton: false });
    // Still a service: the goods list does not show it.
    expect((await k.admin("GET", `stock/products/${id}`)).statusCode).toBe(404);
    const course = await k.admin("POST", "stock/services", {
      ma_vt: "MUN10",
      ten_vt: "Liệu trình trị mụn 10 buổi",
      ma_dvt: "LT",
      so_phut: 60,
      so_buoi: 10,
    });
    expect(course.json()).toMatchObject({ ma_dvt: "LT", so_buoi: 10 });
  });

  it("refuses a unit, group, type or VAT rate that does not exist, naming each field", async () => {
    const res = await k.admin(
      "POST",
      "stock/products",
      goods({ ma_vt: "X1", ma_dvt: "THUNG", ma_nhom: "KHONGCO", ma_loai: "KHONGCO", ma_thue: "T99" }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      ma_dvt: "Đơn vị tính cơ sở không tồn tại",
      ma_nhom: "Nhóm không tồn tại",
      ma_loai: "Loại không tồn tại",
      ma_thue: "Thuế suất GTGT không tồn tại",
    });
  });
});

describe("barcodes", () => {
  it("keeps several barcodes a product, tidied, and finds the product by any of them", async () => {
    const res = await k.admin(
      "POST",
      "stock/products",
      goods({
        ma_vt: "DG500",
        ten_vt: "Dầu gội dưỡng sinh thảo dược 500ml",
        ma_dvt: "CHAI",
        gia_ban: 185_000,
        ma_vach: " 8934567000116,8934567000215 ;8934567000116",
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ma_vach).toBe("8934567000116, 8934567000215");
    const scan = await k.admin("GET", "stock/products/barcode/8934567000215");
    expect(scan.statusCode, scan.body).toBe(200);
    expect(scan.json()).toMatchObject({
      ma_vt: "DG500",
      ten_vt: "Dầu gội dưỡng sinh thảo dược 500ml",
      ma_dvt: "CHAI",
      he_so: 1,
      gia_ban: 185_000,
    });
    const found = await k.admin("GET", "stock/products?q=8934567000215");
    expect(found.json().items[0]).toMatchObject({ ma_vt: "DG500" });
    const plain = await k.admin("GET", `stock/products?q=${encodeURIComponent("dau goi thao duoc")}`);
    expect(plain.json().items[0]).toMatchObject({ ma_vt: "DG500" });
  });

  it("refuses a barcode another product has, naming that product", async () => {
    const res = await k.admin(
      "POST",
      "stock/products",
      goods({ ma_vt: "DX300", ten_vt: "Dầu xả", ma_vach: "8934567000314, 8934567000215" }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.ma_vach).toBe(
      "Mã vạch 8934567000215 đã dùng cho DG500 - Dầu gội dưỡng sinh thảo dược 500ml",
    );
    const codes = (await k.admin("GET", "stock/products?pageSize=100"))
      .json()
      .items.map((p: { ma_vt: string }) => p.ma_vt);
    expect(codes).not.toContain("DX300");
    const en = await k.admin(
      "POST",
      "stock/products",
      goods({ ma_vt: "DX300", ten_vt: "Dầu xả", ma_vach: "8934567000215" }),
      {
        "x-branches": "CN01",
        "accept-language": "en",
      },
    );
    expect(en.json().errors.ma_vach).toBe(
      "Barcode 8934567000215 is already used for DG500 - Dầu gội dưỡng sinh thảo dược 500ml",
    );
  });

  it("refuses an EAN-13 code whose check digit is wrong (a misread)", async () => {
    const res = await k.admin(
      "POST",
      "stock/products",
      goods({ ma_vt: "DX301", ten_vt: "Dầu xả", ma_vach: "8934567000117" }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.ma_vach).toBe("Mã vạch 8934567000117 sai số kiểm tra (chữ số cuối)");
  });

  it("gives a box its own barcode once the box has its conversion, and prices a scan of it by the box", async () => {
    const first = await k.admin(
      "POST",
      "stock/products",
      goods({
        ma_vt: "SRM150",
        ten_vt: "Sữa rửa mặt trà xanh 150ml",
        ma_dvt: "TUYP",
        gia_ban: 125_000,
        ma_vach: "8934567000413, 8934567000420:HOP",
      }),
    );
    expect(first.statusCode).toBe(422);
    expect(first.json().errors.ma_vach).toMatch(/^Chưa có quy đổi đơn vị tính HOP cho hàng SRM150/);
    const created = await k.admin(
      "POST",
      "stock/products",
      goods({
        ma_vt: "SRM150",
        ten_vt: "Sữa rửa mặt trà xanh 150ml",
        ma_dvt: "TUYP",
        gia_ban: 125_000,
        ma_vach: "8934567000413",
      }),
    );
    expect(created.statusCode, created.body).toBe(200);
    expect(
      (await k.admin("POST", "stock/conversion-units", { ma_vt: "SRM150", ma_dvt: "HOP", he_so: 10 })).statusCode,
    ).toBe(200);
    const boxed = await k.admin("PATCH", `stock/products/${created.json().id}`, {
      ma_vach: "8934567000413, 8934567000420:hop",
    });
    expect(boxed.statusCode, boxed.body).toBe(200);
    expect(boxed.json().ma_vach).toBe("8934567000413, 8934567000420:HOP");
    const scan = await k.admin("GET", "stock/products/barcode/8934567000420");
    expect(scan.json()).toMatchObject({
      ma_vt: "SRM150",
      ma_dvt: "HOP",
      dvt_co_so: "TUYP",
      he_so: 10,
      gia_ban: 1_250_000,
    });
  });

  it("frees a product's barcodes when they are taken off it, and answers 404 for an unknown code", async () => {
    const row = await byCode("DG500");
    const res = await k.admin("PATCH", `stock/products/${row.id}`, { ma_vach: "8934567000116" });
    expect(res.statusCode, res.body).toBe(200);
    expect((await k.admin("GET", "stock/products/barcode/8934567000215")).statusCode).toBe(404);
    const other = await k.admin(
      "POST",
      "stock/products",
      goods({ ma_vt: "DX302", ten_vt: "Dầu xả", ma_vach: "8934567000215" }),
    );
    expect(other.statusCode, other.body).toBe(200);
    const unknown = await k.admin("GET", "stock/products/barcode/8930000000000");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe("Không tìm thấy hàng hóa có mã vạch 8930000000000");
  });

  it("lets only those who read the catalogue or fill a document scan", async () => {
    expect((await k.sale("GET", "stock/products/barcode/8934567000116")).statusCode).toBe(403);
  });
});

describe("deleting", () => {
  it("refuses goods another record uses (a unit conversion), and lets them be set inactive", async () => {
    const row = await byCode("SRM150");
    const res = await k.admin("DELETE", `stock/products/${row.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/SRM150.*quy đổi đơn vị tính/);
    const off = await k.admin("PATCH", `stock/products/${row.id}`, { status: false });
    expect(off.json().status).toBe(false);
  });

  it("deletes goods nothing uses, with their barcodes", async () => {
    const row = await byCode("DX302");
    expect((await k.admin("DELETE", `stock/products/${row.id}`)).statusCode).toBe(200);
    expect((await k.admin("GET", "stock/products/barcode/8934567000215")).statusCode).toBe(404);
  });
});
