import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type CrmTenant, crmTenant } from "../../../../../../test/fixtures/crm-tenant.js";

let t: TestApp;
let crm: CrmTenant;
beforeAll(async () => {
  t = await startTestApp();
  crm = await crmTenant(t, "calllog_test");
});
afterAll(() => t.close());

const at = (hour: number) => `2025-11-20T${String(hour).padStart(2, "0")}:00:00+07:00`;
const call = (more: Record<string, unknown> = {}) => ({
  bat_dau: at(9),
  ma_kh: "KH000002",
  huong: "out",
  trang_thai: "Nghe máy",
  thoi_luong: 95,
  noi_dung: "Khách hỏi giá gói trị mụn",
  ...more,
});
const followUp = (more: Record<string, unknown> = {}) => ({
  tieu_de: "Tư vấn lại gói trị mụn",
  bat_dau: "2025-11-22T10:00:00+07:00",
  ket_thuc: "2025-11-22T11:00:00+07:00",
  ma_loai: "TUVAN",
  ...more,
});
const count = async (table: string) =>
  Number((await crm.rows<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0]?.n);

describe("a typed call log", () => {
  it("takes its phone and branch from the partner and its employee from the user", async () => {
    const res = await crm.sale01("POST", "crm/call-logs", call(), "CN01");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ma_kh: "KH000002",
      ten_kh: "Trần Văn Hùng",
      phone: "0902345678",
      ma_dvcs: "CN01",
      ma_nv: "NV001",
      ten_nv: "Nguyễn Thị Hồng Nhung",
      nguon: "manual",
      task_id: null,
    });
    const audit = await crm.rows("SELECT action FROM audit_logs WHERE entity = 'call-log' AND record_id = $1", [
      res.json().id,
    ]);
    expect(audit).toEqual([{ action: "create" }]);
  });

  it("follows the partner's branch when several branches are selected", async () => {
    const res = await crm.admin("POST", "crm/call-logs", call({ ma_kh: "KH000016", ma_nv: "NV002" }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ma_dvcs: "CN02", phone: "0981234567", ten_nv: "Trần Minh Khoa" });
  });

  it("needs an employee: the user's own code, or one given", async () => {
    const none = await crm.noEmployee("POST", "crm/call-logs", call());
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ ma_nv: "Nhân viên là bắt buộc" });
    const given = await crm.noEmployee("POST", "crm/call-logs", call({ ma_nv: "TV01" }));
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().ten_nv).toBe("Hoàng Đức Minh");
  });

  it("refuses a number that cannot be dialled (digits only, 8 to 13)", async () => {
    for (const phone of ["0902 345 678", "090-234-5678", "+84902345678", "0902345", "09023456789012", "abc"]) {
      const res = await crm.sale01("POST", "crm/call-logs", call({ phone }));
      expect(res.statusCode, phone).toBe(422);
      expect(res.json().errors, phone).toEqual({ phone: "Số điện thoại không hợp lệ" });
    }
    for (const phone of ["19001234", "0902345678", "8490234567890"]) {
      const res = await crm.sale01("POST", "crm/call-logs", call({ phone }));
      expect(res.statusCode, phone).toBe(200);
      expect(res.json().phone).toBe(phone);
    }
    const saved = (await crm.sale01("POST", "crm/call-logs", call())).json();
    const patched = await crm.sale01("PATCH", `crm/call-logs/${saved.id}`, { phone: "0902-345" });
    expect(patched.json().errors).toEqual({ phone: "Số điện thoại không hợp lệ" });
  });

  it("takes only a status of crm_calllog_status", async () => {
    const bad = await crm.sale01("POST", "crm/call-logs", call({ trang_thai: "Gọi nhầm" }));
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ trang_thai: "Trạng thái không hợp lệ" });

    await crm.setConfig("crm_calllog_status", '["Gọi nhầm", "Đã chốt đơn"]');
    try {
      expect((await crm.sale01("POST", "crm/call-logs", call({ trang_thai: "Gọi nhầm" }))).statusCode).toBe(200);
      const old = await crm.sale01("POST", "crm/call-logs", call({ trang_thai: "Nghe máy" }));
      expect(old.json().errors).toEqual({ trang_thai: "Trạng thái không hợp lệ" });
      const [demo] = await crm.rows<{ id: string }>("SELECT id FROM crm_call_logs WHERE ma_nv = 'NV001' LIMIT 1");
      const edit = await crm.sale01("PATCH", `crm/call-logs/${demo?.id}`, { trang_thai: "Máy bận" });
      expect(edit.json().errors, "an edit is checked too").toEqual({ trang_thai: "Trạng thái không hợp lệ" });
    } finally {
      await crm.setConfig("crm_calllog_status", '["Nghe máy", "Không nghe máy", "Máy bận", "Sai số", "Hẹn gọi lại"]');
    }
  });

  it("keeps a restricted salesperson to her own partners and employee", async () => {
    const other = await crm.sale01("POST", "crm/call-logs", call({ ma_kh: "KH000009" }));
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ ma_kh: "Khách hàng không tồn tại" });
    const colleague = await crm.sale01("POST", "crm/call-logs", call({ ma_nv: "TS01" }));
    expect(colleague.json().errors).toEqual({ ma_nv: "Bạn không được ghi nhận cuộc gọi cho nhân viên TS01" });
    const list = (await crm.sale01("GET", "crm/call-logs?pageSize=100")).json();
    expect(list.total).toBeGreaterThan(0);
    expect(new Set(list.items.map((r: { ma_nv: string }) => r.ma_nv))).toEqual(new Set(["NV001"]));
  });
});

describe("a call with its follow-up appointment", () => {
  beforeAll(() => crm.setConfig("crm_calllog_force_task", "t"));
  afterAll(() => crm.setConfig("crm_calllog_force_task", "f"));

  it("is refused without one when crm_calllog_force_task is on", async () => {
    const before = await count("crm_call_logs");
    const res = await crm.sale01("POST", "crm/call-logs", call());
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ follow_up: "Vui lòng tạo lịch hẹn tiếp theo cho cuộc gọi này" });
    expect(await count("crm_call_logs")).toBe(before);
  });

  it("saves the call and the appointment together, for the same partner", async () => {
    const res = await crm.sale01("POST", "crm/call-logs", call({ follow_up: followUp() }));
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json();
    expect(saved.task_id).toBe(saved.follow_up.id);
    const task = await crm.sale01("GET", `crm/tasks/${saved.task_id}`);
    expect(task.statusCode).toBe(200);
    expect(task.json()).toMatchObject({
      tieu_de: "Tư vấn lại gói trị mụn",
      ma_kh: "KH000002",
      ten_kh: "Trần Văn Hùng",
      ma_nv: "NV001",
      ma_loai: "TUVAN",
      trang_thai: "open",
      ma_dvcs: "CN01",
    });
    const audit = await crm.rows<{ entity: string }>(
      "SELECT entity FROM audit_logs WHERE record_id IN ($1, $2) ORDER BY id",
      [saved.id, saved.task_id],
    );
    expect(audit.map((a) => a.entity)).toEqual(["task", "call-log"]);
  });

  it("saves nothing when the appointment is refused, and says which of its fields is wrong", async () => {
    const [calls, tasks] = [await count("crm_call_logs"), await count("crm_tasks")];
    const type = await crm.sale01("POST", "crm/call-logs", call({ follow_up: followUp({ ma_loai: "KHONGCO" }) }));
    expect(type.statusCode).toBe(422);
    expect(type.json().errors).toEqual({ "follow_up.ma_loai": "Loại không tồn tại" });
    const title = await crm.sale01("POST", "crm/call-logs", call({ follow_up: followUp({ tieu_de: " " }) }));
    expect(title.json().errors).toEqual({ "follow_up.tieu_de": "Tiêu đề là bắt buộc" });
    const end = await crm.sale01(
      "POST",
      "crm/call-logs",
      call({ follow_up: followUp({ ket_thuc: "2025-11-22T09:00:00+07:00" }) }),
    );
    expect(end.statusCode).toBe(422);
    expect(end.json().errors).toEqual({ "follow_up.ket_thuc": "Kết thúc phải sau thời điểm bắt đầu" });
    const call_ = await crm.sale01("POST", "crm/call-logs", call({ trang_thai: "Gọi nhầm", follow_up: followUp() }));
    expect(call_.json().errors).toEqual({ trang_thai: "Trạng thái không hợp lệ" });
    expect([await count("crm_call_logs"), await count("crm_tasks")]).toEqual([calls, tasks]);
  });

  it("is refused, call and all, to a user who may log calls but not add appointments", async () => {
    const [calls, tasks] = [await count("crm_call_logs"), await count("crm_tasks")];
    await crm.rows(
      "UPDATE user_rights SET r_add = false WHERE menu_id = 'crm.tasks' AND user_id = (SELECT id FROM users WHERE user_name = 'sale01')",
    );
    try {
      const res = await crm.sale01("POST", "crm/call-logs", call({ follow_up: followUp() }));
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe("Bạn không có quyền thực hiện chức năng này");
      expect([await count("crm_call_logs"), await count("crm_tasks")]).toEqual([calls, tasks]);
    } finally {
      await crm.rows(
        "UPDATE user_rights SET r_add = true WHERE menu_id = 'crm.tasks' AND user_id = (SELECT id FROM users WHERE user_name = 'sale01')",
      );
    }
  });

  it("is not needed when crm_calllog_force_task is off", async () => {
    await crm.setConfig("crm_calllog_force_task", "f");
    try {
      const res = await crm.sale01("POST", "crm/call-logs", call());
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().task_id).toBeNull();
    } finally {
      await crm.setConfig("crm_calllog_force_task", "t");
    }
  });
});
