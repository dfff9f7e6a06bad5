import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { salesTenant } from "../../../../../../test/fixtures/sales-tenant.js";
import { inTenant } from "../../../platform/db/tenant-db.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";
import { reportLineDifferences, reportPaymentDifferences } from "./report-lines-check.js";

/*
 * The report lines follow the documents: a bill's lines appear when it posts (for its customer and salesperson), a
 * return's negative for the bill's salesperson, a service bill's package line marked, a serving's sessions for the
 * employee who performed them; a cancel takes a document's out. Whatever is posted, returned or cancelled, at once,
 * they equal what the documents say.
 */

const TODAY = vietnamToday();
let t: TestApp;
let s: Awaited<ReturnType<typeof salesTenant>>;

beforeAll(async () => {
  t = await startTestApp();
  s = await salesTenant(t, "report_lines", "2020-01-01", 5000);
  await s.sql(`INSERT INTO products (ma_vt, ten_vt, ma_dvt, loai_vt, theo_doi_ton, so_buoi, gia_ban, tk_dt, created_by)
    VALUES ('LT05', 'Liệu trình gội đầu 5 buổi', 'GOI', 'DV', false, 5, 1000000, '5113', 'system')`);
  await s.sql(`INSERT INTO employees (ma_nv, ten_nv, ma_dvcs, created_by)
    VALUES ('NV01', 'Lê Thị Hoa', 'CN01', 'system'), ('NV02', 'Phạm Văn Nam', 'CN01', 'system')`);
});
afterAll(() => t.close());

interface Row {
  ma_ct: string;
  line: number;
  ma_kh: string | null;
  ma_nv: string | null;
  ma_vt: string;
  nhom: string | null;
  so_luong: number;
  tien: number;
  ck: number;
  thue: number;
  tong: number;
}
async function linesOf(stt_rec: string): Promise<Row[]> {
  const { rows } = await s.sql(
    `SELECT ma_ct, line, ma_kh, ma_nv, ma_vt, nhom, so_luong::float8 AS so_luong, tien::float8 AS tien,
            ck::float8 AS ck, thue::float8 AS thue, tong::float8 AS tong
       FROM report_lines WHERE stt_rec = '${stt_rec}' ORDER BY line`,
  );
  return rows as Row[];
}
const differences = () =>
  inTenant(t.pool, s.schema, async (db) => [
    ...(await reportLineDifferences(db)),
    ...(await reportPaymentDifferences(db)),
  ]);
async function paymentsOf(stt_rec: string) {
  const { rows } = await s.sql(
    `SELECT ma_ct, cash::float8 AS cash, transfer::float8 AS transfer, tien::float8 AS tien,
            tien_thoi::float8 AS tien_thoi, con_no::float8 AS con_no
       FROM report_payments WHERE stt_rec = '${stt_rec}'`,
  );
  return rows;
}

async function post(path: string, body: Record<string, unknown>) {
  const res = await s.admin("POST", path, { ngay_ct: TODAY, status: "2", ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { stt_rec: string; tong_thanh_toan: string };
}
const sell = (shampoo: number, over: Record<string, unknown> = {}) =>
  post("sales/retail-orders", {
    ma_kho: "K01",
    ma_kh: "KH0001",
    ma_nvbh: "NV02",
    details: [
      { ma_vt: "SP01", so_luong: shampoo },
      { ma_vt: "DV01", so_luong: 1 },
    ],
    payments: [{ ma_httt: "TM", tien: shampoo * 165_000 + 200_000 }],
    ...over,
  });

describe("the report lines of each sales document", () => {
  it("holds a bill's lines with their VAT, a return's negative for the bill's salesperson, and drops a cancelled bill", async () => {
    const bill = await sell(2);
    expect(await linesOf(bill.stt_rec)).toEqual([
      {
        ma_ct: "HD1",
        line: 1,
        ma_kh: "KH0001",
        ma_nv: "NV02",
        ma_vt: "SP01",
        nhom: null,
        so_luong: 2,
        tien: 300_000,
        ck: 0,
        thue: 30_000,
        tong: 330_000,
      },
      {
        ma_ct: "HD1",
        line: 2,
        ma_kh: "KH0001",
        ma_nv: "NV02",
        ma_vt: "DV01",
        nhom: null,
        so_luong: 1,
        tien: 200_000,
        ck: 0,
        thue: 0,
        tong: 200_000,
      },
    ]);
    const back = await post("sales/returns", {
      stt_rec_hd: bill.stt_rec,
      details: [{ ma_vt: "SP01", so_luong: 1 }],
      payments: [{ ma_httt: "TM", tien: 165_000 }],
    });
    expect(await linesOf(back.stt_rec)).toEqual([
      expect.objectContaining({
        ma_ct: "TL1",
        ma_nv: "NV02",
        ma_vt: "SP01",
        so_luong: -1,
        tien: -150_000,
        thue: -15_000,
        tong: -165_000,
      }),
    ]);
    const other = await sell(1);
    expect(await linesOf(other.stt_rec)).toHaveLength(2);
    const cancel = await s.admin("PATCH", `sales/retail-orders/${other.stt_rec}`, { status: "9" });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await linesOf(other.stt_rec)).toEqual([]);
    expect(await paymentsOf(other.stt_rec)).toEqual([]);
    expect(await differences()).toEqual([]);
  });

  it("marks a service bill's package line and puts a serving's session under the employee who performed it", async () => {
    const bill = await post("sales/services", {
      ma_kho: "K01",
      ma_kh: "KH0001",
      details: [{ ma_vt: "LT05", so_luong: 1 }],
      payments: [{ ma_httt: "TM", tien: 1_000_000 }],
    });
    expect(await linesOf(bill.stt_rec)).toEqual([
      expect.objectContaining({ ma_ct: "DV1", ma_vt: "LT05", nhom: "GOI", so_luong: 1, tien: 1_000_000 }),
    ]);
    const packages = await s.admin("GET", "sales/services/balances?ma_kh=KH0001&ma_vt=LT05");
    const serving = await post("sales/servings", {
      ma_kh: "KH0001",
      details: [{ ma_vt: "LT05", so_luong: 1, stt_rec_goi: packages.json().items[0].stt_rec_goi, ma_nv: "NV01" }],
    });
    expect(await linesOf(serving.stt_rec)).toEqual([
      expect.objectContaining({
        ma_ct: "SD1",
        ma_kh: "KH0001",
        ma_nv: "NV01",
        ma_vt: "LT05",
        so_luong: 1,
        tien: 200_000,
        tong: 200_000,
      }),
    ]);
    expect(await differences()).toEqual([]);
  });

  it("keeps each posted bill's and return's money by payment kind, with the change and the debt, until cancelled", async () => {
    const bill = await sell(1, {
      payments: [
        { ma_httt: "TM", tien: 100_000 },
        { ma_httt: "CK", tien: 200_000 },
      ],
    });
    expect(await paymentsOf(bill.stt_rec)).toEqual([
      { ma_ct: "HD1", cash: 100_000, transfer: 200_000, tien: 300_000, tien_thoi: 0, con_no: 65_000 },
    ]);
    const change = await sell(1, { payments: [{ ma_httt: "TM", tien: 400_000 }] });
    expect(await paymentsOf(change.stt_rec)).toEqual([
      { ma_ct: "HD1", cash: 400_000, transfer: 0, tien: 400_000, tien_thoi: 35_000, con_no: 0 },
    ]);
    const back = await post("sales/returns", {
      stt_rec_hd: change.stt_rec,
      details: [{ ma_vt: "SP01", so_luong: 1 }],
      payments: [{ ma_httt: "TM", tien: 100_000 }],
    });
    expect(await paymentsOf(back.stt_rec)).toEqual([
      { ma_ct: "TL1", cash: 100_000, transfer: 0, tien: 100_000, tien_thoi: 0, con_no: 65_000 },
    ]);
    const draft = await sell(1, { status: "0" });
    expect(await paymentsOf(draft.stt_rec)).toEqual([]);
    expect(await differences()).toEqual([]);
    expect((await s.admin("PATCH", `sales/returns/${back.stt_rec}`, { status: "9" })).statusCode).toBe(200);
    expect((await s.admin("PATCH", `sales/retail-orders/${bill.stt_rec}`, { status: "9" })).statusCode).toBe(200);
    expect(await paymentsOf(back.stt_rec)).toEqual([]);
    expect(await paymentsOf(bill.stt_rec)).toEqual([]);
    expect(await differences()).toEqual([]);
  });

  it("equals the documents whatever is sold, returned and cancelled at the same time", async () => {
    const posted: string[] = [];
    const step = fc.oneof(
      fc.record({ op: fc.constant("sell" as const), n: fc.integer({ min: 1, max: 3 }) }),
      fc.record({ op: fc.constant("return" as const), n: fc.nat() }),
      fc.record({ op: fc.constant("cancel" as const), n: fc.nat() }),
    );
    const run = async (s0: { op: "sell" | "return" | "cancel"; n: number }) => {
      if (s0.op === "sell" || posted.length === 0) {
        const res = await s.admin("POST", "sales/retail-orders", {
          ngay_ct: TODAY,
          status: "2",
          ma_kho: "K01",
          ma_nvbh: "NV01",
          details: [{ ma_vt: "SP01", so_luong: s0.n }],
          payments: [{ ma_httt: "TM", tien: s0.n * 165_000 }],
        });
        if (res.statusCode === 201) posted.push(res.json().stt_rec);
        return;
      }
      const bill = posted[s0.n % posted.length] as string;
      if (s0.op === "return") {
        await s.admin("POST", "sales/returns", {
          ngay_ct: TODAY,
          status: "2",
          stt_rec_hd: bill,
          details: [{ ma_vt: "SP01", so_luong: 1 }],
          payments: [{ ma_httt: "TM", tien: 165_000 }],
        });
      } else {
        await s.admin("PATCH", `sales/retail-orders/${bill}`, { status: "9" });
      }
    };
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        await Promise.all(steps.map(run));
        expect(await differences()).toEqual([]);
      }),
      {
        numRuns: 12,
        examples: [
          [
            [
              { op: "sell", n: 2 },
              { op: "sell", n: 1 },
              { op: "return", n: 0 },
              { op: "cancel", n: 1 },
              { op: "return", n: 1 },
              { op: "cancel", n: 0 },
            ],
          ],
        ],
      },
    );
    const totals = await s.sql(
      `SELECT (SELECT sum(tong) FROM report_lines WHERE ma_ct IN ('HD1', 'TL1'))::float8 AS lines,
              ((SELECT coalesce(sum(tong_thanh_toan), 0) FROM retail_orders WHERE status = '2')
               - (SELECT coalesce(sum(tong_thanh_toan), 0) FROM sales_returns WHERE status = '2'))::float8 AS documents`,
    );
    expect(totals.rows[0].lines).toBe(totals.rows[0].documents);
  });
});
