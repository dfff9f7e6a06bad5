import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { servingTenant } from "../../../../../../test/fixtures/serving-tenant.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";

/*
 * What is left of a package moved to another customer (transfer), to revenue after its last day (expiry) or back to
 * the customer in cash (refund): the ledger of both packages, the journal, the audit, and each refused a second time.
 */

const CODE = "sale_package_actions";
const BILLS = "sales/services";
const TODAY = vietnamToday();
const YESTERDAY = new Date(Date.parse(`${TODAY}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
let t: TestApp;
let s: Awaited<ReturnType<typeof servingTenant>>;

beforeAll(async () => {
  t = await startTestApp();
  s = await servingTenant(t, CODE);
});
afterAll(() => t.close());

/** A package of 10 sessions sold to KH0001 on `ngay_ct`, usable until `han_su_dung`: its id and bill number. */
async function sellPackage(ngay_ct = TODAY, han_su_dung?: string) {
  const res = await s.admin("POST", BILLS, {
    ngay_ct,
    ma_kho: "K01",
    ma_kh: "KH0001",
    status: "2",
    details: [{ ma_vt: "LT10", so_luong: 1, ...(han_su_dung ? { han_su_dung } : {}) }],
    payments: [{ ma_httt: "TM", tien: 1_000_000 }],
  });
  expect(res.statusCode, res.body).toBe(201);
  const packages = await s.admin("GET", `${BILLS}/balances?stt_rec=${res.json().stt_rec}`);
  return { id: packages.json().items[0].stt_rec_goi as string, bill: res.json() as { stt_rec: string; so_ct: string } };
}

const serve = (ma_kh: string, stt_rec_goi: string, so_luong = 1) => s.serve(ma_kh, [{ stt_rec_goi, so_luong }]);

async function movesOf(id: string) {
  const res = await s.admin("GET", `${BILLS}/balances/${id}/history`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.map((m: { loai: string; so_buoi: number; tien: number }) => [m.loai, m.so_buoi, m.tien]);
}

async function journalOf(ma_ct: string, so_ct: string) {
  const { rows } = await s.sql(
    `SELECT tk_no, tk_co, tien::float8 AS tien, ma_kh FROM journal_entries WHERE ma_ct = '${ma_ct}' AND so_ct = '${so_ct}'`,
  );
  return rows.map((r) => [r.tk_no, r.tk_co, r.tien, r.ma_kh]);
}

describe("package actions", () => {
  it("transfers what is left to another customer, once; the bill can no longer be cancelled", async () => {
    const { id, bill } = await sellPackage();
    expect((await serve("KH0001", id, 2)).statusCode).toBe(201);
    expect((await s.kho("POST", `${BILLS}/balances/${id}/transfer`, { ma_kh: "KH0002" })).statusCode).toBe(403);
    const self = await s.admin("POST", `${BILLS}/balances/${id}/transfer`, { ma_kh: "KH0001" });
    expect(Object.keys(self.json().errors)).toEqual(["ma_kh"]);
    const res = await s.admin("POST", `${BILLS}/balances/${id}/transfer`, { ma_kh: "kh0002" });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ ma_kh: "KH0002", so_buoi: 8, tien: 800_000 });
    expect(await movesOf(id)).toEqual([
      ["BAN", 10, 1_000_000],
      ["SU_DUNG", -2, -200_000],
      ["CHUYEN_DI", -8, -800_000],
    ]);
    const opened = res.json().stt_rec_goi as string;
    expect(await movesOf(opened)).toEqual([["CHUYEN_DEN", 8, 800_000]]);
    expect((await serve("KH0001", id)).statusCode).toBe(422);
    expect((await serve("KH0002", opened)).statusCode).toBe(201);
    const again = await s.admin("POST", `${BILLS}/balances/${id}/transfer`, { ma_kh: "KH0002" });
    expect(Object.keys(again.json().errors)).toEqual(["stt_rec_goi"]);
    expect((await s.admin("PATCH", `${BILLS}/${bill.stt_rec}`, { status: "9" })).statusCode).toBe(422);
    const { rows } = await s.sql(
      `SELECT old_values->>'ma_kh' AS before, new_values->>'ma_kh' AS after FROM audit_logs
       WHERE entity = 'service_packages' AND record_id = '${id}'`,
    );
    expect(rows).toEqual([{ before: "KH0001", after: "KH0002" }]);
    await s.noDifferences();
  });

  it("refuses sessions past the package's last day and moves what is left to revenue then, not before", async () => {
    const early = await sellPackage(TODAY, TODAY);
    const notYet = await s.admin("POST", `${BILLS}/balances/${early.id}/expire`);
    expect(Object.keys(notYet.json().errors)).toEqual(["stt_rec_goi"]);
    const { id, bill } = await sellPackage(YESTERDAY, YESTERDAY);
    const late = await serve("KH0001", id);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors["details.0.stt_rec_goi"]).toContain("Liệu trình đã hết hạn sử dụng ngày");
    const res = await s.admin("POST", `${BILLS}/balances/${id}/expire`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await movesOf(id)).toEqual([
      ["BAN", 10, 1_000_000],
      ["HET_HAN", -10, -1_000_000],
    ]);
    expect(await journalOf("HLT", bill.so_ct)).toEqual([["3387", "5113", 1_000_000, "KH0001"]]);
    expect((await s.admin("POST", `${BILLS}/balances/${id}/expire`)).statusCode).toBe(422);
    const before = await s.admin("POST", BILLS, {
      ngay_ct: TODAY,
      ma_kho: "K01",
      ma_kh: "KH0001",
      details: [{ ma_vt: "LT10", so_luong: 1, han_su_dung: YESTERDAY }],
    });
    expect(Object.keys(before.json().errors)).toEqual(["details.0.han_su_dung"]);
    await s.noDifferences();
  });

  it("refunds what is left in cash, once", async () => {
    const { id, bill } = await sellPackage();
    expect((await serve("KH0001", id, 3)).statusCode).toBe(201);
    const res = await s.admin("POST", `${BILLS}/balances/${id}/refund`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ loai: "HOAN_TIEN", so_buoi: 7, tien: 700_000 });
    expect(await journalOf("TLT", bill.so_ct)).toEqual([["3387", "1111", 700_000, "KH0001"]]);
    expect((await s.admin("POST", `${BILLS}/balances/${id}/refund`)).statusCode).toBe(422);
    expect((await s.admin("POST", `${BILLS}/balances/00000000-0000-4000-8000-000000000000/refund`)).statusCode).toBe(
      404,
    );
    await s.noDifferences();
  });
});
