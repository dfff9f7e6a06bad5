import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { salesTenant } from "../../../../../../test/fixtures/sales-tenant.js";
import { addDays, vietnamToday } from "../../../platform/db/vietnam-days.js";

let t: TestApp;
let s: Awaited<ReturnType<typeof salesTenant>>;

/** Bills are made today: a return is allowed on the bill's own day only (sale_return_days 0). */
const TODAY = vietnamToday();
const BILLS = "sales/retail-orders";
const ids: Record<string, string> = {};
const bills: Record<string, string> = {};

const setConfig = (name: string, value: string) => s.admin("PUT", `system/configs/${name}`, { value });

/** A bill of KH0001 (or `ma_kh`): `bottles` of shampoo (165,000 ₫ each with VAT) and `massages` (200,000 ₫ each). */
async function sell(status: string, bottles: number, massages = 0, ma_kh = "KH0001") {
  const details = [
    ...(bottles > 0 ? [{ ma_vt: "SP01", so_luong: bottles }] : []),
    ...(massages > 0 ? [{ ma_vt: "DV01", so_luong: massages }] : []),
  ];
  const tien = bottles * 165_000 + massages * 200_000;
  const res = await s.admin("POST", BILLS, {
    ngay_ct: TODAY,
    ma_kho: "K01",
    ma_kh,
    status,
    details,
    payments: [{ ma_httt: "TM", tien }],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().stt_rec as string;
}

beforeAll(async () => {
  t = await startTestApp();
  s = await salesTenant(t, "sale_customers", "2026-05-01", 50);
  await s.sql(`INSERT INTO partners (ma_kh, ten_kh, ma_dvcs, phone) VALUES
    ('KH0002', 'Trần Văn Hùng', 'CN01', '0902345678'), ('KH0003', 'Lê Thị Hà', 'CN02', '0903456789')`);
  const { rows } = await s.sql("SELECT id, ma_kh FROM partners");
  for (const r of rows as { id: string; ma_kh: string }[]) ids[r.ma_kh] = r.id;
  for (const group of [
    { ma_nh: "SPA", ten_nh: "Khách dịch vụ spa", loai_nh: "1" },
    { ma_nh: "CANHAN", ten_nh: "Khách cá nhân", loai_nh: "2" },
    { ma_nh: "LE", ten_nh: "Khách lẻ", loai_nh: "3", tu_tien: 0 },
    { ma_nh: "THANTHIET", ten_nh: "Khách thân thiết", loai_nh: "3", tu_tien: 300_000 },
    { ma_nh: "VIP", ten_nh: "Khách VIP", loai_nh: "3", tu_tien: 1_000_000 },
  ]) {
    const res = await s.admin("POST", "sales/customer-groups", group);
    expect(res.statusCode, res.body).toBe(200);
  }
  // KH0001: a bill of a bottle (165,000), one of two massages (400,000), one cancelled, a draft, and the bottle
  // of the first returned: 400,000 ₫ spent on two bills. KH0002: one massage (200,000).
  bills.bottle = await sell("2", 1);
  bills.massages = await sell("2", 0, 2);
  bills.cancelled = await sell("2", 1);
  expect((await s.admin("PATCH", `${BILLS}/${bills.cancelled}`, { status: "9" })).statusCode).toBe(200);
  await sell("0", 3);
  const back = await s.admin("POST", "sales/returns", {
    ngay_ct: TODAY,
    stt_rec_hd: bills.bottle,
    status: "2",
    details: [{ ma_vt: "SP01", so_luong: 1 }],
    payments: [{ ma_httt: "TM", tien: 165_000 }],
  });
  expect(back.statusCode, back.body).toBe(201);
  await sell("2", 0, 1, "KH0002");
  // A prepaid card holding 500,000 ₫, and a membership card.
  expect((await s.admin("POST", "sales/payment-cards", { ma_the: "TTT01", ma_kh: "KH0001" })).statusCode).toBe(200);
  const topUp = await s.admin("POST", "sales/payment-cards/update", {
    ngay_ct: TODAY,
    ma_the: "TTT01",
    tien: 500_000,
    status: "2",
    payments: [{ ma_httt: "TM", tien: 500_000 }],
  });
  expect(topUp.statusCode, topUp.body).toBe(201);
  const series = await s.admin("POST", "sales/customer-card-series", {
    ma_day: "TV",
    ten_day: "Thẻ thành viên",
    tien_to: "TV",
    tu_so: 1,
    den_so: 999,
    do_dai: 4,
  });
  expect(series.statusCode, series.body).toBe(200);
  expect((await s.admin("POST", "sales/customer-cards/issue", { ma_kh: "KH0001", ma_day: "TV" })).statusCode).toBe(201);
});
afterAll(() => t.close());

describe("the customer overview", () => {
  it("totals what the customer bought (posted bills less returns; drafts and cancelled bills aside), cards and visits", async () => {
    const res = await s.admin("GET", `sales/customers/${ids.KH0001}`);
    expect(res.statusCode, res.body).toBe(200);
    const overview = res.json();
    expect(overview).toMatchObject({
      ma_kh: "KH0001",
      ten_kh: "Nguyễn Thị Lan",
      tong_mua: 400_000,
      so_hd: 2,
      lan_cuoi: TODAY,
      so_du_the: 500_000,
      so_the: "TV0001",
      hang_the: "THANHVIEN",
      trang_thai_the: "active",
      hang_vip: null,
    });
    expect(overview.the_tra_truoc).toEqual([{ ma_the: "TTT01", so_du: 500_000, khoa: false, ngay_het_han: null }]);
    expect(overview.the_thanh_vien.map((c: { so_the: string }) => c.so_the)).toEqual(["TV0001"]);
    expect(
      overview.hoa_don.map((b: { ma_ct: string; tong_thanh_toan: number }) => [b.ma_ct, b.tong_thanh_toan]).sort(),
    ).toEqual([
      ["HD1", 165_000],
      ["HD1", 400_000],
      ["TL1", -165_000],
    ]);
  });

  it("lists the partners as customers with the same figures, searched and filtered as the partner list", async () => {
    const res = await s.admin("GET", "sales/customers?searchKey=nguyen%20thi&pageSize=20");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({ ma_kh: "KH0001", tong_mua: 400_000, so_hd: 2, so_du_the: 500_000, so_the: "TV0001" }),
    ]);
    const all = await s.admin("GET", "sales/customers?sortKey=ma_kh&pageSize=20");
    expect(all.json().items.map((r: { ma_kh: string; tong_mua: number }) => [r.ma_kh, r.tong_mua])).toEqual([
      ["KH0001", 400_000],
      ["KH0002", 200_000],
    ]);
    const hanoi = await s.admin("GET", "sales/customers?pageSize=20", undefined, { "x-branches": "CN02" });
    expect(hanoi.json().items.map((r: { ma_kh: string }) => r.ma_kh)).toEqual(["KH0003"]);
    expect((await s.admin("GET", `sales/customers/${ids.KH0003}`)).statusCode).toBe(404);
  });
});

describe("customer groups", () => {
  const groups = (ma_kh: string, body: object) => s.admin("PUT", `sales/customers/${ids[ma_kh]}/groups`, body);

  it("sets groups 1 and 2 of their level, refusing a group of another level and group 3 while it is computed", async () => {
    const set = await groups("KH0001", { nh_kh1: "spa", nh_kh2: "CANHAN" });
    expect(set.statusCode, set.body).toBe(200);
    // Group 3 already follows KH0001's bills: 400,000 ₫ spent reaches THANTHIET (from 300,000).
    expect(set.json()).toMatchObject({ nh_kh1: "SPA", nh_kh2: "CANHAN", nh_kh3: "THANTHIET" });
    const partner = await s.admin("GET", `crm/partners/${ids.KH0001}`);
    expect(partner.json()).toMatchObject({ nh_kh1: "SPA", nh_kh2: "CANHAN" });
    const wrong = await groups("KH0001", { nh_kh1: "VIP" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.nh_kh1).toBe("VIP là nhóm 3, không phải nhóm 1");
    const computed = await groups("KH0001", { nh_kh3: "VIP" });
    expect(computed.json().errors.nh_kh3).toMatch(/^Nhóm 3 được xếp tự động theo doanh số/);
    const cleared = await groups("KH0001", { nh_kh2: null });
    expect(cleared.json()).toMatchObject({ nh_kh1: "SPA", nh_kh2: null });
    // A group in use keeps its level and its code, and is not deleted.
    const spa = (await s.admin("GET", "sales/customer-groups?searchKey=SPA")).json().items[0];
    expect((await s.admin("PATCH", `sales/customer-groups/${spa.id}`, { loai_nh: "2" })).statusCode).toBe(422);
    expect((await s.admin("DELETE", `sales/customer-groups/${spa.id}`)).statusCode).toBe(409);
  });

  it("puts each customer in the group 3 their net spending reaches; with customer_group3_manual it is chosen by hand", async () => {
    const computed = await s.admin("POST", "sales/customer-groups/compute");
    expect(computed.statusCode, computed.body).toBe(200);
    // KH0001 and KH0002 were placed as their bills posted; KH0003, who never bought, only now.
    expect(computed.json()).toEqual({ so_kh: 1 });
    const { rows } = await s.sql("SELECT ma_kh, nh_kh3 FROM partners ORDER BY ma_kh");
    expect(rows).toEqual([
      { ma_kh: "KH0001", nh_kh3: "THANTHIET" },
      { ma_kh: "KH0002", nh_kh3: "LE" },
      { ma_kh: "KH0003", nh_kh3: "LE" },
    ]);
    expect((await s.admin("POST", "sales/customer-groups/compute")).json()).toEqual({ so_kh: 0 });

    expect((await setConfig("customer_group3_manual", "t")).statusCode).toBe(200);
    expect((await groups("KH0002", { nh_kh3: "VIP" })).json().nh_kh3).toBe("VIP");
    const refused = await s.admin("POST", "sales/customer-groups/compute");
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.nh_kh3).toMatch(/^Nhóm 3 đang được chọn thủ công/);
    expect((await setConfig("customer_group3_manual", "f")).statusCode).toBe(200);
  });

  it("moves a customer's group 3 as their bills and returns post or are cancelled, unless it is chosen by hand", async () => {
    const group3 = async (ma_kh: string) =>
      ((await s.sql(`SELECT nh_kh3 FROM partners WHERE ma_kh = '${ma_kh}'`)).rows[0] as { nh_kh3: string }).nh_kh3;
    await s.admin("POST", "sales/customer-groups/compute");
    expect(await group3("KH0002")).toBe("LE");
    // 200,000 ₫ and five massages more: 1,200,000 ₫ reaches VIP as the bill posts; its cancel puts KH0002 back.
    const big = await sell("2", 0, 5, "KH0002");
    expect(await group3("KH0002")).toBe("VIP");
    const back = await s.admin("POST", "sales/returns", {
      ngay_ct: TODAY,
      stt_rec_hd: big,
      status: "2",
      details: [{ ma_vt: "DV01", so_luong: 4 }],
      payments: [{ ma_httt: "TM", tien: 800_000 }],
    });
    expect(back.statusCode, back.body).toBe(201);
    expect(await group3("KH0002")).toBe("THANTHIET");
    expect((await s.admin("PATCH", `sales/returns/${back.json().stt_rec}`, { status: "9" })).statusCode).toBe(200);
    expect(await group3("KH0002")).toBe("VIP");
    expect((await s.admin("PATCH", `${BILLS}/${big}`, { status: "9" })).statusCode).toBe(200);
    expect(await group3("KH0002")).toBe("LE");
    // Chosen by hand, a bill leaves it as it is.
    expect((await setConfig("customer_group3_manual", "t")).statusCode).toBe(200);
    const manual = await sell("2", 0, 5, "KH0002");
    expect(await group3("KH0002")).toBe("LE");
    expect((await s.admin("PATCH", `${BILLS}/${manual}`, { status: "9" })).statusCode).toBe(200);
    expect((await setConfig("customer_group3_manual", "f")).statusCode).toBe(200);
  });
});

describe("VIP periods", () => {
  const PERIODS = "sales/vip-periods";

  it("makes VIP who spent enough in the period, from posted bills only, and computes again after a cancel", async () => {
    const created = await s.admin("POST", PERIODS, {
      ma_ky: "T1",
      ten_ky: "Xét VIP tháng này",
      ten_hang: "VIP Vàng",
      tu_ngay: addDays(TODAY, -10),
      den_ngay: TODAY,
      tu_tien: 300_000,
    });
    expect(created.statusCode, created.body).toBe(200);
    const period = created.json();
    // Left empty, the VIP lasts as long again as the period after it: 11 days.
    expect(period.vip_den_ngay).toBe(addDays(TODAY, 11));

    const first = await s.admin("POST", `${PERIODS}/${period.id}/compute`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ ma_ky: "T1", so_kh: 2, so_kh_dat: 1, tong_doanh_so: 600_000 });
    const standings = await s.admin("GET", `${PERIODS}/${period.id}/customers`);
    expect(
      standings
        .json()
        .items.map((r: { ma_kh: string; doanh_so: number; dat: boolean }) => [r.ma_kh, r.doanh_so, r.dat]),
    ).toEqual([
      ["KH0001", 400_000, true],
      ["KH0002", 200_000, false],
    ]);
    expect((await s.admin("GET", `crm/partners/${ids.KH0001}`)).json()).toMatchObject({
      vip: true,
      vip_den_ngay: addDays(TODAY, 11),
    });
    const reread = (await s.admin("GET", `${PERIODS}/${period.id}`)).json();
    expect(reread.so_kh_dat).toBe(1);
    expect(reread.ngay_xet).toBeTruthy();
    expect((await s.admin("GET", `sales/customers/${ids.KH0001}`)).json()).toMatchObject({
      hang_vip: "VIP Vàng",
      vip_den_ngay: addDays(TODAY, 11),
    });

    expect((await s.admin("PATCH", `${BILLS}/${bills.massages}`, { status: "9" })).statusCode).toBe(200);
    const again = await s.admin("POST", `${PERIODS}/${period.id}/compute`);
    expect(again.json()).toEqual({ ma_ky: "T1", so_kh: 1, so_kh_dat: 0, tong_doanh_so: 200_000 });
    expect((await s.admin("GET", `crm/partners/${ids.KH0001}`)).json()).toMatchObject({
      vip: false,
      vip_den_ngay: null,
    });
    expect((await s.admin("GET", `sales/customers/${ids.KH0001}`)).json()).toMatchObject({ tong_mua: 0, so_hd: 1 });
  });

  it("takes back the VIP a period gave when the period is deleted", async () => {
    const created = await s.admin("POST", PERIODS, {
      ma_ky: "T2",
      ten_ky: "Xét VIP mức thấp",
      tu_ngay: addDays(TODAY, -5),
      den_ngay: TODAY,
      tu_tien: 100_000,
    });
    const period = created.json();
    expect((await s.admin("POST", `${PERIODS}/${period.id}/compute`)).json().so_kh_dat).toBe(1);
    expect((await s.admin("GET", `crm/partners/${ids.KH0002}`)).json().vip).toBe(true);
    expect((await s.admin("DELETE", `${PERIODS}/${period.id}`)).statusCode).toBe(200);
    expect((await s.admin("GET", `crm/partners/${ids.KH0002}`)).json()).toMatchObject({
      vip: false,
      vip_den_ngay: null,
    });
  });

  it("refuses a period ending before it starts, and unknown periods", async () => {
    const wrong = await s.admin("POST", PERIODS, {
      ma_ky: "SAI",
      ten_ky: "Sai ngày",
      tu_ngay: TODAY,
      den_ngay: addDays(TODAY, -1),
      tu_tien: 1,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.den_ngay).toBe("Xét đến ngày phải từ ngày bắt đầu trở đi");
    const missing = "00000000-0000-4000-8000-000000000000";
    expect((await s.admin("POST", `${PERIODS}/${missing}/compute`)).statusCode).toBe(404);
    expect((await s.admin("GET", `${PERIODS}/${missing}/customers`)).statusCode).toBe(404);
  });
});

describe("rights and hostile input", () => {
  it("refuses (403) users without the customers' commands", async () => {
    for (const as of [s.sale, s.cashier]) {
      expect((await as("GET", "sales/customers")).statusCode).toBe(403);
      expect((await as("GET", `sales/customers/${ids.KH0001}`)).statusCode).toBe(403);
      expect((await as("PUT", `sales/customers/${ids.KH0001}/groups`, { nh_kh1: "SPA" })).statusCode).toBe(403);
      expect((await as("POST", "sales/customer-groups/compute")).statusCode).toBe(403);
      expect((await as("GET", "sales/vip-periods")).statusCode).toBe(403);
      expect((await as("GET", "sales/salers")).statusCode).toBe(403);
    }
  });

  it("answers malformed ids, queries and bodies with 4xx, never 500", async () => {
    const cases: [string, string, unknown, number][] = [
      ["GET", "sales/customers/not-a-uuid", undefined, 400],
      ["GET", "sales/customers?sortKey=id%3B%20DROP%20TABLE%20partners", undefined, 400],
      ["GET", "sales/customers?pageSize=7", undefined, 400],
      ["GET", "sales/customers?vip=%27%20OR%201%3D1", undefined, 200],
      ["PUT", `sales/customers/${ids.KH0001}/groups`, { nh_kh1: 123 }, 422],
      ["PUT", `sales/customers/${ids.KH0001}/groups`, { nh_kh9: "SPA" }, 422],
      ["PUT", `sales/customers/${ids.KH0001}/groups`, { nh_kh1: "x".repeat(500) }, 422],
      ["PUT", `sales/customers/${ids.KH0001}/groups`, { nh_kh1: "KHONGCO" }, 422],
      ["PUT", `sales/customers/${ids.KH0001}/groups`, null, 422],
      ["GET", "sales/vip-periods/not-a-uuid/customers", undefined, 400],
      ["GET", `sales/vip-periods/${ids.KH0001}/customers?pageSize=7`, undefined, 400],
    ];
    for (const [method, url, body, status] of cases) {
      const res = await s.admin(method as "GET", url, body);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(status);
    }
  });
});

describe("service bills", () => {
  it("count in what the customer spent, their latest bills and their group 3, until cancelled", async () => {
    await s.sql(`INSERT INTO partners (ma_kh, ten_kh, ma_dvcs) VALUES ('KH0004', 'Phạm Thu Trang', 'CN01')`);
    const { rows } = await s.sql("SELECT id FROM partners WHERE ma_kh = 'KH0004'");
    const id = (rows[0] as { id: string }).id;
    const bill = await s.admin("POST", "sales/services", {
      ngay_ct: TODAY,
      ma_kho: "K01",
      ma_kh: "KH0004",
      status: "2",
      details: [{ ma_vt: "DV01", so_luong: 2 }],
      payments: [{ ma_httt: "TM", tien: 400_000 }],
    });
    expect(bill.statusCode, bill.body).toBe(201);
    const overview = (await s.admin("GET", `sales/customers/${id}`)).json();
    expect(overview).toMatchObject({ tong_mua: 400_000, so_hd: 1, lan_cuoi: TODAY, nh_kh3: "THANTHIET" });
    expect(overview.hoa_don).toEqual([expect.objectContaining({ ma_ct: "DV1", tong_thanh_toan: 400_000 })]);
    const cancel = await s.admin("PATCH", `sales/services/${bill.json().stt_rec}`, { status: "9" });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const after = (await s.admin("GET", `sales/customers/${id}`)).json();
    expect(after).toMatchObject({ tong_mua: 0, so_hd: 0, nh_kh3: "LE", hoa_don: [] });
  });
});
