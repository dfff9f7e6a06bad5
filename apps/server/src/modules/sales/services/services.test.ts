import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { salesTenant } from "../../../../../../test/fixtures/sales-tenant.js";
import { tenantUser } from "../../../../../../test/fixtures/tenant-user.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";

/*
 * Service bills (DV1) selling single services and packages of sessions, servings (SD1) using them, the balances and
 * their check; the journal of each (packages on 3387 until used), approval, rights, and concurrent servings.
 */

const CODE = "sale_services";
const BILLS = "sales/services";
const SERVINGS = "sales/servings";
const TODAY = vietnamToday();
let t: TestApp;
let s: Awaited<ReturnType<typeof salesTenant>>;
let receptionist: typeof s.admin;

beforeAll(async () => {
  t = await startTestApp();
  s = await salesTenant(t, CODE, "2020-01-01");
  await s.sql(`INSERT INTO products (ma_vt, ten_vt, ma_dvt, loai_vt, theo_doi_ton, so_buoi, gia_ban, tk_dt, created_by)
    VALUES ('LT10', 'Liệu trình chăm sóc da 10 buổi', 'GOI', 'DV', false, 10, 1000000, '5113', 'system'),
           ('LT03', 'Liệu trình massage 3 buổi', 'GOI', 'DV', false, 3, 1000000, '5113', 'system')`);
  await s.sql(`INSERT INTO partners (ma_kh, ten_kh, ma_dvcs) VALUES ('KH0002', 'Trần Minh Khoa', 'CN01')`);
  await s.sql(
    `INSERT INTO employees (ma_nv, ten_nv, ma_dvcs, created_by) VALUES ('NV01', 'Lê Thị Hoa', 'CN01', 'system')`,
  );
  receptionist = await tenantUser(t, CODE, {
    user_name: "letan01",
    password: "LeTan@12345",
    full_name: "Vũ Thị Lễ Tân",
    branchs: "CN01",
    commands: ["sales.services", "sales.servings"],
  });
});
afterAll(() => t.close());

const setConfig = async (name: string, value: string) =>
  expect((await s.admin("PUT", `system/configs/${name}`, { value })).statusCode).toBe(200);

/** Sells `units` packages of `ma_vt` (1,000,000 ₫ each) to `ma_kh`, posted, paid in cash. */
async function sellPackage(ma_vt = "LT10", units = 1, ma_kh = "KH0001") {
  const res = await receptionist("POST", BILLS, {
    ngay_ct: TODAY,
    ma_kho: "K01",
    ma_kh,
    status: "2",
    details: [{ ma_vt, so_luong: units }],
    payments: [{ ma_httt: "TM", tien: units * 1_000_000 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { stt_rec: string; so_ct: string; status: string };
}

interface Balance {
  stt_rec_goi: string;
  ma_vt: string;
  so_buoi: number;
  so_buoi_con: number;
  so_ct: string;
}

async function packagesOf(ma_kh: string, ma_vt?: string): Promise<Balance[]> {
  const res = await receptionist(
    "GET",
    `${BILLS}/balances?ma_kh=${ma_kh}${ma_vt ? `&ma_vt=${ma_vt}` : ""}&pageSize=100`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items;
}

const serve = (ma_kh: string, stt_rec_goi: string, so_luong = 1, ma_vt = "LT10") =>
  receptionist("POST", SERVINGS, {
    ngay_ct: TODAY,
    ma_kh,
    status: "2",
    details: [{ ma_vt, so_luong, stt_rec_goi, ma_nv: "NV01" }],
  });

async function journalOf(api: string, id: string) {
  const res = await s.admin("GET", `${api}/${id}/journal`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { tk_no: string; tk_co: string; tien: number }[]).map((l) => [l.tk_no, l.tk_co, l.tien]);
}

async function noDifferences() {
  const res = await s.admin("GET", `${BILLS}/balances/check`);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().items).toEqual([]);
}

describe("service bills and servings", () => {
  it("sells a package of 10 sessions: 10 servings use it, the 11th is refused; the journal moves 3387 to 511", async () => {
    const bill = await sellPackage("LT10", 1, "KH0002");
    expect(await journalOf(BILLS, bill.stt_rec)).toEqual([["1111", "3387", 1_000_000]]);
    const [pkg] = await packagesOf("KH0002", "LT10");
    expect(pkg).toMatchObject({ ma_vt: "LT10", so_buoi: 10, so_buoi_con: 10, so_ct: bill.so_ct });
    const id = (pkg as Balance).stt_rec_goi;
    for (let i = 0; i < 10; i++) {
      const res = await serve("KH0002", id);
      expect(res.statusCode, res.body).toBe(201);
      expect(await journalOf(SERVINGS, res.json().stt_rec)).toEqual([["3387", "5113", 100_000]]);
    }
    expect((await packagesOf("KH0002", "LT10"))[0]?.so_buoi_con).toBe(0);
    const eleventh = await serve("KH0002", id);
    expect(eleventh.statusCode).toBe(422);
    expect(eleventh.json().errors["details.0.so_luong"]).toContain("Liệu trình chỉ còn 0 buổi");
    await noDifferences();
  });

  it("opens one package a unit; the last session of a package takes what is left of its value", async () => {
    await s.sql("UPDATE products SET gia_ban = 1000000 WHERE ma_vt = 'LT03'");
    await sellPackage("LT03", 2);
    const open = await packagesOf("KH0001", "LT03");
    expect(open).toHaveLength(2);
    expect(open.map((p) => p.so_buoi_con)).toEqual([3, 3]);
    const id = (open[0] as Balance).stt_rec_goi;
    const two = await serve("KH0001", id, 2, "LT03");
    expect(two.statusCode, two.body).toBe(201);
    expect(await journalOf(SERVINGS, two.json().stt_rec)).toEqual([["3387", "5113", 666_666.66]]);
    const last = await serve("KH0001", id, 1, "LT03");
    expect(await journalOf(SERVINGS, last.json().stt_rec)).toEqual([["3387", "5113", 333_333.34]]);
    await noDifferences();
  });

  it("refuses the cancel of a used bill; cancelling the serving gives the session back; an unused bill closes", async () => {
    const bill = await sellPackage("LT10", 1, "KH0001");
    const pkg = (await packagesOf("KH0001", "LT10")).find((p) => p.so_ct === bill.so_ct) as Balance;
    const served = await serve("KH0001", pkg.stt_rec_goi);
    expect(served.statusCode, served.body).toBe(201);
    const refused = await s.admin("PATCH", `${BILLS}/${bill.stt_rec}`, { status: "9" });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(["status"]);
    const undone = await s.admin("PATCH", `${SERVINGS}/${served.json().stt_rec}`, { status: "9" });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await journalOf(SERVINGS, served.json().stt_rec)).toHaveLength(2);
    const back = (await packagesOf("KH0001", "LT10")).find((p) => p.so_ct === bill.so_ct);
    expect(back?.so_buoi_con).toBe(10);
    const cancelled = await s.admin("PATCH", `${BILLS}/${bill.stt_rec}`, { status: "9" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await packagesOf("KH0001", "LT10")).find((p) => p.so_ct === bill.so_ct)).toBeUndefined();
    const journal = await s.admin("GET", `${BILLS}/${bill.stt_rec}/journal`);
    expect(journal.json().tong_tien).toBe(0);
    await noDifferences();
  });

  it("sells single services as revenue, with VAT where the service has it", async () => {
    const res = await receptionist("POST", BILLS, {
      ngay_ct: TODAY,
      ma_kho: "K01",
      status: "2",
      details: [{ ma_vt: "DV01", so_luong: 2 }],
      payments: [{ ma_httt: "TM", tien: 500_000 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ tong_thanh_toan: 400_000, tien_thoi: 100_000 });
    expect(await journalOf(BILLS, res.json().stt_rec)).toEqual([["1111", "5113", 400_000]]);
  });

  it("waits for an approver with sale_service_require_approve; an approver's PATCH posts", async () => {
    await setConfig("sale_service_require_approve", "true");
    try {
      const res = await receptionist("POST", BILLS, {
        ngay_ct: TODAY,
        ma_kho: "K01",
        ma_kh: "KH0001",
        status: "2",
        details: [{ ma_vt: "LT10", so_luong: 1 }],
        payments: [{ ma_httt: "TM", tien: 1_000_000 }],
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().status).toBe("1");
      const before = (await packagesOf("KH0001", "LT10")).length;
      const id = res.json().stt_rec;
      expect((await receptionist("PATCH", `${BILLS}/${id}`, { status: "2" })).statusCode).toBe(403);
      const approved = await s.admin("PATCH", `${BILLS}/${id}`, { status: "2" });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().status).toBe("2");
      expect((await packagesOf("KH0001", "LT10")).length).toBe(before + 1);
    } finally {
      await setConfig("sale_service_require_approve", "false");
    }
  });

  it("refuses what it must, naming the field", async () => {
    const base = { ngay_ct: TODAY, ma_kho: "K01", status: "2", payments: [{ ma_httt: "TM", tien: 1_000_000 }] };
    const noCustomer = await receptionist("POST", BILLS, { ...base, details: [{ ma_vt: "LT10", so_luong: 1 }] });
    expect(noCustomer.statusCode).toBe(422);
    expect(Object.keys(noCustomer.json().errors)).toEqual(["ma_kh"]);
    const goods = await receptionist("POST", BILLS, { ...base, details: [{ ma_vt: "SP01", so_luong: 1 }] });
    expect(Object.keys(goods.json().errors)).toEqual(["details.0.ma_vt"]);
    const half = await receptionist("POST", BILLS, {
      ...base,
      ma_kh: "KH0001",
      details: [{ ma_vt: "LT10", so_luong: 1.5 }],
    });
    expect(Object.keys(half.json().errors)).toEqual(["details.0.so_luong"]);
    const price = await receptionist("POST", BILLS, {
      ...base,
      ma_kh: "KH0001",
      details: [{ ma_vt: "LT10", so_luong: 1, gia: 10 }],
    });
    expect(Object.keys(price.json().errors)).toEqual(["details.0.gia"]);
    const discount = await receptionist("POST", BILLS, {
      ...base,
      ma_kh: "KH0001",
      details: [{ ma_vt: "LT10", so_luong: 1, ck: 10 }],
    });
    expect(Object.keys(discount.json().errors)).toEqual(["details.0.ck"]);
    const [other] = await packagesOf("KH0002", "LT10");
    const foreign = await serve("KH0001", (other as Balance).stt_rec_goi);
    expect(Object.keys(foreign.json().errors)).toEqual(["details.0.stt_rec_goi"]);
    // A line without a package is paid now: unpaid, posting it is refused while the shop allows no debt at a serving.
    const noPackage = await receptionist("POST", SERVINGS, {
      ngay_ct: TODAY,
      ma_kh: "KH0001",
      ma_kho: "K01",
      status: "2",
      details: [{ ma_vt: "DV01", so_luong: 1 }],
    });
    expect(noPackage.json().errors).toEqual({ payments: expect.stringContaining("Khách còn thiếu 200,000 ₫") });
    const hostile = await receptionist("POST", SERVINGS, {
      ngay_ct: TODAY,
      ma_kh: "KH0001'; DROP TABLE servings; --",
      details: [{ ma_vt: "LT10", so_luong: -1, stt_rec_goi: "x" }],
    });
    expect(hostile.statusCode).toBe(422);
  });

  it("lists a bill's packages and a package's history, each movement with what it left", async () => {
    const bill = await sellPackage("LT03", 2, "KH0002");
    const res = await receptionist("GET", `${BILLS}/balances?stt_rec=${bill.stt_rec}`);
    expect(res.statusCode, res.body).toBe(200);
    const opened = res.json().items as (Balance & { stt_rec: string })[];
    expect(opened.map((p) => [p.so_ct, p.stt_rec, p.so_buoi_con])).toEqual([
      [bill.so_ct, bill.stt_rec, 3],
      [bill.so_ct, bill.stt_rec, 3],
    ]);
    const id = (opened[0] as Balance).stt_rec_goi;
    const served = await serve("KH0002", id, 2, "LT03");
    expect(served.statusCode, served.body).toBe(201);
    const history = await receptionist("GET", `${BILLS}/balances/${id}/history`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json()).toMatchObject({ stt_rec_goi: id, ma_kh: "KH0002", so_buoi: 3, so_buoi_con: 1, total: 2 });
    expect(
      history.json().items.map((m: Record<string, unknown>) => [m.loai, m.so_ct, m.so_buoi, m.so_buoi_con, m.tien_con]),
    ).toEqual([
      ["BAN", bill.so_ct, 3, 3, 1_000_000],
      ["SU_DUNG", served.json().so_ct, -2, 1, 333_333.34],
    ]);
    const unknown = await receptionist("GET", `${BILLS}/balances/00000000-0000-4000-8000-000000000000/history`);
    expect(unknown.statusCode).toBe(404);
    expect((await receptionist("GET", `${BILLS}/balances/x/history`)).statusCode).toBe(400);
    expect((await s.kho("GET", `${BILLS}/balances/${id}/history`)).statusCode).toBe(403);
  });

  it("keeps the service screens to their rights", async () => {
    expect((await s.cashier("POST", BILLS, {})).statusCode).toBe(403);
    expect((await s.sale("GET", SERVINGS)).statusCode).toBe(403);
    expect((await s.kho("GET", `${BILLS}/balances`)).statusCode).toBe(403);
    expect((await s.kho("GET", `${BILLS}/balances/check`)).statusCode).toBe(403);
    expect((await receptionist("GET", `${BILLS}/balances/check`)).statusCode).toBe(200);
  });

  it("posts exactly 3 of 10 concurrent servings of a package holding 3 sessions", async () => {
    const bill = await sellPackage("LT03", 1, "KH0002");
    const pkg = (await packagesOf("KH0002", "LT03")).find((p) => p.so_ct === bill.so_ct) as Balance;
    const results = await Promise.all(Array.from({ length: 10 }, () => serve("KH0002", pkg.stt_rec_goi, 1, "LT03")));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 422)).toHaveLength(7);
    expect((await packagesOf("KH0002", "LT03")).find((p) => p.so_ct === bill.so_ct)?.so_buoi_con).toBe(0);
    await noDifferences();
  });
});
