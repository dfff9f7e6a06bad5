// Tenants cannot be guessed: a tenant that does not exist, is switched off or is malformed answers
// exactly as a tenant in use refusing would (a wrong password, an invalid token, no banners).
import { performance } from "node:perf_hooks";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp } from "../../../../../test/api.js";
import { ADMIN, SALE, staffTenant } from "../../../../../test/fixtures/staff-tenant.js";

let t: TestApp;
const KNOWN = "guess_api";
const OFF = "guess_off";
beforeAll(async () => {
  t = await startTestApp();
  await staffTenant(t, KNOWN);
  await staffTenant(t, OFF);
  await t.pool.query("UPDATE platform.tenants SET status = false WHERE code = $1", [OFF]);
});
afterAll(() => t.close());

/** Tenants not in use: unknown, switched off, malformed (too long, odd characters, upper case is folded). */
const NOT_IN_USE = ["khongco", OFF, "../t_demo", "x".repeat(3000), "Guess_API2"];

let address = 0;
/** Every call from its own address, so that the throttle of one does not shape the answer of another. */
const nextIp = () => `192.0.2.${++address}`;

const send = (tenant: string, options: Omit<Parameters<typeof call>[1], "tenant">) =>
  call(t.app, { remoteAddress: nextIp(), ...options, tenant });

/** What a client could tell two answers apart by: status, body and headers (but the date and request id). */
function seen(res: LightMyRequestResponse) {
  const { date: _, "x-request-id": __, ...headers } = res.headers;
  return { status: res.statusCode, body: res.body, headers };
}

async function expectAlike(request: (tenant: string) => Promise<LightMyRequestResponse>) {
  const known = seen(await request(KNOWN));
  for (const tenant of NOT_IN_USE) expect(seen(await request(tenant)), tenant.slice(0, 20)).toEqual(known);
  return known;
}

describe("a tenant not in use", () => {
  it("answers a sign-in as a wrong password, in both languages", async () => {
    for (const lang of ["vi", "en"]) {
      const known = await expectAlike((tenant) =>
        send(tenant, {
          method: "POST",
          url: "/api/auth/login",
          payload: { user_name: ADMIN.user_name, password: "Sai@12345" },
          headers: { "accept-language": lang },
        }),
      );
      expect(known.status).toBe(401);
      expect(JSON.parse(known.body).message).toBe(
        lang === "vi" ? "Tên đăng nhập hoặc mật khẩu không đúng" : "The user name or password is incorrect",
      );
    }
    // The right password of a tenant in use changes nothing elsewhere.
    const res = await send("khongco", { method: "POST", url: "/api/auth/login", payload: ADMIN });
    expect(res.statusCode).toBe(401);
  });

  it("counts its failed sign-ins like any other", async () => {
    for (const tenant of [KNOWN, "khongco"]) {
      const ip = nextIp();
      const wrong = () =>
        send(tenant, {
          method: "POST",
          url: "/api/auth/login",
          payload: { user_name: "ketoan", password: "Sai@12345" },
          remoteAddress: ip,
        });
      for (let i = 0; i < 5; i++) expect((await wrong()).statusCode, tenant).toBe(401);
      const blocked = await wrong();
      expect(blocked.statusCode, tenant).toBe(429);
      expect(Number(blocked.headers["retry-after"])).toBeGreaterThanOrEqual(29);
    }
  });

  it("takes as long to refuse a sign-in: the password is verified all the same", async () => {
    const timed = async (tenant: string) => {
      const start = performance.now();
      const res = await send(tenant, {
        method: "POST",
        url: "/api/auth/login",
        payload: { user_name: SALE.user_name, password: "Sai@12345" },
      });
      expect(res.statusCode).toBe(401);
      return performance.now() - start;
    };
    await timed("khongco");
    const known: number[] = [];
    const unknown: number[] = [];
    // Fewer than 10 failures of the account, which would hold every answer back a second.
    for (let i = 0; i < 7; i++) {
      known.push(await timed(KNOWN));
      unknown.push(await timed("khongco"));
    }
    const median = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
    // An argon2id verification is most of the time of either answer: without it the answer comes several times sooner.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.6);
    expect(median(known)).toBeGreaterThan(median(unknown) * 0.6);
  });

  it("answers a refresh as an invalid refresh token, whatever access token comes with it", async () => {
    const demo = await login(t.app, "admin", "Admin@123", nextIp());
    for (const payload of [
      { refresh_token: "x".repeat(43) },
      { refresh_token: demo.refresh_token },
      demo,
      { access_token: "not.a.jwt", refresh_token: demo.refresh_token },
    ]) {
      const known = await expectAlike((tenant) =>
        send(tenant, { method: "POST", url: "/api/auth/refresh-token", payload }),
      );
      expect(known.status).toBe(401);
      expect(JSON.parse(known.body).message).toBe("Mã làm mới phiên không hợp lệ hoặc đã được sử dụng");
    }
  });

  it("answers a route that needs a user as it answers a token that is not valid there", async () => {
    const demo = await login(t.app, "admin", "Admin@123", nextIp());
    for (const token of [undefined, "not.a.jwt", demo.access_token]) {
      for (const [method, url] of [
        ["POST", "/api/auth/user-info"],
        ["GET", "/api/system/users"],
        ["GET", "/api/crm/partners"],
      ] as const) {
        const known = await expectAlike((tenant) => send(tenant, { method, url, token }));
        expect(known.status).toBe(401);
      }
    }
  });

  it("shows no banners, as a tenant without any", async () => {
    for (const url of ["/api/system/layout/banners/active", "/api/system/layout/banners/active?position=login"]) {
      const known = await expectAlike((tenant) => send(tenant, { method: "GET", url }));
      expect(known.status).toBe(200);
      expect(JSON.parse(known.body)).toEqual({ items: [], total: 0 });
    }
  });

  it("still asks for the tenant when the header is missing", async () => {
    const res = await call(t.app, { method: "POST", url: "/api/auth/login", tenant: null, payload: ADMIN });
    expect(res.statusCode).toBe(400);
  });
});
