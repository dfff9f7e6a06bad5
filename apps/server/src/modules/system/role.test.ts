import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../test/api.js";
import { ADMIN, SALE, staffTenant } from "../../../../../test/fixtures/staff-tenant.js";

let t: TestApp;
let tenant: Awaited<ReturnType<typeof staffTenant>>;
let admin: string;

beforeAll(async () => {
  t = await startTestApp();
  tenant = await staffTenant(t, "roles_api");
  admin = (await tenant.signIn(ADMIN)).access_token;
});
afterAll(() => t.close());

type Rights = { menu_id: string; [flag: string]: unknown }[];
type Role = { id: string; name: string; user_count: number; rights: Rights; users: { user_name: string }[] };

const send = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, payload?: unknown, token = admin) =>
  tenant.send({ method, url: `/api/${url}`, payload: payload as object, token });

let serial = 0;
async function newUser() {
  serial += 1;
  const res = await send("POST", "system/users", {
    user_name: `ktv_role${serial}`,
    full_name: `Kỹ thuật viên ${serial}`,
    password: "KyThuat2025",
    branchs: "CN01",
  });
  expect(res.statusCode).toBe(200);
  return { id: res.json().id as string, user_name: `ktv_role${serial}`, password: "KyThuat2025" };
}

/** The six lists a user's session carries, as the user's own next call reads them. */
async function listsOf(user: { user_name: string; password: string }) {
  const token = (await tenant.signIn(user)).access_token;
  const info = (await send("POST", "auth/user-info", undefined, token)).json();
  return { r_access: info.r_access, r_read: info.r_read, r_add: info.r_add, r_del: info.r_del };
}

const UNITS_READ = [{ menu_id: "stock.units", r_access: true, r_read: true }];
const UNITS_AND_WAREHOUSES = [
  { menu_id: "stock.units", r_access: true, r_read: true, r_add: true },
  { menu_id: "stock.warehouses", r_access: true, r_read: true, r_del: true },
];

async function createRole(body: Record<string, unknown>) {
  const res = await send("POST", "system/roles", body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Role;
}

describe("a role applied to two users", () => {
  it("gives both its rights, and a change of the role changes both, audited", async () => {
    const [a, b] = [await newUser(), await newUser()];
    const role = await createRole({ name: "Thủ kho", description: "Kho và đơn vị tính", rights: UNITS_READ });
    expect((await send("PUT", `system/users/${a.id}/role`, { role_id: role.id })).statusCode).toBe(200);
    const applied = await send("PUT", `system/users/${b.id}/role`, { role_id: role.id });
    expect(applied.json().role).toEqual({ id: role.id, name: "Thủ kho" });
    for (const user of [a, b]) {
      expect(await listsOf(user)).toEqual({ r_access: ["stock.units"], r_read: ["stock.units"], r_add: [], r_del: [] });
    }
    const listed = (await send("GET", "system/roles")).json().items.find((r: Role) => r.id === role.id);
    expect(listed).toMatchObject({ name: "Thủ kho", user_count: 2 });

    const changed = await send("PUT", `system/roles/${role.id}`, { name: "Thủ kho", rights: UNITS_AND_WAREHOUSES });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().users.map((u: { user_name: string }) => u.user_name)).toEqual([a.user_name, b.user_name]);
    for (const user of [a, b]) {
      expect(await listsOf(user)).toEqual({
        r_access: ["stock.units", "stock.warehouses"],
        r_read: ["stock.units", "stock.warehouses"],
        r_add: ["stock.units"],
        r_del: ["stock.warehouses"],
      });
    }
    const detail = (await send("GET", `system/users/${a.id}`)).json();
    expect(detail.role).toEqual({ id: role.id, name: "Thủ kho" });

    const { rows } = await t.pool.query(
      `SELECT entity, record_id, new_values FROM ${tenant.schema}.audit_logs
       WHERE (entity = 'role' AND record_id = $1) OR (entity = 'user_rights' AND record_id = ANY($2))
       ORDER BY id DESC LIMIT 3`,
      [role.id, [a.id, b.id]],
    );
    expect(rows.map((r) => r.entity).sort()).toEqual(["role", "user_rights", "user_rights"]);
    expect(rows.find((r) => r.entity === "user_rights").new_values).toMatchObject({ role: "Thủ kho" });
  });

  it("applies to the users the form lists, and those taken off keep their rights but no longer follow", async () => {
    const [a, b] = [await newUser(), await newUser()];
    const role = await createRole({ name: "Lễ tân", rights: UNITS_READ, user_ids: [a.id, b.id] });
    expect(role.user_count).toBe(2);
    const kept = await send("PUT", `system/roles/${role.id}`, {
      name: "Lễ tân",
      rights: UNITS_AND_WAREHOUSES,
      user_ids: [a.id],
    });
    expect(kept.json().users.map((u: { user_name: string }) => u.user_name)).toEqual([a.user_name]);
    expect((await listsOf(a)).r_del).toEqual(["stock.warehouses"]);
    expect(await listsOf(b)).toEqual({ r_access: ["stock.units"], r_read: ["stock.units"], r_add: [], r_del: [] });
    expect((await send("GET", `system/users/${b.id}`)).json().role).toBeNull();
  });

  it("lets go of a user whose rights are edited by hand: the next change of the role passes them by", async () => {
    const [a, b] = [await newUser(), await newUser()];
    const role = await createRole({ name: "Thu ngân ca sáng", rights: UNITS_READ, user_ids: [a.id, b.id] });
    const own = [{ menu_id: "stock.warehouses", r_access: true, r_read: true }];
    expect((await send("PUT", `system/users/${a.id}/rights`, own)).statusCode).toBe(200);
    expect((await send("GET", `system/users/${a.id}`)).json().role).toBeNull();
    await send("PUT", `system/roles/${role.id}`, { name: "Thu ngân ca sáng", rights: UNITS_AND_WAREHOUSES });
    expect((await listsOf(a)).r_read).toEqual(["stock.warehouses"]);
    expect((await listsOf(b)).r_add).toEqual(["stock.units"]);
  });

  it("leaves a role with null, keeping the rights", async () => {
    const a = await newUser();
    const role = await createRole({ name: "Tạm thời", rights: UNITS_READ, user_ids: [a.id] });
    const left = await send("PUT", `system/users/${a.id}/role`, { role_id: null });
    expect(left.json().role).toBeNull();
    expect((await listsOf(a)).r_read).toEqual(["stock.units"]);
    expect((await send("GET", `system/roles/${role.id}`)).json().user_count).toBe(0);
  });
});

describe("changes of one role and users taking it, at once", () => {
  it("leave every follower with the rights of the role as last committed", async () => {
    const followers = [await newUser(), await newUser()];
    const role = await createRole({ name: "Song song", rights: UNITS_READ, user_ids: followers.map((u) => u.id) });
    const variants = [
      [{ menu_id: "stock.units", r_read: true, r_add: true }],
      [{ menu_id: "stock.warehouses", r_read: true, r_del: true }],
    ];
    for (let round = 0; round < 4; round++) {
      const joining = await newUser();
      followers.push(joining);
      const answers = await Promise.all([
        ...variants.map((rights) => send("PUT", `system/roles/${role.id}`, { name: "Song song", rights })),
        send("PUT", `system/users/${joining.id}/role`, { role_id: role.id }),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
      const last = ((await send("GET", `system/roles/${role.id}`)).json() as Role).rights;
      const { rows } = await t.pool.query(
        `SELECT user_id, menu_id, r_access, r_read, r_add, r_edit, r_del, r_print
         FROM ${tenant.schema}.user_rights WHERE user_id = ANY($1) ORDER BY menu_id`,
        [followers.map((u) => u.id)],
      );
      for (const user of followers) {
        const held = rows.filter((r) => r.user_id === user.id).map(({ user_id: _, ...r }) => r);
        expect(held, `round ${round}, ${user.user_name}`).toEqual(last);
      }
    }
  });
});

describe("copying a user's rights", () => {
  it("gives the user the source's six lists and the role the source follows, not their branches", async () => {
    const [source, target] = [await newUser(), await newUser()];
    await send("PUT", `system/users/${source.id}/rights`, UNITS_AND_WAREHOUSES);
    await send("PUT", `system/users/${source.id}`, {
      user_name: source.user_name,
      full_name: "Nguồn",
      branchs: "CN01,CN02",
    });
    const copied = await send("POST", `system/users/${target.id}/rights/copy`, { source_user_id: source.id });
    expect(copied.statusCode).toBe(200);
    expect(copied.json().role).toBeNull();
    expect(await listsOf(target)).toEqual(await listsOf(source));
    expect((await send("GET", `system/users/${target.id}`)).json().branchs).toBe("CN01");

    const role = await createRole({ name: "Nguồn sao chép", rights: UNITS_READ, user_ids: [source.id] });
    const again = await send("POST", `system/users/${target.id}/rights/copy`, { source_user_id: source.id });
    expect(again.json().role).toEqual({ id: role.id, name: "Nguồn sao chép" });
    await send("PUT", `system/roles/${role.id}`, { name: "Nguồn sao chép", rights: UNITS_AND_WAREHOUSES });
    expect((await listsOf(target)).r_del).toEqual(["stock.warehouses"]);
  });

  it("refuses copying from the user themselves or from nobody", async () => {
    const target = await newUser();
    const self = await send("POST", `system/users/${target.id}/rights/copy`, { source_user_id: target.id });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors).toEqual({ source_user_id: "Hãy chọn một người dùng khác" });
    const nobody = await send("POST", `system/users/${target.id}/rights/copy`, {
      source_user_id: "00000000-0000-4000-8000-000000000000",
    });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().errors).toEqual({ source_user_id: "Người dùng nguồn không tồn tại" });
    expect((await send("POST", `system/users/${target.id}/rights/copy`, {})).statusCode).toBe(422);
  });
});

describe("refusals", () => {
  it("needs the users command: a salesperson may neither list nor change roles", async () => {
    const sale = (await tenant.signIn(SALE)).access_token;
    expect((await send("GET", "system/roles", undefined, sale)).statusCode).toBe(403);
    expect((await send("POST", "system/roles", { name: "X", rights: [] }, sale)).statusCode).toBe(403);
    const target = await newUser();
    const copy = await send("POST", `system/users/${target.id}/rights/copy`, { source_user_id: target.id }, sale);
    expect(copy.statusCode).toBe(403);
  });

  it("answers 422 for a missing name, a name in use, an unknown command or user, and an unknown role", async () => {
    const missing = await send("POST", "system/roles", { rights: [] });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.name).toBe("Tên vai trò là bắt buộc");
    await createRole({ name: "Kế toán", rights: [] });
    const taken = await send("POST", "system/roles", { name: "kế toán", rights: [] });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: "Tên vai trò đã tồn tại" });
    const unknown = await send("POST", "system/roles", {
      name: "Lạ",
      rights: [{ menu_id: "khong.ton.tai", r_read: true }],
    });
    expect(unknown.json().errors).toEqual({ "rights.0.menu_id": "Chức năng khong.ton.tai không tồn tại" });
    const nobody = await send("POST", "system/roles", {
      name: "Lạ",
      rights: [],
      user_ids: ["00000000-0000-4000-8000-000000000000"],
    });
    expect(nobody.json().errors).toEqual({ "user_ids.0": "Người dùng không tồn tại" });
    const user = await newUser();
    const noRole = await send("PUT", `system/users/${user.id}/role`, {
      role_id: "00000000-0000-4000-8000-000000000000",
    });
    expect(noRole.statusCode).toBe(422);
    expect(noRole.json().errors).toEqual({ role_id: "Vai trò không tồn tại" });
    expect((await send("GET", "system/roles/00000000-0000-4000-8000-000000000000")).statusCode).toBe(404);
  });

  it("answers 409 for deleting a role someone follows, naming them; taken off them, it goes", async () => {
    const a = await newUser();
    const role = await createRole({ name: "Đang dùng", rights: UNITS_READ, user_ids: [a.id] });
    const refused = await send("DELETE", `system/roles/${role.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `Không thể xóa vai trò Đang dùng: 1 người dùng đang áp dụng (${a.user_name}); hãy bỏ vai trò khỏi họ trước`,
    );
    await send("PUT", `system/users/${a.id}/role`, { role_id: null });
    expect((await send("DELETE", `system/roles/${role.id}`)).statusCode).toBe(200);
    expect((await listsOf(a)).r_read).toEqual(["stock.units"]);
  });

  it("keeps a user manager who is no administrator to the rights they hold, and off their own", async () => {
    const { rows } = await t.pool.query(`SELECT id FROM ${tenant.schema}.users WHERE user_name = 'sale01'`);
    const saleId = rows[0].id;
    await send("PUT", `system/users/${saleId}/rights`, [
      { menu_id: "system.users", r_access: true, r_read: true, r_edit: true },
      { menu_id: "stock.units", r_access: true, r_read: true },
    ]);
    const manager = (await tenant.signIn(SALE)).access_token;
    const beyond = await send("POST", "system/roles", { name: "Quá quyền", rights: UNITS_AND_WAREHOUSES }, manager);
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json().errors["rights.0.r_add"]).toBe("Bạn không thể cấp quyền mà chính bạn không có");

    const wide = await createRole({ name: "Rộng", rights: UNITS_AND_WAREHOUSES });
    const user = await newUser();
    const apply = await send("PUT", `system/users/${user.id}/role`, { role_id: wide.id }, manager);
    expect(apply.statusCode).toBe(422);
    expect(apply.json().errors.role_id).toMatch(/chính bạn không có/);

    const narrow = await createRole({ name: "Hẹp", rights: UNITS_READ });
    expect((await send("PUT", `system/users/${user.id}/role`, { role_id: narrow.id }, manager)).statusCode).toBe(200);
    expect((await send("PUT", `system/users/${saleId}/role`, { role_id: narrow.id }, manager)).statusCode).toBe(403);
  });
});
