import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { salesTenant } from "../../../../../../test/fixtures/sales-tenant.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";

/*
 * Commissions and wages over real HTTP: rules set through their screens' API, bills (HD1), returns (TL1), service
 * bills (DV1) and servings (SD1) posted and cancelled, the ledger read back and the three reports checked against it.
 */

const CODE = "sale_commissions";
const TODAY = vietnamToday();
const BILLS = "sales/retail-orders";
let t: TestApp;
let s: Awaited<ReturnType<typeof salesTenant>>;

const ok = async (res: { statusCode: number; body: string; json(): unknown }, code = 201) => {
  expect(res.statusCode, res.body).toBe(code);
  return res.json() as Record<string, unknown> & { stt_rec: string; so_ct: string };
};

beforeAll(async () => {
  t = await startTestApp();
  s = await salesTenant(t, CODE, "2020-01-01", 500);
  await s.sql(`INSERT INTO employees (ma_nv, ten_nv, ma_dvcs, created_by) VALUES
    ('NV01', 'Lê Thị Hoa', 'CN01', 'system'), ('NV02', 'Phạm Văn Tư', 'CN01', 'system'),
    ('KTV01', 'Đỗ Thị Mai', 'CN01', 'system')`);
  await s.sql(`INSERT INTO products (ma_vt, ten_vt, ma_dvt, loai_vt, theo_doi_ton, so_buoi, gia_ban, tk_dt, created_by)
    VALUES ('LT05', 'Liệu trình massage 5 buổi', 'GOI', 'DV', false, 5, 1000000, '5113', 'system')`);
  await s.sql(`UPDATE partners SET ma_nvbh = 'NV02' WHERE ma_kh = 'KH0001'`);
  await ok(await s.admin("POST", "sales/commisstion-groups", { ma_nhom_hh: "MP", ten_nhom_hh: "Mỹ phẩm" }), 200);
  await s.sql(`UPDATE products SET ma_nhom_hh = 'MP' WHERE ma_vt = 'SP01'`);
  const rules = [
    { ma_hh: "BAN-MP", ten_hh: "Bán mỹ phẩm 5%", vai_tro: "NVBH", ma_nhom_hh: "MP", cach_tinh: "TL", muc: 5 },
    { ma_hh: "TV-MP", ten_hh: "Tư vấn mỹ phẩm", vai_tro: "NVTV", ma_nhom_hh: "MP", cach_tinh: "TIEN", muc: 2000 },
    { ma_hh: "KTV-LT05", ten_hh: "Kỹ thuật viên massage", vai_tro: "KTV", ma_vt: "LT05", cach_tinh: "TL", muc: 10 },
  ];
  for (const rule of rules) {
    await ok(await s.admin("POST", "sales/commisstions", { ...rule, tu_ngay: "2020-01-01" }), 200);
  }
  await ok(await s.admin("POST", "sales/wages", { ma_vt: "LT05", tien_cong: 50_000, tu_ngay: "2020-01-01" }), 200);
});
afterAll(() => t.close());

interface Entry {
  ma_ct: string;
  ma_nv: string;
  vai_tro: string;
  loai: string;
  so_luong: number;
  doanh_so: number;
  tien: number;
}

/** What the ledger holds of a document and of everything that refers to it (its returns). */
async function entriesOf(stt_rec: string): Promise<Entry[]> {
  const { rows } = await s.sql(
    `SELECT ma_ct, ma_nv, vai_tro, loai, so_luong::float AS so_luong, doanh_so::float AS doanh_so, tien::float AS tien
     FROM commission_entries WHERE stt_rec_goc = '${stt_rec}' ORDER BY id`,
  );
  return rows as Entry[];
}

const sumOf = (entries: Entry[], ma_nv?: string) =>
  entries.filter((e) => !ma_nv || e.ma_nv === ma_nv).reduce((sum, e) => sum + e.tien, 0);

/** A posted bill of `bottles` shampoo (150,000 ₫ and 10 % VAT each) sold by NV01 to KH0001. */
const bill = (bottles: number, over: Record<string, unknown> = {}) => ({
  ngay_ct: TODAY,
  ma_kho: "K01",
  ma_kh: "KH0001",
  ma_nvbh: "NV01",
  status: "2",
  details: [{ ma_vt: "SP01", so_luong: bottles }],
  payments: [{ ma_httt: "TM", tien: bottles * 165_000 }],
  ...over,
});

const giveBack = (stt_rec_hd: string, bottles: number) => ({
  ngay_ct: TODAY,
  stt_rec_hd,
  status: "2",
  details: [{ ma_vt: "SP01", so_luong: bottles }],
  payments: [{ ma_httt: "TM", tien: bottles * 165_000 }],
});

type Report = { items: Record<string, number | string>[]; totals: Record<string, number> };
async function report(name: string, query = ""): Promise<Report> {
  const res = await s.admin("GET", `sales/reports/${name}?fromDate=${TODAY}&toDate=${TODAY}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe("the rules' screens", () => {
  it("refuses a percent above 100 and an end before the start, and names the product of a rule", async () => {
    const rule = {
      ma_hh: "SAI",
      ten_hh: "Sai",
      vai_tro: "NVBH",
      ma_vt: "SP01",
      cach_tinh: "TL",
      tu_ngay: "2026-01-01",
    };
    const over = await s.admin("POST", "sales/commisstions", { ...rule, muc: 101 });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.muc).toBe("Tỷ lệ hoa hồng không quá 100%");
    const backwards = await s.admin("POST", "sales/wages", {
      ma_vt: "LT05",
      tien_cong: 1,
      tu_ngay: "2026-02-01",
      den_ngay: "2026-01-01",
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.den_ngay).toBe("Đến ngày không được trước Từ ngày");
    const fixed = await ok(
      await s.admin("POST", "sales/commisstions", { ...rule, cach_tinh: "TIEN", muc: 150_000, status: false }),
      200,
    );
    expect(fixed).toMatchObject({ ma_vt: "SP01", ten_vt: "Dầu gội thảo dược 500ml", muc: 150_000 });
  });
});

describe("commissions on bills, returns and cancels", () => {
  it("pays the seller the group's 5 % of the value before VAT and the consultant 2,000 ₫ a unit", async () => {
    const sold = await ok(await s.admin("POST", BILLS, bill(2)));
    const entries = await entriesOf(sold.stt_rec);
    expect(entries).toEqual([
      { ma_ct: "HD1", ma_nv: "NV01", vai_tro: "NVBH", loai: "HH", so_luong: 2, doanh_so: 300_000, tien: 15_000 },
      { ma_ct: "HD1", ma_nv: "NV02", vai_tro: "NVTV", loai: "HH", so_luong: 2, doanh_so: 300_000, tien: 4_000 },
    ]);
    const { rows } = await s.sql(`SELECT so_ct FROM commission_entries WHERE stt_rec = '${sold.stt_rec}'`);
    expect(rows.map((r) => r.so_ct)).toEqual([sold.so_ct, sold.so_ct]);
  });

  it("takes back the returned part of each line, and what is left when the rest comes back", async () => {
    const sold = await ok(await s.admin("POST", BILLS, bill(3)));
    expect(sumOf(await entriesOf(sold.stt_rec), "NV01")).toBe(22_500);
    await ok(await s.admin("POST", "sales/returns", giveBack(sold.stt_rec, 1)));
    const afterOne = await entriesOf(sold.stt_rec);
    expect(sumOf(afterOne, "NV01")).toBe(15_000);
    expect(sumOf(afterOne, "NV02")).toBe(4_000);
    expect(afterOne.filter((e) => e.ma_ct === "TL1").map((e) => [e.ma_nv, e.so_luong, e.doanh_so, e.tien])).toEqual([
      ["NV01", -1, -150_000, -7_500],
      ["NV02", -1, -150_000, -2_000],
    ]);
    const rest = await ok(await s.admin("POST", "sales/returns", giveBack(sold.stt_rec, 2)));
    expect(sumOf(await entriesOf(sold.stt_rec))).toBe(0);
    // Cancelling a return gives its share back to the employees.
    await ok(await s.admin("PATCH", `sales/returns/${rest.stt_rec}`, { status: "9" }), 200);
    expect(sumOf(await entriesOf(sold.stt_rec), "NV01")).toBe(15_000);
  });

  it("removes everything a bill earned when it is cancelled", async () => {
    const sold = await ok(await s.admin("POST", BILLS, bill(1)));
    expect(sumOf(await entriesOf(sold.stt_rec))).toBe(9_500);
    await ok(await s.admin("PATCH", `${BILLS}/${sold.stt_rec}`, { status: "9" }), 200);
    expect(await entriesOf(sold.stt_rec)).toEqual([]);
  });

  it("earns once for a bill posted twice with the same Idempotency-Key", async () => {
    const key = "pos-CN01-commission-7d1e";
    const first = await ok(await s.admin("POST", BILLS, bill(1), { "x-branches": "CN01", "idempotency-key": key }));
    const again = await ok(await s.admin("POST", BILLS, bill(1), { "x-branches": "CN01", "idempotency-key": key }));
    expect(again.stt_rec).toBe(first.stt_rec);
    expect(await entriesOf(first.stt_rec)).toHaveLength(2);
  });

  it("earns nothing without a seller, a customer, or a rule for the item", async () => {
    const walkIn = await ok(await s.admin("POST", BILLS, bill(1, { ma_kh: null, ma_nvbh: null })));
    expect(await entriesOf(walkIn.stt_rec)).toEqual([]);
    const massage = await ok(
      await s.admin("POST", BILLS, {
        ...bill(1),
        details: [{ ma_vt: "DV01", so_luong: 1 }],
        payments: [{ ma_httt: "TM", tien: 200_000 }],
      }),
    );
    expect(await entriesOf(massage.stt_rec)).toEqual([]);
  });
});

describe("technicians' commissions and wages on servings", () => {
  /** A package of 5 sessions (200,000 ₫ each) sold to KH0001, and its id. */
  async function packageSold() {
    const sold = await ok(
      await s.admin("POST", "sales/services", {
        ngay_ct: TODAY,
        ma_kho: "K01",
        ma_kh: "KH0001",
        status: "2",
        details: [{ ma_vt: "LT05", so_luong: 1 }],
        payments: [{ ma_httt: "TM", tien: 1_000_000 }],
      }),
    );
    const res = await s.admin("GET", "sales/services/balances?ma_kh=KH0001&ma_vt=LT05&pageSize=100");
    const pkg = (res.json().items as { stt_rec_goi: string; so_ct: string }[]).find((p) => p.so_ct === sold.so_ct);
    return String(pkg?.stt_rec_goi);
  }
  const serve = (stt_rec_goi: string, so_luong: number) =>
    s.admin("POST", "sales/servings", {
      ngay_ct: TODAY,
      ma_kh: "KH0001",
      status: "2",
      details: [{ ma_vt: "LT05", so_luong, stt_rec_goi, ma_nv: "KTV01" }],
    });
  const setWageAuto = async (value: string) =>
    expect((await s.admin("PUT", "system/configs/sale_service_wage_auto", { value })).statusCode).toBe(200);

  it("pays the technician's wage per turn only when sale_service_wage_auto, the commission on the value always", async () => {
    const pkg = await packageSold();
    await setWageAuto("f");
    const plain = await ok(await serve(pkg, 1));
    expect(await entriesOf(plain.stt_rec)).toEqual([
      { ma_ct: "SD1", ma_nv: "KTV01", vai_tro: "KTV", loai: "HH", so_luong: 1, doanh_so: 200_000, tien: 20_000 },
    ]);
    await setWageAuto("t");
    const paid = await ok(await serve(pkg, 2));
    expect((await entriesOf(paid.stt_rec)).map((e) => [e.loai, e.so_luong, e.tien])).toEqual([
      ["HH", 2, 40_000],
      ["TC", 2, 100_000],
    ]);
    await ok(await s.admin("PATCH", `sales/servings/${paid.stt_rec}`, { status: "9" }), 200);
    expect(await entriesOf(paid.stt_rec)).toEqual([]);
    const turns = await report("service-turn-employee", "&ma_nv=KTV01");
    expect(turns.items).toEqual([
      expect.objectContaining({ ma_nv: "KTV01", ma_vt: "LT05", so_luot: 1, doanh_so: 200_000, hoa_hong: 20_000 }),
    ]);
  });
});

describe("commissions on packages refunded", () => {
  it("takes back the seller's commission on the value paid back, in its share", async () => {
    const rule = { ma_hh: "BAN-LT05", ten_hh: "Bán liệu trình 10%", vai_tro: "NVBH", ma_vt: "LT05", cach_tinh: "TL" };
    await ok(await s.admin("POST", "sales/commisstions", { ...rule, muc: 10, tu_ngay: "2020-01-01" }), 200);
    const sold = await ok(
      await s.admin("POST", "sales/services", {
        ngay_ct: TODAY,
        ma_kho: "K01",
        ma_kh: "KH0001",
        ma_nvbh: "NV01",
        status: "2",
        details: [{ ma_vt: "LT05", so_luong: 1 }],
        payments: [{ ma_httt: "TM", tien: 1_000_000 }],
      }),
    );
    const found = await s.admin("GET", `sales/services/balances?stt_rec=${sold.stt_rec}`);
    const id = found.json().items[0].stt_rec_goi as string;
    const used = {
      ngay_ct: TODAY,
      ma_kh: "KH0001",
      status: "2",
      details: [{ ma_vt: "LT05", so_luong: 2, stt_rec_goi: id }],
    };
    await ok(await s.admin("POST", "sales/servings", used));
    expect(sumOf(await entriesOf(sold.stt_rec), "NV01")).toBe(100_000);
    const refund = await s.admin("POST", `sales/services/balances/${id}/refund`);
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refund.json()).toMatchObject({ so_buoi: 3, tien: 600_000 });
    const entries = (await entriesOf(sold.stt_rec)).filter((e) => e.ma_nv === "NV01");
    expect(entries.map((e) => [e.ma_ct, e.doanh_so, e.tien])).toEqual([
      ["DV1", 1_000_000, 100_000],
      ["TLT", -600_000, -60_000],
    ]);
    // The seller's commission report counts the refund: its total is the ledger's, the -60,000 ₫ in it.
    const { rows } = await s.sql(
      `SELECT sum(tien)::float AS hh, sum(tien) FILTER (WHERE ma_ct = 'TLT')::float AS back FROM commission_entries
       WHERE ngay_ct = '${TODAY}' AND ma_nv = 'NV01' AND loai = 'HH'`,
    );
    expect(rows[0]?.back).toBe(-60_000);
    const seller = (await report("employee-commission")).items.find((r) => r.ma_nv === "NV01");
    expect(seller?.hoa_hong).toBe(rows[0]?.hh);
  });
});

describe("the commission reports", () => {
  it("add up to the ledger: per employee, per line, and the payout's total", async () => {
    const { rows } = await s.sql(
      `SELECT ma_nv, coalesce(sum(tien) FILTER (WHERE loai = 'HH'), 0)::float AS hh,
              coalesce(sum(tien) FILTER (WHERE loai = 'TC'), 0)::float AS tc,
              coalesce(sum(doanh_so) FILTER (WHERE tinh_ds), 0)::float AS ds
       FROM commission_entries WHERE ngay_ct = '${TODAY}' GROUP BY ma_nv HAVING sum(tien) <> 0 ORDER BY ma_nv`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const summary = await report("employee-commission");
    const byEmployee = Object.fromEntries(
      summary.items.map((r) => [r.ma_nv, [r.doanh_so, r.hoa_hong, r.tien_cong, r.tong]]),
    );
    expect(byEmployee).toEqual(Object.fromEntries(rows.map((r) => [r.ma_nv, [r.ds, r.hh, r.tc, r.hh + r.tc]])));
    expect(summary.items.find((r) => r.ma_nv === "NV01")).toMatchObject({ ten_nv: "Lê Thị Hoa" });
    const detail = await report("employee-commission-detail");
    expect(detail.totals.hoa_hong).toBe(summary.totals.hoa_hong);
    expect(detail.totals.tien_cong).toBe(summary.totals.tien_cong);
    const one = await report("employee-commission", "&nhan_vien=NV02");
    expect(one.items.map((r) => r.ma_nv)).toEqual(["NV02"]);
    expect(one.totals.hh_tu_van).toBe(one.totals.hoa_hong);
  });
});
