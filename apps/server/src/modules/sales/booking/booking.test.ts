import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type StockTenant, stockTenant } from "../../../../../../test/fixtures/stock-tenant.js";
import { inTenant } from "../../../platform/db/tenant-db.js";
import { addDays, vietnamToday } from "../../../platform/db/vietnam-days.js";
import { sendBookingReminders } from "./booking-reminders.js";

/*
 * The public booking page's calls, as a customer's phone makes them: no token, the shop in X-Tenant. A booking becomes
 * a room order of a free room of the branch; the last room of a slot goes to one of two customers booking at once;
 * the confirmation carries a cancel link, which frees the slot (twice is the same); the day before, one reminder.
 */
let t: TestApp;
let s: StockTenant;
const TENANT = "booking_online";
const DAY = addDays(vietnamToday(), 3);
const at = (hhmm: string, day = DAY) => new Date(`${day}T${hhmm}:00+07:00`).toISOString();
const sql = (text: string, values?: unknown[]) => inTenant(t.pool, s.schema, (db) => db.$client.query(text, values));

/** A call of the public page, from `ip`. */
const visitor = (method: "GET" | "POST", url: string, payload?: object, ip = "203.0.113.7", tenant = TENANT) =>
  call(t.app, { method, url: `/api/public/bookings${url}`, tenant, payload, remoteAddress: ip });
const book = (body: Record<string, unknown>, ip?: string) =>
  visitor("POST", "", { ma_dvcs: "CN01", ma_vt: "DV01", ...body }, ip);
const starts = async (day = DAY) => {
  const res = await visitor("GET", `/slots?ma_dvcs=CN01&ma_vt=DV01&ngay=${day}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { bat_dau: string }[]).map((i) => i.bat_dau);
};
const messagesTo = async (phone: string) =>
  (await sql(`SELECT noi_dung FROM sent_messages WHERE den = $1 ORDER BY id`, [phone])).rows.map((r) =>
    String(r.noi_dung),
  );
const tokenIn = (message: string) => /\/booking\/booking_online\/huy\/([A-Za-z0-9_-]{43})$/.exec(message)?.[1] ?? "";

beforeAll(async () => {
  t = await startTestApp();
  s = await stockTenant(t, TENANT);
  await sql(`UPDATE products SET so_phut = 60, gia_ban = 250000 WHERE ma_vt = 'DV01'`);
  await sql(`INSERT INTO employees (ma_nv, ten_nv, ma_dvcs, created_by) VALUES
    ('NV01', 'Lê Thị Hoa', 'CN01', 'system'), ('NV02', 'Phạm Văn Nam', 'CN01', 'system')`);
  await sql(
    `INSERT INTO partners (ma_kh, ten_kh, phone, ma_dvcs) VALUES ('KH0001', 'Nguyễn Thị Lan', '0901111222', 'CN01')`,
  );
  for (const [ma_phong, loai_phong] of [
    ["P01", "main"],
    ["P02", "main"],
    ["P09", "cho"],
  ]) {
    const res = await s.admin("POST", "sales/rooms", {
      ma_phong,
      ten_phong: `Phòng ${ma_phong}`,
      so_giuong: 1,
      loai_phong,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t.close());

describe("online booking", () => {
  it("shows a branch's services with their minutes, and the day's free starts, to anyone naming the shop", async () => {
    const services = await visitor("GET", "/services?ma_dvcs=CN01");
    expect(services.statusCode, services.body).toBe(200);
    expect(services.json()).toEqual({
      ten_dvcs: "Chi nhánh Quận 1",
      items: [{ ma_vt: "DV01", ten_vt: "Gội đầu dưỡng sinh", so_phut: 60, gia_ban: 250_000 }],
    });
    // An hour's service starts on the half hours from 08:00 to 21:00.
    const free = await starts();
    expect(free).toHaveLength(27);
    expect(free[0]).toBe(at("08:00").replace(".000Z", "Z"));
    expect(free.at(-1)).toBe(at("21:00").replace(".000Z", "Z"));
    // A shop not in use and a branch not in use answer alike.
    const noShop = await visitor("GET", "/services?ma_dvcs=CN01", undefined, undefined, "khongco");
    const noBranch = await visitor("GET", "/services?ma_dvcs=CN99");
    expect([noShop.statusCode, noBranch.statusCode]).toEqual([404, 404]);
    expect(noShop.json()).toEqual(noBranch.json());
  });

  it("books a free room of the service room type for a new customer found again by phone, and confirms", async () => {
    const first = await book({ bat_dau: at("09:00"), ten_kh: "Trần Thị Bích", phone: "0912 345 678" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      ten_dvcs: "Chi nhánh Quận 1",
      ten_vt: "Gội đầu dưỡng sinh",
      bat_dau: at("09:00"),
      ket_thuc: at("10:00"),
      phone: "0912345678",
    });
    const partner = (await sql(`SELECT ma_kh, ten_kh FROM partners WHERE phone = '0912345678'`)).rows;
    expect(partner).toHaveLength(1);
    const orders = await sql(
      `SELECT ma_phong, ma_kh, ma_vt, trang_thai FROM room_orders WHERE bat_dau = $1 ORDER BY ma_phong`,
      [at("09:00")],
    );
    expect(orders.rows).toEqual([{ ma_phong: "P01", ma_kh: partner[0]?.ma_kh, ma_vt: "DV01", trang_thai: "booked" }]);
    const [confirmation] = await messagesTo("0912345678");
    expect(confirmation).toContain("Chi nhánh Quận 1: đã đặt lịch Gội đầu dưỡng sinh lúc");
    expect(tokenIn(confirmation ?? "")).toHaveLength(43);

    // A known phone is the same customer, under their own name.
    const again = await book({ bat_dau: at("11:00"), ten_kh: "Lan", phone: "0901111222" });
    expect(again.statusCode, again.body).toBe(200);
    const known = await sql(`SELECT ma_kh, ten_kh FROM room_orders WHERE bat_dau = $1`, [at("11:00")]);
    expect(known.rows).toEqual([{ ma_kh: "KH0001", ten_kh: "Nguyễn Thị Lan" }]);
  });

  it("gives the last room of a slot to one of two customers booking at once; the other is told it was taken", async () => {
    expect((await book({ bat_dau: at("15:00"), ten_kh: "Khách một", phone: "0933000001" })).statusCode).toBe(200);
    const both = await Promise.all([
      book({ bat_dau: at("15:00"), ten_kh: "Khách hai", phone: "0933000002" }),
      book({ bat_dau: at("15:30"), ten_kh: "Khách ba", phone: "0933000003" }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const refused = both.find((r) => r.statusCode === 409);
    expect(refused?.json().message).toBe("Khung giờ này vừa có người đặt");
    const live = await sql(
      `SELECT count(*)::int AS n FROM room_orders WHERE trang_thai <> 'cancelled' AND ma_phong IN ('P01', 'P02')
         AND tstzrange(bat_dau, ket_thuc) && tstzrange($1, $2)`,
      [at("15:00"), at("16:30")],
    );
    expect(live.rows[0]?.n).toBe(2);
    // The waiting room (another type) is never booked, and the slot is no longer offered.
    expect((await sql(`SELECT count(*)::int AS n FROM room_orders WHERE ma_phong = 'P09'`)).rows[0]?.n).toBe(0);
    expect(await starts()).not.toContain(at("15:00").replace(".000Z", "Z"));
  });

  it("answers a booking sent again (a retry, a second tap) with the first, booking and sending nothing more", async () => {
    // Another day than the others' (the reminders' test counts the day's bookings).
    const start = at("17:00", addDays(DAY, 1));
    const body = { bat_dau: start, ten_kh: "Khách gửi lại", phone: "0955000001" };
    const [first, again] = await Promise.all([book(body), book(body)]);
    expect(first.statusCode, first.body).toBe(200);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual(first.json());
    const orders = await sql(`SELECT count(*)::int AS n FROM room_orders WHERE bat_dau = $1`, [start]);
    expect(orders.rows[0]?.n).toBe(1);
    expect(await messagesTo("0955000001")).toHaveLength(1);
  });

  it("offers the technicians free at a start and books the one picked", async () => {
    const technicians = async () =>
      (await visitor("GET", `/technicians?ma_dvcs=CN01&ma_vt=DV01&bat_dau=${at("18:00")}`)).json().items;
    expect(await technicians()).toEqual([
      { ma_nv: "NV01", ten_nv: "Lê Thị Hoa" },
      { ma_nv: "NV02", ten_nv: "Phạm Văn Nam" },
    ]);
    const picked = await book({ bat_dau: at("18:00"), ten_kh: "Vũ Minh", phone: "0944000001", ma_nv: "NV02" });
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json().ten_nv).toBe("Phạm Văn Nam");
    expect(await technicians()).toEqual([{ ma_nv: "NV01", ten_nv: "Lê Thị Hoa" }]);
    const twice = await book({ bat_dau: at("18:30"), ten_kh: "Vũ Lan", phone: "0944000002", ma_nv: "NV02" });
    expect(twice.statusCode).toBe(409);
  });

  it("refuses what is not a booking with 422, naming the field", async () => {
    const bad = await book({ bat_dau: at("12:00"), ten_kh: "A", phone: "12ab" });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["phone", "ten_kh"]);
    const past = await book({
      bat_dau: at("09:00", addDays(vietnamToday(), -1)),
      ten_kh: "Quá khứ",
      phone: "0955000001",
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.bat_dau).toBe("Giờ bắt đầu đã qua");
  });

  it("cancels by the link's token, freeing the slot; again is the same answer; a wrong token finds nothing", async () => {
    const kept = await book({ bat_dau: at("20:00"), ten_kh: "Giữ Lịch", phone: "0966000002" });
    const made = await book({ bat_dau: at("20:00"), ten_kh: "Hủy Thử", phone: "0966000001" });
    expect([kept.statusCode, made.statusCode]).toEqual([200, 200]);
    expect(await starts()).not.toContain(at("20:00").replace(".000Z", "Z"));
    const token = tokenIn((await messagesTo("0966000001"))[0] ?? "");
    const shown = await visitor("GET", `/${token}`);
    expect(shown.json()).toMatchObject({ ten_vt: "Gội đầu dưỡng sinh", bat_dau: at("20:00").replace(".000Z", "Z") });
    for (let i = 0; i < 2; i++) {
      const cancelled = await visitor("POST", `/${token}/cancel`);
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(cancelled.json().trang_thai).toBe("cancelled");
    }
    const state = await sql(`SELECT trang_thai FROM room_orders WHERE bat_dau = $1 ORDER BY ten_kh`, [at("20:00")]);
    expect(state.rows).toEqual([{ trang_thai: "booked" }, { trang_thai: "cancelled" }]);
    expect(await starts()).toContain(at("20:00").replace(".000Z", "Z"));
    const wrong = await visitor("POST", `/${"A".repeat(43)}/cancel`);
    expect(wrong.statusCode).toBe(404);
    expect(wrong.json().message).toBe("Không tìm thấy lịch đặt, hoặc liên kết hủy lịch không đúng");
    expect((await visitor("POST", "/abc/cancel")).statusCode).toBe(400);
  });

  it("reminds each booking of tomorrow once, not a cancelled one", async () => {
    const dayBefore = new Date(at("12:00", addDays(DAY, -1)));
    await sendBookingReminders(t.appPool, t.app.log, dayBefore);
    await sendBookingReminders(t.appPool, t.app.log, dayBefore);
    const reminders = (
      await sql(`SELECT den, noi_dung FROM sent_messages WHERE noi_dung LIKE '%nhắc lịch%' ORDER BY den`)
    ).rows;
    expect(reminders.map((r) => r.den)).toEqual(
      ["0901111222", "0912345678", "0933000001", "0944000001", "0966000002"]
        .concat(reminders.some((r) => r.den === "0933000002") ? ["0933000002"] : ["0933000003"])
        .sort(),
    );
    expect(reminders[0]?.noi_dung).toContain("Chi nhánh Quận 1: nhắc lịch Gội đầu dưỡng sinh lúc 11:00");
  });

  it("throttles an address that calls too often (429 with Retry-After), not the others", async () => {
    const answers: number[] = [];
    for (let i = 0; i < 31; i++)
      answers.push((await visitor("POST", `/${"B".repeat(43)}/cancel`, undefined, "198.51.100.9")).statusCode);
    expect(answers.slice(0, 30).every((code) => code === 404)).toBe(true);
    const last = await visitor("POST", `/${"B".repeat(43)}/cancel`, undefined, "198.51.100.9");
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
    expect((await visitor("POST", `/${"B".repeat(43)}/cancel`, undefined, "198.51.100.10")).statusCode).toBe(404);
  });
});
