import { ROOM_ORDER_STATE, SERVING_STATE } from "@sen/core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, login, startTestApp, type TestApp } from "../../../../../../test/api.js";
import { inTenant } from "../../../platform/db/tenant-db.js";
import { addDays, monthStart, vietnamToday } from "../../../platform/db/vietnam-days.js";
import { DEMO_SERVICES } from "../../stock/stock.demo.js";
import { DEMO_ROOMS, seedDemoRoomOrders, seedDemoRooms } from "../rooms/demo-rooms.js";
import { seedDemoServices } from "./demo-services.js";

/*
 * The demo spa as its owner first opens the service screens: packages with sessions left, this month's service
 * reports adding up to the documents, today's process board and room board busy.
 */

let t: TestApp;
let admin: string;
const TODAY = vietnamToday();
const MONTH = `fromDate=${monthStart(TODAY)}&toDate=${TODAY}`;

beforeAll(async () => {
  t = await startTestApp();
  admin = (await login(t.app, "admin", "Admin@123")).access_token;
});
afterAll(() => t.close());

async function get<T = Record<string, unknown>>(url: string, branches = "CN01,CN02"): Promise<T> {
  const res = await call(t.app, {
    method: "GET",
    url: `/api/${url}`,
    token: admin,
    headers: { "x-branches": branches },
  });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
}

type Row = Record<string, number | string | null>;
type Report = { items: Row[]; totals: Record<string, number> };
const report = (name: string) => get<Report>(`sales/reports/${name}?${MONTH}`);
const sum = <T>(rows: readonly T[], value: (row: T) => number) => rows.reduce((s, r) => s + value(r), 0);
const money = (n: number) => Math.round(n * 100) / 100;

type Header = { stt_rec: string; so_ct: string; tong_tien: number; tong_thanh_toan: number; con_no: number };
/** The month's posted documents of a kind, as its list shows them. */
const posted = async (api: string) =>
  (await get<{ items: Header[] }>(`${api}?${MONTH}&status=2&pageSize=100`)).items.map((h) => ({
    ...h,
    tong_tien: Number(h.tong_tien),
    tong_thanh_toan: Number(h.tong_thanh_toan),
    con_no: Number(h.con_no ?? 0),
  }));

type Package = { ma_kh: string; ma_vt: string; so_buoi: number; so_buoi_con: number; tien_con: number };

describe("the demo's services", () => {
  it("give Nguyễn Thị Mai her acne package: 5 of 10 sessions left, its sale and 5 uses in its history", async () => {
    const { items } = await get<{ items: (Package & { stt_rec_goi: string; ten_vt: string })[] }>(
      "sales/services/balances?ma_kh=KH000001&pageSize=100",
    );
    const acne = items.find((p) => p.ma_vt === DEMO_SERVICES.triMun10);
    expect(acne).toMatchObject({ ten_vt: "Liệu trình trị mụn 10 buổi", so_buoi: 10, so_buoi_con: 5 });
    const history = await get<{ items: { so_buoi: number }[] }>(`sales/services/balances/${acne?.stt_rec_goi}/history`);
    expect(history.items.map((m) => m.so_buoi)).toEqual([10, -1, -1, -1, -1, -1]);
  });

  it("fill every service report of this month, each total what the documents say", async () => {
    const [bills, servings] = await Promise.all([posted("sales/services"), posted("sales/servings")]);
    expect(bills.length).toBeGreaterThan(0);
    expect(servings.length).toBeGreaterThan(0);
    const details = await Promise.all(
      bills.map((b) =>
        get<{ details: { so_buoi: number; goi_tien: boolean; tien: number; ck: number }[] }>(
          `sales/services/${b.stt_rec}`,
        ),
      ),
    );
    const singles = sum(
      details.flatMap((d) => d.details).filter((l) => l.so_buoi === 1 && !l.goi_tien),
      (l) => Number(l.tien) - Number(l.ck),
    );
    const billed = money(sum(bills, (b) => b.tong_thanh_toan));
    const used = money(sum(servings, (s) => s.tong_tien));
    const balances = (await get<{ items: Package[] }>("sales/services/balances?pageSize=100")).items;

    const names = [
      "sale-service",
      "service-revenue",
      "service-detail",
      "branch-service-revenue",
      "package-revenue",
      "package-detail-revenue",
      "employee-revenue-level",
      "service-receipt-employee",
      "employee-commission",
      "employee-commission-detail",
      "service-turn-employee",
    ];
    const reports = Object.fromEntries(await Promise.all(names.map(async (n) => [n, await report(n)] as const)));
    for (const name of names) expect(reports[name]?.items.length, name).toBeGreaterThan(0);
    const totals = (name: string) => reports[name]?.totals ?? {};

    expect(totals("sale-service").tong).toBe(billed);
    expect(totals("sale-service").da_tra).toBe(money(sum(bills, (b) => b.tong_thanh_toan - b.con_no)));
    expect(totals("service-receipt-employee").so_phieu).toBe(bills.length);
    expect(totals("employee-revenue-level").dich_vu).toBe(billed);
    expect(totals("service-revenue")).toMatchObject({ dv_le: money(singles), lieu_trinh: used });
    expect(totals("service-revenue").doanh_thu).toBe(money(singles + used));
    expect(totals("branch-service-revenue")).toMatchObject({
      so_luot: servings.length,
      doanh_thu: money(singles + used),
    });
    expect(totals("service-detail").tien).toBe(used);
    expect(totals("service-turn-employee").doanh_so).toBe(used);
    expect(totals("package-revenue").buoi_con).toBe(sum(balances, (p) => p.so_buoi_con));
    expect(totals("package-revenue").cuoi_ky).toBe(money(sum(balances, (p) => Number(p.tien_con))));
    expect(totals("package-detail-revenue").buoi_con).toBe(sum(balances, (p) => p.so_buoi_con));
    const { hoa_hong = 0, tien_cong = 0 } = totals("employee-commission-detail");
    expect(hoa_hong).toBeGreaterThan(0);
    expect(totals("employee-commission").tong).toBe(money(hoa_hong + tien_cong));
  });

  it("put today's servings on the process board: done, in service with its room booked, waiting", async () => {
    type Card = { so_ct: string; trang_thai: string; ma_phong: string; details: { ten_nv: string }[] };
    const board = await get<{ items: Card[] }>(`sales/service-process?ngay=${TODAY}&ma_dvcs=CN01`);
    const byState = (state: string) => board.items.filter((c) => c.trang_thai === state);
    expect(byState(SERVING_STATE.done).length).toBeGreaterThan(0);
    expect(byState(SERVING_STATE.waiting).map((c) => c.ma_phong)).toContain(DEMO_ROOMS.q1Vip);
    const inService = byState(SERVING_STATE.serving).find((c) => c.ma_phong === DEMO_ROOMS.q1Da2);
    expect(inService?.details[0]?.ten_nv).toBe("Trịnh Thị Thảo");

    type BoardRoom = { ma_phong: string; orders: { trang_thai: string; ghi_chu: string | null; ten_kh: string }[] };
    const rooms = await get<{ rooms: BoardRoom[] }>(`sales/room-orders/board?ngay=${TODAY}&ma_dvcs=CN01`, "CN01");
    const ordersOf = (room: string) => rooms.rooms.find((r) => r.ma_phong === room)?.orders ?? [];
    expect(ordersOf(DEMO_ROOMS.q1Massage).map((o) => o.ten_kh)).toEqual([
      "Bùi Thị Thanh Hương",
      "Võ Thị Ngọc Trâm",
      "Phan Thị Diễm My",
    ]);
    expect(ordersOf(DEMO_ROOMS.q1Da2)).toEqual([
      expect.objectContaining({ trang_thai: ROOM_ORDER_STATE.arrived, ghi_chu: `Phiếu phục vụ ${inService?.so_ct}` }),
    ]);
    const tomorrow = await get<{ rooms: BoardRoom[] }>(
      `sales/room-orders/board?ngay=${addDays(TODAY, 1)}&ma_dvcs=CN02`,
      "CN02",
    );
    expect(tomorrow.rooms.flatMap((r) => r.orders).map((o) => o.trang_thai)).toEqual(
      Array(3).fill(ROOM_ORDER_STATE.booked),
    );
  });

  it("are seeded once: seeding again adds nothing", async () => {
    const count = async () => {
      // What the seed made (other suites write to the demo tenant too, as its administrator).
      const { rows } = await t.pool.query(
        `SELECT (SELECT count(*) FROM t_demo.service_bills WHERE created_by = 'system')
              + (SELECT count(*) FROM t_demo.servings WHERE created_by = 'system')
              + (SELECT count(*) FROM t_demo.room_orders WHERE created_by = 'system')
              + (SELECT count(*) FROM t_demo.rooms WHERE created_by = 'system') AS n`,
      );
      return Number(rows[0].n);
    };
    const before = await count();
    await inTenant(t.pool, "t_demo", async (db) => {
      await seedDemoRooms(db);
      await seedDemoRoomOrders(db);
      await seedDemoServices(db);
    });
    expect(await count()).toBe(before);
  });
});

describe("the demo's front desk and technician", () => {
  it("let the receptionist sell and serve in Quận 1, and show the technician only her own turns", async () => {
    const desk = (await login(t.app, "letan01", "Letan@123")).access_token;
    for (const api of ["sales/services", "sales/servings", "sales/room-orders"]) {
      const res = await call(t.app, { method: "GET", url: `/api/${api}?${MONTH}`, token: desk });
      expect(res.statusCode, `${api}: ${res.body}`).toBe(200);
    }
    const technician = (await login(t.app, "ktv01", "Ktv@1234")).access_token;
    const turns = await call(t.app, {
      method: "GET",
      url: `/api/sales/reports/service-turn-employee?${MONTH}`,
      token: technician,
    });
    expect(turns.statusCode, turns.body).toBe(200);
    const items = turns.json().items as Row[];
    expect(items.length).toBeGreaterThan(0);
    expect(new Set(items.map((r) => r.ma_nv))).toEqual(new Set(["KTV01"]));
    const another = await call(t.app, {
      method: "GET",
      url: `/api/sales/reports/service-turn-employee?${MONTH}&ma_nv=KTV02`,
      token: technician,
    });
    expect(another.statusCode).toBe(403);
    const bills = await call(t.app, { method: "GET", url: `/api/sales/services?${MONTH}`, token: technician });
    expect(bills.statusCode).toBe(403);
  });
});
