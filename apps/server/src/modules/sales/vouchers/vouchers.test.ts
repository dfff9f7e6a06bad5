import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { salesTenant } from "../../../../../../test/fixtures/sales-tenant.js";

let t: TestApp;
let s: Awaited<ReturnType<typeof salesTenant>>;
const DAY = "2026-05-04";
const VOUCHERS = "sales/vouchers";
const BILLS = "sales/retail-orders";

beforeAll(async () => {
  t = await startTestApp();
  s = await salesTenant(t, "sale_vouchers", "2026-05-01", 50);
  for (const voucher of [
    { ma_voucher: "GIAM50K", loai_gt: "tien", gia_tri: 50_000, so_lan: 1, tu_ngay: "2026-05-01" },
    { ma_voucher: "GIAM10", loai_gt: "phan_tram", gia_tri: 10, so_lan: 100, tu_ngay: "2026-05-01" },
    { ma_voucher: "TET2027", loai_gt: "tien", gia_tri: 100_000, so_lan: 1, tu_ngay: "2027-01-20" },
    { ma_voucher: "DOI1", loai_gt: "tien", gia_tri: 20_000, so_lan: 1, tu_ngay: "2026-05-01" },
  ]) {
    const res = await s.admin("POST", VOUCHERS, voucher);
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t.close());

/** A bottle of shampoo (165,000 ₫ with VAT) paid `tien` by the voucher and the rest in cash. */
const pay = (ma_voucher: string, tien: number, as = s.cashier) =>
  as("POST", BILLS, {
    ngay_ct: DAY,
    ma_kho: "K01",
    status: "2",
    details: [{ ma_vt: "SP01", so_luong: 1 }],
    payments: [
      { ma_httt: "VC", ma_voucher, tien },
      { ma_httt: "TM", tien: 165_000 - tien },
    ],
  });

async function used(code: string): Promise<number> {
  const res = await s.admin("GET", `${VOUCHERS}?searchKey=${code}`);
  return res.json().items.find((v: { ma_voucher: string }) => v.ma_voucher === code).da_dung;
}

describe("a voucher at the counter", () => {
  it("pays part of a bill once, as a revenue deduction, and is free again when the bill is cancelled", async () => {
    const bill = await pay("GIAM50K", 50_000);
    expect(bill.statusCode, bill.body).toBe(201);
    expect(await used("GIAM50K")).toBe(1);
    const journal = await s.admin("GET", `${BILLS}/${bill.json().stt_rec}/journal`);
    const deducted = journal
      .json()
      .items.filter((l: { tk_no: string }) => l.tk_no === "521")
      .reduce((sum: number, l: { tien: number }) => sum + l.tien, 0);
    expect(deducted).toBe(50_000);
    const again = await pay("GIAM50K", 50_000);
    expect(again.json().errors["payments.0.ma_voucher"]).toBe("Voucher GIAM50K đã dùng hết 1 lần");
    expect((await s.admin("PATCH", `${BILLS}/${bill.json().stt_rec}`, { status: "9" })).statusCode).toBe(200);
    expect(await used("GIAM50K")).toBe(0);
    expect((await pay("GIAM50K", 50_000)).statusCode).toBe(201);
  });

  it("pays at most its percent of the bill, and only within its days", async () => {
    const over = await pay("GIAM10", 20_000);
    expect(over.json().errors["payments.0.ma_voucher"]).toBe("Voucher GIAM10 chỉ trả tối đa 16,500 ₫");
    expect((await pay("GIAM10", 16_500)).statusCode).toBe(201);
    const early = await pay("TET2027", 50_000);
    expect(early.json().errors["payments.0.ma_voucher"]).toBe("Voucher TET2027 dùng từ 20/01/2027");
    const unknown = await pay("KHONGCO", 10_000);
    expect(unknown.json().errors["payments.0.ma_voucher"]).toBe("Voucher KHONGCO không tồn tại hoặc đã ngừng sử dụng");
  });

  it("is spent by one bill only when two counters take a single-use voucher at the same moment", async () => {
    const answers = await Promise.all([pay("DOI1", 20_000), pay("DOI1", 20_000, s.admin)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect(await used("DOI1")).toBe(1);
  });

  it("cannot be set to fewer uses than it has had, and pays sales bills only", async () => {
    expect((await pay("GIAM10", 10_000)).statusCode).toBe(201);
    const list = await s.admin("GET", `${VOUCHERS}?searchKey=GIAM10`);
    const id = list.json().items.find((v: { ma_voucher: string }) => v.ma_voucher === "GIAM10").id;
    const fewer = await s.admin("PATCH", `${VOUCHERS}/${id}`, { so_lan: 1 });
    expect(fewer.statusCode, fewer.body).toBe(422);
    expect(fewer.json().errors.so_lan).toBe("Voucher đã dùng 2 lần: số lần dùng không được ít hơn");
    const order = await s.admin("POST", "sales/sale-orders", {
      ngay_ct: DAY,
      ma_kho: "K01",
      ma_kh: "KH0001",
      status: "2",
      details: [{ ma_vt: "SP01", so_luong: 1 }],
      payments: [{ ma_httt: "VC", ma_voucher: "GIAM10", tien: 10_000 }],
    });
    expect(order.json().errors["payments.0.ma_httt"]).toBe("Voucher chỉ dùng để thanh toán hóa đơn bán hàng");
  });
});
