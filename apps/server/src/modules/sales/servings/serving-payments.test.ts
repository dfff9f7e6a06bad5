import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { servingTenant } from "../../../../../../test/fixtures/serving-tenant.js";

/*
 * A serving paying its services itself: from package money (`sale_use_package_money`) at the service's price, and,
 * for a line without a package, paid now on a service bill the serving creates and posts in its own transaction.
 */

let t: TestApp;
let s: Awaited<ReturnType<typeof servingTenant>>;

beforeAll(async () => {
  t = await startTestApp();
  s = await servingTenant(t, "serving_payments");
  await s.sql(`INSERT INTO products (ma_vt, ten_vt, ma_dvt, loai_vt, theo_doi_ton, so_buoi, gia_ban, tk_dt, created_by)
    VALUES ('GT01', 'Gói tiền dịch vụ', 'GOI', 'DV', false, 1, 1000000, '5113', 'system')`);
});
afterAll(() => t.close());
beforeEach(async () => {
  await s.setConfig("sale_use_package_money", true);
  await s.setConfig("sale_service_package_debt_money", false);
});

const SERVINGS = "sales/servings";

/** Sells KH0001 package money worth 1,000,000; gives its id. */
async function moneyPackage() {
  const res = await s.receptionist("POST", "sales/services", {
    ngay_ct: s.today,
    ma_kho: "K01",
    ma_kh: "KH0001",
    status: "2",
    details: [{ ma_vt: "GT01", so_luong: 1, goi_tien: true }],
    payments: [{ ma_httt: "TM", tien: 1_000_000 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  const opened = await s.receptionist("GET", `sales/services/balances?stt_rec=${res.json().stt_rec}`);
  return String(opened.json().items[0].stt_rec_goi);
}

const moneyLeft = async (id: string) =>
  Number((await s.sql(`SELECT tien_con FROM service_packages WHERE stt_rec_goi = '${id}'`)).rows[0]?.tien_con);

/** A serving of KH0001 from K01 with `details` (each by NV01 unless said) and `extra` fields, posted unless said. */
const serve = (details: object[], extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  s.receptionist(
    "POST",
    SERVINGS,
    {
      ngay_ct: s.today,
      ma_kh: "KH0001",
      ma_kho: "K01",
      status: "2",
      details: details.map((l) => ({ so_luong: 1, ma_nv: "NV01", ...l })),
      ...extra,
    },
    headers && { "x-branches": "CN01", ...headers },
  );

async function billJournal(id: string) {
  const res = await s.admin("GET", `sales/services/${id}/journal`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { tk_no: string; tk_co: string; tien: number }[]).map((l) => [l.tk_no, l.tk_co, l.tien]);
}

const count = async (text: string) => Number((await s.sql(text)).rows[0]?.n);

/** The technician's turns of a service today and their worth, as the service-turn-employee report adds them. */
async function turnsOf(ma_nv: string, ma_vt: string) {
  const res = await s.admin(
    "GET",
    `sales/reports/service-turn-employee?fromDate=${s.today}&toDate=${s.today}&ma_nv=${ma_nv}&ma_dv=${ma_vt}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  const row = res.json().items[0] ?? { so_luot: 0, doanh_so: 0 };
  return { so_luot: Number(row.so_luot), doanh_so: Number(row.doanh_so) };
}

describe("package money at a serving", () => {
  it("pays a service at its price in force, refuses what the package lacks and gives it back on cancel", async () => {
    const id = await moneyPackage();
    const used = await serve([{ ma_vt: "DV01", so_luong: 2, stt_rec_goi: id }]);
    expect(used.statusCode, used.body).toBe(201);
    expect(used.json()).toMatchObject({ tong_thanh_toan: 400_000, stt_rec_dv: null });
    expect(used.json().details[0]).toMatchObject({
      ma_vt: "DV01",
      tien: 400_000,
      gia_buoi: 200_000,
      so_ct_goi: expect.any(String),
    });
    expect(await moneyLeft(id)).toBe(600_000);
    expect(await s.journalOf(used.json().stt_rec)).toEqual([["3387", "5113", 400_000]]);
    const lines = await s.sql(`SELECT ma_nv, nhom, so_luong::int AS n, tien::float8 AS tien FROM report_lines
                               WHERE stt_rec = '${used.json().stt_rec}'`);
    expect(lines.rows).toEqual([{ ma_nv: "NV01", nhom: "GOI_TIEN", n: 2, tien: 400_000 }]);

    const short = await serve([{ ma_vt: "DV01", so_luong: 4, stt_rec_goi: id }]);
    expect(short.statusCode).toBe(422);
    expect(short.json().errors["details.0.tien"]).toContain("Gói tiền chỉ còn 600,000 ₫");
    expect(await moneyLeft(id)).toBe(600_000);

    await s.setConfig("sale_use_package_money", false);
    const off = await serve([{ ma_vt: "DV01", stt_rec_goi: id }]);
    expect(Object.keys(off.json().errors)).toEqual(["details.0.stt_rec_goi"]);

    const cancel = await s.receptionist("PATCH", `${SERVINGS}/${used.json().stt_rec}`, { status: "9" });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await moneyLeft(id)).toBe(1_000_000);
    expect(await count(`SELECT count(*) AS n FROM report_lines WHERE stt_rec = '${used.json().stt_rec}'`)).toBe(0);
    await s.noDifferences();
  });
});

describe("single services paid at the serving", () => {
  it("sells them on one service bill posted with the serving: its revenue once, the technician's turn kept", async () => {
    const before = await turnsOf("NV01", "DV01");
    const key = { "idempotency-key": "till-paid-1" };
    const res = await serve([{ ma_vt: "DV01" }], { payments: [{ ma_httt: "TM", tien: 250_000 }] }, key);
    expect(res.statusCode, res.body).toBe(201);
    const serving = res.json();
    expect(serving).toMatchObject({ status: "2", tien_dv: 200_000, tong_thanh_toan: 0 });
    expect(serving.so_ct_dv).toMatch(/^DV\d{2}-\d{5}$/);
    expect(serving.details[0]).toMatchObject({ tien: 0, gia_buoi: 200_000 });
    const bill = await s.receptionist("GET", `sales/services/${serving.stt_rec_dv}`);
    expect(bill.json()).toMatchObject({
      so_ct: serving.so_ct_dv,
      status: "2",
      ma_kh: "KH0001",
      tong_thanh_toan: 200_000,
      tien_thoi: 50_000,
    });
    expect(await billJournal(serving.stt_rec_dv)).toEqual([["1111", "5113", 200_000]]);
    expect(await s.journalOf(serving.stt_rec)).toEqual([]);
    const turns = await s.sql(`SELECT ma_ct, ma_nv, nhom, so_luong::int AS n, tien::float8 AS tien FROM report_lines
                               WHERE stt_rec IN ('${serving.stt_rec}', '${serving.stt_rec_dv}') ORDER BY ma_ct`);
    expect(turns.rows).toEqual([
      { ma_ct: "DV1", ma_nv: null, nhom: null, n: 1, tien: 200_000 },
      { ma_ct: "SD1", ma_nv: "NV01", nhom: "LE", n: 1, tien: 0 },
    ]);
    // The technician's turns report counts the turn at what the customer paid for it.
    expect(await turnsOf("NV01", "DV01")).toEqual({ so_luot: before.so_luot + 1, doanh_so: before.doanh_so + 200_000 });

    const again = await serve([{ ma_vt: "DV01" }], { payments: [{ ma_httt: "TM", tien: 250_000 }] }, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toMatchObject({ stt_rec: serving.stt_rec, so_ct_dv: serving.so_ct_dv });
    expect(await count(`SELECT count(*) AS n FROM service_bills WHERE stt_rec = '${serving.stt_rec_dv}'`)).toBe(1);
    expect(await count("SELECT count(*) AS n FROM servings WHERE stt_rec_dv IS NOT NULL")).toBe(1);
    const shown = await s.receptionist("GET", `${SERVINGS}/${serving.stt_rec}`);
    expect(shown.json()).toMatchObject({ so_ct_dv: serving.so_ct_dv, payments_dv: [{ ma_httt: "TM", tien: 250_000 }] });

    // The bill goes with its serving, never alone.
    const alone = await s.receptionist("PATCH", `sales/services/${serving.stt_rec_dv}`, { status: "9" });
    expect(alone.statusCode).toBe(422);
    expect(alone.json().errors.status).toContain(`phiếu phục vụ ${serving.so_ct}`);
    const cancel = await s.receptionist("PATCH", `${SERVINGS}/${serving.stt_rec}`, { status: "9" });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect((await s.receptionist("GET", `sales/services/${serving.stt_rec_dv}`)).json().status).toBe("9");
    const net = await s.sql(`SELECT coalesce(sum(CASE WHEN tk_no = '1111' THEN tien ELSE -tien END), 0)::float8 AS n
                             FROM journal_entries WHERE stt_rec = '${serving.stt_rec_dv}' AND '1111' IN (tk_no, tk_co)`);
    expect(net.rows[0]?.n).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM report_lines WHERE stt_rec = '${serving.stt_rec_dv}'`)).toBe(0);
    expect(await turnsOf("NV01", "DV01")).toEqual(before);
  });

  it("refuses them unpaid unless a serving may leave debt, then owed on the customer's 131", async () => {
    const unpaid = await serve([{ ma_vt: "DV01" }], { payments: [{ ma_httt: "TM", tien: 50_000 }] });
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json().errors.payments).toContain("Khách còn thiếu 150,000 ₫");
    await s.setConfig("sale_service_package_debt_money", true);
    const owed = await serve([{ ma_vt: "DV01" }], { payments: [{ ma_httt: "TM", tien: 50_000 }] });
    expect(owed.statusCode, owed.body).toBe(201);
    expect(await billJournal(owed.json().stt_rec_dv)).toEqual(
      expect.arrayContaining([
        ["1111", "5113", 50_000],
        ["131", "5113", 150_000],
      ]),
    );
  });

  it("makes the bill of a waiting serving only when it is finished, and names the serving's line in a refusal", async () => {
    const bills = () => count("SELECT count(*) AS n FROM service_bills");
    const before = await bills();
    const draft = await serve([{ ma_vt: "DV01" }], { status: "0", payments: [{ ma_httt: "TM", tien: 200_000 }] });
    expect(draft.statusCode, draft.body).toBe(201);
    expect(draft.json()).toMatchObject({ status: "0", stt_rec_dv: null, tien_dv: 200_000 });
    expect(await bills()).toBe(before);
    const done = await s.receptionist("POST", `${SERVINGS}/${draft.json().stt_rec}/finish`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().so_ct_dv).toMatch(/^DV\d{2}-\d{5}$/);
    expect(await bills()).toBe(before + 1);

    const goods = await serve([{ ma_vt: "LT10", stt_rec_goi: null }, { ma_vt: "SP01" }], {
      payments: [{ ma_httt: "TM", tien: 2_000_000 }],
    });
    expect(goods.statusCode).toBe(422);
    expect(Object.keys(goods.json().errors)).toEqual(["details.1.ma_vt"]);
    const sold = await serve([{ ma_vt: "LT10" }], { payments: [{ ma_httt: "TM", tien: 1_000_000 }] });
    expect(sold.json().errors["details.0.stt_rec_goi"]).toContain("LT10 là liệu trình");
  });
});
