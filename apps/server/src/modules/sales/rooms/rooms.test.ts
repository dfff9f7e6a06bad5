import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type StockTenant, stockTenant } from "../../../../../../test/fixtures/stock-tenant.js";
import { inTenant } from "../../../platform/db/tenant-db.js";
import { addDays, vietnamToday } from "../../../platform/db/vietnam-days.js";
import { seedUser } from "../../../seed/base.js";

const CODE = "sale_rooms";
const ORDERS = "sales/room-orders";
let t: TestApp;
let s: StockTenant;
let sql: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
let receptionist: StockTenant["admin"];

/** A day well ahead, so that every slot is in the future (room_order_start_time 0: nothing in the past). */
const DAY = addDays(vietnamToday(), 5);
/** That day at HH:mm in Vietnam, as an instant. */
const at = (hhmm: string, day = DAY) => new Date(`${day}T${hhmm}:00+07:00`).toISOString();

beforeAll(async () => {
  t = await startTestApp();
  s = await stockTenant(t, CODE);
  sql = (text, values) => inTenant(t.pool, s.schema, (db) => db.$client.query(text, values));
  await sql(`INSERT INTO partners (ma_kh, ten_kh, ma_dvcs) VALUES
    ('KH0001', 'Nguyễn Thị Lan', 'CN01'), ('KH0002', 'Trần Văn Bình', 'CN01')`);
  await sql(`INSERT INTO employees (ma_nv, ten_nv, ma_dvcs, created_by) VALUES
    ('NV01', 'Lê Thị Hoa', 'CN01', 'system'), ('NV02', 'Phạm Văn Nam', 'CN01', 'system'),
    ('NV03', 'Đỗ Thị Mai', 'CN01', 'system')`);
  expect((await s.admin("POST", "sales/room-groups", { ma_nhom: "VIP", ten_nhom: "Phòng VIP" })).statusCode).toBe(200);
  for (const [ma_phong, ma_dvcs] of [
    ["P01", "CN01"],
    ["P02", "CN01"],
    ["P03", "CN01"],
    ["H01", "CN02"],
  ] as const) {
    const res = await s.admin(
      "POST",
      "sales/rooms",
      { ma_phong, ten_phong: `Phòng ${ma_phong}`, ma_nhom: "VIP", so_giuong: 2 },
      { "x-branches": ma_dvcs },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().ma_dvcs).toBe(ma_dvcs);
  }
  await inTenant(t.pool, s.schema, (db) =>
    seedUser(db, {
      user_name: "letan01",
      password: "LeTan@12345",
      full_name: "Vũ Thị Lễ Tân",
      branchs: "CN01",
      commands: ["sales.room-orders", "sales.room-orders.cashier"],
    }),
  );
  const login = await call(t.app, {
    method: "POST",
    url: "/api/auth/login",
    tenant: CODE,
    payload: { user_name: "letan01", password: "LeTan@12345" },
  });
  const token = (login.json() as { access_token: string }).access_token;
  receptionist = (method, url, payload, headers = { "x-branches": "CN01" }) =>
    call(t.app, { method, url: `/api/${url}`, token, tenant: CODE, payload: payload as object, headers });
});
afterAll(() => t.close());

const book = (body: Record<string, unknown>) => receptionist("POST", ORDERS, body);

describe("rooms", () => {
  it("keeps a room group, a room of a branch with at least one bed, and each room's employees once", async () => {
    const noBed = await s.admin("POST", "sales/rooms", { ma_phong: "P99", ten_phong: "Phòng lỗi", so_giuong: 0 });
    expect(noBed.statusCode).toBe(422);
    const pair = { ma_phong: "P01", ma_nv: "NV01" };
    const first = await s.admin("POST", "sales/room-employees", pair);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().ten_nv).toBe("Lê Thị Hoa");
    const again = await s.admin("POST", "sales/room-employees", pair);
    expect(again.statusCode).toBe(422);
    const list = await s.admin("GET", "sales/rooms?pageSize=10", undefined, { "x-branches": "CN01" });
    expect(
      list
        .json()
        .items.map((r: { ma_phong: string }) => r.ma_phong)
        .sort(),
    ).toEqual(["P01", "P02", "P03"]);
  });

  it("never moves a room into a branch the user may not use", async () => {
    const [room] = (await sql(`SELECT id FROM rooms WHERE ma_phong = 'P03'`)).rows;
    const moved = await s.kho("PATCH", `sales/rooms/${room?.id}`, { ten_phong: "x" });
    expect(moved.statusCode).toBe(403);
    const other = await receptionist("POST", "sales/rooms", { ma_phong: "X1", ten_phong: "X", ma_dvcs: "CN02" });
    expect(other.statusCode).toBe(403);
  });
});

describe("room orders", () => {
  it("books a room, refuses an overlap of the room or the employee by name, allows touching slots", async () => {
    const first = await book({
      ma_phong: "P01",
      ma_kh: "KH0001",
      ma_nv: "NV01",
      bat_dau: at("10:00"),
      ket_thuc: at("11:00"),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      ma_dvcs: "CN01",
      ten_kh: "Nguyễn Thị Lan",
      ten_nv: "Lê Thị Hoa",
      trang_thai: "booked",
    });

    const sameRoom = await book({ ma_phong: "P01", bat_dau: at("10:30"), ket_thuc: at("11:30") });
    expect(sameRoom.statusCode).toBe(409);
    expect(sameRoom.json().message).toBe(
      `Phòng P01 đã có lịch từ 10:00 đến 11:00 ngày ${DAY.split("-").reverse().join("/")}`,
    );

    const sameEmployee = await book({ ma_phong: "P02", ma_nv: "NV01", bat_dau: at("09:30"), ket_thuc: at("10:01") });
    expect(sameEmployee.statusCode).toBe(409);
    expect(sameEmployee.json().message).toMatch(/^Nhân viên NV01 - Lê Thị Hoa đã có lịch từ 10:00 đến 11:00/);

    const touching = await book({ ma_phong: "P01", ma_nv: "NV01", bat_dau: at("11:00"), ket_thuc: at("12:00") });
    expect(touching.statusCode, touching.body).toBe(200);
    const before = await book({ ma_phong: "P01", bat_dau: at("09:00"), ket_thuc: at("10:00") });
    expect(before.statusCode, before.body).toBe(200);
  });

  it("frees a cancelled order's slot, and moves an order only where it fits", async () => {
    const order = (await book({ ma_phong: "P02", bat_dau: at("14:00"), ket_thuc: at("15:00") })).json();
    expect((await book({ ma_phong: "P02", bat_dau: at("14:00"), ket_thuc: at("15:00") })).statusCode).toBe(409);
    const cancelled = await receptionist("PATCH", `${ORDERS}/${order.id}`, { trang_thai: "cancelled" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const again = await book({ ma_phong: "P02", bat_dau: at("14:00"), ket_thuc: at("15:00") });
    expect(again.statusCode, again.body).toBe(200);
    // A cancelled order stays cancelled.
    const reopened = await receptionist("PATCH", `${ORDERS}/${order.id}`, { trang_thai: "booked" });
    expect(reopened.statusCode).toBe(422);

    const later = (await book({ ma_phong: "P02", bat_dau: at("16:00"), ket_thuc: at("17:00") })).json();
    const onto = await receptionist("PATCH", `${ORDERS}/${later.id}`, { bat_dau: at("14:30"), ket_thuc: at("15:30") });
    expect(onto.statusCode).toBe(409);
    const free = await receptionist("PATCH", `${ORDERS}/${later.id}`, { bat_dau: at("15:00"), ket_thuc: at("16:30") });
    expect(free.statusCode, free.body).toBe(200);
  });

  it("keeps the rules: the end after the start, no start in the past, room and employee fixed unless the config allows", async () => {
    const backwards = await book({ ma_phong: "P03", bat_dau: at("12:00"), ket_thuc: at("11:00") });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.ket_thuc).toBe("Giờ kết thúc phải sau giờ bắt đầu");
    const past = await book({
      ma_phong: "P03",
      bat_dau: at("10:00", addDays(DAY, -10)),
      ket_thuc: at("11:00", addDays(DAY, -10)),
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.bat_dau).toBe("Giờ bắt đầu không được ở trong quá khứ");

    const order = (await book({ ma_phong: "P03", ma_nv: "NV02", bat_dau: at("18:00"), ket_thuc: at("19:00") })).json();
    const otherRoom = await receptionist("PATCH", `${ORDERS}/${order.id}`, { ma_phong: "P02" });
    expect(otherRoom.statusCode).toBe(422);
    expect(otherRoom.json().errors.ma_phong).toBe("Không được đổi phòng hoặc nhân viên của đơn phòng đã đặt");
    expect((await receptionist("PATCH", `${ORDERS}/${order.id}`, { ma_nv: "NV03" })).statusCode).toBe(422);

    const setConfig = (value: string) => s.admin("PUT", "system/configs/room_order_change_room_employee", { value });
    expect((await setConfig("true")).statusCode).toBe(200);
    try {
      const moved = await receptionist("PATCH", `${ORDERS}/${order.id}`, { ma_phong: "P02", ma_nv: "NV03" });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json()).toMatchObject({ ma_phong: "P02", ma_nv: "NV03", ten_nv: "Đỗ Thị Mai" });
    } finally {
      await setConfig("false");
    }
  });

  it("is refused to a user without the command, and another branch's room to a user of one branch", async () => {
    const slot = { ma_phong: "H01", bat_dau: at("10:00"), ket_thuc: at("11:00") };
    const cashierRes = await s.cashier("POST", ORDERS, { ...slot, ma_phong: "P03" });
    expect(cashierRes.statusCode).toBe(403);
    expect((await s.cashier("GET", `${ORDERS}/board?ngay=${DAY}`)).statusCode).toBe(403);
    const otherBranch = await book(slot);
    expect(otherBranch.statusCode).toBe(403);
    // The client's ma_dvcs is not taken: the order's branch is its room's.
    const admin = await s.admin("POST", ORDERS, { ...slot, ma_dvcs: "CN01" }, { "x-branches": "CN02" });
    expect(admin.statusCode, admin.body).toBe(200);
    expect(admin.json().ma_dvcs).toBe("CN02");
    expect((await receptionist("GET", `${ORDERS}/${admin.json().id}`)).statusCode).toBe(404);
    expect((await receptionist("GET", `${ORDERS}/board?ngay=${DAY}&ma_dvcs=CN02`)).statusCode).toBe(403);
  });

  it("answers the board: the branch's rooms, each with its live orders of the day", async () => {
    const res = await receptionist("GET", `${ORDERS}/board?ngay=${DAY}`);
    expect(res.statusCode, res.body).toBe(200);
    const { rooms } = res.json() as {
      rooms: { ma_phong: string; orders: { bat_dau: string; trang_thai: string }[] }[];
    };
    expect(rooms.map((r) => r.ma_phong)).toEqual(["P01", "P02", "P03"]);
    const p01 = rooms[0]?.orders ?? [];
    expect(p01.map((o) => o.bat_dau)).toEqual([at("09:00"), at("10:00"), at("11:00")]);
    expect(rooms.flatMap((r) => r.orders).every((o) => o.trang_thai !== "cancelled")).toBe(true);
    const empty = await s.admin("GET", `${ORDERS}/board?ngay=${addDays(DAY, 1)}`, undefined, { "x-branches": "CN02" });
    expect(empty.json().rooms).toEqual([
      { ma_phong: "H01", ten_phong: "Phòng H01", ma_nhom: "VIP", so_giuong: 2, orders: [] },
    ]);
  });
});

describe("two receptionists at the same moment", () => {
  it("of 20 bookings of one room and slot, exactly one is taken, the others told why", async () => {
    const slot = { ma_phong: "P03", bat_dau: at("20:00"), ket_thuc: at("21:00") };
    const answers = await Promise.all(Array.from({ length: 20 }, () => book(slot)));
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const a of answers.filter((x) => x.statusCode === 409))
      expect(a.json().message).toMatch(/^Phòng P03 đã có lịch/);
  });

  it("is refused by the database itself, whatever writes the rows", async () => {
    const insert = (room: string, employee: string | null, from: string, to: string) =>
      sql(`INSERT INTO room_orders (ma_phong, ma_nv, bat_dau, ket_thuc, ma_dvcs) VALUES ($1, $2, $3, $4, 'CN01')`, [
        room,
        employee,
        from,
        to,
      ]);
    const day = addDays(DAY, 1);
    await insert("P01", null, at("08:00", day), at("09:00", day));
    await expect(insert("P01", null, at("08:30", day), at("09:30", day))).rejects.toMatchObject({ code: "23P01" });
    await insert("P02", "NV02", at("08:00", day), at("09:00", day));
    await expect(insert("P03", "NV02", at("08:59", day), at("10:00", day))).rejects.toMatchObject({ code: "23P01" });
    await expect(insert("P03", null, at("10:00", day), at("10:00", day))).rejects.toMatchObject({ code: "23514" });
  });
});

describe("random bookings, moves and cancellations sent at once", () => {
  const ROOMS = ["P01", "P02", "P03"];
  const EMPLOYEES = [null, "NV01", "NV02", "NV03"];
  const day = () => addDays(DAY, 3);
  /** A slot of 30 to 120 minutes starting on a half hour between 08:00 and 20:00. */
  const slot = fc.record({ start: fc.integer({ min: 16, max: 40 }), length: fc.integer({ min: 1, max: 4 }) });
  const time = (halfHours: number) =>
    `${String(Math.floor(halfHours / 2)).padStart(2, "0")}:${halfHours % 2 ? "30" : "00"}`;
  const action = fc.oneof(
    fc.record({
      kind: fc.constant("book" as const),
      room: fc.constantFrom(...ROOMS),
      nv: fc.constantFrom(...EMPLOYEES),
      slot,
    }),
    fc.record({ kind: fc.constant("move" as const), pick: fc.nat(), slot }),
    fc.record({ kind: fc.constant("cancel" as const), pick: fc.nat() }),
  );

  it("never leaves two live orders of a room or an employee overlapping, and keeps every booking accepted", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 4, maxLength: 12 }), async (actions) => {
        const live = (
          await sql(`SELECT id FROM room_orders WHERE trang_thai <> 'cancelled' AND bat_dau >= $1`, [
            at("00:00", day()),
          ])
        ).rows.map((r) => String(r.id));
        const answers = await Promise.all(
          actions.map((a) => {
            const times = (sl: { start: number; length: number }) => ({
              bat_dau: at(time(sl.start), day()),
              ket_thuc: at(time(sl.start + sl.length), day()),
            });
            if (a.kind === "book") return book({ ma_phong: a.room, ma_nv: a.nv, ...times(a.slot) });
            const id = live[a.pick % Math.max(live.length, 1)];
            if (!id) return book({ ma_phong: "P01", ...times({ start: 30, length: 1 }) });
            if (a.kind === "move") return receptionist("PATCH", `${ORDERS}/${id}`, times(a.slot));
            return receptionist("PATCH", `${ORDERS}/${id}`, { trang_thai: "cancelled" });
          }),
        );
        for (const a of answers) expect([200, 409, 422], a.body).toContain(a.statusCode);
        const accepted = answers
          .filter((a) => a.statusCode === 200)
          .map((a) => a.json() as { id: string; bat_dau: string; trang_thai: string });
        const overlaps = await sql(`
          SELECT count(*)::int AS n FROM room_orders a JOIN room_orders b ON a.id < b.id
          WHERE a.trang_thai <> 'cancelled' AND b.trang_thai <> 'cancelled'
            AND (a.ma_phong = b.ma_phong OR a.ma_nv = b.ma_nv)
            AND tstzrange(a.bat_dau, a.ket_thuc) && tstzrange(b.bat_dau, b.ket_thuc)`);
        expect(overlaps.rows[0]?.n).toBe(0);
        const stored = new Set(
          (await sql(`SELECT id FROM room_orders WHERE id = ANY($1::uuid[])`, [accepted.map((a) => a.id)])).rows.map(
            (r) => String(r.id),
          ),
        );
        for (const a of accepted) expect(stored.has(a.id)).toBe(true);
      }),
      { numRuns: 15 },
    );
  });
});
