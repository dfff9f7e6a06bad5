import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { addPackageAndStaff } from "../../../../../../test/fixtures/sales-dashboard.js";
import { salesTenant } from "../../../../../../test/fixtures/sales-tenant.js";
import { tenantUser } from "../../../../../../test/fixtures/tenant-user.js";
import { addDays, vietnamToday } from "../../../platform/db/vietnam-days.js";

/*
 * The service reports, each total checked against the documents counted by hand (below) and, where the books say
 * the same, against the journal.
 */

const CODE = "service_reports";
const TODAY = vietnamToday();
const YESTERDAY = addDays(TODAY, -1);
let t: TestApp;
let s: Awaited<ReturnType<typeof salesTenant>>;
let receptionist: typeof s.admin;
type Doc = { stt_rec: string; so_ct: string };
const docs = {} as Record<string, Doc>;

async function created(key: string, res: Awaited<ReturnType<typeof s.admin>>) {
  expect(res.statusCode, res.body).toBe(201);
  docs[key] = { stt_rec: res.json().stt_rec, so_ct: res.json().so_ct };
  return docs[key] as Doc;
}

const bill = (key: string, body: Record<string, unknown>, as = receptionist, headers?: Record<string, string>) =>
  as("POST", "sales/services", { ngay_ct: TODAY, ma_kho: "K01", status: "2", ...body }, headers).then((res) =>
    created(key, res),
  );

async function packageOf(so_ct: string) {
  const res = await receptionist("GET", "sales/services/balances?ma_kh=KH0001&pageSize=100");
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { stt_rec_goi: string; so_ct: string }[]).find((p) => p.so_ct === so_ct)?.stt_rec_goi;
}

const serve = (key: string, ngay_ct: string, stt_rec_goi: string, so_luong: number, ma_nv: string) =>
  receptionist("POST", "sales/servings", {
    ngay_ct,
    ma_kh: "KH0001",
    status: "2",
    details: [{ ma_vt: "LT10", so_luong, stt_rec_goi, ma_nv }],
  }).then((res) => created(key, res));

const cancel = async (api: string, doc: Doc) =>
  expect((await s.admin("PATCH", `${api}/${doc.stt_rec}`, { status: "9" })).statusCode).toBe(200);

const report = async (name: string, query = "", from = TODAY, headers?: Record<string, string>) => {
  const res = await s.admin(
    "GET",
    `sales/reports/${name}?fromDate=${from}&toDate=${TODAY}${query}`,
    undefined,
    headers,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Record<string, unknown>[]; totals: Record<string, number> };
};

/** The sum of an account's credit less its debit in the journal of CN01's posted DV1 and SD1 up to today. */
async function credited(account: string, from: string) {
  const { rows } = await s.sql(`
    SELECT coalesce(sum(CASE WHEN tk_co LIKE '${account}%' THEN tien ELSE 0 END), 0)
         - coalesce(sum(CASE WHEN tk_no LIKE '${account}%' THEN tien ELSE 0 END), 0) AS so_du
      FROM journal_entries
     WHERE ma_ct IN ('DV1', 'SD1') AND ma_dvcs = 'CN01' AND ngay_ct BETWEEN '${from}' AND '${TODAY}'`);
  return Number((rows[0] as { so_du: string }).so_du);
}

/*
 * The documents, by hand (CN01, a 10-session package LT10 at 1,000,000, 100,000 a session; DV01 200,000, no VAT):
 *   pkgOld   yesterday, admin, KH0001, NV01: LT10 × 1, 1,000,000 cash                       → package P1
 *   served0  yesterday: 1 session of P1 by NV01 (100,000)
 *   mixed    today, receptionist, KH0001, NV01: DV01 × 2 less 40,000 (360,000) and LT10 × 1 (1,000,000) → package
 *            P2; 500,000 cash and 180,000 transfer, 680,000 owed: paid shares 180,000 and 500,000
 *   card     today, admin, no customer, NV02: DV01 × 1, 200,000 by a VISA card
 *   hanoi    today, CN02: DV01 × 1, 200,000 cash
 *   big      yesterday, a retail bill of NV02: DV01 × 100, 20,000,000 cash (for the revenue levels)
 *   shampoo  today, a retail bill of NV01: SP01 × 1, 165,000 cash
 *   served1  today: 2 sessions of P1 by NV01 (200,000); served2 today: 1 session of P2 by NV02 (100,000)
 *   and nothing from: a cancelled bill of DV01 × 3, a cancelled package bill, a draft, a cancelled serving of P1.
 */
beforeAll(async () => {
  t = await startTestApp();
  s = await salesTenant(t, CODE, addDays(TODAY, -10));
  await addPackageAndStaff(s.sql, [
    ["NV01", "Lê Thị Hoa"],
    ["NV02", "Võ Văn Tài"],
  ]);
  await s.admin("PUT", "system/configs/sale_service_discount_manual", { value: "true" });
  // A package may be sold on a deposit, the rest owed.
  await s.admin("PUT", "system/configs/sale_bill_deposit_service_package", { value: "true" });
  receptionist = await tenantUser(t, CODE, {
    user_name: "letan01",
    password: "LeTan@12345",
    full_name: "Vũ Thị Lễ Tân",
    branchs: "CN01",
    commands: ["sales.services", "sales.servings"],
  });
  const cash = (tien: number) => [{ ma_httt: "TM", tien }];
  const old = await bill(
    "pkgOld",
    {
      ngay_ct: YESTERDAY,
      ma_kh: "KH0001",
      ma_nvbh: "NV01",
      details: [{ ma_vt: "LT10", so_luong: 1 }],
      payments: cash(1_000_000),
    },
    s.admin,
  );
  const p1 = (await packageOf(old.so_ct)) as string;
  await serve("served0", YESTERDAY, p1, 1, "NV01");
  const mixed = await bill("mixed", {
    ma_kh: "KH0001",
    ma_nvbh: "NV01",
    details: [
      { ma_vt: "DV01", so_luong: 2, ck: 40_000 },
      { ma_vt: "LT10", so_luong: 1 },
    ],
    payments: [
      { ma_httt: "TM", tien: 500_000 },
      { ma_httt: "CK", tien: 180_000 },
    ],
  });
  const p2 = (await packageOf(mixed.so_ct)) as string;
  await bill(
    "card",
    {
      ma_nvbh: "NV02",
      details: [{ ma_vt: "DV01", so_luong: 1 }],
      payments: [{ ma_httt: "THE", tien: 200_000, ma_loai_the: "VISA" }],
    },
    s.admin,
  );
  await bill("hanoi", { ma_kho: "K03", details: [{ ma_vt: "DV01", so_luong: 1 }], payments: cash(200_000) }, s.admin, {
    "x-branches": "CN02",
  });
  await cancel(
    "sales/services",
    await bill("cancelled", { details: [{ ma_vt: "DV01", so_luong: 3 }], payments: cash(600_000) }),
  );
  const unused = await bill("cancelledPkg", {
    ma_kh: "KH0001",
    details: [{ ma_vt: "LT10", so_luong: 1 }],
    payments: cash(1_000_000),
  });
  await cancel("sales/services", unused);
  await bill("draft", { status: "0", ma_kh: "KH0001", details: [{ ma_vt: "LT10", so_luong: 1 }], payments: [] });
  const retail = (key: string, body: Record<string, unknown>) =>
    s
      .admin("POST", "sales/retail-orders", { ngay_ct: TODAY, ma_kho: "K01", status: "2", ...body })
      .then((res) => created(key, res));
  await retail("big", {
    ngay_ct: YESTERDAY,
    ma_nvbh: "NV02",
    details: [{ ma_vt: "DV01", so_luong: 100 }],
    payments: cash(20_000_000),
  });
  await retail("shampoo", { ma_nvbh: "NV01", details: [{ ma_vt: "SP01", so_luong: 1 }], payments: cash(165_000) });
  await serve("served1", TODAY, p1, 2, "NV01");
  await serve("served2", TODAY, p2, 1, "NV02");
  await cancel("sales/servings", await serve("servedCancelled", TODAY, p1, 1, "NV02"));
});
afterAll(() => t.close());

describe("sale-service", () => {
  it("sums the posted service bills by branch, customer and service, the paid part shared over the lines", async () => {
    const res = await report("sale-service");
    const rows = res.items.map((r) => [
      r.ma_dvcs,
      r.ma_kh,
      r.ma_vt,
      r.sl_le,
      r.so_goi,
      r.so_buoi,
      r.tong,
      r.da_tra,
      r.con_no,
    ]);
    expect(rows).toEqual([
      ["CN01", "", "DV01", 1, 0, 0, 200_000, 200_000, 0],
      ["CN01", "KH0001", "DV01", 2, 0, 0, 360_000, 180_000, 180_000],
      ["CN01", "KH0001", "LT10", 0, 1, 10, 1_000_000, 500_000, 500_000],
    ]);
    expect(res.items[1]).toMatchObject({
      ten_kh: "Nguyễn Thị Lan",
      ten_vt: "Gội đầu dưỡng sinh",
      tien: 400_000,
      ck: 40_000,
    });
    expect(res.items[0]).toMatchObject({ ma_kh: "", ten_kh: null });
    expect(res.totals).toEqual({
      sl_le: 3,
      so_goi: 1,
      so_buoi: 10,
      tien: 1_600_000,
      ck: 40_000,
      thue: 0,
      tong: 1_560_000,
      da_tra: 880_000,
      con_no: 680_000,
    });
    const lt = await report("sale-service", "&ma_dv=lt10", YESTERDAY);
    expect(lt.totals).toMatchObject({ so_goi: 2, so_buoi: 20, tong: 2_000_000, da_tra: 1_500_000 });
    // A page brings the totals of every row, also a page past the last.
    for (const pageIndex of [2, 4]) {
      const page = await report("sale-service", `&pageIndex=${pageIndex}&pageSize=1`);
      expect(page.items.map((r) => r.ma_vt)).toEqual(pageIndex === 2 ? ["DV01"] : []);
      expect(page.totals).toEqual(res.totals);
    }
  });
});

describe("service-revenue", () => {
  it("recognises single services when sold and package sessions when used, as the journal's 511 says", async () => {
    const res = await report("service-revenue", "", YESTERDAY);
    expect(res.items).toEqual([
      { ngay_ct: YESTERDAY, ma_dvcs: "CN01", sl_le: 0, dv_le: 0, so_buoi: 1, lieu_trinh: 100_000, doanh_thu: 100_000 },
      {
        ngay_ct: TODAY,
        ma_dvcs: "CN01",
        sl_le: 3,
        dv_le: 560_000,
        so_buoi: 3,
        lieu_trinh: 300_000,
        doanh_thu: 860_000,
      },
    ]);
    expect(res.totals.doanh_thu).toBe(960_000);
    expect(await credited("511", YESTERDAY)).toBe(960_000);
  });
});

describe("service-detail", () => {
  it("lists each posted serving line with its package bill and technician; a cancelled serving is not there", async () => {
    const res = await report("service-detail");
    expect(res.items.map((r) => [r.so_ct, r.so_ct_goi, r.so_luong, r.ma_nv, r.ten_nv, r.tien])).toEqual([
      [docs.served1?.so_ct, docs.pkgOld?.so_ct, 2, "NV01", "Lê Thị Hoa", 200_000],
      [docs.served2?.so_ct, docs.mixed?.so_ct, 1, "NV02", "Võ Văn Tài", 100_000],
    ]);
    expect(res.items[0]).toMatchObject({ ma_kh: "KH0001", ten_kh: "Nguyễn Thị Lan", ma_vt: "LT10", gia_buoi: 100_000 });
    expect(res.totals).toEqual({ so_luong: 3, tien: 300_000 });
    const nv02 = await report("service-detail", "&ma_nv=nv02");
    expect(nv02.totals).toEqual({ so_luong: 1, tien: 100_000 });
  });
});

describe("branch-service-revenue", () => {
  it("gives each branch's service revenue month by month, adding up to the service revenue", async () => {
    const res = await report("branch-service-revenue", "", YESTERDAY, { "x-branches": "CN01,CN02" });
    const byBranch = (code: string, key: string) =>
      res.items.filter((r) => r.ma_dvcs === code).reduce((sum, r) => sum + Number(r[key]), 0);
    expect(byBranch("CN01", "doanh_thu")).toBe(960_000);
    expect(byBranch("CN01", "so_luot")).toBe(3);
    expect(byBranch("CN01", "ban_goi")).toBe(2_000_000);
    expect(byBranch("CN02", "doanh_thu")).toBe(200_000);
    expect(res.items.at(-1)?.thang).toBe(`${TODAY.slice(5, 7)}/${TODAY.slice(0, 4)}`);
    expect(res.totals).toEqual({
      so_luot: 3,
      dv_le: 760_000,
      lieu_trinh: 400_000,
      doanh_thu: 1_160_000,
      ban_goi: 2_000_000,
    });
  });
});

describe("package-revenue and package-detail-revenue", () => {
  it("follow the packages' value from the start of the period, sold, used, to what is left: the 3387 balance", async () => {
    const res = await report("package-revenue");
    expect(res.items).toEqual([
      {
        ma_vt: "LT10",
        ten_vt: "Liệu trình chăm sóc da 10 buổi",
        dau_ky: 900_000,
        so_goi: 1,
        buoi_ban: 10,
        ban: 1_000_000,
        buoi_dung: 3,
        su_dung: 300_000,
        khac: 0,
        buoi_con: 16,
        cuoi_ky: 1_600_000,
      },
    ]);
    expect(await credited("3387", "2000-01-01")).toBe(1_600_000);
    const detail = await report("package-detail-revenue");
    expect(
      detail.items.map((r) => [r.so_ct, r.so_buoi, r.tien, r.buoi_dung, r.tien_dung, r.buoi_con, r.tien_con]),
    ).toEqual([
      [docs.pkgOld?.so_ct, 10, 1_000_000, 3, 300_000, 7, 700_000],
      [docs.mixed?.so_ct, 10, 1_000_000, 1, 100_000, 9, 900_000],
    ]);
    expect(detail.totals.tien_con).toBe(res.totals.cuoi_ky);
    expect(detail.items[0]).toMatchObject({ ma_kh: "KH0001", ngay_ct: YESTERDAY, ma_vt: "LT10" });
    // A page brings the totals of every row, also a page past the last.
    const whole = { so_buoi: 20, tien: 2_000_000, buoi_dung: 4, tien_dung: 400_000, buoi_con: 16, tien_con: 1_600_000 };
    expect(detail.totals).toEqual(whole);
    for (const pageIndex of [1, 2, 3]) {
      const page = await report("package-detail-revenue", `&pageIndex=${pageIndex}&pageSize=1`);
      expect(page.items).toHaveLength(pageIndex < 3 ? 1 : 0);
      expect(Object.keys(page.items[0] ?? {})).not.toContain("tien_con__total");
      expect(page.totals).toEqual(whole);
    }
  });
});

describe("employee-revenue-level", () => {
  it("puts each salesperson at the level their bills and service bills reach, with what the next needs", async () => {
    const res = await report("employee-revenue-level", "", YESTERDAY);
    expect(res.items).toEqual([
      {
        muc: 2,
        muc_tu: 20_000_000,
        ma_nvbh: "NV02",
        ten_nvbh: "Võ Văn Tài",
        ban_hang: 20_000_000,
        dich_vu: 200_000,
        doanh_thu: 20_200_000,
        con_thieu: 29_800_000,
      },
      {
        muc: 1,
        muc_tu: 0,
        ma_nvbh: "NV01",
        ten_nvbh: "Lê Thị Hoa",
        ban_hang: 165_000,
        dich_vu: 2_360_000,
        doanh_thu: 2_525_000,
        con_thieu: 17_475_000,
      },
    ]);
    const today = await report("employee-revenue-level", "&ma_nvbh=NV02");
    expect(today.items).toEqual([expect.objectContaining({ muc: 1, doanh_thu: 200_000 })]);
  });
});

describe("service-receipt-employee", () => {
  it("splits the service bills' money by cashier, salesperson and payment kind, adding up with what is owed", async () => {
    const res = await report("service-receipt-employee");
    expect(
      res.items.map((r) => [
        r.nguoi_thu,
        r.ten_nguoi_thu,
        r.ma_nvbh,
        r.so_phieu,
        r.cash,
        r.transfer,
        r.bank_card,
        r.thuc_thu,
        r.con_no,
      ]),
    ).toEqual([
      ["admin", "Phạm Quốc Anh", "NV02", 1, 0, 0, 200_000, 200_000, 0],
      ["letan01", "Vũ Thị Lễ Tân", "NV01", 1, 500_000, 180_000, 0, 680_000, 680_000],
    ]);
    expect(res.totals).toMatchObject({ so_phieu: 2, cash: 500_000, thuc_thu: 880_000, con_no: 680_000 });
    const sold = await report("sale-service");
    expect(res.totals.thuc_thu).toBe(sold.totals.da_tra);
    expect((res.totals.thuc_thu ?? 0) + (res.totals.con_no ?? 0)).toBe(sold.totals.tong);
  });
});

describe("package money", () => {
  it("is sold as a package without sessions, held on 3387, never a single service's revenue", async () => {
    await s.sql(`INSERT INTO products (ma_vt, ten_vt, ma_dvt, loai_vt, theo_doi_ton, gia_ban, tk_dt, created_by)
      VALUES ('GT01', 'Gói tiền dịch vụ 1 triệu', 'GOI', 'DV', false, 1000000, '5113', 'system')`);
    await s.admin("PUT", "system/configs/sale_use_package_money", { value: "true" });
    const revenue = (await report("service-revenue")).totals;
    await bill("money", {
      ma_kh: "KH0001",
      details: [{ ma_vt: "GT01", so_luong: 1, goi_tien: true }],
      payments: [{ ma_httt: "TM", tien: 1_000_000 }],
    });
    const sold = await report("sale-service", "&ma_dv=GT01");
    expect(sold.totals).toMatchObject({ sl_le: 0, so_goi: 1, so_buoi: 0, tong: 1_000_000, da_tra: 1_000_000 });
    expect((await report("service-revenue")).totals).toEqual(revenue);
    const held = await report("package-revenue", "&ma_dv=GT01");
    expect(held.items).toEqual([
      expect.objectContaining({
        ma_vt: "GT01",
        so_goi: 1,
        buoi_ban: 0,
        ban: 1_000_000,
        buoi_con: 0,
        cuoi_ky: 1_000_000,
      }),
    ]);
  });
});
