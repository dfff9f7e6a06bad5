import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type CrmTenant, created, crmTenant, type Row } from "../../../../../../test/fixtures/crm-tenant.js";
import { appointment } from "./appointment.test-data.js";

let t: TestApp;
let tenant: CrmTenant;
/** Appointments of March 2030, far from the demo's (around today). */
const made: Record<string, Row> = {};

beforeAll(async () => {
  t = await startTestApp();
  tenant = await crmTenant(t, "sched_calendar");
  const add = async (key: string, title: string, start: string, more: Row = {}) => {
    made[key] = await created(
      tenant.admin,
      "crm/tasks",
      appointment(title, start, { ma_nv: "NV001", ...more }),
      "CN01",
    );
  };
  // 23:30 on 10 March in Vietnam is 16:30 UTC: a day of Vietnam, not of UTC.
  await add("lateEvening", "Tư vấn buổi tối", "2030-03-10T16:30:00.000Z", { ket_thuc: "2030-03-10T16:45:00.000Z" });
  await add("earlyMorning", "Chăm sóc da sáng sớm", "2030-03-10T17:30:00.000Z", {
    ma_loai: "LAMDV",
    ket_thuc: "2030-03-10T18:30:00.000Z",
  });
  await add("spanning", "Liệu trình ba ngày", "2030-03-08T02:00:00.000Z", {
    ma_loai: "CHAMSOC",
    ket_thuc: "2030-03-11T10:00:00.000Z",
  });
  await add("lan", "Gọi lại xác nhận lịch", "2030-03-11T03:00:00.000Z", {
    ma_loai: "GOILAI",
    ma_nv: "TS01",
    trang_thai: "doing",
  });
  await add("done", "Tư vấn đã xong", "2030-03-11T01:00:00.000Z", { trang_thai: "done" });
  await add("later", "Tư vấn tháng sau", "2030-04-15T02:00:00.000Z");
});
afterAll(() => t.close());

const titles = (res: { json(): { items: Row[] } }) => res.json().items.map((r) => r.tieu_de);

describe("GET crm/tasks/calendar", () => {
  it("gives the appointments overlapping the Vietnamese days asked, earliest first, with their type's colour", async () => {
    const day10 = await tenant.admin("GET", "crm/tasks/calendar?from=2030-03-10&to=2030-03-10", undefined, "CN01");
    expect(day10.statusCode).toBe(200);
    expect(titles(day10)).toEqual(["Liệu trình ba ngày", "Tư vấn buổi tối"]);
    expect(day10.json().total).toBe(2);

    const day11 = await tenant.admin("GET", "crm/tasks/calendar?from=2030-03-11&to=2030-03-11", undefined, "CN01");
    expect(titles(day11)).toEqual([
      "Liệu trình ba ngày",
      "Chăm sóc da sáng sớm",
      "Tư vấn đã xong",
      "Gọi lại xác nhận lịch",
    ]);
    const byTitle = new Map(day11.json().items.map((r: Row) => [r.tieu_de, r]));
    expect(byTitle.get("Chăm sóc da sáng sớm")).toMatchObject({ ma_loai: "LAMDV", mau: "#52c41a" });
    expect(byTitle.get("Gọi lại xác nhận lịch")).toMatchObject({ ma_loai: "GOILAI", mau: "#faad14", ma_nv: "TS01" });
    expect(byTitle.get("Liệu trình ba ngày")).toMatchObject({ mau: "#eb2f96", bat_dau: "2030-03-08T02:00:00.000Z" });

    const month = await tenant.admin("GET", "crm/tasks/calendar?from=2030-02-25&to=2030-04-07", undefined, "CN01");
    expect(month.json().total).toBe(5);
    expect(titles(month)).not.toContain("Tư vấn tháng sau");
  });

  it("filters by assignee, type and status, each one code or several", async () => {
    const range = "from=2030-03-01&to=2030-03-31";
    const lan = await tenant.admin("GET", `crm/tasks/calendar?${range}&ma_nv=TS01`, undefined, "CN01");
    expect(titles(lan)).toEqual(["Gọi lại xác nhận lịch"]);
    const types = await tenant.admin("GET", `crm/tasks/calendar?${range}&ma_loai=LAMDV,CHAMSOC`, undefined, "CN01");
    expect(titles(types)).toEqual(["Liệu trình ba ngày", "Chăm sóc da sáng sớm"]);
    const open = await tenant.admin("GET", `crm/tasks/calendar?${range}&trang_thai=open`, undefined, "CN01");
    expect(open.json().items.every((r: Row) => r.trang_thai === "open")).toBe(true);
    expect(open.json().total).toBe(3);
  });

  it("keeps to the branches selected and, for a restricted user, to their employees", async () => {
    const range = "from=2030-03-01&to=2030-03-31";
    expect((await tenant.admin("GET", `crm/tasks/calendar?${range}`, undefined, "CN02")).json().total).toBe(0);
    const sale = await tenant.sale01("GET", `crm/tasks/calendar?${range}`);
    expect(sale.statusCode).toBe(200);
    expect(sale.json().items.map((r: Row) => r.ma_nv)).toEqual(["NV001", "NV001", "NV001", "NV001"]);
  });

  it("refuses a range backwards or longer than 62 days (422) and a malformed day (400)", async () => {
    const backwards = await tenant.admin("GET", "crm/tasks/calendar?from=2030-03-10&to=2030-03-09");
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({ to: "Đến ngày phải từ Từ ngày trở đi" });
    const long = await tenant.admin("GET", "crm/tasks/calendar?from=2030-01-01&to=2030-03-04");
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ to: "Chỉ xem được tối đa 62 ngày một lần" });
    expect((await tenant.admin("GET", "crm/tasks/calendar?from=2030-01-01&to=2030-03-03")).statusCode).toBe(200);
    expect((await tenant.admin("GET", "crm/tasks/calendar?from=10/03/2030&to=2030-03-11")).statusCode).toBe(400);
    expect((await tenant.admin("GET", "crm/tasks/calendar?from=2030-03-10")).statusCode).toBe(400);
  });

  it("is read with the calendar's command; moving an event needs edit on the appointments", async () => {
    const range = "from=2030-03-01&to=2030-03-31";
    const calendarOnly = await tenant.calendarOnly("GET", `crm/tasks/calendar?${range}`);
    expect(calendarOnly.statusCode).toBe(200);
    expect(calendarOnly.json().total).toBe(5);
    const move = { bat_dau: "2030-03-12T02:00:00.000Z", ket_thuc: "2030-03-12T03:00:00.000Z" };
    expect((await tenant.calendarOnly("PATCH", `crm/tasks/${made.lateEvening?.id}`, move)).statusCode).toBe(403);
    expect((await tenant.noEmployee("GET", `crm/tasks/calendar?${range}`)).statusCode).toBe(403);

    const moved = await tenant.sale01("PATCH", `crm/tasks/${made.lateEvening?.id}`, move);
    expect(moved.statusCode).toBe(200);
    const day12 = await tenant.sale01("GET", "crm/tasks/calendar?from=2030-03-12&to=2030-03-12");
    expect(titles(day12)).toEqual(["Tư vấn buổi tối"]);
  });
});

describe("GET crm/tickets/calendar", () => {
  it("gives the tickets with their type's colour, under the ticket calendar's command", async () => {
    await created(
      tenant.admin,
      "crm/tickets",
      { ...appointment("Da kích ứng sau peel", "2030-03-20T03:00:00.000Z"), ma_loai: "BAOHANH", muc_do: "high" },
      "CN01",
    );
    const res = await tenant.admin("GET", "crm/tickets/calendar?from=2030-03-20&to=2030-03-20", undefined, "CN01");
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({ tieu_de: "Da kích ứng sau peel", ma_loai: "BAOHANH", mau: "#fa8c16", muc_do: "high" }),
    ]);
    expect((await tenant.sale01("GET", "crm/tickets/calendar?from=2030-03-20&to=2030-03-20")).statusCode).toBe(403);
  });
});
