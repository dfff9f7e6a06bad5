import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../test/api.js";
import { shopTenant } from "../../../../../test/fixtures/shop-tenant.js";

let t: TestApp;
let shop: Awaited<ReturnType<typeof shopTenant>>;
beforeAll(async () => {
  t = await startTestApp();
  shop = await shopTenant(t, "shop_logo_test");
});
afterAll(() => t.close());

/** A 1×1 PNG, whole and valid. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);
const upload = (bytes: Buffer, as = shop.admin) => as("PUT", "admin/settings/logo", { data: bytes.toString("base64") });

describe("the logo on printed forms", () => {
  it("is uploaded as an image, described by type, size and hash, and audited", async () => {
    const res = await upload(PNG);
    expect(res.statusCode, res.body).toBe(200);
    const logo = res.json();
    expect(logo).toMatchObject({
      content_type: "image/png",
      size: PNG.length,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(logo.url).toMatch(/^\/api\/admin\/settings\/logo\?v=[0-9a-f]{16}$/);
    expect((await shop.admin("GET", "admin/settings")).json().logo).toEqual(logo);
    expect(await shop.auditOf("shop_logo", "1")).toMatchObject([
      { action: "create", user_name: "admin", new_values: { content_type: "image/png", size: PNG.length } },
    ]);
  });

  it("is served to any signed-in user with its type and an ETag, and 304 when unchanged", async () => {
    const res = await shop.sale("GET", "admin/settings/logo?v=abc");
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.rawPayload.equals(PNG)).toBe(true);
    expect(res.headers["cache-control"]).toBe("private, no-cache");
    const etag = String(res.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await shop.sale("GET", "admin/settings/logo", undefined, { "if-none-match": etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it("refuses a file that is not a PNG, JPEG or WebP image, whatever it is called", async () => {
    const svg = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>");
    const res = await upload(svg);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ data: "Logo phải là ảnh PNG, JPEG hoặc WebP" });
    expect((await shop.sale("GET", "admin/settings/logo")).rawPayload.equals(PNG)).toBe(true);
  });

  it("refuses an image over 512 KB, saying how large it is", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(600 * 1024)]);
    const res = await upload(big);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ data: "Logo tối đa 512 KB (ảnh này 601 KB)" });
  });

  it("refuses text that is not base64", async () => {
    const res = await shop.admin("PUT", "admin/settings/logo", { data: "không phải ảnh" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.data).toBe("Ảnh logo không đọc được");
  });

  it("may be changed only with the edit right", async () => {
    expect((await upload(PNG, shop.viewer)).statusCode).toBe(403);
    expect((await shop.viewer("DELETE", "admin/settings/logo")).statusCode).toBe(403);
  });

  it("is removed, after which it answers 404 and the forms print without it", async () => {
    expect((await shop.admin("DELETE", "admin/settings/logo")).json()).toEqual({ logo: null });
    expect((await shop.sale("GET", "admin/settings/logo")).statusCode).toBe(404);
    expect((await shop.sale("GET", "admin/settings/print-header")).json().logo_url).toBeNull();
    expect((await shop.auditOf("shop_logo", "1")).at(-1)).toMatchObject({ action: "delete" });
  });
});

describe("GET admin/settings/print-header", () => {
  it("gives anyone who prints the company, the logo and the bank account once it is complete", async () => {
    const empty = await shop.sale("GET", "admin/settings/print-header");
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ ten_cong_ty: "", ngan_hang: null, logo_url: null });
    await shop.admin("PUT", "admin/settings", {
      ten_cong_ty: "Spa Hoa Sen",
      ma_so_thue: "0100233488",
      ma_ngan_hang: "970415",
      so_tai_khoan: "113366668888",
      chu_tai_khoan: "Spa Hoa Sen",
      chan_phieu: "Cảm ơn quý khách!",
    });
    const logo = (await upload(PNG)).json();
    expect((await shop.sale("GET", "admin/settings/print-header")).json()).toEqual({
      ten_cong_ty: "Spa Hoa Sen",
      ma_so_thue: "0100233488",
      dia_chi: "",
      dien_thoai: "",
      email: "",
      chan_phieu: "Cảm ơn quý khách!",
      logo_url: logo.url,
      ngan_hang: {
        bin: "970415",
        ten_ngan_hang: "VietinBank",
        so_tai_khoan: "113366668888",
        chu_tai_khoan: "SPA HOA SEN",
      },
    });
  });
});
