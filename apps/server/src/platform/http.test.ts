import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startTestApp, type TestApp } from "../../../../test/api.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CORS_ORIGINS: "https://app.senspa.vn", BODY_LIMIT: "2048" }, (app) => {
    app.get("/api/test/boom", { config: { access: "public" } }, async () => {
      throw new Error("secret internals at line 42");
    });
  });
});
afterAll(() => t.close());

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  // Reading a large .xlsx starts its unzipping worker from a blob.
  expect(headers["content-security-policy"]).toContain("worker-src 'self' blob:");
  expect(headers["x-content-type-options"]).toBe("nosniff");
  expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(headers["x-request-id"]).toBeTruthy();
}

describe("HTTP hygiene", () => {
  it("puts security headers on successes, 404s and errors", async () => {
    expectSecurityHeaders((await call(t.app, { method: "GET", url: "/api/health", tenant: null })).headers);
    const missing = await call(t.app, { method: "GET", url: "/api/khong-co" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe("Không tìm thấy đường dẫn /api/khong-co");
    expectSecurityHeaders(missing.headers);
    expectSecurityHeaders((await call(t.app, { method: "POST", url: "/api/auth/login", payload: {} })).headers);
  });

  it("hides internals: a crash answers a plain message, no stack", async () => {
    const res = await call(t.app, { method: "GET", url: "/api/test/boom" });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "Lỗi hệ thống, vui lòng thử lai sau ít phút!" });
    expectSecurityHeaders(res.headers);
  });

  it("speaks English when asked", async () => {
    const res = await call(t.app, { method: "GET", url: "/api/test/boom", headers: { "accept-language": "en-US" } });
    expect(res.json().message).toBe("System error, please try again in a few minutes!");
  });

  it("allows CORS only for the configured origins", async () => {
    const allowed = await call(t.app, {
      method: "GET",
      url: "/api/health",
      headers: { origin: "https://app.senspa.vn" },
    });
    expect(allowed.headers["access-control-allow-origin"]).toBe("https://app.senspa.vn");
    const other = await call(t.app, { method: "GET", url: "/api/health", headers: { origin: "https://evil.example" } });
    expect(other.headers["access-control-allow-origin"]).toBeUndefined();
  });

  it("refuses bodies over the size limit", async () => {
    const res = await call(t.app, {
      method: "POST",
      url: "/api/auth/login",
      payload: { user_name: "admin", password: "x".repeat(5000) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe("Dữ liệu gửi lên quá lớn");
  });

  it("echoes a sane request id and replaces a strange one", async () => {
    const kept = await call(t.app, { method: "GET", url: "/api/health", headers: { "x-request-id": "abc12345-req" } });
    expect(kept.headers["x-request-id"]).toBe("abc12345-req");
    const replaced = await call(t.app, { method: "GET", url: "/api/health", headers: { "x-request-id": "<script>" } });
    expect(replaced.headers["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("answers malformed JSON with 400", async () => {
    const res = await call(t.app, {
      method: "POST",
      url: "/api/auth/login",
      payload: "{nope",
      headers: { "content-type": "application/json" },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("client address", () => {
  it("ignores X-Forwarded-For unless a trusted proxy is configured", async () => {
    const direct = await startTestApp({}, (app) => {
      app.get("/api/test/ip", { config: { access: "public", tenant: false } }, async (req) => ({ ip: req.ip }));
    });
    const proxied = await startTestApp({ TRUST_PROXY: "10.0.0.0/8" }, (app) => {
      app.get("/api/test/ip", { config: { access: "public", tenant: false } }, async (req) => ({ ip: req.ip }));
    });
    const headers = { "x-forwarded-for": "203.0.113.50" };
    const a = await call(direct.app, { method: "GET", url: "/api/test/ip", headers, remoteAddress: "10.1.2.3" });
    const b = await call(proxied.app, { method: "GET", url: "/api/test/ip", headers, remoteAddress: "10.1.2.3" });
    const c = await call(proxied.app, { method: "GET", url: "/api/test/ip", headers, remoteAddress: "198.51.100.1" });
    expect(a.json().ip).toBe("10.1.2.3");
    expect(b.json().ip).toBe("203.0.113.50");
    expect(c.json().ip).toBe("198.51.100.1");
    await direct.close();
    await proxied.close();
  });
});

describe("API description", () => {
  it("serves OpenAPI generated from the route schemas at /api/docs", async () => {
    const spec = (await call(t.app, { method: "GET", url: "/api/docs/json" })).json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(spec.paths["/api/auth/login"].post.requestBody.content["application/json"].schema.properties).toHaveProperty(
      "user_name",
    );
    expect(spec.paths).toHaveProperty("/api/auth/refresh-token");
    const page = await call(t.app, { method: "GET", url: "/api/docs" });
    expect([200, 302]).toContain(page.statusCode);
  });
});
