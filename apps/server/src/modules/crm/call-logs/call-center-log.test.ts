import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type CrmTenant, crmTenant } from "../../../../../../test/fixtures/crm-tenant.js";

let t: TestApp;
let crm: CrmTenant;
beforeAll(async () => {
  t = await startTestApp();
  // An administrator with no employee code, unlike the tenant's own (QL01).
  crm = await crmTenant(t, "callcenter_test", {
    users: [{ user_name: "quantri", full_name: "Lê Quang Trị", branchs: "CN01,CN02", is_admin: true }],
  });
});
afterAll(() => t.close());

const centerCall = (more: Record<string, unknown> = {}) => ({
  call_id: "sip-20251120-0001",
  phone: "+84 909 012 345",
  huong: "in",
  bat_dau: "2025-11-20T09:15:00+07:00",
  thoi_luong: 0,
  trang_thai: "Không nghe máy",
  ...more,
});

describe("the softphone's call logs", () => {
  it("finds the partner by the number in any usual form and logs the call for the agent", async () => {
    const res = await crm.agent("POST", "crm/call-center/call-logs", centerCall());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      call_id: "sip-20251120-0001",
      ma_kh: "KH000009",
      ten_kh: "Đỗ Thị Kim Ngân",
      phone: "0909012345",
      huong: "in",
      ma_nv: "TS01",
      ten_nv: "Vũ Thị Lan",
      ma_dvcs: "CN01",
      nguon: "call_center",
    });
  });

  it("updates the same call when its id comes again, never logging it twice", async () => {
    const first = (await crm.agent("POST", "crm/call-center/call-logs", centerCall({ call_id: "sip-2" }))).json();
    const again = await crm.agent(
      "POST",
      "crm/call-center/call-logs",
      centerCall({
        call_id: "sip-2",
        thoi_luong: 184,
        trang_thai: "Nghe máy",
        ghi_am: "https://tongdai.senspa.vn/ghi-am/sip-2.mp3",
      }),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ id: first.id, thoi_luong: 184, trang_thai: "Nghe máy" });
    const logged = await crm.rows("SELECT thoi_luong, ghi_am FROM crm_call_logs WHERE call_id = 'sip-2'");
    expect(logged).toEqual([{ thoi_luong: 184, ghi_am: "https://tongdai.senspa.vn/ghi-am/sip-2.mp3" }]);
    const both = await Promise.all(
      [1, 2, 3].map((n) =>
        crm.agent("POST", "crm/call-center/call-logs", centerCall({ call_id: "sip-3", thoi_luong: n })),
      ),
    );
    expect(both.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await crm.rows("SELECT count(*)::int AS n FROM crm_call_logs WHERE call_id = 'sip-3'")).toEqual([{ n: 1 }]);
  });

  it("prefers the partner whose own phone it is over one holding it as a second phone", async () => {
    // KH000025 keeps KH000001's number as her other phone (the demo's duplicate).
    const res = await crm.as("quantri")(
      "POST",
      "crm/call-center/call-logs",
      centerCall({ call_id: "sip-4", phone: "0901234567" }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors, "the administrator has no employee code").toEqual({
      ma_nv: "Tài khoản chưa được gắn mã nhân viên",
    });
    const sale = await crm.sale01(
      "POST",
      "crm/call-center/call-logs",
      centerCall({ call_id: "sip-4", phone: "0901234567" }),
    );
    expect(sale.statusCode, sale.body).toBe(200);
    expect(sale.json().ma_kh).toBe("KH000001");
    await crm.rows("UPDATE partners SET phone2 = '0939888777' WHERE ma_kh = 'KH000010'");
    const second = await crm.agent(
      "POST",
      "crm/call-center/call-logs",
      centerCall({ call_id: "sip-5", phone: "0939888777" }),
    );
    expect(second.json().ma_kh).toBe("KH000010");
  });

  it("refuses a number no partner holds, an undiallable one and a status outside the list", async () => {
    const unknown = await crm.agent(
      "POST",
      "crm/call-center/call-logs",
      centerCall({ call_id: "sip-6", phone: "0999999999" }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ phone: "Không tìm thấy khách hàng có số điện thoại này" });
    const bad = await crm.agent("POST", "crm/call-center/call-logs", centerCall({ call_id: "sip-6", phone: "12345" }));
    expect(bad.json().errors).toEqual({ phone: "Số điện thoại không hợp lệ" });
    const status = await crm.agent(
      "POST",
      "crm/call-center/call-logs",
      centerCall({ call_id: "sip-6", trang_thai: "busy" }),
    );
    expect(status.json().errors).toEqual({ trang_thai: "Trạng thái không hợp lệ" });
    const missing = await crm.agent("POST", "crm/call-center/call-logs", { phone: "0909012345" });
    // The direction, when not sent, is the form's default: outgoing.
    expect(Object.keys(missing.json().errors).sort()).toEqual(["bat_dau", "call_id", "thoi_luong", "trang_thai"]);
    expect(missing.json().errors.call_id).toBe("Mã cuộc gọi tổng đài là bắt buộc");
    expect(await crm.rows("SELECT count(*)::int AS n FROM crm_call_logs WHERE call_id = 'sip-6'")).toEqual([{ n: 0 }]);
  });

  it("lists the softphone's calls only, those of the employees the user may see", async () => {
    await crm.agent("POST", "crm/call-logs", {
      bat_dau: "2025-11-20T10:00:00+07:00",
      ma_kh: "KH000010",
      huong: "out",
      trang_thai: "Nghe máy",
    });
    const list = await crm.agent("GET", "crm/call-center/call-logs?pageSize=100&nguon=manual");
    expect(list.statusCode, list.body).toBe(200);
    const items = list.json().items as { nguon: string; ma_nv: string; call_id: string }[];
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((r) => r.nguon))).toEqual(new Set(["call_center"]));
    expect(new Set(items.map((r) => r.ma_nv))).toEqual(new Set(["TS01"]));
    const admin = (await crm.admin("GET", "crm/call-center/call-logs?pageSize=100")).json();
    expect(admin.items.map((r: { call_id: string }) => r.call_id)).toContain("sip-4");
  });
});
