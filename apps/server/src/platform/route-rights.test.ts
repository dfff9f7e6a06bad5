import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp } from "../../../../test/api.js";
import { seedUser } from "../seed/base.js";
import { type Access, askedRights, baseRule, type DeclaredRoute, declaredRoutes } from "./access.js";
import { inTenant } from "./db/tenant-db.js";
import { AppError } from "./errors.js";
import { translate } from "./messages.js";

/**
 * Every /api route the server registers, walked with a signed-in user who holds no right at all:
 * each one that needs a command or an administrator must answer 403. A route open to any signed-in
 * user must be listed here with its reason, so that a forgotten right cannot go unnoticed.
 */
const OPEN_TO_SIGNED_IN: Record<string, string> = {
  "POST /api/auth/user-info": "the user's own account, rights and settings",
  "POST /api/auth/logout": "ends the user's own session",
  "PUT /api/user/configs/:name": "the user's own settings (columns of a list, starred pages)",
  "GET /api/user/profile": "the user's own profile",
  "PUT /api/user/profile": "the user's own profile",
  "PUT /api/user/password": "the user's own password",
  "GET /api/user/todo": "the user's own open appointments and tickets",
  "GET /api/system/server-time": "the navbar's clock",
  "GET /api/system/configs": "the parameters every screen follows; secrets masked but for administrators",
  "GET /api/system/command": "the user's own menu; ?all=true (every command) asks for read on system.settings",
  "GET /api/system/dictionaries/lookup": "loaded at start-up by every user (rights.lookup of its definition)",
  "GET /api/system/branchs/lookup": "loaded at start-up by every user: the branch picker (rights.lookup)",
  "GET /api/system/stt/lookup": "loaded at start-up by every user: document statuses (rights.lookup)",
  "GET /api/call-center/providers": "loaded at start-up for the softphone: addresses and scripts, never a key",
  "GET /api/meta/entities": "the definitions lists and forms are drawn from: no rows",
  "GET /api/cities": "geography: Vietnam's official lists of provinces and wards",
  "GET /api/cities/:id/districts": "geography",
  "GET /api/cities/:id/wards": "geography",
  "GET /api/districts/:id/wards": "geography",
  "GET /api/wards/:id/current": "geography",
  "GET /api/admin/settings/print-header": "printed forms (receipts, vouchers) carry the shop's name, tax code and bank",
  "GET /api/admin/settings/logo": "the logo printed on forms, for anyone who prints",
};

/** Plausible values of path parameters, by name; an id is a fresh uuid. */
const PARAMS: Record<string, () => string> = {
  id: () => randomUUID(),
  kind: () => "task",
  ip: () => "127.0.0.1",
  name: () => "crm_partner_require_phone",
  ma_ct: () => "HD1",
  status: () => "0",
  ma_kh: () => "KH000001",
  field: () => "ma_kh",
  value: () => "0901234567",
  entity: () => "units",
};

const filled = (url: string) =>
  url.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => (PARAMS[name] ?? (() => "1"))()).replace("*", "x");

const named = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const forbidden = { status: 403, message: "Bạn không có quyền thực hiện chức năng này" };

let t: TestApp;
let token: string;
let admin: string;
beforeAll(async () => {
  t = await startTestApp();
  await inTenant(t.pool, "t_demo", (db) =>
    seedUser(db, {
      user_name: "khongquyen",
      password: "KhongQuyen@1",
      full_name: "Lý Văn Không",
      branchs: "CN01,CN02",
    }),
  );
  token = (await login(t.app, "khongquyen", "KhongQuyen@1")).access_token;
  admin = (await login(t.app, "admin", "Admin@123")).access_token;
});
afterAll(() => t.close());

const asNobody = (method: string, url: string, payload?: object) =>
  call(t.app, { method: method as "GET", url, token, payload, headers: { "x-branches": "CN01,CN02" } });

describe("every registered /api route", () => {
  it("needs a command right or an administrator, unless it is listed as open with its reason", () => {
    const routes = declaredRoutes(t.app);
    expect(routes.length).toBeGreaterThan(300);
    const signedIn = routes.filter((r) => baseRule(r.access) === "signed-in").map(named);
    expect(
      signedIn.filter((r) => !(r in OPEN_TO_SIGNED_IN)),
      "signed-in routes not listed here",
    ).toEqual([]);
    expect(
      Object.keys(OPEN_TO_SIGNED_IN).filter((r) => !signedIn.includes(r)),
      "listed routes that are gone",
    ).toEqual([]);
  });

  it("answers 403 to a signed-in user without rights wherever a command or an administrator is needed", async () => {
    const guarded = declaredRoutes(t.app).filter(
      (r) => !["public", "signed-in"].includes(baseRule(r.access) as string),
    );
    const answers = [];
    for (const route of guarded) {
      const payload = ["POST", "PUT", "PATCH"].includes(route.method) ? {} : undefined;
      const res = await asNobody(route.method, filled(route.url), payload);
      answers.push({ route: named(route), status: res.statusCode, message: res.json().message });
    }
    // A route may say more than the generic refusal (a period lock's delete: "không có quyền mở khóa sổ").
    const refusalOf = (access: Access) => {
      const refusal = typeof access === "object" && "needs" in access ? access.refusal?.() : undefined;
      return refusal instanceof AppError ? translate(refusal.key, "vi", refusal.params) : forbidden.message;
    };
    const expected = new Map(guarded.map((route) => [named(route), refusalOf(route.access)]));
    expect(answers.filter((a) => a.status !== 403 || a.message !== expected.get(a.route))).toEqual([]);
    // The lookups are guarded too: partners, call logs, employees…
    expect(answers.map((a) => a.route)).toEqual(
      expect.arrayContaining([
        "GET /api/crm/partners/lookup",
        "GET /api/crm/call-logs/lookup",
        "GET /api/hr/employees/lookup",
        "GET /api/crm/targets/progress",
        "PUT /api/user/todo/:kind/:id/done",
      ]),
    );
  });

  it("answers 403 to a user without rights who asks for more than a route's base rule, by its query or body", async () => {
    const asking = (route: DeclaredRoute) => askedRights(route.access).map((asked) => ({ route, asked }));
    const asked = declaredRoutes(t.app).flatMap(asking);
    const answers = [];
    for (const { route, asked: more } of asked) {
      const query = new URLSearchParams(more.query ?? {}).toString();
      const url = query ? `${filled(route.url)}?${query}` : filled(route.url);
      const res = await asNobody(route.method, url, more.body ? { [more.body]: {} } : undefined);
      answers.push({
        route: `${named(route)} ${query || more.body}`,
        status: res.statusCode,
        message: res.json().message,
      });
    }
    expect(answers.map((a) => a.route)).toEqual(
      expect.arrayContaining(["GET /api/system/command all=true", "POST /api/crm/call-logs follow_up"]),
    );
    expect(answers.filter((a) => a.status !== 403 || a.message !== forbidden.message)).toEqual([]);
  });
});

describe("what the open routes give a user without rights", () => {
  it("masks the secrets among the configs", async () => {
    const key = "khoa-tong-dai-3f9a71";
    const set = await call(t.app, {
      method: "PUT",
      url: "/api/system/configs/call_center_access_key",
      token: admin,
      payload: { value: key },
    });
    expect(set.statusCode, set.body).toBe(200);
    const res = await asNobody("GET", "/api/system/configs");
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(key);
    expect(res.json().items.find((c: { name: string }) => c.name === "call_center_access_key").value).toBe("******");
  });

  it("gives the call-center providers' addresses, never a key, password or token", async () => {
    const res = await asNobody("GET", "/api/call-center/providers");
    expect(res.statusCode).toBe(200);
    for (const provider of res.json().items) {
      expect(Object.keys(provider).sort()).toEqual(
        ["code", "domain", "enable", "id", "libs", "name", "widget", "widget_libs", "wss"].sort(),
      );
    }
  });

  it("gives an empty menu, and the whole tree only with read on system.settings", async () => {
    expect((await asNobody("GET", "/api/system/command")).json()).toEqual({ items: [], total: 0 });
    expect((await asNobody("GET", "/api/system/command?all=true")).statusCode).toBe(403);
  });

  it("gives the start-up lists with what the app shows of them, nothing more", async () => {
    const branches = (await asNobody("GET", "/api/system/branchs/lookup")).json().items;
    expect(branches.find((b: { ma_dvcs: string }) => b.ma_dvcs === "CN01")).toEqual({
      id: expect.any(String),
      ma_dvcs: "CN01",
      ten_dvcs: "Chi nhánh Quận 1",
      ten_dvcs_en: "District 1 branch",
      status: true,
    });
    const statuses = (await asNobody("GET", "/api/system/stt/lookup?ma_ct=HD1")).json().items;
    expect(Object.keys(statuses[0]).sort()).toEqual(
      ["color", "id", "is_default", "ma_ct", "status", "ten_stt", "ten_stt_en", "active"].sort(),
    );
  });

  it("gives no appointment or ticket to a user without an employee", async () => {
    expect((await asNobody("GET", "/api/user/todo")).json()).toMatchObject({ items: [], total: 0, employee: null });
  });
});
