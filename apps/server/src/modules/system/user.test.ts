import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../test/api.js";
import { ADMIN, SALE, staffTenant } from "../../../../../test/fixtures/staff-tenant.js";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof staffTenant>>;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  tenant = await staffTenant(t, "users_api");
  admin = (await tenant.signIn(ADMIN)).access_token;
});
afterAll(() => t.close());

type User = { id: string; user_name: string; full_name: string; [k: string]: unknown };

const get = (url: string, token = admin) => tenant.send({ method: "GET", url: `/api/${url}`, token });
const write = (method: "POST" | "PUT" | "PATCH" | "DELETE", url: string, payload?: unknown, token = admin) =>
  tenant.send({ method, url: `/api/${url}`, payload: payload as object, token });

async function list(query: string, token = admin) {
  const res = await get(`system/users?${query}`, token);
  expect(res.statusCode).toBe(200);
  return res.json() as { items: User[]; total: number };
}

async function idOf(userName: string): Promise<string> {
  const { rows } = await t.pool.query(`SELECT id FROM ${tenant.schema}.users WHERE user_name = $1`, [userName]);
  return rows[0].id;
}

let serial = 0;
const newUser = (extra: Record<string, unknown> = {}) => ({
  user_name: `ktv${++serial}`,
  full_name: `Kỹ thuật viên ${serial}`,
  password: "KyThuat2025",
  ...extra,
});

describe("GET system/users", () => {
  it("lists users with their fields, never a password or its hash", async () => {
    const { items, total } = await list("pageSize=100");
    expect(total).toBeGreaterThanOrEqual(2);
    const sale = items.find((u) => u.user_name === "sale01");
    expect(sale).toMatchObject({
      full_name: "Nguyễn Thị Hồng Nhung",
      email: "nhung@example.vn",
      phone: "0903123456",
      is_admin: 0,
      status: true,
      saler: "NV001",
      branchs: "CN01",
      employee_yn: 0,
      agent_pass_set: false,
    });
    const body = JSON.stringify(items);
    expect(body).not.toMatch(/password_hash|argon2|agent_pass"/);
  });

  it("searches name, user name, email and phone without accents, in any Unicode form", async () => {
    for (const search of ["nguyen thi hong", "NGUYỄN THỊ", "Nguyễn Thị".normalize("NFD"), "nhung@example", "0903123"]) {
      const { items } = await list(`searchKey=${encodeURIComponent(search)}`);
      expect(items.map((u) => u.user_name)).toEqual(["sale01"]);
    }
    const blank = await list("searchKey=%20%20");
    expect(blank.total).toBe((await list("")).total);
    expect((await list("searchKey=100%25")).total).toBe(0);
  });

  it("sorts by the allowed keys only, pages with the spec's sizes, filters by status", async () => {
    const byName = await list("sortKey=full_name&sortType=desc&pageSize=100");
    const names = byName.items.map((u) => u.full_name.toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    const bad = await get("system/users?sortKey=password_hash");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.sortKey).toBe("Chỉ sắp xếp được theo: user_name, full_name, created_at");
    expect((await get("system/users?pageSize=7")).statusCode).toBe(400);
    const page = await list("pageSize=10&pageIndex=1&sortKey=created_at");
    expect(page.items.length).toBeLessThanOrEqual(10);
    await write("POST", "system/users", newUser({ user_name: "nghi_viec", status: false }));
    const inactive = await list("status=false");
    expect(inactive.items.map((u) => u.user_name)).toContain("nghi_viec");
    expect(inactive.items.every((u) => u.status === false)).toBe(true);
  });

  it("is refused to a user without the system.users command", async () => {
    const sale = (await tenant.signIn(SALE)).access_token;
    expect((await get("system/users", sale)).statusCode).toBe(403);
    expect((await write("POST", "system/users", newUser(), sale)).statusCode).toBe(403);
  });
});

describe("POST system/users", () => {
  it("creates a user who can then sign in, with branches checked and tidied", async () => {
    const res = await write(
      "POST",
      "system/users",
      newUser({
        user_name: "letan01",
        full_name: "Võ Thị Lễ Tân",
        email: "letan@example.vn",
        phone: "0911222333",
        saler: "nv009",
        agent_id: "1009",
        agent_pass: "Tong@Dai9",
        branchs: "cn02, CN01,CN01",
        employee_yn: 1,
        employees: "NV001, NV002",
      }),
    );
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      user_name: "letan01",
      is_admin: 0,
      status: true,
      saler: "NV009",
      branchs: "CN02,CN01",
      employee_yn: 1,
      employees: "NV001,NV002",
      agent_pass_set: true,
      created_by: "admin",
    });
    expect(created).not.toHaveProperty("agent_pass");
    expect(created).not.toHaveProperty("password");
    await tenant.signIn({ user_name: "LETAN01", password: "KyThuat2025" });
  });

  it("refuses a user name already taken, whatever its case", async () => {
    const res = await write("POST", "system/users", newUser({ user_name: "Sale01" }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ user_name: "Tên đăng nhập đã tồn tại" });
  });

  it("gives field messages: weak password, missing name, bad email, unknown branch", async () => {
    const weak = await write("POST", "system/users", newUser({ password: "abcdefgh" }));
    expect(weak.json().errors.password).toBe("Mật khẩu tối thiểu 8 ký tự, gồm cả chữ và số");
    const res = await write("POST", "system/users", {
      user_name: "có dấu",
      password: "Abc12345",
      email: "khong-hop-le",
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      user_name: "Tên đăng nhập chỉ gồm chữ cái không dấu, chữ số và . _ @ -",
      full_name: "Họ và tên là bắt buộc",
      email: "Email không hợp lệ",
    });
    const branch = await write("POST", "system/users", newUser({ branchs: "CN01,CN99" }));
    expect(branch.statusCode).toBe(422);
    expect(branch.json().errors.branchs).toBe("Chi nhánh không tồn tại: CN99");
  });

  it("writes the creation to the audit log without any password, hash or call-center password", async () => {
    const res = await write("POST", "system/users", newUser({ agent_pass: "Bi@Mat77" }));
    const { rows } = await t.pool.query(
      `SELECT user_name, action, new_values FROM ${tenant.schema}.audit_logs WHERE entity = 'user' AND record_id = $1`,
      [res.json().id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ user_name: "admin", action: "create" });
    const logged = JSON.stringify(rows[0].new_values);
    expect(logged).toContain(res.json().user_name);
    expect(logged).not.toMatch(/KyThuat2025|Bi@Mat77|argon2|password|agent_pass"/);
  });
});

describe("GET, PUT, PATCH system/users/{id}", () => {
  it("gives one user with rights and branches", async () => {
    const res = await get(`system/users/${await idOf("sale01")}`);
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user.rights).toEqual([
      {
        menu_id: "crm.partners",
        r_access: true,
        r_read: true,
        r_add: true,
        r_edit: true,
        r_del: false,
        r_print: true,
      },
    ]);
    expect(user.branch_list).toEqual([{ ma_dvcs: "CN01", ten_dvcs: "Chi nhánh Quận 1", status: true }]);
    expect((await get("system/users/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });

  it("updates in full (what is left out goes back to its default, the call-center password stays)", async () => {
    const created = (await write("POST", "system/users", newUser({ saler: "NV050", agent_pass: "x1" }))).json();
    const res = await write("PUT", `system/users/${created.id}`, {
      user_name: created.user_name,
      full_name: "Tên mới",
      branchs: "CN02",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ full_name: "Tên mới", saler: null, branchs: "CN02", agent_pass_set: true });
    const { rows } = await t.pool.query(
      `SELECT old_values, new_values FROM ${tenant.schema}.audit_logs
      WHERE record_id = $1 AND action = 'update'`,
      [created.id],
    );
    expect(rows[0].old_values.full_name).toBe(created.full_name);
    expect(rows[0].new_values.full_name).toBe("Tên mới");
  });

  it("patches only what is sent", async () => {
    const created = (await write("POST", "system/users", newUser({ phone: "0988777666" }))).json();
    const res = await write("PATCH", `system/users/${created.id}`, { full_name: "Chỉ đổi tên" });
    expect(res.json()).toMatchObject({ full_name: "Chỉ đổi tên", phone: "0988777666", user_name: created.user_name });
  });

  it("keeps an administrator from removing their own administrator right or deactivating themselves", async () => {
    const me = await idOf("admin");
    const res = await write("PATCH", `system/users/${me}`, { is_admin: 0, status: false });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      is_admin: "Bạn không thể tự bỏ quyền quản trị của mình",
      status: "Bạn không thể tự ngừng sử dụng tài khoản của mình",
    });
    expect((await get("system/users?searchKey=admin")).json().items[0]).toMatchObject({ is_admin: 1, status: true });
  });

  it("signs a deactivated user out at once", async () => {
    const created = (await write("POST", "system/users", newUser())).json();
    const session = await tenant.signIn({ user_name: created.user_name, password: "KyThuat2025" });
    const me = () => tenant.send({ method: "POST", url: "/api/auth/user-info", token: session.access_token });
    expect((await me()).statusCode).toBe(200);
    await write("PATCH", `system/users/${created.id}`, { status: false });
    expect((await me()).statusCode).toBe(401);
    const refresh = await tenant.send({ method: "POST", url: "/api/auth/refresh-token", payload: session });
    expect(refresh.statusCode).toBe(401);
  });
});

describe("PUT system/users/{id}/password", () => {
  it("sets the password and ends every session of that user", async () => {
    const created = (await write("POST", "system/users", newUser())).json();
    const old = await tenant.signIn({ user_name: created.user_name, password: "KyThuat2025" });
    const res = await write("PUT", `system/users/${created.id}/password`, { password: "MatKhauMoi9" });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("Đổi mật khẩu thành công");
    const info = await tenant.send({ method: "POST", url: "/api/auth/user-info", token: old.access_token });
    expect(info.statusCode).toBe(401);
    expect((await tenant.send({ method: "POST", url: "/api/auth/refresh-token", payload: old })).statusCode).toBe(401);
    await expect(tenant.signIn({ user_name: created.user_name, password: "KyThuat2025" })).rejects.toThrow(/401/);
    await tenant.signIn({ user_name: created.user_name, password: "MatKhauMoi9" });

    const { rows } = await t.pool.query(
      `SELECT action, old_values, new_values FROM ${tenant.schema}.audit_logs
       WHERE action IN ('password_reset', 'force_logout') AND (record_id = $1 OR old_values->>'user_id' = $1)`,
      [created.id],
    );
    expect(rows.map((r) => r.action).sort()).toEqual(["force_logout", "password_reset"]);
    expect(JSON.stringify(rows)).not.toMatch(/MatKhauMoi9|KyThuat2025|argon2/);
  });

  it("refuses a weak password", async () => {
    const res = await write("PUT", `system/users/${await idOf("sale01")}/password`, { password: "12345678" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toBe("Mật khẩu tối thiểu 8 ký tự, gồm cả chữ và số");
  });
});

describe("DELETE system/users/{id}", () => {
  it("deletes a user who never signed in", async () => {
    const created = (await write("POST", "system/users", newUser())).json();
    expect((await write("DELETE", `system/users/${created.id}`)).statusCode).toBe(200);
    expect((await get(`system/users/${created.id}`)).statusCode).toBe(404);
  });

  it("refuses a user who has signed in (deactivate instead), and yourself", async () => {
    const created = (await write("POST", "system/users", newUser())).json();
    await tenant.signIn({ user_name: created.user_name, password: "KyThuat2025" });
    const res = await write("DELETE", `system/users/${created.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Người dùng đã có lịch sử hoạt động nên không thể xóa, hãy chuyển sang ngừng sử dụng",
    );
    const self = await write("DELETE", `system/users/${await idOf("admin")}`);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe("Bạn không thể xóa chính mình");
  });
});

describe("a user manager who is no administrator", () => {
  let manager: string;
  beforeAll(async () => {
    await t.pool.query(
      `INSERT INTO ${tenant.schema}.users (user_name, full_name, password_hash, branchs)
       SELECT 'quanly', 'Quản lý nhân sự', password_hash, 'CN01' FROM ${tenant.schema}.users WHERE user_name = 'sale01'`,
    );
    await t.pool.query(
      `INSERT INTO ${tenant.schema}.user_rights (user_id, menu_id, r_access, r_read, r_add, r_edit, r_del)
       SELECT id, 'system.users', true, true, true, true, true FROM ${tenant.schema}.users WHERE user_name = 'quanly'`,
    );
    manager = (await tenant.signIn({ user_name: "quanly", password: SALE.password })).access_token;
  });

  it("manages ordinary users", async () => {
    const res = await write("POST", "system/users", newUser({ branchs: "CN01" }), manager);
    expect(res.statusCode).toBe(200);
    expect(res.json().created_by).toBe("quanly");
  });

  it("cannot make an administrator, touch one, or grant a branch they lack", async () => {
    expect((await write("POST", "system/users", newUser({ is_admin: 1 }), manager)).statusCode).toBe(403);
    const adminId = await idOf("admin");
    expect((await write("PATCH", `system/users/${adminId}`, { full_name: "x" }, manager)).statusCode).toBe(403);
    const reset = await write("PUT", `system/users/${adminId}/password`, { password: "Chiem@Quyen1" }, manager);
    expect(reset.statusCode).toBe(403);
    expect((await write("DELETE", `system/users/${adminId}`, undefined, manager)).statusCode).toBe(403);
    expect((await write("POST", "system/users", newUser({ branchs: "CN02" }), manager)).statusCode).toBe(403);
  });
});
