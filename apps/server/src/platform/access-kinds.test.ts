import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { call, login, startTestApp, type TestApp } from "../../../../test/api.js";

/**
 * Each kind of declared access on a route of its own, tried with the demo users: sale01 holds
 * access, read, add, edit and print on the sales screens (crm.partners among them) but no delete,
 * and is employee NV001; thungan01 has no employee code; admin is an administrator.
 */
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};
beforeAll(async () => {
  t = await startTestApp({}, (app) => {
    const partners = "crm.partners" as const;
    app.post(
      "/api/test/merge",
      {
        config: {
          access: {
            allOf: [
              { command: partners, right: "edit" },
              { command: partners, right: "del" },
            ],
          },
        },
      },
      async () => ({ done: true }),
    );
    app.get(
      "/api/test/menu",
      {
        config: {
          access: {
            needs: "signed-in",
            whenAsked: [{ query: { all: "true" }, needs: { command: "stock.warehouses", right: "read" } }],
          },
        },
      },
      async () => ({ done: true }),
    );
    app.post(
      "/api/test/call",
      {
        config: {
          access: {
            needs: { command: partners, right: "add" },
            whenAsked: [{ body: "follow_up", needs: { command: "stock.units", right: "add" } }],
          },
        },
        schema: { body: z.object({ note: z.string(), follow_up: z.object({ title: z.string() }).nullish() }) },
      },
      async () => ({ done: true }),
    );
    app.put(
      "/api/test/users/:id/rights",
      { config: { access: { needs: { command: partners, right: "edit" }, notOnSelf: "id" } } },
      async () => ({ done: true }),
    );
    app.put(
      "/api/test/work/:id/done",
      {
        config: {
          access: { assignee: async (_db, req) => ((req.params as { id: string }).id === "a" ? "NV001" : "NV002") },
        },
      },
      async () => ({ done: true }),
    );
  });
  for (const [name, password] of [
    ["admin", "Admin@123"],
    ["sale01", "Sale@123"],
    ["thungan01", "Cashier@123"],
  ] as const) {
    tokens[name] = (await login(t.app, name, password)).access_token;
    const me = await call(t.app, { method: "POST", url: "/api/auth/user-info", token: tokens[name] });
    ids[name] = me.json().id;
  }
});
afterAll(() => t.close());

const as = (user: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  call(t.app, { method, url, token: tokens[user], payload });
const statusOf = async (user: string, method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  (await as(user, method, url, payload)).statusCode;

describe("a declared access", () => {
  it("allOf: passes only a user holding every right named", async () => {
    const refused = await as("sale01", "POST", "/api/test/merge");
    expect(refused.statusCode, "edit without delete").toBe(403);
    expect(refused.json().message).toBe("Bạn không có quyền thực hiện chức năng này");
    expect(await statusOf("admin", "POST", "/api/test/merge")).toBe(200);
  });

  it("whenAsked by the query: needs the right only for the requests asking for it", async () => {
    expect(await statusOf("sale01", "GET", "/api/test/menu")).toBe(200);
    expect(await statusOf("sale01", "GET", "/api/test/menu?all=false")).toBe(200);
    expect(await statusOf("sale01", "GET", "/api/test/menu?all=true")).toBe(403);
    expect(await statusOf("admin", "GET", "/api/test/menu?all=true")).toBe(200);
  });

  it("whenAsked by the body: needs the right only when the field is given, and refuses before judging the body", async () => {
    expect(await statusOf("sale01", "POST", "/api/test/call", { note: "gọi lại" })).toBe(200);
    expect(await statusOf("sale01", "POST", "/api/test/call", { note: "gọi lại", follow_up: null })).toBe(200);
    expect(await statusOf("sale01", "POST", "/api/test/call", { note: "gọi lại", follow_up: { title: "hẹn" } })).toBe(
      403,
    );
    expect(await statusOf("sale01", "POST", "/api/test/call", { follow_up: { title: 5 } }), "a bad body too").toBe(403);
    expect(await statusOf("admin", "POST", "/api/test/call", { note: "gọi lại", follow_up: { title: "hẹn" } })).toBe(
      200,
    );
    expect(await statusOf("thungan01", "POST", "/api/test/call", { note: "gọi lại" }), "the base rule first").toBe(403);
  });

  it("notOnSelf: refuses someone who is no administrator acting on their own account", async () => {
    expect(await statusOf("sale01", "PUT", `/api/test/users/${ids.sale01}/rights`)).toBe(403);
    expect(await statusOf("sale01", "PUT", `/api/test/users/${ids.thungan01}/rights`)).toBe(200);
    expect(await statusOf("admin", "PUT", `/api/test/users/${ids.admin}/rights`)).toBe(200);
    expect(await statusOf("thungan01", "PUT", `/api/test/users/${ids.sale01}/rights`), "the base rule").toBe(403);
  });

  it("own record: passes only the employee the record is assigned to, administrators included", async () => {
    expect(await statusOf("sale01", "PUT", "/api/test/work/a/done")).toBe(200);
    expect(await statusOf("sale01", "PUT", "/api/test/work/b/done"), "NV002's record").toBe(403);
    expect(await statusOf("thungan01", "PUT", "/api/test/work/a/done"), "no employee code").toBe(403);
    expect(await statusOf("admin", "PUT", "/api/test/work/a/done"), "an administrator is no assignee").toBe(403);
  });
});
