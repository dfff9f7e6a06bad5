import { SERVING_STATE } from "@sen/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { servingTenant } from "../../../../../../test/fixtures/serving-tenant.js";
import { tenantUser } from "../../../../../../test/fixtures/tenant-user.js";

/*
 * The service process: the receptionist opens a serving with a technician and a room, the technician starts it (the
 * room booked by a room order, so no one else takes it meanwhile) and finishes it (posted: its session used); the
 * board shows the day's servings by state.
 */

const CODE = "serving_process";
let t: TestApp;
let s: Awaited<ReturnType<typeof servingTenant>>;
let technician: typeof s.admin;

beforeAll(async () => {
  t = await startTestApp();
  s = await servingTenant(t, CODE);
  await s.sql(`INSERT INTO rooms (ma_dvcs, ma_phong, ten_phong) VALUES ('CN01', 'P01', 'Phòng chăm sóc da 1'),
    ('CN01', 'P02', 'Phòng chăm sóc da 2')`);
  await s.sql(`INSERT INTO rooms (ma_dvcs, ma_phong, ten_phong, loai_phong) VALUES ('CN01', 'KHO', 'Kho', 'kho')`);
  technician = await tenantUser(t, CODE, {
    user_name: "ktv01",
    password: "KyThuat@12345",
    full_name: "Lê Thị Hoa",
    branchs: "CN01",
    commands: ["sales.service-process"],
  });
});
afterAll(() => t.close());

interface BoardRow {
  so_ct: string;
  trang_thai: string;
  status: string;
  ten_kh: string;
  ma_phong: string | null;
  ten_phong: string | null;
  bat_dau: string | null;
  ket_thuc: string | null;
  details: { ten_vt: string; ten_nv: string }[];
}

async function board(): Promise<BoardRow[]> {
  const res = await technician("GET", "sales/service-process");
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

const roomOrdersOf = async (ma_phong: string) =>
  (
    await s.sql(
      `SELECT ma_nv, trang_thai, ket_thuc > bat_dau AS ordered FROM room_orders WHERE ma_phong = '${ma_phong}'
       ORDER BY created_at`,
    )
  ).rows;

describe("the service process", () => {
  it("opens, starts (booking the room) and finishes a serving, which posts it and uses its session", async () => {
    const [id] = await s.sellPackages("LT10", 1, "KH0002");
    const opened = await s.serve("KH0002", [{ stt_rec_goi: String(id) }], { status: "0", ma_phong: "p01" });
    expect(opened.statusCode, opened.body).toBe(201);
    const serving = opened.json();
    expect(serving).toMatchObject({ status: "0", trang_thai: SERVING_STATE.waiting, ma_phong: "P01", bat_dau: null });
    const waiting = (await board()).find((r) => r.so_ct === serving.so_ct);
    expect(waiting).toMatchObject({
      trang_thai: "waiting",
      ten_kh: "Trần Minh Khoa",
      ten_phong: "Phòng chăm sóc da 1",
    });
    expect(waiting?.details).toEqual([
      expect.objectContaining({ ten_vt: "Liệu trình chăm sóc da 10 buổi", ten_nv: "Lê Thị Hoa" }),
    ]);

    const started = await technician("POST", `sales/servings/${serving.stt_rec}/start`);
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ status: "0", trang_thai: SERVING_STATE.serving });
    expect(started.json().bat_dau).not.toBeNull();
    expect(await roomOrdersOf("P01")).toEqual([{ ma_nv: "NV01", trang_thai: "arrived", ordered: true }]);
    expect(await s.sessionsLeft(String(id))).toBe(10);

    const again = await technician("POST", `sales/servings/${serving.stt_rec}/start`);
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.trang_thai).toBe(`Phiếu phục vụ ${serving.so_ct} không còn chờ phục vụ`);

    const finished = await technician("POST", `sales/servings/${serving.stt_rec}/finish`);
    expect(finished.statusCode, finished.body).toBe(200);
    expect(finished.json()).toMatchObject({ status: "2", trang_thai: SERVING_STATE.done, tong_thanh_toan: 100_000 });
    expect(await s.sessionsLeft(String(id))).toBe(9);
    expect((await roomOrdersOf("P01"))[0]).toMatchObject({ trang_thai: "done" });
    const done = (await board()).find((r) => r.so_ct === serving.so_ct);
    expect(done?.trang_thai).toBe("done");
    expect(Date.parse(String(done?.ket_thuc))).toBeGreaterThanOrEqual(Date.parse(String(done?.bat_dau)));
    const twice = await technician("POST", `sales/servings/${serving.stt_rec}/finish`);
    expect(twice.statusCode).toBe(422);
  });

  it("never lets two servings in service take the same room at once (the room orders' exclusion constraint)", async () => {
    const [a, b] = await s.sellPackages("LT03", 2);
    const first = await s.serve("KH0001", [{ ma_vt: "LT03", stt_rec_goi: String(a) }], {
      status: "0",
      ma_phong: "P02",
    });
    const second = await s.serve("KH0001", [{ ma_vt: "LT03", stt_rec_goi: String(b), ma_nv: "NV02" }], {
      status: "0",
      ma_phong: "P02",
    });
    const starts = await Promise.all(
      [first, second].map((r) => technician("POST", `sales/servings/${r.json().stt_rec}/start`)),
    );
    expect(starts.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const rows = await board();
    const states = [first, second].map((r) => rows.find((x) => x.so_ct === r.json().so_ct)?.trang_thai).sort();
    expect(states).toEqual(["serving", "waiting"]);
    expect((await roomOrdersOf("P02")).length).toBe(1);
    // The one in service deleted (the customer left): its room is free, and the other starts in it.
    const [started, waiting] = starts[0]?.statusCode === 200 ? [first, second] : [second, first];
    const removed = await s.admin("DELETE", `sales/servings/${started.json().stt_rec}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await roomOrdersOf("P02")).map((o) => o.trang_thai)).toEqual(["cancelled"]);
    const next = await technician("POST", `sales/servings/${waiting.json().stt_rec}/start`);
    expect(next.statusCode, next.body).toBe(200);
    // Cancelled unposted, the same.
    const cancelled = await s.admin("PATCH", `sales/servings/${waiting.json().stt_rec}`, { status: "9" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await roomOrdersOf("P02")).map((o) => o.trang_thai)).toEqual(["cancelled", "cancelled"]);
  });

  it("takes the customer's own booking of the room instead of booking it again", async () => {
    await s.sql("INSERT INTO rooms (ma_dvcs, ma_phong, ten_phong) VALUES ('CN01', 'P03', 'Phòng gội đầu')");
    await s.sql(`INSERT INTO room_orders (ma_phong, ma_kh, ten_kh, bat_dau, ket_thuc, trang_thai, ma_dvcs)
      VALUES ('P03', 'KH0002', 'Trần Minh Khoa', now() - interval '5 minutes', now() + interval '55 minutes', 'booked',
              'CN01')`);
    const [id] = await s.sellPackages("LT10", 1, "KH0002");
    const opened = await s.serve("KH0002", [{ stt_rec_goi: String(id) }], { status: "0", ma_phong: "P03" });
    const started = await technician("POST", `sales/servings/${opened.json().stt_rec}/start`);
    expect(started.statusCode, started.body).toBe(200);
    const live = await s.sql("SELECT trang_thai, ma_nv FROM room_orders WHERE ma_phong = 'P03' ORDER BY created_at");
    expect(live.rows).toEqual([{ trang_thai: "arrived", ma_nv: null }]);
    const finished = await technician("POST", `sales/servings/${opened.json().stt_rec}/finish`);
    expect(finished.statusCode, finished.body).toBe(200);
  });

  it("shows a serving posted at once as done; offers only the service rooms; keeps to the user's branches", async () => {
    const [id] = await s.sellPackages("LT10");
    const posted = await s.serve("KH0001", [{ stt_rec_goi: String(id) }]);
    expect(posted.json()).toMatchObject({ status: "2", trang_thai: "done" });
    expect(posted.json().ket_thuc).not.toBeNull();
    expect((await board()).find((r) => r.so_ct === posted.json().so_ct)?.trang_thai).toBe("done");
    const rooms = await technician("GET", "sales/service-process/rooms");
    expect(rooms.json().items.map((r: { ma_phong: string }) => r.ma_phong)).toEqual(["P01", "P02", "P03"]);
    expect((await technician("GET", "sales/service-process?ma_dvcs=CN02")).statusCode).toBe(403);
    const elsewhere = await s.serve("KH0001", [{ stt_rec_goi: String(id) }], { status: "0", ma_phong: "KHO2" });
    expect(elsewhere.statusCode).toBe(422);
    expect(Object.keys(elsewhere.json().errors)).toEqual(["ma_phong"]);
  });
});
