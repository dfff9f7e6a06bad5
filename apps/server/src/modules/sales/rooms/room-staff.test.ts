import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type StockTenant, stockTenant } from "../../../../../../test/fixtures/stock-tenant.js";
import { inTenant } from "../../../platform/db/tenant-db.js";
import { addDays, vietnamToday } from "../../../platform/db/vietnam-days.js";

/*
 * Room employees' schedules by shift, and who may serve a booking: an employee scheduled on a day is booked only in
 * their shifts; a room that lists its employees is served by them only; the board's picker offers those free.
 */
let t: TestApp;
let s: StockTenant;
const DAY = addDays(vietnamToday(), 4);
const OTHER_DAY = addDays(vietnamToday(), 6);
const at = (hhmm: string, day = DAY) => new Date(`${day}T${hhmm}:00+07:00`).toISOString();
const SCHEDULES = "sales/room-employee-schedules";
const ORDERS = "sales/room-orders";

beforeAll(async () => {
  t = await startTestApp();
  s = await stockTenant(t, "room_staff");
  await inTenant(t.pool, s.schema, (db) =>
    db.$client.query(`INSERT INTO employees (ma_nv, ten_nv, ma_dvcs, created_by) VALUES
      ('NV01', 'Lê Thị Hoa', 'CN01', 'system'), ('NV02', 'Phạm Văn Nam', 'CN01', 'system'),
      ('NV03', 'Đỗ Thị Mai', 'CN01', 'system'), ('NV04', 'Hà Văn Bắc', 'CN02', 'system')`),
  );
  for (const shift of [
    { ma_ca: "SANG", ten_ca: "Ca sáng", gio_bat_dau: "08:00", gio_ket_thuc: "12:00" },
    { ma_ca: "TOI", ten_ca: "Ca tối", gio_bat_dau: "18:00", gio_ket_thuc: "22:00" },
  ]) {
    expect((await s.admin("POST", "hr/shifts", shift)).statusCode).toBe(200);
  }
  for (const [ma_phong, ma_dvcs] of [
    ["P01", "CN01"],
    ["P02", "CN01"],
    ["H01", "CN02"],
  ]) {
    const res = await s.admin(
      "POST",
      "sales/rooms",
      { ma_phong, ten_phong: `Phòng ${ma_phong}`, so_giuong: 1 },
      {
        "x-branches": String(ma_dvcs),
      },
    );
    expect(res.statusCode, res.body).toBe(200);
  }
  for (const ma_nv of ["NV01", "NV02"]) {
    expect((await s.admin("POST", "sales/room-employees", { ma_phong: "P01", ma_nv })).statusCode).toBe(200);
  }
});
afterAll(() => t.close());

const book = (body: Record<string, unknown>) => s.admin("POST", ORDERS, body);
const free = async (room: string, from: string, to: string) => {
  const res = await s.admin("GET", `${ORDERS}/free-employees?ma_phong=${room}&bat_dau=${from}&ket_thuc=${to}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { ma_nv: string }[]).map((e) => e.ma_nv);
};

describe("room employee schedules", () => {
  it("keep an employee's shift of a day once, in the branch in view, a room of that branch only", async () => {
    const made = await s.admin("POST", SCHEDULES, { ma_nv: "NV01", ngay: DAY, ma_ca: "SANG", ma_phong: "P01" });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ ten_nv: "Lê Thị Hoa", ma_dvcs: "CN01", ngay: DAY });
    const again = await s.admin("POST", SCHEDULES, { ma_nv: "NV01", ngay: DAY, ma_ca: "SANG" });
    expect(again.statusCode).toBe(422);
    const elsewhere = await s.admin("POST", SCHEDULES, { ma_nv: "NV01", ngay: DAY, ma_ca: "TOI", ma_phong: "H01" });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors.ma_phong).toBe("Phòng H01 không thuộc chi nhánh CN01");
    const listed = await s.admin("GET", `${SCHEDULES}?fromDate=${DAY}&toDate=${DAY}`);
    expect(listed.json().items.map((r: { ma_nv: string; ma_ca: string }) => `${r.ma_nv} ${r.ma_ca}`)).toEqual([
      "NV01 SANG",
    ]);
  });

  it("refuse a booking of a scheduled employee outside their shifts, with the shifts named", async () => {
    const late = await book({ ma_phong: "P01", ma_nv: "NV01", bat_dau: at("13:00"), ket_thuc: at("14:00") });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.ma_nv).toBe(
      `Nhân viên NV01 không có ca làm việc từ 13:00 đến 14:00 ngày ${DAY.split("-").reverse().join("/")} (lịch trong ngày: Ca sáng 08:00–12:00)`,
    );
    // Running past the shift's end is outside it too.
    const across = await book({ ma_phong: "P01", ma_nv: "NV01", bat_dau: at("11:30"), ket_thuc: at("12:30") });
    expect(across.statusCode).toBe(422);
    const inShift = await book({ ma_phong: "P01", ma_nv: "NV01", bat_dau: at("09:00"), ket_thuc: at("10:00") });
    expect(inShift.statusCode, inShift.body).toBe(200);
    // NV02 has no schedule that day: booked at any time.
    const unscheduled = await book({ ma_phong: "P01", ma_nv: "NV02", bat_dau: at("13:00"), ket_thuc: at("14:00") });
    expect(unscheduled.statusCode, unscheduled.body).toBe(200);
  });

  it("refuse an employee the room does not list, when it lists any", async () => {
    const other = await book({ ma_phong: "P01", ma_nv: "NV03", bat_dau: at("15:00"), ket_thuc: at("16:00") });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.ma_nv).toBe("Nhân viên NV03 không làm việc ở phòng P01");
    const anyRoom = await book({ ma_phong: "P02", ma_nv: "NV03", bat_dau: at("15:00"), ket_thuc: at("16:00") });
    expect(anyRoom.statusCode, anyRoom.body).toBe(200);
  });

  it("offer the board the employees free for a slot: the room's, on duty when anyone is scheduled, not booked", async () => {
    // Someone is scheduled on DAY: only those on duty. NV01 is booked 09:00–10:00, NV02 not scheduled.
    expect(await free("P01", at("09:00"), at("10:00"))).toEqual([]);
    expect(await free("P01", at("10:00"), at("11:00"))).toEqual(["NV01"]);
    expect(await free("P01", at("13:00"), at("14:00"))).toEqual([]);
    // Nobody scheduled on OTHER_DAY: the room's own, or the branch's for a room that lists none.
    expect(await free("P01", at("13:00", OTHER_DAY), at("14:00", OTHER_DAY))).toEqual(["NV01", "NV02"]);
    expect(await free("P02", at("13:00", OTHER_DAY), at("14:00", OTHER_DAY))).toEqual(["NV01", "NV02", "NV03"]);
    // A room of a branch not in view is not found.
    const hidden = await s.admin(
      "GET",
      `${ORDERS}/free-employees?ma_phong=H01&bat_dau=${at("09:00")}&ket_thuc=${at("10:00")}`,
    );
    expect(hidden.statusCode).toBe(404);
  });
});
