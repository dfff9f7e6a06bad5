import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp } from "../../../../test/api.js";
import { hostility, MAX_DEPTH } from "./hostile-input.js";

/**
 * A NUL (U+0000) cannot be stored by PostgreSQL: wherever a request carries one, every route
 * refuses it with 400 before anything reads it. Generated for every operation of the API.
 */
let t: TestApp;
let admin: string;
/** A demo customer's token: the client area's routes let no staff token in, whatever its body. */
let customer: string;
let operations: { method: string; path: string }[];

/** Signs a demo customer into the client area with the code the in-app sender kept. */
async function customerToken(phone: string): Promise<string> {
  const asked = { method: "POST" as const, headers: { "x-tenant": "demo", "content-type": "application/json" } };
  await t.app.inject({ ...asked, url: "/api/client/auth/otp", payload: JSON.stringify({ phone }) });
  const { rows } = await t.pool.query<{ noi_dung: string }>(
    "SELECT noi_dung FROM t_demo.sent_messages WHERE den = $1 ORDER BY id DESC LIMIT 1",
    [phone],
  );
  const otp = /là (\d{6})/.exec(rows[0]?.noi_dung ?? "")?.[1];
  const res = await t.app.inject({ ...asked, url: "/api/client/auth/login", payload: JSON.stringify({ phone, otp }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token;
}

beforeAll(async () => {
  t = await startTestApp();
  admin = (await login(t.app, "admin", "Admin@123")).access_token;
  customer = await customerToken("0901234567");
  const document = (await t.app.inject({ url: "/api/docs/json" })).json() as { paths: Record<string, object> };
  operations = Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
});
afterAll(() => t.close());

const REFUSED = "Dữ liệu chứa ký tự không hợp lệ (NUL)";

/** As the demo administrator, unless `headers` says otherwise. */
async function expectRefused(method: string, url: string, options: { payload?: string; headers?: object } = {}) {
  const res = await t.app.inject({
    method: method as "GET",
    url,
    payload: options.payload,
    headers: {
      "x-tenant": "demo",
      authorization: `Bearer ${/^\/api\/client\/(?!auth\/(otp|login))/.test(url) ? customer : admin}`,
      "content-type": "application/json",
      ...options.headers,
    },
  });
  expect(res.statusCode, `${method} ${url} ${options.payload ?? ""}: ${res.body}`).toBe(400);
  expect(res.json()).toEqual({ message: REFUSED });
  // Refused after the security headers are set, like any other answer.
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
}

/** The path with each parameter holding a NUL, or a NUL after it when it has none. */
const withNulInPath = (path: string) => (path.includes("{") ? path.replace(/\{\w+\}/g, "a%00b") : `${path}%00`);
const ANY_ID = "00000000-0000-4000-8000-000000000000";
const plain = (path: string) => path.replace(/\{\w+\}/g, ANY_ID);

describe("a NUL character", () => {
  it("is refused with 400 in the path, the query and the body of every operation", async () => {
    expect(operations.length).toBeGreaterThan(300);
    for (const { method, path } of operations) {
      await expectRefused(method, withNulInPath(path));
      await expectRefused(method, `${plain(path)}?searchKey=x%00y`);
      await expectRefused(method, `${plain(path)}?a%00=1`);
      if (method === "GET") continue;
      await expectRefused(method, plain(path), { payload: JSON.stringify({ ten: "Nguyễn\u0000" }) });
      await expectRefused(method, plain(path), { payload: JSON.stringify({ "ma\u0000": "A" }) });
      await expectRefused(method, plain(path), { payload: JSON.stringify([{ a: { b: ["x", "\u0000"] } }]) });
    }
  });

  it("is refused in the headers read before any route: tenant, branches, token, idempotency key", async () => {
    for (const headers of [
      { "x-tenant": "de\u0000mo" },
      { "x-branches": "CN01\u0000" },
      { authorization: "Bearer \u0000" },
      { "idempotency-key": "k\u0000" },
      { "user-agent": "Mozilla\u0000" },
    ]) {
      await expectRefused("POST", "/api/auth/login", {
        payload: JSON.stringify({ user_name: "khach", password: "x" }),
        headers,
      });
      await expectRefused("GET", "/api/crm/partners", { headers });
    }
  });

  it("is refused on routes outside the document and unknown paths, in either language", async () => {
    await expectRefused("GET", "/api/health?x=%00");
    await expectRefused("GET", "/api/docs/json?x=%00");
    await expectRefused("GET", "/api/khong-co/%00");
    const res = await call(t.app, {
      method: "GET",
      url: "/api/crm/partners?searchKey=%00",
      headers: { "accept-language": "en" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("The request contains an invalid character (NUL)");
  });

  it("is refused in a sign-in before the throttle or the database sees it", async () => {
    const res = await call(t.app, {
      method: "POST",
      url: "/api/auth/login",
      payload: { user_name: "admin\u0000", password: "Admin@123" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(REFUSED);
  });
});

describe("a URL the router cannot read", () => {
  it("is a malformed request, said in the client's language, never echoed", async () => {
    for (const url of [
      "/api/crm/partners/%zz",
      "/api/crm/partners/%ED%A0%80",
      `/api/crm/partners/${"x".repeat(101)}`,
    ]) {
      const res = await t.app.inject({ method: "GET", url, headers: { "x-tenant": "demo" } });
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ message: "Đường dẫn không hợp lệ" });
    }
    const en = await t.app.inject({ method: "GET", url: "/api/x/%zz", headers: { "accept-language": "en" } });
    expect(en.json()).toEqual({ message: "The URL is not valid" });
  });
});

describe("a body nested too deep", () => {
  it("is refused with 400 before any check that recurses", async () => {
    let deep: unknown = "x";
    for (let i = 0; i < 10_000; i++) deep = { a: deep };
    const payload = `{"ten_dvt":${"[".repeat(50_000)}${"]".repeat(50_000)}}`;
    for (const body of [payload, JSON.stringify({ filter: { a: { b: { c: 1 } } } })]) {
      const res = await call(t.app, {
        method: "POST",
        url: "/api/stock/units",
        token: admin,
        payload: body,
        headers: { "content-type": "application/json" },
      });
      expect(res.statusCode, body.slice(0, 40)).toBe(body === payload ? 400 : 422);
    }
    expect(hostility(deep)).toBe("too_deep");
    expect(hostility({ a: [[["ok"]]] })).toBeUndefined();
    let atLimit: unknown = "x";
    for (let i = 0; i < MAX_DEPTH; i++) atLimit = [atLimit];
    expect(hostility(atLimit)).toBeUndefined();
    expect(hostility([atLimit])).toBe("too_deep");
  });
});
