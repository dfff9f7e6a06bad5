import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type CrmTenant, created, crmTenant } from "../../../../../../test/fixtures/crm-tenant.js";
import { appointment } from "./appointment.test-data.js";

let t: TestApp;
let tenant: CrmTenant;
beforeAll(async () => {
  t = await startTestApp();
  tenant = await crmTenant(t, "sched_rules");
});
afterAll(() => t.close());

const START = "2030-04-02T02:00:00.000Z";

describe("saving an appointment or a ticket", () => {
  it("refuses an end before the start, on create and when one end is moved", async () => {
    const early = await tenant.admin(
      "POST",
      "crm/tasks",
      appointment("Tư vấn sai giờ", START, { ket_thuc: "2030-04-02T01:59:00.000Z" }),
      "CN01",
    );
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ ket_thuc: "Kết thúc phải sau thời điểm bắt đầu" });

    const row = await created(tenant.admin, "crm/tasks", appointment("Tư vấn đúng giờ", START), "CN01");
    const moved = await tenant.admin("PATCH", `crm/tasks/${row.id}`, { bat_dau: "2030-04-02T05:00:00.000Z" });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.ket_thuc).toBe("Kết thúc phải sau thời điểm bắt đầu");
    const english = await tenant.admin(
      "PATCH",
      `crm/tasks/${row.id}`,
      { ket_thuc: "2030-04-01T00:00:00.000Z" },
      undefined,
      { "accept-language": "en" },
    );
    expect(english.json().errors.ket_thuc).toBe("The end must come after the start");

    const instant = await tenant.admin("PATCH", `crm/tasks/${row.id}`, { ket_thuc: START });
    expect(instant.statusCode, "an end at the start itself is allowed").toBe(200);

    const ticket = await tenant.admin(
      "POST",
      "crm/tickets",
      { ...appointment("Khách đổi lịch", START, { ket_thuc: "2030-04-01T02:00:00.000Z" }), ma_loai: "DOILICH" },
      "CN01",
    );
    expect(ticket.statusCode).toBe(422);
    expect(ticket.json().errors.ket_thuc).toBe("Kết thúc phải sau thời điểm bắt đầu");
  });

  it("gives a new record without an assignee to the user's own employee, named", async () => {
    const row = await created(tenant.sale01, "crm/tasks", appointment("Gọi lại hỏi thăm", START));
    expect(row).toMatchObject({ ma_nv: "NV001", ten_nv: "Nguyễn Thị Hồng Nhung", ma_dvcs: "CN01" });
    const audit = await tenant.auditOf("task", String(row.id));
    expect(audit.map((a) => [a.action, a.user_name])).toEqual([["create", "sale01"]]);
    expect(audit[0]?.new_values).toMatchObject({ ma_nv: "NV001" });

    const none = await tenant.noEmployee("POST", "crm/tasks", appointment("Không có người làm", START));
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toEqual({ ma_nv: "Người thực hiện là bắt buộc" });
  });

  it("puts a record without a branch in its partner's, when the user works on that branch", async () => {
    const hanoi = appointment("Tư vấn gói cưới", START, { ma_kh: "KH000016", ma_nv: "NV002" });
    const inPartnerBranch = await created(tenant.admin, "crm/tasks", hanoi, "CN01,CN02");
    expect(inPartnerBranch.ma_dvcs).toBe("CN02");

    const oneBranch = await created(tenant.admin, "crm/tasks", hanoi, "CN01");
    expect(oneBranch.ma_dvcs, "one branch selected: the header's, as for every create").toBe("CN01");

    const elsewhere = await tenant.admin("POST", "crm/tasks", hanoi, "CN01,CN03");
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors).toEqual({ ma_dvcs: "Chi nhánh là bắt buộc" });

    const given = await created(tenant.admin, "crm/tasks", { ...hanoi, ma_dvcs: "CN03" }, "CN01,CN03");
    expect(given.ma_dvcs).toBe("CN03");
  });

  it("lets a restricted user assign only the employees they may see, and never move a row to another branch", async () => {
    const other = await tenant.sale01(
      "POST",
      "crm/tasks",
      appointment("Giao cho người khác", START, { ma_nv: "NV002" }),
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ ma_nv: "Bạn không được giao việc cho nhân viên NV002" });

    const mine = await created(tenant.sale01, "crm/tasks", appointment("Việc của tôi", START, { ma_nv: "NV001" }));
    const reassigned = await tenant.sale01("PATCH", `crm/tasks/${mine.id}`, { ma_nv: "TS01" });
    expect(reassigned.statusCode).toBe(422);
    expect(reassigned.json().errors.ma_nv).toBe("Bạn không được giao việc cho nhân viên TS01");
    const cleared = await tenant.sale01("PATCH", `crm/tasks/${mine.id}`, { ma_nv: "" });
    expect(cleared.json().errors).toEqual({ ma_nv: "Người thực hiện là bắt buộc" });

    const { id, created_at: _c, updated_at: _u, created_by: _cb, updated_by: _ub, ...body } = mine;
    const toHanoi = await tenant.sale01("PUT", `crm/tasks/${id}`, { ...body, ma_dvcs: "CN02" });
    expect(toHanoi.statusCode).toBe(403);

    const byAdmin = await created(
      tenant.admin,
      "crm/tasks",
      appointment("Giao cho Lan", START, { ma_nv: "TS01" }),
      "CN01",
    );
    expect(byAdmin.ten_nv).toBe("Vũ Thị Lan");
  });

  it("shows a restricted user only the rows of the employees they may see", async () => {
    const theirs = await created(
      tenant.admin,
      "crm/tasks",
      appointment("Lịch của Lan", START, { ma_nv: "TS01" }),
      "CN01",
    );
    const list = await tenant.sale01("GET", "crm/tasks?pageSize=1000");
    expect(list.statusCode).toBe(200);
    const assignees = new Set(list.json().items.map((r: { ma_nv: string }) => r.ma_nv));
    expect([...assignees]).toEqual(["NV001"]);
    expect((await tenant.sale01("GET", `crm/tasks/${theirs.id}`)).statusCode).toBe(404);
    expect((await tenant.sale01("PATCH", `crm/tasks/${theirs.id}`, { tieu_de: "Đổi" })).statusCode).toBe(404);
    expect((await tenant.admin("GET", `crm/tasks/${theirs.id}`)).statusCode).toBe(200);
  });
});
