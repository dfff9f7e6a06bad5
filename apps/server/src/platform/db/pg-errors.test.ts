import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../test/api.js";

/**
 * The safety net: bad input that slips past the checks and makes PostgreSQL refuse a statement
 * is the client's fault, answered 4xx, never 500. A test route runs each refused statement on
 * the real database; 422 when the request had a body, 400 when it had none.
 */
const STATEMENTS: Record<string, [string, unknown[]]> = {
  text: ["SELECT $1::int", ["mười"]],
  range: ["SELECT $1::smallint", [40_000]],
  date: ["SELECT $1::date", ["2025-02-30"]],
  bytes: ["SELECT $1::text", ["a\u0000b"]],
  "not-null": ["INSERT INTO t_demo.units (ma_dvt, ten_dvt) VALUES ('ZZ_NET', NULL)", []],
  "not-null-unknown": ["INSERT INTO t_demo.audit_logs (user_name) VALUES (NULL)", []],
  check: ["DO $$ BEGIN RAISE EXCEPTION USING ERRCODE = 'check_violation'; END $$", []],
  "index-row": ["DO $$ BEGIN RAISE EXCEPTION USING ERRCODE = 'program_limit_exceeded'; END $$", []],
  other: ["SELECT * FROM khong_co_bang", []],
};

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, (app) => {
    const run = async (name: string) => {
      const [sql, params] = STATEMENTS[name] ?? ["SELECT 1", []];
      await t.pool.query(sql, params);
      return { ok: true };
    };
    const config = { access: "public", tenant: false } as const;
    app.get<{ Params: { name: string } }>("/api/test/refused/:name", { config }, (req) => run(req.params.name));
    app.post<{ Params: { name: string } }>("/api/test/refused/:name", { config }, (req) => run(req.params.name));
  });
});
afterAll(() => t.close());

const get = (name: string, lang?: string) =>
  t.app.inject({ method: "GET", url: `/api/test/refused/${name}`, headers: lang ? { "accept-language": lang } : {} });
const post = (name: string, lang?: string) =>
  t.app.inject({
    method: "POST",
    url: `/api/test/refused/${name}`,
    payload: { any: "body" },
    headers: lang ? { "accept-language": lang } : {},
  });

describe("a statement PostgreSQL refuses for bad input", () => {
  it("is a malformed request (400) without a body, invalid input (422) with one: a wrong form or range", async () => {
    for (const name of ["text", "range", "date", "bytes"]) {
      const asQuery = await get(name);
      expect(asQuery.statusCode, `${name}: ${asQuery.body}`).toBe(400);
      expect(asQuery.json()).toEqual({ message: "Dữ liệu không hợp lệ" });
      const asBody = await post(name, "en");
      expect(asBody.statusCode, name).toBe(422);
      expect(asBody.json()).toEqual({ message: "Invalid input" });
    }
  });

  it("names the required field a save left empty, in the client's language", async () => {
    const vi = await post("not-null");
    expect(vi.statusCode).toBe(422);
    expect(vi.json()).toEqual({ message: "Dữ liệu không hợp lệ", errors: { ten_dvt: "Tên đơn vị tính là bắt buộc" } });
    const en = await post("not-null", "en");
    expect(en.json().errors).toEqual({ ten_dvt: "Unit name is required" });
    const { rows } = await t.pool.query("SELECT 1 FROM t_demo.units WHERE ma_dvt = 'ZZ_NET'");
    expect(rows).toEqual([]);
    // A column no entity labels is named as it is.
    expect((await post("not-null-unknown")).json().errors).toEqual({ user_name: "user_name là bắt buộc" });
  });

  it("answers a broken check and a value too large for an index 422", async () => {
    for (const name of ["check", "index-row"]) {
      const res = await post(name);
      expect(res.statusCode, name).toBe(422);
      expect(res.json()).toEqual({ message: "Dữ liệu không hợp lệ" });
    }
  });

  it("leaves a fault of the server a 500 that says nothing of it", async () => {
    const res = await get("other");
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: "Lỗi hệ thống, vui lòng thử lai sau ít phút!" });
  });
});
