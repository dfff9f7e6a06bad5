import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, startTestApp, type TestApp } from "../../../../../../test/api.js";
import { salesTenant } from "../../../../../../test/fixtures/sales-tenant.js";
import { inTenant } from "../../../platform/db/tenant-db.js";
import { addDays, vietnamToday } from "../../../platform/db/vietnam-days.js";
import { seedUser } from "../../../seed/base.js";

let t: TestApp;
let s: Awaited<ReturnType<typeof salesTenant>>;
let hanoi: (url: string) => ReturnType<typeof s.admin>;

/** Today, when returns are allowed (a bill's own day), and yesterday for a debt carried into the period. */
const TODAY = vietnamToday();
const YESTERDAY = addDays(TODAY, -1);
const BILLS = "sales/retail-orders";
type Key = "cash" | "card" | "owed" | "old" | "hanoi" | "cancelled" | "draft" | "return";
const bills = {} as Record<Key, { stt_rec: string; so_ct: string }>;

async function sell(key: Key, body: Record<string, unknown>, headers?: Record<string, string>) {
  const res = await s.admin("POST", BILLS, { ngay_ct: TODAY, ma_kho: "K01", status: "2", ...body }, headers);
  expect(res.statusCode, res.body).toBe(201);
  bills[key] = { stt_rec: res.json().stt_rec, so_ct: res.json().so_ct };
}

const report = (name: string, query = "") =>
  s.admin("GET", `sales/reports/${name}?fromDate=${TODAY}&toDate=${TODAY}${query}`);

/*
 * The documents, by hand (CN01 unless told):
 *   cash   NV01, KH0001: 2 bottles at 150,000 less 30,000, VAT 10 % 27,000 = 297,000; paid 300,000 cash, 3,000 change
 *   card   NV02: a massage 200,000 (no VAT), paid by a VISA card
 *   owed   NV02, KH0001: a bottle 165,000 (15,000 VAT), 65,000 cash, 100,000 owed
 *   old    yesterday, KH0001: a massage 200,000, 50,000 by transfer, 150,000 owed
 *   hanoi  CN02: a massage 200,000 cash
 *   a cancelled bill and a draft (nothing), and a return of one bottle of `cash` (148,500: 150,000 less 15,000
 *   plus 13,500 VAT), 100,000 paid back in cash and 48,500 taken off the customer's debt.
 */
beforeAll(async () => {
  t = await startTestApp();
  s = await salesTenant(t, "sale_reports", addDays(TODAY, -10), 50);
  await s.sql(`INSERT INTO employees (ma_nv, ten_nv, ma_dvcs, created_by) VALUES
    ('NV01', 'Lê Thị Mai', 'CN01', 'system'), ('NV02', 'Võ Văn Tài', 'CN01', 'system')`);
  await s.admin("PUT", "system/configs/sale_bill_discount_manual", { value: "true" });
  await sell("cash", {
    ma_kh: "KH0001",
    ma_nvbh: "NV01",
    details: [{ ma_vt: "SP01", so_luong: 2, ck: 30_000 }],
    payments: [{ ma_httt: "TM", tien: 300_000 }],
  });
  await sell("card", {
    ma_nvbh: "NV02",
    details: [{ ma_vt: "DV01", so_luong: 1 }],
    payments: [{ ma_httt: "THE", tien: 200_000, ma_loai_the: "VISA" }],
  });
  await sell("owed", {
    ma_kh: "KH0001",
    ma_nvbh: "NV02",
    details: [{ ma_vt: "SP01", so_luong: 1 }],
    payments: [{ ma_httt: "TM", tien: 65_000 }],
  });
  await sell("old", {
    ngay_ct: YESTERDAY,
    ma_kh: "KH0001",
    details: [{ ma_vt: "DV01", so_luong: 1 }],
    payments: [{ ma_httt: "CK", tien: 50_000 }],
  });
  await sell(
    "hanoi",
    { ma_kho: "K03", details: [{ ma_vt: "DV01", so_luong: 1 }], payments: [{ ma_httt: "TM", tien: 200_000 }] },
    { "x-branches": "CN02" },
  );
  await sell("cancelled", { details: [{ ma_vt: "DV01", so_luong: 3 }], payments: [{ ma_httt: "TM", tien: 600_000 }] });
  expect((await s.admin("PATCH", `${BILLS}/${bills.cancelled.stt_rec}`, { status: "9" })).statusCode).toBe(200);
  await sell("draft", {
    status: "0",
    details: [{ ma_vt: "SP01", so_luong: 4 }],
    payments: [{ ma_httt: "TM", tien: 660_000 }],
  });
  const back = await s.admin("POST", "sales/returns", {
    ngay_ct: TODAY,
    stt_rec_hd: bills.cash.stt_rec,
    status: "2",
    details: [{ ma_vt: "SP01", so_luong: 1 }],
    payments: [{ ma_httt: "TM", tien: 100_000 }],
  });
  expect(back.statusCode, back.body).toBe(201);
  bills.return = { stt_rec: back.json().stt_rec, so_ct: back.json().so_ct };
  expect(Number(back.json().tong_thanh_toan)).toBe(148_500);
  expect(Number(back.json().con_no)).toBe(48_500);

  await inTenant(t.pool, s.schema, (db) =>
    seedUser(db, {
      user_name: "baocao02",
      password: "BaoCao@12345",
      full_name: "Đỗ Minh Báo",
      branchs: "CN02",
      commands: ["sales.reports.sale-revenue"],
    }),
  );
  const login = await call(t.app, {
    method: "POST",
    url: "/api/auth/login",
    tenant: s.code,
    payload: { user_name: "baocao02", password: "BaoCao@12345" },
  });
  expect(login.statusCode, login.body).toBe(200);
  const token = login.json().access_token as string;
  hanoi = (url) => call(t.app, { method: "GET", url: `/api/${url}`, token, tenant: s.code, headers: {} });
});
afterAll(() => t.close());

describe("sale-revenue", () => {
  it("sums the posted bills of each day and branch less the returns; cancelled and draft bills count for nothing", async () => {
    const res = await report("sale-revenue");
    expect(res.statusCode, res.body).toBe(200);
    const row = {
      ngay_ct: TODAY,
      ma_dvcs: "CN01",
      so_hd: 3,
      tong_tien: 300_000 + 200_000 + 150_000,
      tong_ck: 30_000,
      tong_thue: 27_000 + 15_000,
      tra_lai: 148_500,
      tong_thanh_toan: 297_000 + 200_000 + 165_000 - 148_500,
    };
    expect(res.json().items).toEqual([row]);
    const { ngay_ct: _, ma_dvcs: __, ...totals } = row;
    expect(res.json().totals).toEqual(totals);
    const twoDays = await s.admin("GET", `sales/reports/sale-revenue?fromDate=${YESTERDAY}&toDate=${TODAY}`);
    expect(twoDays.json().items.map((r: { ngay_ct: string }) => r.ngay_ct)).toEqual([YESTERDAY, TODAY]);
    expect(twoDays.json().totals.tong_thanh_toan).toBe(513_500 + 200_000);
  });

  it("shows only the branches the user may see, never another asked for", async () => {
    const both = await s.admin("GET", `sales/reports/sale-revenue?fromDate=${TODAY}&toDate=${TODAY}`, undefined, {
      "x-branches": "CN01,CN02",
    });
    expect(both.json().items.map((r: { ma_dvcs: string }) => r.ma_dvcs)).toEqual(["CN01", "CN02"]);
    const own = await hanoi(`sales/reports/sale-revenue?fromDate=${TODAY}&toDate=${TODAY}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().items).toEqual([expect.objectContaining({ ma_dvcs: "CN02", tong_thanh_toan: 200_000 })]);
    const other = await hanoi(`sales/reports/sale-revenue?fromDate=${TODAY}&toDate=${TODAY}&ma_dvcs=CN01`);
    expect(other.statusCode).toBe(403);
  });

  it("needs the report's command (403), and real days in order (422)", async () => {
    expect((await hanoi(`sales/reports/employee-revenue?fromDate=${TODAY}&toDate=${TODAY}`)).statusCode).toBe(403);
    expect((await s.sale("GET", `sales/reports/sale-revenue?fromDate=${TODAY}&toDate=${TODAY}`)).statusCode).toBe(403);
    for (const query of [
      "",
      `fromDate=${TODAY}`,
      "fromDate=2026-02-30&toDate=2026-03-01",
      `fromDate=${TODAY}&toDate=${YESTERDAY}`,
    ]) {
      const res = await s.admin("GET", `sales/reports/sale-detail-revenue?${query}`);
      expect(res.statusCode, query).toBe(422);
    }
  });

  it("answers an empty period with no rows and zero totals", async () => {
    const res = await s.admin("GET", "sales/reports/sale-revenue?fromDate=2020-01-01&toDate=2020-01-31");
    expect(res.json()).toEqual({
      items: [],
      totals: { so_hd: 0, tong_tien: 0, tong_ck: 0, tong_thue: 0, tra_lai: 0, tong_thanh_toan: 0 },
    });
  });
});

describe("sale-detail-revenue", () => {
  it("lists every bill line and each returned line negative, adding up to the sales revenue", async () => {
    const res = await report("sale-detail-revenue");
    expect(res.statusCode, res.body).toBe(200);
    const lines = res
      .json()
      .items.map((r: Record<string, unknown>) => [r.so_ct, r.ma_vt, r.so_luong, r.tien, r.ck, r.thue, r.tong]);
    expect(lines).toEqual(
      expect.arrayContaining([
        [bills.cash.so_ct, "SP01", 2, 300_000, 30_000, 27_000, 297_000],
        [bills.card.so_ct, "DV01", 1, 200_000, 0, 0, 200_000],
        [bills.owed.so_ct, "SP01", 1, 150_000, 0, 15_000, 165_000],
        [bills.return.so_ct, "SP01", -1, -150_000, -15_000, -13_500, -148_500],
      ]),
    );
    expect(lines).toHaveLength(4);
    expect(res.json().totals).toEqual({ so_luong: 3, tien: 500_000, ck: 15_000, thue: 28_500, tong: 513_500 });
    expect(res.json().items[0]).toMatchObject({ ten_vt: "Dầu gội thảo dược 500ml", ten_kh: "Nguyễn Thị Lan" });
  });

  it("narrows to a customer and an item, and pages with the totals of every row", async () => {
    const mine = await report("sale-detail-revenue", "&ma_kh=kh0001&ma_vt=SP01");
    expect(mine.json().items).toHaveLength(3);
    expect(mine.json().totals.tong).toBe(297_000 + 165_000 - 148_500);
    const page = await report("sale-detail-revenue", "&pageSize=3&pageIndex=2");
    expect(page.json()).toMatchObject({ pageIndex: 2, pageSize: 3, more: false, totals: { tong: 513_500 } });
    expect(page.json().items).toHaveLength(1);
  });
});

describe("sale-debt-revenue", () => {
  it("carries what bills left owing into the period, adds the new, takes off returns credited, as 131 says", async () => {
    const res = await report("sale-debt-revenue");
    expect(res.statusCode, res.body).toBe(200);
    const row = { ma_kh: "KH0001", ten_kh: "Nguyễn Thị Lan", dau_ky: 150_000, phat_sinh: 100_000, tra_lai: 48_500 };
    expect(res.json().items).toEqual([{ ...row, cuoi_ky: 201_500 }]);
    const { rows } = await s.sql(
      `SELECT coalesce(sum(CASE WHEN tk_no LIKE '131%' THEN tien ELSE 0 END), 0)
            - coalesce(sum(CASE WHEN tk_co LIKE '131%' THEN tien ELSE 0 END), 0) AS so_du
         FROM journal_entries WHERE (ma_kh = 'KH0001' OR ma_kh_co = 'KH0001') AND ma_ct IN ('HD1', 'TL1')`,
    );
    expect(Number((rows[0] as { so_du: string }).so_du)).toBe(201_500);
  });
});

describe("bill-receipt-detail", () => {
  it("splits each bill's money by payment kind, less the change, a return's refund negative", async () => {
    const res = await report("bill-receipt-detail");
    expect(res.statusCode, res.body).toBe(200);
    const byNumber = Object.fromEntries(res.json().items.map((r: { so_ct: string }) => [r.so_ct, r]));
    expect(byNumber[bills.cash.so_ct]).toMatchObject({ cash: 300_000, tien_thoi: 3_000, thuc_thu: 297_000, con_no: 0 });
    expect(byNumber[bills.card.so_ct]).toMatchObject({ bank_card: 200_000, cash: 0, thuc_thu: 200_000 });
    expect(byNumber[bills.owed.so_ct]).toMatchObject({ cash: 65_000, thuc_thu: 65_000, con_no: 100_000 });
    expect(byNumber[bills.return.so_ct]).toMatchObject({ cash: -100_000, thuc_thu: -100_000, con_no: -48_500 });
    expect(res.json().items).toHaveLength(4);
    expect(res.json().totals).toMatchObject({
      cash: 265_000,
      bank_card: 200_000,
      transfer: 0,
      tien_thoi: 3_000,
      thuc_thu: 462_000,
      con_no: 51_500,
    });
    // What came in and what is owed make the revenue.
    expect(res.json().totals.thuc_thu + res.json().totals.con_no).toBe(513_500);
    const customer = await report("bill-receipt-detail", "&ma_kh=kh0001&pageIndex=1&pageSize=2");
    expect(customer.json().items).toHaveLength(2);
    expect(customer.json().more).toBe(true);
    expect(customer.json().totals).toMatchObject({ cash: 265_000, bank_card: 0, thuc_thu: 262_000, con_no: 51_500 });
  });
});

describe("employee-revenue", () => {
  it("sums each salesperson's bills less the returns of their bills, adding up to the sales revenue", async () => {
    const res = await report("employee-revenue");
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([
      {
        ma_nvbh: "NV01",
        ten_nvbh: "Lê Thị Mai",
        so_hd: 1,
        tong_tien: 300_000,
        tong_ck: 30_000,
        tong_thue: 27_000,
        tra_lai: 148_500,
        doanh_thu: 148_500,
      },
      {
        ma_nvbh: "NV02",
        ten_nvbh: "Võ Văn Tài",
        so_hd: 2,
        tong_tien: 350_000,
        tong_ck: 0,
        tong_thue: 15_000,
        tra_lai: 0,
        doanh_thu: 365_000,
      },
    ]);
    expect(res.json().totals.doanh_thu).toBe(513_500);
    const one = await report("employee-revenue", "&ma_nvbh=nv02");
    expect(one.json().items.map((r: { ma_nvbh: string }) => r.ma_nvbh)).toEqual(["NV02"]);
  });
});
