import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type CrmTenant, crmTenant } from "../../../../../../test/fixtures/crm-tenant.js";

let t: TestApp;
let crm: CrmTenant;
beforeAll(async () => {
  t = await startTestApp();
  crm = await crmTenant(t, "broadcast_test");
  // Born in May: two of NV001's partners, one of TS01's (CN01) and one of NV002's (CN02).
  await crm.rows(
    "UPDATE partners SET ngay_sinh = '1990-05-12' WHERE ma_kh IN ('KH000002', 'KH000013', 'KH000010', 'KH000017')",
  );
});
afterAll(() => t.close());

const message = (more: Record<string, unknown> = {}) => ({
  tieu_de: "Chúc mừng sinh nhật tháng 5",
  noi_dung: "Sen Spa tặng chị voucher 200.000đ nhân dịp sinh nhật, hạn dùng đến hết tháng.",
  kenh: "sms",
  ...more,
});

describe("broadcasts", () => {
  it("previews how many partners a filter reaches, within the user's branches and scope", async () => {
    const admin = await crm.admin("POST", "crm/broadcasts/preview", { filter: { birthday_month: 5 } });
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json()).toEqual({
      count: 4,
      sample: [
        { ma_kh: "KH000010", ten_kh: "Ngô Thị Phương Thảo", phone: "0910123456", email: "kh000010@gmail.com" },
        { ma_kh: "KH000017", ten_kh: "Trần Thị Thu Trang", phone: "0982345678", email: null },
        { ma_kh: "KH000002", ten_kh: "Trần Văn Hùng", phone: "0902345678", email: null },
        { ma_kh: "KH000013", ten_kh: "Trương Thị Bích Ngọc", phone: "0914567890", email: "kh000013@gmail.com" },
      ],
    });
    const sale = (await crm.sale01("POST", "crm/broadcasts/preview", { filter: { birthday_month: 5 } })).json();
    expect(sale.sample.map((r: { ma_kh: string }) => r.ma_kh)).toEqual(["KH000002", "KH000013"]);
    const all = (await crm.sale01("POST", "crm/broadcasts/preview", { filter: {} })).json();
    expect(all.count, "NV001's partners").toBe(11);
    expect(all.sample).toHaveLength(11);
    const month = await crm.admin("POST", "crm/broadcasts/preview", { filter: { birthday_month: 13 } });
    expect(month.json().errors).toEqual({ "filter.birthday_month": "Tháng sinh từ 1 đến 12" });
  });

  it("records the broadcast with a snapshot of its recipients, numbered by line", async () => {
    const res = await crm.admin("POST", "crm/broadcasts", message({ filter: { birthday_month: 5, ma_nvbh: "NV001" } }));
    expect(res.statusCode, res.body).toBe(200);
    const broadcast = res.json();
    expect(broadcast).toMatchObject({ tieu_de: "Chúc mừng sinh nhật tháng 5", kenh: "sms", so_nguoi_nhan: 2 });

    // A later change of the partner does not change who the broadcast went to, nor as what.
    await crm.rows("UPDATE partners SET ten_kh = 'Trần Hùng', phone = '0902999888' WHERE ma_kh = 'KH000002'");
    const page = await crm.admin("GET", `crm/broadcasts/${broadcast.id}/recipients?pageSize=10`);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toEqual({
      items: [
        { line: 1, ma_kh: "KH000002", ten_kh: "Trần Văn Hùng", phone: "0902345678", email: null },
        {
          line: 2,
          ma_kh: "KH000013",
          ten_kh: "Trương Thị Bích Ngọc",
          phone: "0914567890",
          email: "kh000013@gmail.com",
        },
      ],
      total: 2,
    });
    const second = (await crm.admin("GET", `crm/broadcasts/${broadcast.id}/recipients?pageSize=1&pageIndex=2`)).json();
    expect(second).toMatchObject({ items: [{ line: 2, ma_kh: "KH000013" }], total: 2 });
    const audit = await crm.rows("SELECT action FROM audit_logs WHERE entity = 'broadcast' AND record_id = $1", [
      broadcast.id,
    ]);
    expect(audit).toEqual([{ action: "create" }]);
  });

  it("takes partners picked one by one, only those the user may see", async () => {
    const ids = (
      await crm.rows<{ id: string }>("SELECT id FROM partners WHERE ma_kh IN ('KH000004', 'KH000016') ORDER BY ma_kh")
    ).map((r) => r.id);
    const res = await crm.sale01("POST", "crm/broadcasts", message({ kenh: "zalo", ids }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().so_nguoi_nhan).toBe(1);
    const recipients = await crm.rows("SELECT ma_kh FROM crm_broadcast_recipients WHERE broadcast_id = $1", [
      res.json().id,
    ]);
    expect(recipients).toEqual([{ ma_kh: "KH000004" }]);
  });

  it("refuses a broadcast that reaches nobody, or has no subject, and records nothing", async () => {
    const before = await crm.rows("SELECT count(*)::int AS n FROM crm_broadcasts");
    const nobody = await crm.admin("POST", "crm/broadcasts", message({ filter: { ma_nguon: "KHONGCO" } }));
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().errors).toEqual({ recipients: "Không có khách hàng nào phù hợp để nhận thông báo" });
    const empty = await crm.admin("POST", "crm/broadcasts", message());
    expect(empty.json().errors).toEqual({ ids: "Hãy chọn khách hàng hoặc điều kiện lọc" });
    const subject = await crm.admin("POST", "crm/broadcasts", message({ tieu_de: "", filter: {} }));
    expect(subject.json().errors).toEqual({ tieu_de: "Tiêu đề là bắt buộc" });
    expect(await crm.rows("SELECT count(*)::int AS n FROM crm_broadcasts")).toEqual(before);
    expect((await crm.outsider("POST", "crm/broadcasts/preview", { filter: {} })).statusCode).toBe(403);
  });
});
