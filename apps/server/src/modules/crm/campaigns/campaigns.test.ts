import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type CrmTenant, crmTenant } from "../../../../../../test/fixtures/crm-tenant.js";

let t: TestApp;
let crm: CrmTenant;
beforeAll(async () => {
  t = await startTestApp();
  crm = await crmTenant(t, "campaign_test");
});
afterAll(() => t.close());

async function newCampaign(code: string, more: Record<string, unknown> = {}) {
  const res = await crm.admin(
    "POST",
    "crm/campaigns",
    {
      ma_chien_dich: code,
      ten_chien_dich: `Chiến dịch ${code}`,
      tu_ngay: "2025-11-01",
      den_ngay: "2025-11-30",
      ...more,
    },
    "CN01",
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: string; ma_chien_dich: string };
}

const members = async (code: string) =>
  (
    await crm.rows<{ ma_kh: string }>(
      "SELECT ma_kh FROM crm_campaign_partners WHERE ma_chien_dich = $1 ORDER BY ma_kh",
      [code],
    )
  ).map((r) => r.ma_kh);
const idOf = async (code: string) =>
  (await crm.rows<{ id: string }>("SELECT id FROM partners WHERE ma_kh = $1", [code]))[0]?.id ?? "";

describe("adding partners to a campaign", () => {
  it("adds those a filter matches within the user's branches and scope, each once", async () => {
    const campaign = await newCampaign("FB-T11");
    const url = `crm/campaigns/${campaign.id}/partners`;
    const sale = await crm.sale01("POST", url, { filter: { ma_nguon: "FACEBOOK" } });
    expect(sale.statusCode, sale.body).toBe(200);
    // FACEBOOK partners of NV001 in CN01; TS01's (KH000009) and CN02's are not hers to add.
    expect(sale.json()).toEqual({ added: 4 });
    expect(await members("FB-T11")).toEqual(["KH000001", "KH000005", "KH000008", "KH000014"]);

    const admin = await crm.admin("POST", url, { filter: { ma_nguon: "FACEBOOK" } });
    expect(admin.json(), "the administrator's branches and every salesperson").toEqual({ added: 3 });
    expect(await members("FB-T11")).toEqual([
      "KH000001",
      "KH000005",
      "KH000008",
      "KH000009",
      "KH000014",
      "KH000016",
      "KH000021",
    ]);
    expect((await crm.admin("POST", url, { filter: { ma_nguon: "FACEBOOK" } })).json()).toEqual({ added: 0 });
    const results = await crm.rows("SELECT DISTINCT ket_qua FROM crm_campaign_partners WHERE ma_chien_dich = 'FB-T11'");
    expect(results).toEqual([{ ket_qua: "pending" }]);
    const audit = await crm.rows<{ new_values: { added: number; ma_kh: string[] } }>(
      "SELECT new_values FROM audit_logs WHERE entity = 'campaign-partner' AND record_id = $1 ORDER BY id",
      [campaign.id],
    );
    expect(audit.map((a) => a.new_values.added)).toEqual([4, 3]);
    expect(audit[1]?.new_values.ma_kh).toEqual(["KH000009", "KH000016", "KH000021"]);
  });

  it("adds partners picked by id, VIPs, and a search, without inactive partners", async () => {
    const campaign = await newCampaign("MIX-T11");
    const url = `crm/campaigns/${campaign.id}/partners`;
    const ids = [await idOf("KH000002"), await idOf("KH000016")];
    expect((await crm.sale01("POST", url, { ids })).json(), "KH000016 is NV002's").toEqual({ added: 1 });
    expect((await crm.admin("POST", url, { filter: { vip: true, ma_nvbh: "NV001" } })).json()).toEqual({ added: 2 });
    await crm.rows("UPDATE partners SET status = false WHERE ma_kh = 'KH000025'");
    try {
      expect((await crm.admin("POST", url, { filter: { searchKey: "nguyen thi mai" } })).json()).toEqual({ added: 1 });
    } finally {
      await crm.rows("UPDATE partners SET status = true WHERE ma_kh = 'KH000025'");
    }
    expect(await members("MIX-T11")).toEqual(["KH000001", "KH000002", "KH000003", "KH000013"]);
  });

  it("refuses an empty choice, too many ids and a campaign of another branch", async () => {
    const campaign = await newCampaign("HN-T11", { ma_dvcs: "CN02" });
    const empty = await crm.admin("POST", `crm/campaigns/${campaign.id}/partners`, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ ids: "Hãy chọn khách hàng hoặc điều kiện lọc" });
    const many = Array.from({ length: 5001 }, () => "6f1b7a4e-3c1d-4a51-9d3e-0b6a2f1c9e77");
    const tooMany = await crm.admin("POST", `crm/campaigns/${campaign.id}/partners`, { ids: many });
    expect(tooMany.json().errors).toEqual({ ids: "Tối đa 5000 khách hàng mỗi lần" });
    const hidden = await crm.sale01("POST", `crm/campaigns/${campaign.id}/partners`, { filter: {} });
    expect(hidden.statusCode, "sale01 works in CN01 only").toBe(404);
    expect((await crm.outsider("POST", `crm/campaigns/${campaign.id}/partners`, { filter: {} })).statusCode).toBe(403);
  });
});

describe("a campaign's summary", () => {
  it("counts its partners by result, its appointments and the calls to its partners in its dates", async () => {
    const campaign = await newCampaign("SUM-T11");
    const ids = await Promise.all(["KH000001", "KH000002", "KH000003", "KH000004"].map(idOf));
    await crm.admin("POST", `crm/campaigns/${campaign.id}/partners`, { ids });
    const empty = await crm.admin("GET", `crm/campaigns/${campaign.id}/summary`);
    expect(empty.json()).toEqual({
      total: 4,
      by_result: { pending: 4, contacted: 0, interested: 0, converted: 0, refused: 0 },
      conversion_rate: 0,
      tasks: 0,
      done_tasks: 0,
      calls: 0,
    });

    const rows = (await crm.admin("GET", "crm/campaign-partners?ma_chien_dich=SUM-T11&pageSize=10")).json().items as {
      id: string;
      ma_kh: string;
    }[];
    expect(rows).toHaveLength(4);
    const result = { KH000001: "converted", KH000002: "interested", KH000003: "refused" } as Record<string, string>;
    for (const row of rows) {
      if (!result[row.ma_kh]) continue;
      const res = await crm.admin("PATCH", `crm/campaign-partners/${row.id}`, { ket_qua: result[row.ma_kh] });
      expect(res.statusCode, res.body).toBe(200);
    }
    const task = (ma_kh: string, trang_thai: string, ma_chien_dich = "SUM-T11") => ({
      tieu_de: "Gọi mời tham gia tri ân",
      ma_kh,
      ma_nv: "NV001",
      trang_thai,
      bat_dau: "2025-11-10T09:00:00+07:00",
      ket_thuc: "2025-11-10T09:30:00+07:00",
      ma_chien_dich,
    });
    for (const body of [
      task("KH000001", "done"),
      task("KH000002", "open"),
      task("KH000003", "done"),
      task("KH000004", "done", "MIX-T11"),
    ]) {
      const res = await crm.admin("POST", "crm/tasks", body, "CN01");
      expect(res.statusCode, res.body).toBe(200);
    }
    const callAt = (ma_kh: string, bat_dau: string) =>
      crm.admin("POST", "crm/call-logs", { ma_kh, bat_dau, huong: "out", trang_thai: "Nghe máy", ma_nv: "NV001" });
    // Campaign days are Vietnam's: 1 to 30 November inclusive.
    for (const [ma_kh, at] of [
      ["KH000001", "2025-11-01T00:30:00+07:00"],
      ["KH000002", "2025-11-30T23:59:00+07:00"],
      ["KH000003", "2025-11-15T10:00:00+07:00"],
      ["KH000001", "2025-10-31T23:30:00+07:00"],
      ["KH000002", "2025-12-01T00:00:00+07:00"],
      ["KH000005", "2025-11-15T10:00:00+07:00"],
    ] as const) {
      expect((await callAt(ma_kh, at)).statusCode).toBe(200);
    }
    const summary = await crm.admin("GET", `crm/campaigns/${campaign.id}/summary`);
    expect(summary.json()).toEqual({
      total: 4,
      by_result: { pending: 1, contacted: 0, interested: 1, converted: 1, refused: 1 },
      conversion_rate: 25,
      tasks: 3,
      done_tasks: 2,
      calls: 3,
    });
    expect((await crm.outsider("GET", `crm/campaigns/${campaign.id}/summary`)).statusCode).toBe(403);
  });
});
