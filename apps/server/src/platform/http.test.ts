import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startTestApp, type TestApp } from "../../../../test/api.js";
import { catalogueTenant } from "../../../../test/fixtures/catalogue-tenant.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ CORS_ORIGINS: "https://app.senspa.vn", BODY_LIMIT: "2048" }, (app) => {
    app.get("/api/test/boom", { config: { access: "public" } }, async () => {
      throw new Error("secret internals at line 42");
    });
    app.get("/api/test/cookie", { config: { access: "public" } }, async (request) => ({
      cookie: request.headers.cookie,
    }));
  });
});
afterAll(() => t.close());

function expectSecurityHeaders(headers: Record<string, unknown>) {
  expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(headers["x-frame-options"]).toBe("DENY");
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
    const long = await call(t.app, { method: "GET", url: `/api/${"x".repeat(5_000)}` });
    expect(long.json().message).toBe(`Không tìm thấy đường dẫn /api/${"x".repeat(95)}…`);
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

/** The sources of the CSP's connect-src. */
function connectSrc(headers: Record<string, unknown>): string[] {
  const directive = String(headers["content-security-policy"])
    .split(";")
    .map((d) => d.trim().split(/\s+/))
    .find(([name]) => name === "connect-src");
  return directive?.slice(1) ?? [];
}

describe("answers of the API", () => {
  it("are never kept by a browser or a proxy, errors included", async () => {
    const admin = (await call(t.app, { method: "POST", url: "/api/auth/login", payload: loginAdmin })).json();
    const answers = [
      await call(t.app, { method: "GET", url: "/api/health", tenant: null }),
      await call(t.app, { method: "GET", url: "/api/system/users", token: admin.access_token }),
      await call(t.app, { method: "GET", url: "/api/system/users" }),
      await call(t.app, { method: "GET", url: "/api/khong-co" }),
      await call(t.app, { method: "GET", url: "/api/test/boom" }),
      await call(t.app, { method: "POST", url: "/api/auth/login", payload: { user_name: "x".repeat(3000) } }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 401, 404, 500, 413]);
    for (const answer of answers) expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("leaves the web app's files to their own caching", async () => {
    const file = await call(t.app, { method: "GET", url: "/assets/khong-co.js", tenant: null });
    expect(file.headers["cache-control"]).not.toBe("no-store");
  });
});

const loginAdmin = { user_name: "admin", password: "Admin@123" };

describe("HSTS", () => {
  it("is sent only over HTTPS, which a trusted proxy tells with X-Forwarded-Proto", async () => {
    const proxied = await startTestApp({ TRUST_PROXY: "true" });
    const https = { "x-forwarded-proto": "https" };
    const overHttps = await call(proxied.app, { method: "GET", url: "/api/health", headers: https, tenant: null });
    expect(overHttps.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    const overHttp = await call(proxied.app, { method: "GET", url: "/api/health", tenant: null });
    expect(overHttp.headers["strict-transport-security"]).toBeUndefined();
    // Without TRUST_PROXY, anyone could claim HTTPS: the header is not believed.
    const claimed = await call(t.app, { method: "GET", url: "/api/health", headers: https, tenant: null });
    expect(claimed.headers["strict-transport-security"]).toBeUndefined();
    await proxied.close();
  });
});

describe("connect-src", () => {
  it("allows our origin, STORAGE_URL and CALL_CENTER_HOSTS, never every WebSocket", async () => {
    const configured = await startTestApp({
      STORAGE_URL: "https://files.senspa.vn/bucket",
      CALL_CENTER_HOSTS: "wss://pbx.senspa.vn:7443/ws, sip2.senspa.vn",
    });
    const sources = connectSrc((await call(configured.app, { method: "GET", url: "/", tenant: null })).headers);
    expect(sources).toEqual(expect.arrayContaining(["'self'", "https://files.senspa.vn", "wss://pbx.senspa.vn:7443"]));
    expect(sources).toContain("wss://sip2.senspa.vn");
    expect(sources).not.toContain("ws:");
    expect(sources).not.toContain("wss:");
    await configured.close();
  });

  it("follows the enabled call-center providers of the tenants as they change", async () => {
    const tenant = await catalogueTenant(t, "csp_test");
    const pbx = "wss://tongdai.csp-test.vn:8089";
    const created = await tenant.admin("POST", "crm/call-center", {
      code: "CSPTEST",
      name: "Tổng đài thử CSP",
      wss: `${pbx}/ws`,
      enable: true,
    });
    expect(created.statusCode, created.body).toBe(200);
    const page = () => call(t.app, { method: "GET", url: "/crm/partners", tenant: null });
    expect(connectSrc((await page()).headers)).toContain(pbx);
    // The demo's own provider is disabled: nothing may connect to it.
    expect(connectSrc((await page()).headers)).not.toContain("wss://sip.example.vn:7443");
    const disabled = await tenant.admin("PATCH", `crm/call-center/${created.json().id}`, { enable: false });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(connectSrc((await page()).headers)).not.toContain(pbx);
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

  it("serves the documentation page's files (the swagger UI's file server, pinned to run on Node 20)", async () => {
    const style = await call(t.app, { method: "GET", url: "/api/docs/static/index.css" });
    expect(style.statusCode).toBe(200);
    expect(style.headers["content-type"]).toContain("css");
    const script = await call(t.app, { method: "GET", url: "/api/docs/static/swagger-ui-bundle.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toContain("javascript");
  });
});

describe("Test requests", () => {
  it("carry cookies (Fastify's inject, whose cookie library is pinned to run on Node 20)", async () => {
    const res = await call(t.app, { method: "GET", url: "/api/test/cookie", cookies: { theme: "dark", lang: "vi" } });
    expect(res.json()).toEqual({ cookie: "theme=dark; lang=vi" });
  });
});
