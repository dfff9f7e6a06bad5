import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { servingTenant } from "../../../../../../test/fixtures/serving-tenant.js";
import { inTenant } from "../../../platform/db/tenant-db.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";
import { useMoney } from "./package-uses.js";

/*
 * What the shop's configs let a service bill do beyond selling: give a package free (`sale_gift_package`), take a
 * deposit on packages (`sale_bill_deposit_service_package`) and sell package money (`sale_use_package_money`), each
 * refused while its config is off; the packages, their ledger and the journal each leaves.
 */

const CODE = "sale_service_options";
const BILLS = "sales/services";
const TODAY = vietnamToday();
let t: TestApp;
let s: Awaited<ReturnType<typeof servingTenant>>;

beforeAll(async () => {
  t = await startTestApp();
  s = await servingTenant(t, CODE);
  await s.sql(`INSERT INTO products (ma_vt, ten_vt, ma_dvt, loai_vt, theo_doi_ton, so_buoi, gia_ban, tk_dt, created_by)
    VALUES ('GT01', 'Gói tiền dịch vụ', 'GOI', 'DV', false, 1, 1000000, '5113', 'system')`);
});
afterAll(() => t.close());

/** Runs `check` with config `name` on, then turns it off again. */
async function withConfig(name: string, check: () => Promise<void>) {
  await s.setConfig(name, true);
  try {
    await check();
  } finally {
    await s.setConfig(name, false);
  }
}

const sell = (details: object[], payments: object[], ma_kh: string | null = "KH0001") =>
  s.admin("POST", BILLS, { ngay_ct: TODAY, ma_kho: "K01", ma_kh, status: "2", details, payments });

async function journalOf(id: string) {
  const res = await s.admin("GET", `${BILLS}/${id}/journal`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as { tk_no: string; tk_co: string; tien: number }[]).map((l) => [l.tk_no, l.tk_co, l.tien]);
}

async function packagesOfBill(stt_rec: string) {
  const res = await s.admin("GET", `${BILLS}/balances?stt_rec=${stt_rec}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items as {
    stt_rec_goi: string;
    so_buoi: number;
    so_buoi_con: number;
    tien: number;
    tien_con: number;
  }[];
}

describe("service bill options", () => {
  it("gives a package free only with sale_gift_package: opened at no value, no revenue, the rest of the bill unchanged", async () => {
    const lines = [
      { ma_vt: "LT10", so_luong: 1, tang: true },
      { ma_vt: "DV01", so_luong: 1 },
    ];
    const refused = await sell(lines, [{ ma_httt: "TM", tien: 200_000 }]);
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(["details.0.tang"]);
    await withConfig("sale_gift_package", async () => {
      const single = await sell([{ ma_vt: "DV01", so_luong: 1, tang: true }], [{ ma_httt: "TM", tien: 200_000 }]);
      expect(single.json().errors).toEqual({ "details.0.tang": "Chỉ tặng được liệu trình nhiều buổi" });
      const res = await sell(lines, [{ ma_httt: "TM", tien: 200_000 }]);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ tong_thanh_toan: 200_000, con_no: 0 });
      expect(res.json().details.map((l: { tien: number; tang: boolean }) => [l.tien, l.tang])).toEqual([
        [0, true],
        [200_000, false],
      ]);
      expect(await journalOf(res.json().stt_rec)).toEqual([["1111", "5113", 200_000]]);
      expect(await packagesOfBill(res.json().stt_rec)).toMatchObject([{ so_buoi: 10, so_buoi_con: 10, tien: 0 }]);
      await s.noDifferences();
    });
  });

  it("takes a deposit on a package only with sale_bill_deposit_service_package: the rest owed on 131", async () => {
    const lines = [{ ma_vt: "LT10", so_luong: 1 }];
    const paidInPart = [{ ma_httt: "TM", tien: 400_000 }];
    const refused = await sell(lines, paidInPart);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.payments).toContain("còn thiếu 600,000 ₫");
    await withConfig("sale_bill_deposit_service_package", async () => {
      const res = await sell(lines, paidInPart);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({ tong_thanh_toan: 1_000_000, con_no: 600_000 });
      expect(await journalOf(res.json().stt_rec)).toEqual([
        ["1111", "3387", 400_000],
        ["131", "3387", 600_000],
      ]);
      expect(await packagesOfBill(res.json().stt_rec)).toMatchObject([{ so_buoi_con: 10, tien: 1_000_000 }]);
      const walkIn = await sell(lines, paidInPart, null);
      expect(Object.keys(walkIn.json().errors)).toEqual(["ma_kh"]);
    });
  });

  it("sells package money only with sale_use_package_money; spending it never takes more than it holds", async () => {
    const lines = [{ ma_vt: "GT01", so_luong: 1, goi_tien: true }];
    const cash = [{ ma_httt: "TM", tien: 1_000_000 }];
    const refused = await sell(lines, cash);
    expect(Object.keys(refused.json().errors)).toEqual(["details.0.goi_tien"]);
    await withConfig("sale_use_package_money", async () => {
      const res = await sell(lines, cash);
      expect(res.statusCode, res.body).toBe(201);
      expect(await journalOf(res.json().stt_rec)).toEqual([["1111", "3387", 1_000_000]]);
      const [money] = await packagesOfBill(res.json().stt_rec);
      expect(money).toMatchObject({ so_buoi: 0, so_buoi_con: 0, tien: 1_000_000, tien_con: 1_000_000 });
      const id = (money as { stt_rec_goi: string }).stt_rec_goi;
      const serving = {
        stt_rec: randomUUID(),
        ma_ct: "SD1",
        so_ct: "SD-TEST",
        ngay_ct: TODAY,
        ma_dvcs: "CN01",
        status: "2",
      };
      const spend = (tien: bigint, ma_kh = "KH0001") =>
        inTenant(t.pool, s.schema, (db) =>
          useMoney(db, serving, ma_kh, [{ line: 1, index: 0, stt_rec_goi: id, tien }]),
        );
      await spend(30_000_000n);
      await expect(spend(80_000_000n)).rejects.toMatchObject({
        statusCode: 422,
        fieldErrors: { "details.0.tien": expect.stringContaining("Gói tiền chỉ còn 700,000 ₫") },
      });
      await expect(spend(100n, "KH9999")).rejects.toMatchObject({ statusCode: 422 });
      expect((await packagesOfBill(res.json().stt_rec))[0]?.tien_con).toBe(700_000);
      const history = await s.admin("GET", `${BILLS}/balances/${id}/history`);
      expect(history.json().items.map((m: { loai: string; tien: number }) => [m.loai, m.tien])).toEqual([
        ["BAN", 1_000_000],
        ["SU_DUNG", -300_000],
      ]);
      const cancel = await s.admin("PATCH", `${BILLS}/${res.json().stt_rec}`, { status: "9" });
      expect(cancel.statusCode).toBe(422);
      await s.noDifferences();
    });
  });
});
