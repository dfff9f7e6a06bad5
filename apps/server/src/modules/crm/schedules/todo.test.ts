import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type CrmTenant, created, crmTenant, type Row } from "../../../../../../test/fixtures/crm-tenant.js";
import { appointment } from "./appointment.test-data.js";

let t: TestApp;
let tenant: CrmTenant;
const mine: Record<string, Row> = {};

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

beforeAll(async () => {
  t = await startTestApp();
  tenant = await crmTenant(t, "sched_todo");
  const task = (title: string, start: string, more: Row = {}) =>
    created(tenant.admin, "crm/tasks", appointment(title, start, { ma_nv: "NV001", ...more }), "CN01");
  mine.overdue = await task("Gọi lại khách quên lịch", hoursFromNow(-26));
  mine.soon = await task("Tư vấn gói chăm sóc da", hoursFromNow(30), { trang_thai: "doing" });
  mine.done = await task("Đã tư vấn xong", hoursFromNow(-50), { trang_thai: "done" });
  mine.cancelled = await task("Khách hủy hẹn", hoursFromNow(-40), { trang_thai: "cancelled" });
  mine.lan = await task("Việc của Lan", hoursFromNow(3), { ma_nv: "TS01" });
  mine.ticket = await created(
    tenant.admin,
    "crm/tickets",
    { ...appointment("Khách báo da kích ứng", hoursFromNow(-2)), ma_loai: "BAOHANH", ma_nv: "NV001" },
    "CN01",
  );
});
afterAll(() => t.close());

type Todo = { kind: string; id: string; tieu_de: string; trang_thai: string; overdue: boolean; bat_dau: string };

async function todoOf(caller: typeof tenant.sale01) {
  const res = await caller("GET", "user/todo");
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Todo[]; total: number; employee: { ma_nv: string; ten_nv: string } | null };
}

describe("GET user/todo", () => {
  it("lists the user's open appointments and tickets, earliest first, flagging the overdue", async () => {
    const todo = await todoOf(tenant.sale01);
    expect(todo.employee).toEqual({ ma_nv: "NV001", ten_nv: "Nguyễn Thị Hồng Nhung" });
    expect(todo.total).toBe(todo.items.length);
    const starts = todo.items.map((i) => i.bat_dau);
    expect(starts).toEqual([...starts].sort());
    const ids = todo.items.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining([mine.overdue?.id, mine.soon?.id, mine.ticket?.id]));
    expect(ids).not.toContain(mine.done?.id);
    expect(ids).not.toContain(mine.cancelled?.id);
    expect(ids, "another employee's").not.toContain(mine.lan?.id);
    const byId = new Map(todo.items.map((i) => [i.id, i]));
    expect(byId.get(String(mine.overdue?.id))).toMatchObject({ kind: "task", overdue: true, trang_thai: "open" });
    expect(byId.get(String(mine.soon?.id))).toMatchObject({ kind: "task", overdue: false, trang_thai: "doing" });
    expect(byId.get(String(mine.ticket?.id))).toMatchObject({
      kind: "ticket",
      tieu_de: "Khách báo da kích ứng",
      ten_kh: "Phan Thị Diễm My",
      trang_thai: "new",
      overdue: true,
    });
    expect(todo.items.every((i) => ["open", "doing", "new", "processing"].includes(i.trang_thai))).toBe(true);
  });

  it("is empty for a user with no employee code, and says so", async () => {
    expect(await todoOf(tenant.noEmployee)).toEqual({ items: [], total: 0, employee: null });
  });
});

describe("PUT user/todo/{kind}/{id}/done", () => {
  it("lets the assignee finish their own ticket without rights on tickets, audited", async () => {
    const ticket = String(mine.ticket?.id);
    expect((await tenant.sale01("PATCH", `crm/tickets/${ticket}`, { trang_thai: "resolved" })).statusCode).toBe(403);
    const done = await tenant.sale01("PUT", `user/todo/ticket/${ticket}/done`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ kind: "ticket", id: ticket, trang_thai: "resolved" });
    expect((await todoOf(tenant.sale01)).items.map((i) => i.id)).not.toContain(ticket);
    const audit = await tenant.auditOf("ticket", ticket);
    expect(audit.at(-1)).toMatchObject({
      action: "update",
      user_name: "sale01",
      old_values: expect.objectContaining({ trang_thai: "new" }),
      new_values: expect.objectContaining({ trang_thai: "resolved" }),
    });
    const again = await tenant.sale01("PUT", `user/todo/ticket/${ticket}/done`);
    expect(again.json().trang_thai, "finishing twice changes nothing").toBe("resolved");
    expect(await tenant.auditOf("ticket", ticket)).toHaveLength(audit.length);
  });

  it("marks an appointment done, and refuses someone else's or a cancelled one", async () => {
    const task = String(mine.overdue?.id);
    expect((await tenant.calendarOnly("PUT", `user/todo/task/${task}/done`)).statusCode, "TS01's user").toBe(403);
    expect((await tenant.sale01("PUT", `user/todo/task/${mine.lan?.id}/done`)).statusCode, "out of her scope").toBe(
      404,
    );
    const cancelled = await tenant.sale01("PUT", `user/todo/task/${mine.cancelled?.id}/done`);
    expect(cancelled.statusCode).toBe(422);
    expect(cancelled.json().errors).toEqual({ trang_thai: "Việc này đã đóng, không thể hoàn thành" });
    expect((await tenant.sale01("PUT", `user/todo/note/${task}/done`)).statusCode).toBe(400);

    const done = await tenant.sale01("PUT", `user/todo/task/${task}/done`);
    expect(done.json()).toMatchObject({ kind: "task", trang_thai: "done" });
    expect((await tenant.admin("GET", `crm/tasks/${task}`, undefined, "CN01")).json().trang_thai).toBe("done");
  });
});
