import { createHash } from "node:crypto";
import { decodeJwt, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { call, login, startTestApp, type TestApp } from "../../../../test/api.js";
import { loadConfig } from "../config.js";
import { encryptText } from "../modules/system/crypto.service.js";
import { createPool, type Pool } from "./db/pool.js";
import { keptSecrets } from "./secrets.js";

/** The constants earlier releases signed and encrypted with when the environment gave nothing. */
const OLD_JWT_SECRET = "sen-development-secret-change-me-in-production-0123456789";
const OLD_ENCRYPTION_KEY = createHash("sha256")
  .update("sen-development-encryption-key-change-me-in-production")
  .digest();

/** A token with the claims of `token` (a real session), signed anew with `secret`. */
function resigned(token: string, secret: string) {
  const { tenant, sid, sub, iss } = decodeJwt(token);
  return new SignJWT({ tenant, sid })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(String(sub))
    .setIssuer(String(iss))
    .setIssuedAt()
    .setExpirationTime("10m")
    .sign(new TextEncoder().encode(secret));
}

const userInfo = (t: TestApp, token: string) => call(t.app, { method: "POST", url: "/api/auth/user-info", token });

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  [first, second] = [await startTestApp(), await startTestApp()];
});
afterAll(async () => {
  await first.close();
  await second.close();
});

describe("secrets kept with the data", () => {
  let owner: Pool;
  beforeAll(() => {
    owner = createPool(inject("databaseUrl"), 2);
  });
  afterAll(() => owner.end());

  it("are made at random once, then read back the same", async () => {
    const [a, b] = await Promise.all([keptSecrets(owner), keptSecrets(owner)]);
    expect(b).toEqual(a);
    expect(await keptSecrets(owner)).toEqual(a);
    expect(a.jwt_secret.length).toBeGreaterThanOrEqual(64);
    expect(a.encryption_key).toMatch(/^[0-9a-f]{64}$/);
    expect(a.jwt_secret).not.toBe(OLD_JWT_SECRET);
  });

  it("refuse a token signed with the old development constant, and sign with the kept one", async () => {
    const { access_token } = await login(first.app, "admin", "Admin@123");
    expect((await userInfo(first, access_token)).statusCode).toBe(200);
    const forged = await resigned(access_token, OLD_JWT_SECRET);
    expect((await userInfo(first, forged)).statusCode).toBe(401);
    const { jwt_secret } = await keptSecrets(owner);
    expect((await userInfo(first, await resigned(access_token, jwt_secret))).statusCode).toBe(200);
  });

  it("survive a restart: a session and an encrypted value of one server hold on the next", async () => {
    const { access_token, refresh_token } = await login(first.app, "admin", "Admin@123");
    expect((await userInfo(second, access_token)).statusCode).toBe(200);
    const refreshed = await call(second.app, {
      method: "POST",
      url: "/api/auth/refresh-token",
      payload: { access_token, refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    const sealed = await call(first.app, {
      method: "POST",
      url: "/api/system/encrypt",
      token: access_token,
      payload: { value: "Số tài khoản 0123456789" },
    });
    const opened = await call(second.app, {
      method: "POST",
      url: "/api/system/decrypt",
      token: access_token,
      payload: sealed.json(),
    });
    expect(opened.json()).toEqual({ value: "Số tài khoản 0123456789" });
  });

  it("do not open what the old development key sealed", async () => {
    const { access_token } = await login(first.app, "admin", "Admin@123");
    const res = await call(first.app, {
      method: "POST",
      url: "/api/system/decrypt",
      token: access_token,
      payload: { value: encryptText(OLD_ENCRYPTION_KEY, "bí mật") },
    });
    expect(res.statusCode).toBe(422);
  });

  it("give way to JWT_SECRET when it is set", async () => {
    const secret = "an-operator-chosen-secret-of-forty-characters";
    const configured = await startTestApp({ JWT_SECRET: secret });
    const { access_token } = await login(configured.app, "admin", "Admin@123");
    expect((await userInfo(configured, await resigned(access_token, secret))).statusCode).toBe(200);
    expect((await userInfo(first, access_token)).statusCode).toBe(401);
    await configured.close();
  });
});

describe("production", () => {
  it("refuses to start without JWT_SECRET and ENCRYPTION_KEY, whatever is kept", () => {
    const hex = "ab".repeat(32);
    const kept = { jwt_secret: "k".repeat(64), encryption_key: hex, app_password: "p" };
    const production = { NODE_ENV: "production" };
    expect(() => loadConfig(production, kept)).toThrow(/JWT_SECRET must be set in production/);
    expect(() => loadConfig({ ...production, JWT_SECRET: "x".repeat(40) }, kept)).toThrow(
      /ENCRYPTION_KEY must be set in production/,
    );
    expect(() => loadConfig({ ...production, ENCRYPTION_KEY: hex }, kept)).toThrow(/JWT_SECRET/);
    expect(loadConfig({ ...production, JWT_SECRET: "x".repeat(40), ENCRYPTION_KEY: hex }).encryptionKey).toHaveLength(
      32,
    );
  });

  it("outside production, a tool without kept secrets gets its own, never a constant", () => {
    const [a, b] = [loadConfig({}), loadConfig({})];
    expect(Buffer.from(a.jwtSecret).equals(Buffer.from(b.jwtSecret))).toBe(false);
    expect(a.encryptionKey.equals(b.encryptionKey)).toBe(false);
    expect(a.encryptionKey.equals(OLD_ENCRYPTION_KEY)).toBe(false);
  });
});
