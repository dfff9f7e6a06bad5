import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp } from "../../../../../test/api.js";
import { SALE_COMMANDS, SALE_DASHBOARD } from "../../seed/demo.js";
import { provisionTenant } from "../../seed/provision.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const post = (url: string, payload: object, extra: { token?: string; tenant?: string; ip?: string } = {}) =>
  call(t.app, { method: "POST", url, payload, token: extra.token, tenant: extra.tenant, remoteAddress: extra.ip });

describe("POST auth/login", () => {
  it("signs in the demo administrator and salesperson", async () => {
    for (const [user, password] of [
      ["admin", "Admin@123"],
      ["sale01", "Sale@123"],
    ]) {
      const res = await post("/api/auth/login", {
        user_name: user,
        password,
        system_type: "web",
        login_type: "password",
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.access_token.split(".")).toHaveLength(3);
      expect(body.refresh_token.length).toBeGreaterThan(30);
    }
  });

  it("answers a wrong user name and a wrong password the same way", async () => {
    const wrongUser = await post("/api/auth/login", { user_name: "nobody", password: "Admin@123" }, { ip: "10.0.0.1" });
    const wrongPassword = await post("/api/auth/login", { user_name: "admin", password: "nope" }, { ip: "10.0.0.1" });
    expect(wrongUser.statusCode).toBe(401);
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongUser.json()).toEqual(wrongPassword.json());
    expect(wrongUser.json().message).toBe("Tên đăng nhập hoặc mật khẩu không đúng");
  });

  it("stores passwords as argon2id hashes", async () => {
    const { rows } = await t.pool.query("SELECT password_hash FROM t_demo.users WHERE user_name = 'admin'");
    expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
  });

  it("rejects a missing password with 422 and the field's error", async () => {
    const res = await post("/api/auth/login", { user_name: "admin" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toBe("Mật khẩu là bắt buộc");
  });

  it("records the session with user, address and user agent", async () => {
    const res = await call(t.app, {
      method: "POST",
      url: "/api/auth/login",
      payload: { user_name: "sale01", password: "Sale@123" },
      remoteAddress: "203.0.113.9",
      headers: { "user-agent": "Mozilla/5.0 SenTest" },
    });
    expect(res.statusCode).toBe(200);
    const { rows } = await t.pool.query(
      `SELECT s.ip, s.user_agent, s.started_at, s.last_seen_at FROM t_demo.sessions s
       JOIN t_demo.users u ON u.id = s.user_id WHERE u.user_name = 'sale01' AND s.ip = '203.0.113.9'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].user_agent).toBe("Mozilla/5.0 SenTest");
    expect(rows[0].started_at).toBeInstanceOf(Date);
  });
});

describe("POST auth/user-info", () => {
  it("describes the administrator", async () => {
    const { access_token } = await login(t.app, "admin", "Admin@123");
    const res = await post("/api/auth/user-info", {}, { token: access_token });
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user.is_admin).toBe(1);
    expect(user.user_name).toBe("admin");
    expect(user.user_rights.branchs).toBe("CN01,CN02");
    expect(user).not.toHaveProperty("password_hash");
  });

  it("describes sale01: one branch, her own customers, rights on her CRM screens only", async () => {
    const { access_token } = await login(t.app, "sale01", "Sale@123");
    const user = (await post("/api/auth/user-info", {}, { token: access_token })).json();
    expect(user).toMatchObject({
      is_admin: 0,
      full_name: "Nguyễn Thị Hồng Nhung",
      saler: "NV001",
      agent_id: "1001",
      user_rights: { branchs: "CN01", employee_yn: 1, employees: "NV001" },
      user_configs: [],
    });
    for (const list of ["r_access", "r_read", "r_add", "r_edit", "r_print"]) {
      expect(user[list]).toEqual([...SALE_COMMANDS, SALE_DASHBOARD].sort());
    }
    expect(user.r_del).toEqual([]);
  });

  it("carries the user's own settings", async () => {
    await t.pool.query(
      `INSERT INTO t_demo.user_configs (user_id, name, value)
       SELECT id, 'pos_printer', 'K80' FROM t_demo.users WHERE user_name = 'thungan01' ON CONFLICT DO NOTHING`,
    );
    const { access_token } = await login(t.app, "thungan01", "Cashier@123");
    const user = (await post("/api/auth/user-info", {}, { token: access_token })).json();
    expect(user.user_configs).toEqual([{ name: "pos_printer", value: "K80" }]);
  });

  it("refuses a call without a token", async () => {
    const res = await post("/api/auth/user-info", {});
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Phiên đăng nhập không hợp lệ hoặc đã hết hạn");
  });
});

describe("POST auth/refresh-token", () => {
  it("rotates: a new pair works and the old refresh token is dead", async () => {
    const first = await login(t.app, "admin", "Admin@123");
    const res = await post("/api/auth/refresh-token", first);
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect((await post("/api/auth/user-info", {}, { token: second.access_token })).statusCode).toBe(200);
    const third = await post("/api/auth/refresh-token", second);
    expect(third.statusCode).toBe(200);
  });

  it("revokes the whole session when a used refresh token comes back after its successor was used", async () => {
    const first = await login(t.app, "admin", "Admin@123");
    const second = (await post("/api/auth/refresh-token", first)).json();
    const third = (await post("/api/auth/refresh-token", second)).json();
    const replay = await post("/api/auth/refresh-token", first);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe("Mã làm mới phiên không hợp lệ hoặc đã được sử dụng");
    // The thief's replay also kills what the legitimate holder got.
    expect((await post("/api/auth/refresh-token", third)).statusCode).toBe(401);
    expect((await post("/api/auth/user-info", {}, { token: third.access_token })).statusCode).toBe(401);
  });

  it("refuses a refresh token with another session's access token", async () => {
    const a = await login(t.app, "admin", "Admin@123");
    const b = await login(t.app, "sale01", "Sale@123");
    const res = await post("/api/auth/refresh-token", { access_token: b.access_token, refresh_token: a.refresh_token });
    expect(res.statusCode).toBe(401);
  });

  it("refuses an unknown refresh token", async () => {
    const res = await post("/api/auth/refresh-token", { refresh_token: "x".repeat(43) });
    expect(res.statusCode).toBe(401);
  });
});

describe("POST auth/logout", () => {
  it("ends the session: its tokens stop working", async () => {
    const pair = await login(t.app, "sale01", "Sale@123");
    const res = await post("/api/auth/logout", {}, { token: pair.access_token });
    expect(res.statusCode).toBe(200);
    expect((await post("/api/auth/user-info", {}, { token: pair.access_token })).statusCode).toBe(401);
    expect((await post("/api/auth/refresh-token", pair)).statusCode).toBe(401);
  });
});

describe("tenants", () => {
  it("refuses a token of tenant A used with X-Tenant B", async () => {
    await provisionTenant(t.pool, {
      code: "acme",
      name: "Acme Salon",
      branches: [{ ma_dvcs: "CN01", ten_dvcs: "Trụ sở chính" }],
      admin: { user_name: "admin", password: "Acme@12345", full_name: "Quản trị viên", branchs: "CN01" },
    });
    const demo = await login(t.app, "admin", "Admin@123");
    const res = await post("/api/auth/user-info", {}, { token: demo.access_token, tenant: "acme" });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe("Phiên đăng nhập không thuộc đơn vị thuê này");
    // The same user name in the other tenant has its own password.
    const acme = await post("/api/auth/login", { user_name: "admin", password: "Admin@123" }, { tenant: "acme" });
    expect(acme.statusCode).toBe(401);
  });

  it("asks for the tenant when the header is missing", async () => {
    const res = await call(t.app, { method: "POST", url: "/api/auth/login", tenant: null, payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe("Thiếu mã đơn vị thuê (header X-Tenant)");
  });
});

describe("repeated failures", () => {
  const wrong = (ip: string) => post("/api/auth/login", { user_name: "sale02", password: "wrong" }, { ip });

  it("slow down one address for one account, but not the owner elsewhere", async () => {
    for (let i = 0; i < 5; i++) expect((await wrong("198.51.100.7")).statusCode).toBe(401);
    const blocked = await wrong("198.51.100.7");
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThanOrEqual(29);
    expect(blocked.json().message).toMatch(/^Đăng nhập sai quá nhiều lần, vui lòng thử lại sau \d+ giây$/);
    // Even the right password waits at that address…
    const right = { user_name: "sale02", password: "Sale@123" };
    expect((await post("/api/auth/login", right, { ip: "198.51.100.7" })).statusCode).toBe(429);
    // …while the real user, from their own address, still signs in.
    expect((await post("/api/auth/login", right, { ip: "192.0.2.44" })).statusCode).toBe(200);
  });
});
