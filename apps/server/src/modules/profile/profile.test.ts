import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../test/api.js";
import { SALE, staffTenant } from "../../../../../test/fixtures/staff-tenant.js";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof staffTenant>>;

beforeAll(async () => {
  t = await startTestApp();
  tenant = await staffTenant(t, "profile_api");
});
afterAll(() => t.close());

const send = (method: "GET" | "PUT", url: string, token?: string, payload?: object, ip?: string) =>
  tenant.send({ method, url: `/api/${url}`, token, payload, remoteAddress: ip });

describe("GET, PUT user/profile", () => {
  it("shows the signed-in user their own profile, without secrets", async () => {
    const { access_token } = await tenant.signIn(SALE);
    const res = await send("GET", "user/profile", access_token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user_name: "sale01",
      full_name: "Nguyễn Thị Hồng Nhung",
      email: "nhung@example.vn",
      phone: "0903123456",
      is_admin: 0,
      saler: "NV001",
      branchs: "CN01",
    });
    expect(res.body).not.toMatch(/password|agent_pass/);
  });

  it("changes name, email and phone only, and audits it", async () => {
    const { access_token } = await tenant.signIn(SALE);
    const res = await send("PUT", "user/profile", access_token, {
      full_name: "Nguyễn Hồng Nhung",
      email: "",
      phone: "0903 999 888",
      is_admin: 1,
      branchs: "CN01,CN02",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ full_name: "Nguyễn Hồng Nhung", email: null, is_admin: 0, branchs: "CN01" });
    const { rows } = await t.pool.query(
      `SELECT user_name, old_values, new_values FROM ${tenant.schema}.audit_logs
       WHERE entity = 'user' AND action = 'update' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toMatchObject({
      user_name: "sale01",
      old_values: { full_name: "Nguyễn Thị Hồng Nhung" },
      new_values: { full_name: "Nguyễn Hồng Nhung" },
    });
  });

  it("answers bad input with field messages", async () => {
    const { access_token } = await tenant.signIn(SALE);
    const res = await send("PUT", "user/profile", access_token, { full_name: " ", email: "sai", phone: "12" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      full_name: "Họ và tên là bắt buộc",
      email: "Email không hợp lệ",
      phone: "Điện thoại không hợp lệ",
    });
  });

  it("needs a signed-in user", async () => {
    expect((await send("GET", "user/profile")).statusCode).toBe(401);
    expect((await send("PUT", "user/password", undefined, {})).statusCode).toBe(401);
  });
});

describe("PUT user/password", () => {
  it("refuses a wrong current password on its field, and a weak new one", async () => {
    const { access_token } = await tenant.signIn(SALE);
    const wrong = await send("PUT", "user/password", access_token, {
      current_password: "Sai@12345",
      new_password: "MoiHon2025",
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: "Mật khẩu hiện tại không đúng" });
    const weak = await send("PUT", "user/password", access_token, {
      current_password: SALE.password,
      new_password: "short1",
    });
    expect(weak.json().errors).toEqual({ new_password: "Mật khẩu tối thiểu 8 ký tự, gồm cả chữ và số" });
    const same = await send("PUT", "user/password", access_token, {
      current_password: SALE.password,
      new_password: SALE.password,
    });
    expect(same.json().errors).toEqual({ new_password: "Mật khẩu mới phải khác mật khẩu hiện tại" });
  });

  it("slows down guessing the current password like sign-in does", async () => {
    const { access_token } = await tenant.signIn(SALE, "203.0.113.50");
    const guess = () =>
      send(
        "PUT",
        "user/password",
        access_token,
        { current_password: "Doan@123", new_password: "MoiHon2025" },
        "203.0.113.50",
      );
    for (let i = 0; i < 5; i++) expect((await guess()).statusCode).toBe(422);
    const blocked = await guess();
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("changes it: this session goes on, the others end, the old password stops working", async () => {
    const other = await tenant.signIn(SALE, "10.5.5.5");
    const mine = await tenant.signIn(SALE);
    const res = await send("PUT", "user/password", mine.access_token, {
      current_password: SALE.password,
      new_password: "DoiMatKhau2025",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: "Đổi mật khẩu thành công" });
    expect((await send("GET", "user/profile", mine.access_token)).statusCode).toBe(200);
    expect((await send("GET", "user/profile", other.access_token)).statusCode).toBe(401);
    await expect(tenant.signIn(SALE, "10.6.6.6")).rejects.toThrow(/401/);
    await tenant.signIn({ user_name: "sale01", password: "DoiMatKhau2025" });

    const { rows } = await t.pool.query(
      `SELECT user_name, new_values FROM ${tenant.schema}.audit_logs WHERE action = 'password_change'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].user_name).toBe("sale01");
    expect(rows[0].new_values.sessions_ended).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(rows)).not.toMatch(/DoiMatKhau2025|Sale@12345|argon2/);
  });
});
