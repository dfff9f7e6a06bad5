import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type CrmTenant, crmTenant } from "../../../../../../test/fixtures/crm-tenant.js";

let t: TestApp;
let k: CrmTenant;
beforeAll(async () => {
  t = await startTestApp();
  k = await crmTenant(t, "kh_merge");
});
afterAll(() => t.close());

const countOf = async (table: string, ma_kh: string) =>
  (await k.rows<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ma_kh = $1`, [ma_kh]))[0]?.n ?? 0;
const RECORDS = ["crm_tasks", "crm_tickets", "crm_call_logs", "crm_complains"];

describe("POST crm/partners/merge", () => {
  it("keeps the records of both, fills the kept partner's empty fields and deletes the other", async () => {
    const keep = await k.partnerId("KH000001");
    const remove = await k.partnerId("KH000025");
    // The duplicate has a history of its own: an appointment, a call, a complaint, a campaign
    // the kept partner is in too, a broadcast and a transfer.
    await k.admin("PATCH", `crm/partners/${remove}`, { ghi_chu: "Thích massage đá nóng" });
    const own = { ma_kh: "KH000025", ma_dvcs: "CN01" };
    const posts = [
      [
        "crm/tasks",
        {
          ...own,
          tieu_de: "Tư vấn gói cưới",
          ma_nv: "TS01",
          bat_dau: "2026-03-02T09:00:00+07:00",
          ket_thuc: "2026-03-02T10:00:00+07:00",
        },
      ],
      [
        "crm/call-logs",
        { ...own, phone: "0977111222", trang_thai: "Nghe máy", ma_nv: "TS01", bat_dau: "2026-03-01T09:00:00+07:00" },
      ],
      ["crm/complains", { ...own, tieu_de: "Chờ lâu", noi_dung: "Khách chờ 15 phút." }],
    ] as const;
    for (const [url, body] of posts) {
      const res = await k.admin("POST", url, body);
      expect(res.statusCode, `${url} ${res.body}`).toBe(200);
    }
    await k.rows(
      "INSERT INTO crm_campaign_partners (ma_chien_dich, ma_kh, ten_kh, ket_qua) VALUES ('TRIANKH-T11', 'KH000025', 'Nguyễn Thị Mai', 'pending')",
    );
    const [broadcast] = await k.rows<{ id: string }>(
      "INSERT INTO crm_broadcasts (tieu_de, noi_dung) VALUES ('Ưu đãi tháng 3', 'Giảm 20%') RETURNING id",
    );
    await k.rows(
      "INSERT INTO crm_broadcast_recipients (broadcast_id, line, ma_kh, ten_kh) VALUES ($1, 1, 'KH000025', 'Nguyễn Thị Mai')",
      [broadcast?.id],
    );
    expect((await k.admin("POST", "crm/partners-transfer", { ids: [remove], ma_nvbh_moi: "NV001" })).statusCode).toBe(
      200,
    );
    const before = Object.fromEntries(
      await Promise.all(RECORDS.map(async (r) => [r, (await countOf(r, "KH000001")) + (await countOf(r, "KH000025"))])),
    );

    const res = await k.admin("POST", "crm/partners/merge", { keep, remove });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: keep,
      ma_kh: "KH000001",
      phone: "0901234567",
      phone2: "0977111222",
      ghi_chu: "Thích massage đá nóng",
      ma_nvbh: "NV001",
    });
    expect((await k.admin("GET", `crm/partners/${remove}`)).statusCode).toBe(404);

    for (const table of RECORDS) {
      expect(await countOf(table, "KH000001"), table).toBe(before[table]);
      expect(await countOf(table, "KH000025"), table).toBe(0);
    }
    const campaign = await k.rows(
      "SELECT ma_kh, ket_qua FROM crm_campaign_partners WHERE ma_chien_dich = 'TRIANKH-T11' AND ma_kh IN ('KH000001', 'KH000025')",
    );
    expect(campaign).toEqual([{ ma_kh: "KH000001", ket_qua: "converted" }]);
    expect(await countOf("crm_broadcast_recipients", "KH000001")).toBe(1);
    expect(await countOf("crm_partner_transfers", "KH000001")).toBe(1);

    const audits = await k.rows<{ action: string; record_id: string }>(
      "SELECT action, record_id FROM audit_logs WHERE entity = 'partner' AND record_id = ANY($1) ORDER BY id",
      [[keep, remove]],
    );
    expect(audits.slice(-2)).toEqual([
      { action: "delete", record_id: remove },
      { action: "update", record_id: keep },
    ]);
    expect((await k.admin("GET", "crm/partners/duplicates")).json()).toEqual({ items: [], total: 0 });
  });

  it("copies the kept partner's name onto the records it takes over", async () => {
    const res = await k.admin("POST", "crm/partners/merge", {
      keep: await k.partnerId("KH000013"),
      remove: await k.partnerId("KH000008"),
    });
    expect(res.statusCode, res.body).toBe(200);
    const tasks = await k.rows("SELECT ma_kh, ten_kh FROM crm_tasks WHERE tieu_de = 'Tư vấn gói trẻ hóa da'");
    expect(tasks).toEqual([{ ma_kh: "KH000013", ten_kh: "Trương Thị Bích Ngọc" }]);
  });

  it("refuses the same partner twice, a partner out of sight and a user without the delete right", async () => {
    const keep = await k.partnerId("KH000002");
    const same = await k.admin("POST", "crm/partners/merge", { keep, remove: keep });
    expect(same.statusCode).toBe(422);
    expect(same.json().errors.remove).toBe("Khách hàng giữ lại và khách hàng bị gộp phải khác nhau");
    const unknown = await k.admin("POST", "crm/partners/merge", {
      keep,
      remove: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ remove: "Không tìm thấy khách hàng" });

    const other = await k.partnerId("KH000004");
    expect((await k.sale01("POST", "crm/partners/merge", { keep, remove: other })).statusCode).toBe(403);
    // sale02 may delete partners, but only NV002's.
    await k.rows(
      "UPDATE user_rights SET r_del = true WHERE menu_id = 'crm.partners' AND user_id = (SELECT id FROM users WHERE user_name = 'sale02')",
    );
    const theirs = await k.partnerId("KH000016");
    const outOfSight = await k.sale02("POST", "crm/partners/merge", { keep: theirs, remove: other });
    expect(outOfSight.statusCode).toBe(422);
    expect(outOfSight.json().errors).toEqual({ remove: "Không tìm thấy khách hàng" });
    expect((await k.admin("GET", `crm/partners/${other}`)).statusCode).toBe(200);
  });
});
