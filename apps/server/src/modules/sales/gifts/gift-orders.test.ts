import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type StockTenant, stockTenant } from "../../../../../../test/fixtures/stock-tenant.js";
import { inTenant } from "../../../platform/db/tenant-db.js";

let t: TestApp;
let s: StockTenant;
const GIFTS = "sales/gift-orders";
const DAY = "2026-05-04";

beforeAll(async () => {
  t = await startTestApp();
  s = await stockTenant(t, "gifts");
  await inTenant(t.pool, s.schema, (db) =>
    db.$client.query(`INSERT INTO partners (ma_kh, ten_kh, ma_dvcs) VALUES ('KH0001', 'Nguyễn Thị Lan', 'CN01')`),
  );
  const receipt = await s.admin("POST", "stock/receipt-orders", {
    ngay_ct: "2026-05-01",
    ma_kho: "K01",
    status: "2",
    details: [{ ma_vt: "SP01", so_luong: 10, gia: 100_000 }],
  });
  expect(receipt.statusCode, receipt.body).toBe(201);
});
afterAll(() => t.close());

async function left(): Promise<number> {
  const res = await s.admin("GET", `stock/product-balances?ma_kho=K01&ma_vt=SP01&ngay=${DAY}`);
  return Number(res.json().items[0]?.so_luong ?? 0);
}

const gift = (over: Record<string, unknown> = {}) => ({
  ngay_ct: DAY,
  ma_kho: "K01",
  ma_kh: "KH0001",
  status: "2",
  dien_giai: "Tặng khách dịp khai trương",
  details: [{ ma_vt: "SP01", so_luong: 2 }],
  ...over,
});

describe("a gift order", () => {
  it("gives goods away at their cost as a selling expense, with no revenue", async () => {
    const before = await left();
    const res = await s.admin("POST", GIFTS, gift());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ ma_ct: "QT1", status: "2", ma_kh: "KH0001", ten_kh: "Nguyễn Thị Lan" });
    expect(res.json().so_ct).toMatch(/^QT26-0+1$/);
    expect(await left()).toBe(before - 2);
    const journal = await s.admin("GET", `${GIFTS}/${res.json().stt_rec}/journal`);
    expect(
      journal.json().items.map((l: { tk_no: string; tk_co: string; tien: number }) => [l.tk_no, l.tk_co, l.tien]),
    ).toEqual([["641", "1561", 200_000]]);
    const cancelled = await s.admin("PATCH", `${GIFTS}/${res.json().stt_rec}`, { status: "9" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await left()).toBe(before);
  });

  it("is refused beyond the stock, for an unknown customer, and to a user without its right", async () => {
    const short = await s.admin("POST", GIFTS, gift({ details: [{ ma_vt: "SP01", so_luong: 99 }] }));
    expect(short.statusCode).toBe(422);
    expect(short.json().errors["details.0.so_luong"]).toContain("Không đủ tồn kho");
    const nobody = await s.admin("POST", GIFTS, gift({ ma_kh: "KH9999" }));
    expect(nobody.json().errors.ma_kh).toBe("Khách hàng KH9999 không tồn tại");
    expect((await s.cashier("POST", GIFTS, gift())).statusCode).toBe(403);
    const event = await s.admin("POST", GIFTS, gift({ ma_kh: null, status: "0" }));
    expect(event.statusCode, event.body).toBe(201);
    expect(event.json().status).toBe("0");
  });
});
