import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp } from "../../../../test/api.js";
import { requireDeclaredAccess } from "./access.js";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, (app) => {
    app.get("/api/test/partners", { config: { access: { command: "crm.partners", right: "read" } } }, async (req) => ({
      branches: req.branches,
    }));
    app.delete(
      "/api/test/partners",
      { config: { access: { command: "crm.partners", right: "del" } } },
      async () => ({}),
    );
    app.get(
      "/api/test/warehouses",
      { config: { access: { command: "stock.warehouses", right: "read" } } },
      async () => ({}),
    );
    app.get(
      "/api/test/either",
      {
        config: {
          access: {
            anyOf: [
              { command: "stock.warehouses", right: "read" },
              { command: "crm.partners", right: "read" },
            ],
          },
        },
      },
      async () => ({}),
    );
    app.post(
      "/api/test/echo",
      { config: { access: { command: "crm.partners", right: "add" } } },
      async (req) => req.body,
    );
  });
});
afterAll(() => t.close());

describe("route declarations", () => {
  it("a route without a declared command and right stops the server from starting", async () => {
    const app = Fastify({ logger: false });
    requireDeclaredAccess(app);
    expect(() => app.get("/api/undeclared", async () => ({}))).toThrow(/declares no access/);
  });

  it("a route naming a command that is not in the menu tree stops the server from starting, naming both", () => {
    const app = Fastify({ logger: false });
    requireDeclaredAccess(app);
    const typo = { command: "crm.partner", right: "read" } as const;
    // A misspelt command does not compile either; this is for a code that slips past the types.
    // @ts-expect-error "crm.partner" is no command of the menu tree
    expect(() => app.get("/api/test/typo", { config: { access: typo } }, async () => ({}))).toThrow(
      'Route GET /api/test/typo names command "crm.partner", not in the menu tree',
    );
    const either = { anyOf: [{ command: "crm.partners", right: "read" }, typo] } as const;
    // @ts-expect-error "crm.partner" is no command of the menu tree
    expect(() => app.post("/api/test/either", { config: { access: either } }, async () => ({}))).toThrow(
      'Route POST /api/test/either names command "crm.partner", not in the menu tree',
    );
    // A group of the tree is no page: no right is ever granted on it.
    const group = { command: "crm.reports", right: "read" } as const;
    // @ts-expect-error a group is no command either
    expect(() => app.get("/api/test/group", { config: { access: group } }, async () => ({}))).toThrow(/crm\.reports/);
    expect(() => app.get("/api/test/none", { config: { access: { anyOf: [] } } }, async () => ({}))).toThrow(
      /empty anyOf/,
    );
    expect(() =>
      app.get("/api/test/fine", { config: { access: { ...typo, command: "crm.partners" } } }, async () => ({})),
    ).not.toThrow();
  });
});

describe("rights on menu commands", () => {
  it("lets sale01 read partners but not delete them, nor open warehouses", async () => {
    const { access_token: token } = await login(t.app, "sale01", "Sale@123");
    expect((await call(t.app, { method: "GET", url: "/api/test/partners", token })).statusCode).toBe(200);
    const del = await call(t.app, { method: "DELETE", url: "/api/test/partners", token });
    expect(del.statusCode).toBe(403);
    expect(del.json().message).toBe("Bạn không có quyền thực hiện chức năng này");
    expect((await call(t.app, { method: "GET", url: "/api/test/warehouses", token })).statusCode).toBe(403);
  });

  it("lets a route read by two screens pass a user of either, and no one else", async () => {
    const sale = (await login(t.app, "sale01", "Sale@123")).access_token;
    expect((await call(t.app, { method: "GET", url: "/api/test/either", token: sale })).statusCode).toBe(200);
    const cashier = (await login(t.app, "thungan01", "Cashier@123")).access_token;
    expect((await call(t.app, { method: "GET", url: "/api/test/either", token: cashier })).statusCode).toBe(403);
  });

  it("lets the administrator pass every check", async () => {
    const { access_token: token } = await login(t.app, "admin", "Admin@123");
    expect((await call(t.app, { method: "DELETE", url: "/api/test/partners", token })).statusCode).toBe(200);
    expect((await call(t.app, { method: "GET", url: "/api/test/warehouses", token })).statusCode).toBe(200);
  });
});

describe("X-Branches", () => {
  it("refuses a branch the user is not granted, never dropping it silently", async () => {
    const { access_token: token } = await login(t.app, "sale01", "Sale@123");
    const res = await call(t.app, {
      method: "GET",
      url: "/api/test/partners",
      token,
      headers: { "x-branches": "CN01,CN02" },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe("Bạn không được phân quyền đơn vị CN02");
    const ok = await call(t.app, {
      method: "GET",
      url: "/api/test/partners",
      token,
      headers: { "x-branches": "CN01" },
    });
    expect(ok.json().branches).toEqual(["CN01"]);
  });

  it("names a few refused codes, cut short, never echoing junk back", async () => {
    const { access_token: token } = await login(t.app, "sale01", "Sale@123");
    const junk = ["X".repeat(5_000), ...Array.from({ length: 50 }, (_, i) => `B${i}`)].join(",");
    const res = await call(t.app, { method: "GET", url: "/api/test/partners", token, headers: { "x-branches": junk } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(`Bạn không được phân quyền đơn vị ${"X".repeat(20)}…, B0, B1, B2, B3, …`);
  });

  it("gives handlers every granted branch when none is selected", async () => {
    const { access_token: token } = await login(t.app, "admin", "Admin@123");
    const res = await call(t.app, { method: "GET", url: "/api/test/partners", token });
    expect(res.json().branches).toEqual(["CN01", "CN02"]);
  });

  it("refuses a branch that does not exist", async () => {
    const { access_token: token } = await login(t.app, "admin", "Admin@123");
    const res = await call(t.app, {
      method: "GET",
      url: "/api/test/partners",
      token,
      headers: { "x-branches": "CN99" },
    });
    expect(res.statusCode).toBe(403);
  });

  it("adds ma_dvcs to a POST body when exactly one branch is selected", async () => {
    const { access_token: token } = await login(t.app, "admin", "Admin@123");
    const one = await call(t.app, {
      method: "POST",
      url: "/api/test/echo",
      token,
      headers: { "x-branches": "CN02" },
      payload: { name: "Nguyễn Văn Hùng" },
    });
    expect(one.json()).toEqual({ name: "Nguyễn Văn Hùng", ma_dvcs: "CN02" });
    const two = await call(t.app, {
      method: "POST",
      url: "/api/test/echo",
      token,
      headers: { "x-branches": "CN01,CN02" },
      payload: { name: "Nguyễn Văn Hùng" },
    });
    expect(two.json()).toEqual({ name: "Nguyễn Văn Hùng" });
  });

  it("refuses a POST body naming a branch the user is not granted", async () => {
    const { access_token: token } = await login(t.app, "sale01", "Sale@123");
    const res = await call(t.app, { method: "POST", url: "/api/test/echo", token, payload: { ma_dvcs: "CN02" } });
    expect(res.statusCode).toBe(403);
  });
});
