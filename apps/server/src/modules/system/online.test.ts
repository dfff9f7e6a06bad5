import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../test/api.js";
import { ADMIN, SALE, staffTenant } from "../../../../../test/fixtures/staff-tenant.js";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof staffTenant>>;
let saleId: string;

beforeAll(async () => {
  t = await startTestApp();
  tenant = await staffTenant(t, "online_api");
  const { rows } = await t.pool.query(`SELECT id FROM ${tenant.schema}.users WHERE user_name = 'sale01'`);
  saleId = rows[0].id;
});
afterAll(() => t.close());

type Session = { id: string; user_name: string; ip: string; is_current: boolean; [k: string]: unknown };

const me = (token: string) => tenant.send({ method: "POST", url: "/api/auth/user-info", token });
const refresh = (pair: { access_token: string; refresh_token: string }) =>
  tenant.send({ method: "POST", url: "/api/auth/refresh-token", payload: pair });
const online = async (token: string) => {
  const res = await tenant.send({ method: "GET", url: "/api/system/users/online", token });
  expect(res.statusCode).toBe(200);
  return res.json() as { items: Session[]; total: number };
};
const put = (url: string, token: string, ip = "127.0.0.1") =>
  tenant.send({ method: "PUT", url: `/api/system/users/${url}`, token, remoteAddress: ip });

async function auditRows(where: string, params: unknown[] = []) {
  const { rows } = await t.pool.query(
    `SELECT user_name, ip, action, entity, record_id, old_values, new_values FROM ${tenant.schema}.audit_logs
     WHERE ${where} ORDER BY id`,
    params,
  );
  return rows;
}

describe("GET system/users/online", () => {
  it("lists live sessions with user, address, browser and times, marking the caller's own", async () => {
    const admin = await tenant.signIn(ADMIN, "10.0.0.1", "Chrome 140");
    await tenant.signIn(SALE, "10.1.1.1", "Safari iPhone");
    const { items, total } = await online(admin.access_token);
    expect(total).toBe(items.length);
    const sale = items.find((s) => s.ip === "10.1.1.1");
    expect(sale).toMatchObject({
      user_id: saleId,
      user_name: "sale01",
      full_name: "Nguyễn Thị Hồng Nhung",
      user_agent: "Safari iPhone",
      is_current: false,
    });
    expect(new Date(sale?.started_at as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(new Date(sale?.last_seen_at as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(items.filter((s) => s.is_current).map((s) => s.ip)).toEqual(["10.0.0.1"]);
  });

  it("leaves out ended sessions and those not seen for an access-token lifetime", async () => {
    const admin = await tenant.signIn(ADMIN);
    const gone = await tenant.signIn(SALE, "10.2.2.2");
    await tenant.send({ method: "POST", url: "/api/auth/logout", token: gone.access_token });
    const idle = await tenant.signIn(SALE, "10.3.3.3");
    await t.pool.query(
      `UPDATE ${tenant.schema}.sessions SET last_seen_at = now() - interval '16 minutes' WHERE ip = '10.3.3.3'`,
    );
    const ips = (await online(admin.access_token)).items.map((s) => s.ip);
    expect(ips).not.toContain("10.2.2.2");
    expect(ips).not.toContain("10.3.3.3");
    // Idle is not ended: its refresh token still works.
    expect((await refresh(idle)).statusCode).toBe(200);
  });

  it("is refused without the system.online command", async () => {
    const sale = await tenant.signIn(SALE);
    const res = await tenant.send({ method: "GET", url: "/api/system/users/online", token: sale.access_token });
    expect(res.statusCode).toBe(403);
    expect((await put("logout", sale.access_token)).statusCode).toBe(403);
  });
});

describe("forced logout", () => {
  it("PUT system/users/{id}/logout/{ip} ends that user's sessions from that address only", async () => {
    const admin = await tenant.signIn(ADMIN, "10.0.0.9");
    const shop = await tenant.signIn(SALE, "172.16.0.5");
    const home = await tenant.signIn(SALE, "172.16.0.6");
    const res = await put(`${saleId}/logout/172.16.0.5`, admin.access_token, "10.0.0.9");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Đã đăng xuất 1 phiên", total: 1 });
    expect((await me(shop.access_token)).statusCode).toBe(401);
    expect((await refresh(shop)).statusCode).toBe(401);
    expect((await me(home.access_token)).statusCode).toBe(200);
    expect((await me(admin.access_token)).statusCode).toBe(200);

    const rows = await auditRows("action = 'force_logout' AND old_values->>'ip' = '172.16.0.5'");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_name: "admin",
      ip: "10.0.0.9",
      entity: "session",
      old_values: { user_name: "sale01", ip: "172.16.0.5", user_id: saleId },
      new_values: { reason: "force_logout" },
    });
  });

  it("PUT system/users/logout ends every session of the tenant but the caller's", async () => {
    const caller = await tenant.signIn(ADMIN, "10.0.0.10");
    const otherAdmin = await tenant.signIn(ADMIN, "10.0.0.11");
    const sale = await tenant.signIn(SALE, "10.0.0.12");
    const res = await put("logout", caller.access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBeGreaterThanOrEqual(2);
    for (const pair of [otherAdmin, sale]) {
      expect((await me(pair.access_token)).statusCode).toBe(401);
      expect((await refresh(pair)).statusCode).toBe(401);
    }
    expect((await me(caller.access_token)).statusCode).toBe(200);
    expect((await online(caller.access_token)).items.map((s) => s.ip)).toEqual(["10.0.0.10"]);
    // Nothing left to end: the answer says so.
    expect((await put("logout", caller.access_token)).json()).toEqual({ message: "Đã đăng xuất 0 phiên", total: 0 });
  });

  it("answers English when asked", async () => {
    const admin = await tenant.signIn(ADMIN);
    const res = await tenant.send({
      method: "PUT",
      url: `/api/system/users/${saleId}/logout/192.0.2.1`,
      token: admin.access_token,
      headers: { "accept-language": "en" },
    });
    expect(res.json().message).toBe("0 session(s) signed out");
  });
});

describe("sessions in the audit log", () => {
  it("records sign-in and sign-out with the user, address and browser", async () => {
    const pair = await tenant.signIn(SALE, "198.51.100.20", "Firefox 141");
    await tenant.send({ method: "POST", url: "/api/auth/logout", token: pair.access_token });
    const rows = await auditRows("entity = 'session' AND ip = '198.51.100.20'");
    expect(rows.map((r) => [r.action, r.user_name])).toEqual([
      ["login", "sale01"],
      ["logout", "sale01"],
    ]);
    expect(rows[0].new_values).toMatchObject({ ip: "198.51.100.20", user_agent: "Firefox 141" });
    expect(rows[0].record_id).toBe(rows[1].record_id);
  });

  it("records a session revoked for a replayed refresh token", async () => {
    const first = await tenant.signIn(SALE, "198.51.100.21");
    await refresh((await refresh(first)).json());
    await refresh(first);
    const rows = await auditRows("entity = 'session' AND ip = '198.51.100.21' AND action = 'revoke'");
    expect(rows).toHaveLength(1);
    expect(rows[0].new_values).toEqual({ reason: "refresh_token_reused" });
  });

  it("shows them on the audit screen's call", async () => {
    const admin = await tenant.signIn(ADMIN);
    const res = await tenant.send({
      method: "GET",
      url: "/api/system/logs?entity=session&action=force_logout&pageSize=100",
      token: admin.access_token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBeGreaterThanOrEqual(3);
  });
});
