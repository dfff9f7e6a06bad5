import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startTestApp, type TestApp } from "../../../../../test/api.js";
import { type StockTenant, stockTenant } from "../../../../../test/fixtures/stock-tenant.js";
import { inTenant } from "../../platform/db/tenant-db.js";
import { seedUser } from "../../seed/base.js";

/**
 * Locking the books takes the add and edit rights of accounting.voucher-locks; unlocking them (a lock moved back, to
 * another branch, or deleted) takes its delete right.
 */
let t: TestApp;
let s: StockTenant;
/** khoaso01: add and edit on the period locks, no delete (seedUser grants no delete). */
let clerk: StockTenant["admin"];
/** ketoantruong: the same and delete. */
let chief: StockTenant["admin"];

beforeAll(async () => {
  t = await startTestApp();
  s = await stockTenant(t, "aclocks");
  await inTenant(t.pool, s.schema, async (db) => {
    for (const user_name of ["khoaso01", "ketoantruong"]) {
      await seedUser(db, {
        user_name,
        password: "Khoaso@12345",
        full_name: "Đỗ Thị Khóa Sổ",
        branchs: "CN01,CN02",
        commands: ["accounting.voucher-locks"],
      });
    }
    await db.$client.query(
      "UPDATE user_rights SET r_del = true WHERE user_id = (SELECT id FROM users WHERE user_name = 'ketoantruong')",
    );
  });
  const as = async (user_name: string): Promise<StockTenant["admin"]> => {
    const login = await call(t.app, {
      method: "POST",
      url: "/api/auth/login",
      tenant: "aclocks",
      payload: { user_name, password: "Khoaso@12345" },
    });
    const token = login.json().access_token as string;
    return (method, url, payload, headers = { "x-branches": "CN01" }) =>
      call(t.app, { method, url: `/api/${url}`, token, tenant: "aclocks", payload: payload as object, headers });
  };
  clerk = await as("khoaso01");
  chief = await as("ketoantruong");
});
afterAll(() => t.close());

const UNLOCK = "Bạn không có quyền mở khóa sổ: cần quyền Xóa của chức năng Khóa sổ kế toán";

const auditOf = async (id: string) => {
  const { rows } = await t.pool.query(
    `SELECT action, user_name, old_values->>'ngay_khoa' AS old, new_values->>'ngay_khoa' AS new
     FROM ${s.schema}.audit_logs WHERE entity = 'voucher-lock' AND record_id = $1 ORDER BY id`,
    [id],
  );
  return rows;
};

describe("period locks: unlocking is a right of its own", () => {
  let id: string;

  it("lets a user with add and edit lock and move the lock later", async () => {
    const created = await clerk("POST", "accounting/voucher-locks", { ma_dvcs: "CN01", ngay_khoa: "2026-01-31" });
    expect(created.statusCode, created.body).toBe(200);
    id = created.json().id;
    const later = await clerk("PATCH", `accounting/voucher-locks/${id}`, { ngay_khoa: "2026-02-28" });
    expect(later.statusCode, later.body).toBe(200);
    const same = await clerk("PUT", `accounting/voucher-locks/${id}`, {
      ma_dvcs: "CN01",
      ngay_khoa: "2026-02-28",
      ghi_chu: "Khóa sổ tháng 2",
    });
    expect(same.statusCode, same.body).toBe(200);
  });

  it("refuses that user moving it earlier, to another branch, or deleting it: 403 saying unlocking takes delete", async () => {
    for (const [method, body] of [
      ["PATCH", { ngay_khoa: "2026-01-31" }],
      ["PUT", { ma_dvcs: "CN01", ngay_khoa: "2025-12-31" }],
      ["PATCH", { ma_dvcs: "CN02" }],
      ["DELETE", undefined],
    ] as const) {
      const res = await clerk(method, `accounting/voucher-locks/${id}`, body);
      expect(res.statusCode, `${method} ${JSON.stringify(body)}`).toBe(403);
      expect(res.json().message).toBe(UNLOCK);
    }
    const english = await clerk("DELETE", `accounting/voucher-locks/${id}`, undefined, {
      "x-branches": "CN01",
      "accept-language": "en",
    });
    expect(english.json().message).toBe("You may not unlock the books: it takes the Delete right on Period close");
    expect((await clerk("GET", `accounting/voucher-locks/${id}`)).json().ngay_khoa).toBe("2026-02-28");
  });

  it("lets a user with delete unlock, each change in the audit log with the old and new date", async () => {
    const earlier = await chief("PATCH", `accounting/voucher-locks/${id}`, { ngay_khoa: "2026-01-31" });
    expect(earlier.statusCode, earlier.body).toBe(200);
    expect((await chief("DELETE", `accounting/voucher-locks/${id}`)).statusCode).toBe(200);
    expect(await auditOf(id)).toEqual([
      { action: "create", user_name: "khoaso01", old: null, new: "2026-01-31" },
      { action: "update", user_name: "khoaso01", old: "2026-01-31", new: "2026-02-28" },
      { action: "update", user_name: "khoaso01", old: "2026-02-28", new: "2026-02-28" },
      { action: "update", user_name: "ketoantruong", old: "2026-02-28", new: "2026-01-31" },
      { action: "delete", user_name: "ketoantruong", old: "2026-01-31", new: null },
    ]);
  });
});
