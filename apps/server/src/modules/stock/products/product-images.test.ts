import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { catalogueTenant } from "../../../../../../test/fixtures/catalogue-tenant.js";

let t: TestApp;
let k: Awaited<ReturnType<typeof catalogueTenant>>;
let goodsId: string;
let serviceId: string;
beforeAll(async () => {
  t = await startTestApp();
  k = await catalogueTenant(t, "kho_anh");
  goodsId = (
    await k.admin("POST", "stock/products", { ma_vt: "KCN50", ten_vt: "Kem chống nắng", ma_dvt: "TUYP" })
  ).json().id;
  serviceId = (await k.admin("POST", "stock/services", { ma_vt: "DA60", ten_vt: "Chăm sóc da mặt" })).json().id;
});
afterAll(() => t.close());

/** A 1×1 PNG, whole and valid. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const put = (url: string, bytes: Buffer, type = "image/png") =>
  k.admin("PUT", url, bytes, { "x-branches": "CN01", "content-type": type });

describe("a product's picture", () => {
  it("is taken as the request's body, and the row's hinh_anh gives its versioned address", async () => {
    const res = await put(`stock/products/${goodsId}/image`, PNG);
    expect(res.statusCode, res.body).toBe(200);
    const { hinh_anh } = res.json();
    expect(hinh_anh).toMatch(new RegExp(`^/api/stock/products/${goodsId}/image\\?v=[0-9a-f]{16}$`));
    expect((await k.admin("GET", `stock/products/${goodsId}`)).json().hinh_anh).toBe(hinh_anh);
    const audit = await k.auditOf("product", goodsId);
    expect(audit.at(-1)).toMatchObject({ action: "update", new_values: { hinh_anh, content_type: "image/png" } });
  });

  it("is served with its type, a cache header and an ETag, 304 when unchanged", async () => {
    const res = await k.admin("GET", `stock/products/${goodsId}/image?v=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toMatch(/^private/);
    expect(res.rawPayload.equals(PNG)).toBe(true);
    const again = await k.admin("GET", `stock/products/${goodsId}/image`, undefined, {
      "x-branches": "CN01",
      "if-none-match": String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect((await k.sale("GET", `stock/products/${goodsId}/image`)).statusCode).toBe(403);
  });

  it("is judged by its content, not the type it claims: a script named .png is refused", async () => {
    const svg = Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>");
    const res = await put(`stock/products/${goodsId}/image`, svg, "image/png");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toBe("Ảnh phải là tệp PNG, JPEG hoặc WebP");
    const json = await k.admin("PUT", `stock/products/${goodsId}/image`, { data: PNG.toString("base64") });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors.file).toBe("Gửi tệp ảnh PNG, JPEG hoặc WebP làm nội dung");
  });

  it("is refused over 512 KB, saying how large it was", async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(600 * 1024)]);
    const res = await put(`stock/products/${goodsId}/image`, big, "application/octet-stream");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.file).toBe("Ảnh tối đa 512 KB (ảnh này 601 KB)");
  });

  it("belongs to services too, under their own address, and is removed on request", async () => {
    expect((await put(`stock/products/${serviceId}/image`, PNG)).statusCode).toBe(404);
    const res = await put(`stock/services/${serviceId}/image`, PNG);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().hinh_anh).toMatch(/^\/api\/stock\/services\//);
    const gone = await k.admin("DELETE", `stock/services/${serviceId}/image`);
    expect(gone.statusCode).toBe(200);
    expect((await k.admin("GET", `stock/services/${serviceId}`)).json().hinh_anh).toBeNull();
    expect((await k.admin("GET", `stock/services/${serviceId}/image`)).statusCode).toBe(404);
  });

  it("cannot be set through the row's own save", async () => {
    const res = await k.admin("PATCH", `stock/services/${serviceId}`, { hinh_anh: "https://example.com/x.png" });
    expect(res.json().hinh_anh).toBeNull();
  });
});
