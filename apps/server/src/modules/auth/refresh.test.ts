// Refresh-token rotation with a grace window: two tabs or a retried request presenting the same
// token get the same pair; a replay after the window, or after the successor was used, revokes.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { login, startTestApp, type TestApp } from "../../../../../test/api.js";
import { SALE, staffTenant } from "../../../../../test/fixtures/staff-tenant.js";
import { hashRefreshToken } from "../../platform/auth/tokens.js";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof staffTenant>>;
beforeAll(async () => {
  t = await startTestApp();
  tenant = await staffTenant(t, "refresh_api");
});
afterAll(() => t.close());

type Pair = { access_token: string; refresh_token: string };

const refresh = (pair: { access_token?: string; refresh_token: string }) =>
  tenant.send({ method: "POST", url: "/api/auth/refresh-token", payload: pair });
const me = (token: string) => tenant.send({ method: "POST", url: "/api/auth/user-info", token });

/** As if the token had been first used `seconds` earlier than it was. */
async function usedEarlier(token: string, seconds: number) {
  const { rowCount } = await t.pool.query(
    `UPDATE ${tenant.schema}.refresh_tokens SET used_at = used_at - make_interval(secs => $2) WHERE token_hash = $1`,
    [hashRefreshToken(token), seconds],
  );
  expect(rowCount).toBe(1);
}

async function sessionOf(token: string) {
  const { rows } = await t.pool.query(
    `SELECT s.id, s.ended_at, s.end_reason, (SELECT count(*) FROM ${tenant.schema}.refresh_tokens r
       WHERE r.session_id = s.id) AS tokens
       FROM ${tenant.schema}.sessions s JOIN ${tenant.schema}.refresh_tokens t ON t.session_id = s.id
      WHERE t.token_hash = $1`,
    [hashRefreshToken(token)],
  );
  return rows[0] as { id: string; ended_at: Date | null; end_reason: string | null; tokens: number };
}

describe("refreshing twice with one token", () => {
  it("gives concurrent refreshes the same pair and keeps the session", async () => {
    const first = await tenant.signIn(SALE, "198.51.100.60");
    const answers = await Promise.all([refresh(first), refresh(first), refresh(first)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const [one, ...others] = answers.map((a) => a.body);
    for (const other of others) expect(other).toBe(one);
    const second = answers[0]?.json() as Pair;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(second.access_token).not.toBe(first.access_token);
    // One rotation: the first token and its one successor.
    expect(await sessionOf(first.refresh_token)).toMatchObject({ ended_at: null, tokens: 2 });
    expect((await me(second.access_token)).statusCode).toBe(200);
    expect((await refresh(second)).statusCode).toBe(200);
  });

  it("gives a retry a few seconds later the same pair", async () => {
    const first = await tenant.signIn(SALE, "198.51.100.61");
    const answer = await refresh(first);
    expect(answer.statusCode).toBe(200);
    await usedEarlier(first.refresh_token, 5);
    const retry = await refresh(first);
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(answer.body);
    expect((await me(answer.json().access_token)).statusCode).toBe(200);
  });

  it("revokes the session when the token comes back after the grace window", async () => {
    const first = await tenant.signIn(SALE, "198.51.100.62");
    const second = (await refresh(first)).json() as Pair;
    await usedEarlier(first.refresh_token, 31);
    const replay = await refresh(first);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe("Mã làm mới phiên không hợp lệ hoặc đã được sử dụng");
    expect((await me(second.access_token)).statusCode).toBe(401);
    expect((await refresh(second)).statusCode).toBe(401);
    const session = await sessionOf(first.refresh_token);
    expect(session).toMatchObject({ end_reason: "refresh_token_reused" });
    const { rows } = await t.pool.query(
      `SELECT action, user_name, new_values FROM ${tenant.schema}.audit_logs
        WHERE entity = 'session' AND record_id = $1 AND action = 'revoke'`,
      [session.id],
    );
    expect(rows).toEqual([{ action: "revoke", user_name: "sale01", new_values: { reason: "refresh_token_reused" } }]);
  });

  it("revokes the session when the token comes back after its successor was used, even within the window", async () => {
    const first = await tenant.signIn(SALE, "198.51.100.63");
    const second = (await refresh(first)).json() as Pair;
    const third = (await refresh(second)).json() as Pair;
    expect((await refresh(first)).statusCode).toBe(401);
    expect((await me(third.access_token)).statusCode).toBe(401);
    expect((await refresh(third)).statusCode).toBe(401);
    expect(await sessionOf(first.refresh_token)).toMatchObject({ end_reason: "refresh_token_reused" });
  });

  it("refuses the token with another session's access token without using it up", async () => {
    const mine = await tenant.signIn(SALE, "198.51.100.64");
    const other = await tenant.signIn(SALE, "198.51.100.65");
    const res = await refresh({ access_token: other.access_token, refresh_token: mine.refresh_token });
    expect(res.statusCode).toBe(401);
    const renewed = await refresh(mine);
    expect(renewed.statusCode).toBe(200);
    expect((await me(renewed.json().access_token)).statusCode).toBe(200);
    expect((await me(other.access_token)).statusCode).toBe(200);
  });

  it("refuses another tenant's refresh token, and leaves that session alone", async () => {
    const demo = await login(t.app, "sale01", "Sale@123", "198.51.100.66");
    expect((await refresh({ refresh_token: demo.refresh_token })).statusCode).toBe(401);
    expect((await refresh(demo)).statusCode).toBe(401);
    const own = await t.app.inject({
      method: "POST",
      url: "/api/auth/refresh-token",
      headers: { "x-tenant": "demo" },
      payload: demo,
    });
    expect(own.statusCode).toBe(200);
  });
});
