import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startTestApp, type TestApp } from "../../../../../../test/api.js";
import { salesTenant } from "../../../../../../test/fixtures/sales-tenant.js";
import { inTenant } from "../../../platform/db/tenant-db.js";
import { addDays, vietnamToday } from "../../../platform/db/vietnam-days.js";
import { seedUser } from "../../../seed/base.js";

let t: TestApp;
let s: Awaited<ReturnType<typeof salesTenant>>;
let maker: ReturnType<typeof as>;
const TODAY = vietnamToday();
const DISCOUNTS = "sales/discounts";
const BILLS = "sales/retail-orders";
const REPORT = "sales/discount-details";

type Line = {
  ma_vt: string;
  ck: number;
  nguon_ck: string | null;
  so_ct_ck: string | null;
  tl_ck: number | null;
  ma_ctkm: string | null;
};
type Headers = Record<string, string>;

const as =
  (token: string) =>
  (method: "POST" | "PATCH" | "GET", url: string, payload?: object, headers: Headers = { "x-branches": "CN01" }) =>
    call(t.app, { method, url: `/api/${url}`, token, tenant: "sale_discounts", payload, headers });

beforeAll(async () => {
  t = await startTestApp();
  s = await salesTenant(t, "sale_discounts", addDays(TODAY, -30), 50);
  // Cream SP02 at 40,000 (no VAT) in group MP; KH0002 in customer group SPA; KH0003 holds a 5 % membership card.
  await s.sql(`INSERT INTO product_groups (ma_nhom, ten_nhom, created_by) VALUES ('MP', 'Mỹ phẩm', 'system')`);
  await s.sql(`UPDATE products SET gia_ban = 40000, ma_nhom = 'MP' WHERE ma_vt = 'SP02'`);
  await s.sql(
    `INSERT INTO customer_groups (ma_nh, ten_nh, loai_nh, created_by) VALUES ('SPA', 'Khách spa', '1', 'system')`,
  );
  await s.sql(
    `INSERT INTO partners (ma_kh, ten_kh, ma_dvcs, nh_kh1) VALUES
       ('KH0002', 'Trần Văn Bình', 'CN01', 'SPA'), ('KH0003', 'Lê Thị Cúc', 'CN01', NULL)`,
  );
  const series = await s.admin("POST", "sales/customer-card-series", {
    ma_day: "TV",
    ten_day: "Thẻ thành viên",
    tien_to: "TV",
    tu_so: 1,
    den_so: 999,
    do_dai: 4,
    tl_ck: 5,
  });
  expect(series.statusCode, series.body).toBe(200);
  const card = await s.admin("POST", "sales/customer-cards/issue", { ma_kh: "KH0003", ma_day: "TV" });
  expect(card.statusCode, card.body).toBe(201);
  await inTenant(t.pool, s.schema, (db) =>
    seedUser(db, {
      user_name: "ketoan01",
      password: "KeToan@12345",
      full_name: "Đỗ Minh Kế",
      branchs: "CN01",
      commands: ["sales.discounts"],
    }),
  );
  const login = await call(t.app, {
    method: "POST",
    url: "/api/auth/login",
    tenant: "sale_discounts",
    payload: { user_name: "ketoan01", password: "KeToan@12345" },
  });
  maker = as((login.json() as { access_token: string }).access_token);
});
afterAll(() => t.close());

/** A discount asked to post: it waits for approval whoever asks. */
async function discount(body: object) {
  const res = await s.admin("POST", DISCOUNTS, { ngay_ct: TODAY, tu_ngay: addDays(TODAY, -1), status: "2", ...body });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().status).toBe("1");
  return res.json() as { stt_rec: string; so_ct: string };
}

const move = async (id: string, status: "2" | "9") => {
  const res = await s.admin("PATCH", `${DISCOUNTS}/${id}`, { status });
  expect(res.statusCode, res.body).toBe(200);
};

async function quote(details: object[], more: object = {}, headers?: Headers) {
  const res = await s.admin(
    "POST",
    `${BILLS}/quote`,
    { ngay_ct: TODAY, ma_kho: "K01", details, payments: [{ ma_httt: "TM", tien: 10_000_000 }], ...more },
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { tong_ck: number; tong_thanh_toan: number; details: Line[] };
}

const firstLine = async (details: object[], more: object = {}, headers?: Headers) =>
  (await quote(details, more, headers)).details[0] as Line;

describe("discount documents", () => {
  it("apply once approved, within their days and branch, until cancelled", async () => {
    const tenOff = await discount({ den_ngay: addDays(TODAY, 1), details: [{ ma_vt: "SP01", tl_ck: 10 }] });
    // Awaiting approval: two bottles cost 2 × 150,000 + 10 % VAT.
    expect(await firstLine([{ ma_vt: "SP01", so_luong: 2 }])).toMatchObject({ ck: 0, nguon_ck: null });

    await move(tenOff.stt_rec, "2");
    const two = await quote([{ ma_vt: "SP01", so_luong: 2 }]);
    expect(two.details[0]).toMatchObject({ ck: 30_000, nguon_ck: "CK", so_ct_ck: tenOff.so_ct, tl_ck: 10 });
    expect(two.tong_thanh_toan).toBe(297_000);
    // Out of its days it gives nothing.
    expect((await firstLine([{ ma_vt: "SP01", so_luong: 2 }], { ngay_ct: addDays(TODAY, 2) })).ck).toBe(0);
    expect((await firstLine([{ ma_vt: "SP01", so_luong: 2 }], { ngay_ct: addDays(TODAY, -2) })).ck).toBe(0);

    // 20,000 off each bottle, only in CN02: CN01 keeps its 10 %, CN02 gets 40,000 off two.
    const hanoi = await discount({ ma_dvcs_ck: "cn02", details: [{ ma_vt: "SP01", tien_ck: 20_000 }] });
    await move(hanoi.stt_rec, "2");
    expect((await firstLine([{ ma_vt: "SP01", so_luong: 2 }])).ck).toBe(30_000);
    const inHanoi = await firstLine([{ ma_vt: "SP01", so_luong: 2 }], { ma_kho: "K03" }, { "x-branches": "CN02" });
    expect(inHanoi).toMatchObject({ ck: 40_000, nguon_ck: "CK", so_ct_ck: hanoi.so_ct, tl_ck: null });

    // Cancelled, it no longer applies.
    await move(tenOff.stt_rec, "9");
    expect(await firstLine([{ ma_vt: "SP01", so_luong: 2 }])).toMatchObject({ ck: 0, nguon_ck: null });
    await move(hanoi.stt_rec, "9");
  });

  it("reach a customer or the customers of a group, an item or the items of a group", async () => {
    const lan = await discount({ ma_kh: "kh0001", details: [{ nh_vt: "mp", tl_ck: 20 }] });
    const spa = await discount({ nh_kh: "SPA", details: [{ tien_ck: 5_000 }] });
    await Promise.all([move(lan.stt_rec, "2"), move(spa.stt_rec, "2")]);
    const cream = [{ ma_vt: "SP02", so_luong: 1 }];
    expect(await firstLine(cream, { ma_kh: "KH0001" })).toMatchObject({ ck: 8_000, so_ct_ck: lan.so_ct });
    // KH0001's discount is for the group MP only: not the shampoo.
    expect((await firstLine([{ ma_vt: "SP01", so_luong: 1 }], { ma_kh: "KH0001" })).ck).toBe(0);
    expect(await firstLine(cream, { ma_kh: "KH0002" })).toMatchObject({ ck: 5_000, so_ct_ck: spa.so_ct });
    expect((await firstLine([{ ma_vt: "DV01", so_luong: 2 }], { ma_kh: "KH0002" })).ck).toBe(10_000);
    // A walk-in and a customer of no group get neither.
    expect((await firstLine(cream)).ck).toBe(0);
    expect((await firstLine(cream, { ma_kh: "KH0003" })).nguon_ck).toBe("THE");
    await Promise.all([move(lan.stt_rec, "9"), move(spa.stt_rec, "9")]);
  });

  it("give each line the best of the promotion, the discounts and the membership card; a typed discount stands", async () => {
    const bottles = [{ ma_vt: "SP01", so_luong: 2 }];
    const cuc = { ma_kh: "KH0003" };
    expect(await firstLine(bottles, cuc)).toMatchObject({ ck: 15_000, nguon_ck: "THE", tl_ck: 5, so_ct_ck: null });
    // The card is the customer's: a walk-in gets nothing.
    expect((await firstLine(bottles)).ck).toBe(0);

    const program = await s.admin("POST", "sales/promotions", {
      ma_ctkm: "CK10",
      ten_ctkm: "Giảm 10% dầu gội",
      tu_ngay: addDays(TODAY, -5),
    });
    expect(program.statusCode, program.body).toBe(200);
    const rule = await s.admin("POST", "sales/promotion-products", {
      ngay_ct: TODAY,
      ma_ctkm: "CK10",
      status: "2",
      details: [{ ma_vt: "SP01", sl_tu: 2, ck_phan_tram: 10 }],
    });
    expect(rule.statusCode, rule.body).toBe(201);
    expect(
      (await s.admin("PATCH", `sales/promotion-products/${rule.json().stt_rec}`, { status: "2" })).statusCode,
    ).toBe(200);
    expect(await firstLine(bottles, cuc)).toMatchObject({ ck: 30_000, nguon_ck: "KM", ma_ctkm: "CK10" });

    const twelve = await discount({ ma_kh: "KH0003", details: [{ ma_vt: "SP01", tl_ck: 12 }] });
    await move(twelve.stt_rec, "2");
    expect(await firstLine(bottles, cuc)).toMatchObject({ ck: 36_000, nguon_ck: "CK", ma_ctkm: null });
    // A promotion as good as a discount wins it.
    const ten = await discount({ details: [{ ma_vt: "SP01", tl_ck: 10 }] });
    await move(ten.stt_rec, "2");
    expect(await firstLine(bottles)).toMatchObject({ ck: 30_000, nguon_ck: "KM" });

    await s.admin("PUT", "system/configs/sale_bill_discount_manual", { value: "true" });
    try {
      const typed = await firstLine([{ ma_vt: "SP01", so_luong: 2, ck: 1_000 }], cuc);
      expect(typed).toMatchObject({ ck: 1_000, nguon_ck: "TAY", ma_ctkm: null });
    } finally {
      await s.admin("PUT", "system/configs/sale_bill_discount_manual", { value: "false" });
    }

    // Saved and posted, the bill keeps where each discount came from.
    const bill = await s.cashier("POST", BILLS, {
      ngay_ct: TODAY,
      ma_kho: "K01",
      ma_kh: "KH0003",
      status: "2",
      details: [
        { ma_vt: "SP01", so_luong: 2 },
        { ma_vt: "DV01", so_luong: 1 },
      ],
      payments: [{ ma_httt: "TM", tien: 500_000 }],
    });
    expect(bill.statusCode, bill.body).toBe(201);
    const stored = await s.admin("GET", `${BILLS}/${bill.json().stt_rec}`);
    expect(stored.json().details).toMatchObject([
      { ma_vt: "SP01", ck: 36_000, nguon_ck: "CK", so_ct_ck: twelve.so_ct, tl_ck: 12 },
      { ma_vt: "DV01", ck: 10_000, nguon_ck: "THE", tl_ck: 5 },
    ]);

    // A sales order is priced the same way.
    const order = await s.admin("POST", "sales/sale-orders/quote", {
      ngay_ct: TODAY,
      ma_kho: "K01",
      ma_kh: "KH0003",
      details: [{ ma_vt: "DV01", so_luong: 1 }],
      payments: [],
    });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json().details[0]).toMatchObject({ ck: 10_000, nguon_ck: "THE" });
    await Promise.all([move(twelve.stt_rec, "9"), move(ten.stt_rec, "9")]);
    await s.admin("PATCH", `sales/promotion-products/${rule.json().stt_rec}`, { status: "9" });
  });

  it("report the discounted lines of posted bills with their sources and totals", async () => {
    const res = await s.admin("GET", `${REPORT}?fromDate=${TODAY}&toDate=${TODAY}&sortKey=ck&sortType=desc`);
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    expect(report.items).toMatchObject([
      { ma_kh: "KH0003", ten_kh: "Lê Thị Cúc", ma_vt: "SP01", ten_vt: "Dầu gội thảo dược 500ml", so_luong: 2 },
      { ma_vt: "DV01", tien: 200_000, ck: 10_000, nguon_ck: "THE" },
    ]);
    expect(report.items[0]).toMatchObject({ tien: 300_000, ck: 36_000, nguon_ck: "CK" });
    expect(report).toMatchObject({ total: 2, totals: { tien: 500_000, ck: 46_000 } });

    const byCard = (await s.admin("GET", `${REPORT}?nguon_ck=THE`)).json();
    expect(byCard).toMatchObject({ total: 1, totals: { ck: 10_000 } });
    expect((await s.admin("GET", `${REPORT}?ma_kh=KH0001`)).json()).toEqual({
      items: [],
      totals: { tien: 0, ck: 0 },
      total: 0,
    });
    // A page past the end still says what all of them come to.
    const past = (await s.admin("GET", `${REPORT}?pageIndex=5`)).json();
    expect(past).toMatchObject({ items: [], total: 2, totals: { ck: 46_000 } });
    expect((await s.admin("GET", `${REPORT}?ma_dvcs=CN02`)).json().total).toBe(0);
    expect((await s.admin("GET", `${REPORT}?fromDate=${addDays(TODAY, 1)}`)).json().total).toBe(0);

    expect((await s.cashier("GET", REPORT)).statusCode).toBe(403);
    expect((await s.admin("GET", `${REPORT}?nguon_ck=XX`)).statusCode).toBe(400);
    expect((await s.admin("GET", `${REPORT}?sortKey=ten_kh;drop`)).statusCode).toBe(400);
    expect((await s.admin("GET", `${REPORT}?fromDate=29/11/2026`)).statusCode).toBe(400);
  });

  it("refuse what they cannot name, and only the approver puts them in force", async () => {
    const refused = async (body: object, field: string) => {
      const res = await s.admin("POST", DISCOUNTS, { ngay_ct: TODAY, tu_ngay: TODAY, ...body });
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().fields ?? res.json().errors ?? {})).toContain(field);
    };
    await refused({ details: [{ ma_vt: "SP99", tl_ck: 5 }] }, "details.0.ma_vt");
    await refused({ details: [{ ma_vt: "SP09", tl_ck: 5 }] }, "details.0.ma_vt");
    await refused({ details: [{ nh_vt: "XX", tl_ck: 5 }] }, "details.0.nh_vt");
    await refused({ details: [{ ma_vt: "SP01", nh_vt: "MP", tl_ck: 5 }] }, "details.0.nh_vt");
    await refused({ details: [{ ma_vt: "SP01", tl_ck: 5, tien_ck: 1_000 }] }, "details.0.tien_ck");
    await refused({ details: [{ ma_vt: "SP01" }] }, "details.0.tl_ck");
    await refused({ ma_kh: "KH9999", details: [{ tl_ck: 5 }] }, "ma_kh");
    await refused({ nh_kh: "KHONGCO", details: [{ tl_ck: 5 }] }, "nh_kh");
    await refused({ ma_kh: "KH0001", nh_kh: "SPA", details: [{ tl_ck: 5 }] }, "nh_kh");
    await refused({ ma_dvcs_ck: "CN99", details: [{ tl_ck: 5 }] }, "ma_dvcs_ck");
    await refused({ den_ngay: addDays(TODAY, -1), details: [{ tl_ck: 5 }] }, "den_ngay");
    for (const line of [{ tl_ck: 150 }, { tl_ck: -1 }, { tien_ck: 1.5 }, { tl_ck: "5" }, { ma_vt: "x".repeat(60) }]) {
      const res = await s.admin("POST", DISCOUNTS, { ngay_ct: TODAY, tu_ngay: TODAY, details: [line] });
      expect([400, 422], res.body).toContain(res.statusCode);
    }
    await refused({ tu_ngay: undefined, details: [{ tl_ck: 5 }] }, "tu_ngay");

    // The cashier may neither make nor approve one; whoever makes one without approving waits for the approver.
    const body = { ngay_ct: TODAY, tu_ngay: TODAY, status: "2", details: [{ ma_vt: "SP02", tl_ck: 50 }] };
    expect((await s.cashier("POST", DISCOUNTS, body)).statusCode).toBe(403);
    const made = await maker("POST", DISCOUNTS, body);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json().status).toBe("1");
    expect((await maker("PATCH", `${DISCOUNTS}/${made.json().stt_rec}`, { status: "2" })).statusCode).toBe(403);
    expect((await s.cashier("PATCH", `${DISCOUNTS}/${made.json().stt_rec}`, { status: "2" })).statusCode).toBe(403);
    expect((await firstLine([{ ma_vt: "SP02", so_luong: 1 }])).ck).toBe(0);
    // Listed with the names of its codes, found by its customer.
    const list = (await maker("GET", `${DISCOUNTS}?status=1`)).json();
    expect(list.items[0]).toMatchObject({ so_ct: made.json().so_ct, ma_dvcs_ck: null, ten_dvcs: "Chi nhánh Quận 1" });
  });
});
