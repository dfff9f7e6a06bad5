// The sign-in throttle counts each try before its password is checked, in the database, so that
// concurrent tries, on any number of servers, check no more passwords than the policy allows.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startTestApp, type TestApp } from "../../../../../test/api.js";
import { staffTenant } from "../../../../../test/fixtures/staff-tenant.js";
import { inTenant } from "../../platform/db/tenant-db.js";
import { seedUser } from "../../seed/base.js";

let t: TestApp;
let second: TestApp;
const CODE = "throttle_api";
const PASSWORD = "Dung@12345";
beforeAll(async () => {
  [t, second] = await Promise.all([startTestApp(), startTestApp()]);
  const { schema } = await staffTenant(t, CODE);
  await inTenant(t.pool, schema, async (db) => {
    for (const user_name of ["guess1", "guess2", "guess3", "guess4"]) {
      await seedUser(db, { user_name, password: PASSWORD, full_name: `Người dùng ${user_name}`, branchs: "CN01" });
    }
  });
});
afterAll(async () => {
  await t.close();
  await second.close();
});

const signIn = (app: TestApp, user_name: string, password: string, ip: string) =>
  call(app.app, {
    method: "POST",
    url: "/api/auth/login",
    tenant: CODE,
    payload: { user_name, password },
    remoteAddress: ip,
  });

/** The counts the throttle keeps for this account and address. */
async function counts(user_name: string, ip: string) {
  const account = `${CODE}:${user_name}`;
  const { rows } = await t.pool.query<{ key: string; failures: number }>(
    "SELECT key, failures FROM platform.login_failures WHERE key = ANY($1)",
    [[`account-address:${account}@${ip}`, `address:${ip}`, `account:${account}`]],
  );
  const of = (prefix: string) => rows.find((r) => r.key.startsWith(prefix))?.failures;
  return { accountAddress: of("account-address:"), address: of("address:"), account: of("account:") };
}

const statuses = (answers: { statusCode: number }[]) => answers.map((a) => a.statusCode).sort();

describe("wrong passwords sent at once", () => {
  it("checks 5 of 40, refuses the rest with Retry-After, and lets the owner in from elsewhere", async () => {
    const ip = "203.0.113.101";
    const answers = await Promise.all(Array.from({ length: 40 }, () => signIn(t, "guess1", "Sai@12345", ip)));
    expect(statuses(answers)).toEqual([...Array(5).fill(401), ...Array(35).fill(429)]);
    for (const refused of answers.filter((a) => a.statusCode === 429)) {
      expect(Number(refused.headers["retry-after"])).toBeGreaterThanOrEqual(29);
      expect(refused.json().message).toMatch(/^Đăng nhập sai quá nhiều lần, vui lòng thử lại sau \d+ giây$/);
    }
    // Only the tries let through were counted, and so checked.
    expect(await counts("guess1", ip)).toEqual({ accountAddress: 5, address: 5, account: 5 });
    expect((await signIn(t, "guess1", PASSWORD, ip)).statusCode).toBe(429);
    expect((await signIn(t, "guess1", PASSWORD, "198.51.100.101")).statusCode).toBe(200);
    // The owner's try was taken back: their address counts nothing, the account keeps the 5 failures.
    expect(await counts("guess1", "198.51.100.101")).toEqual({
      accountAddress: undefined,
      address: undefined,
      account: 5,
    });
  });

  it("cannot pass the limit through two servers on one database", async () => {
    const ip = "203.0.113.102";
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => signIn(i % 2 ? t : second, "guess2", "Sai@12345", ip)),
    );
    expect(statuses(answers)).toEqual([...Array(5).fill(401), ...Array(35).fill(429)]);
    expect((await counts("guess2", ip)).accountAddress).toBe(5);
  });
});

describe("a successful sign-in", () => {
  it("clears its account-and-address count and takes its own try back from the others", async () => {
    const ip = "203.0.113.103";
    for (let i = 0; i < 4; i++) expect((await signIn(t, "guess3", "Sai@12345", ip)).statusCode).toBe(401);
    expect(await counts("guess3", ip)).toEqual({ accountAddress: 4, address: 4, account: 4 });
    expect((await signIn(t, "guess3", PASSWORD, ip)).statusCode).toBe(200);
    expect(await counts("guess3", ip)).toEqual({ accountAddress: undefined, address: 4, account: 4 });
    // Five new tries before the wait, as at first.
    for (let i = 0; i < 5; i++) expect((await signIn(t, "guess3", "Sai@12345", ip)).statusCode).toBe(401);
    expect((await signIn(t, "guess3", "Sai@12345", ip)).statusCode).toBe(429);
  });
});

describe("an account guessed at from many addresses", () => {
  it("holds every answer back a second, and the owner still gets in from their own address", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await signIn(t, "guess4", "Sai@12345", `203.0.113.${120 + i}`)).statusCode).toBe(401);
    }
    const start = Date.now();
    expect((await signIn(t, "guess4", PASSWORD, "198.51.100.104")).statusCode).toBe(200);
    expect(Date.now() - start).toBeGreaterThanOrEqual(1000);
  });
});
