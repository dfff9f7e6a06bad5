import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startTestApp, type TestApp } from "../../../../../test/api.js";
import { inTenant } from "../../platform/db/tenant-db.js";
import { ensureReferenceData, seedTenantBase } from "../../seed/base.js";
import { provisionTenant } from "../../seed/provision.js";

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  await provisionTenant(t.pool, {
    code: "hoa_sen",
    name: "Spa Hoa Sen",
    branches: [{ ma_dvcs: "CN01", ten_dvcs: "Trụ sở chính" }],
    admin: { user_name: "admin", password: "HoaSen@123", full_name: "Quản trị viên", branchs: "CN01" },
  });
  const res = await call(t.app, {
    method: "POST",
    url: "/api/auth/login",
    tenant: "hoa_sen",
    payload: { user_name: "admin", password: "HoaSen@123" },
  });
  token = res.json().access_token;
});
afterAll(() => t.close());

const list = async (url: string) =>
  (await call(t.app, { method: "GET", url, token, tenant: "hoa_sen" })).json() as {
    items: Record<string, unknown>[];
    total: number;
  };

const counts = async () => {
  const { rows } = await t.pool.query(
    `SELECT (SELECT count(*) FROM t_hoa_sen.dictionaries)::int AS dictionaries,
            (SELECT count(*) FROM t_hoa_sen.stt)::int AS stt,
            (SELECT count(*) FROM t_hoa_sen.voucher_infos)::int AS voucher_infos,
            (SELECT count(*) FROM t_hoa_sen.call_center_providers)::int AS providers`,
  );
  return rows[0];
};

describe("a new tenant's lookups", () => {
  it("start with the dictionaries, the document statuses, voucher infos and the demo provider switched off", async () => {
    expect((await list("/api/system/dictionaries/lookup?group=hinh_thuc_tt")).items).toContainEqual(
      expect.objectContaining({ ma_tudien: "TIEN_MAT", ten_tudien: "Tiền mặt", status: true }),
    );
    expect((await list("/api/system/stt/lookup?ma_ct=HD1")).total).toBe(4);
    expect((await list("/api/accounting/voucher-infos?ma_ct=HD1")).total).toBe(4);
    expect((await list("/api/call-center/providers")).items).toEqual([
      expect.objectContaining({ code: "DEMO", enable: false }),
    ]);
  });

  it("are seeded once: seeding again adds nothing and keeps the tenant's own labels", async () => {
    await t.pool.query("UPDATE t_hoa_sen.dictionaries SET ten_tudien = 'Zalo OA' WHERE ma_tudien = 'ZALO'");
    await t.pool.query("UPDATE t_hoa_sen.stt SET color = '#722ed1' WHERE ma_ct = 'TASK' AND status = '1'");
    await t.pool.query("UPDATE t_hoa_sen.voucher_infos SET prefix = 'HDB' WHERE ma_ct = 'HD1'");
    const before = await counts();
    await inTenant(t.pool, "t_hoa_sen", seedTenantBase);
    expect(await counts()).toEqual(before);
    const sources = (await list("/api/system/dictionaries/lookup?group=nguon_khach")).items;
    expect(sources.find((e) => e.ma_tudien === "ZALO")?.ten_tudien).toBe("Zalo OA");
    const tasks = (await list("/api/system/stt/lookup?ma_ct=TASK")).items;
    expect(tasks.find((s) => s.status === "1")?.color).toBe("#722ed1");
    const bills = (await list("/api/accounting/voucher-infos?ma_ct=HD1")).items;
    expect(bills.every((v) => v.prefix === "HDB")).toBe(true);
  });

  it("reach a tenant made before a document type was: the type's statuses and voucher infos come at the next start", async () => {
    await t.pool.query("DELETE FROM t_hoa_sen.stt WHERE ma_ct = 'TL1'");
    await t.pool.query("DELETE FROM t_hoa_sen.voucher_infos WHERE ma_ct = 'TL1'");
    await t.pool.query("UPDATE t_hoa_sen.stt SET color = '#13c2c2' WHERE ma_ct = 'HD1' AND status = '1'");
    await inTenant(t.pool, "t_hoa_sen", ensureReferenceData);
    expect((await list("/api/system/stt/lookup?ma_ct=TL1")).items.map((s) => s.status)).toEqual(["0", "1", "2", "9"]);
    const returns = (await list("/api/accounting/voucher-infos?ma_ct=TL1")).items;
    expect(returns.map((v) => [v.status, v.prefix, v.ghi_so])).toEqual(
      expect.arrayContaining([
        ["2", "TL", true],
        ["1", "TL", false],
      ]),
    );
    const bills = (await list("/api/system/stt/lookup?ma_ct=HD1")).items;
    expect(bills.find((s) => s.status === "1")?.color).toBe("#13c2c2");
  });
});
