import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { salesTenant } from "../../../../../../test/fixtures/sales-tenant.js";

let t: TestApp;
let s: Awaited<ReturnType<typeof salesTenant>>;
let cashier: typeof s.cashier;

const DAY = "2026-05-04";
const BILLS = "sales/retail-orders";

const sql = (text: string) => s.sql(text);

beforeAll(async () => {
  t = await startTestApp();
  s = await salesTenant(t, "bills", "2026-05-01", 10);
  // The branch's price list says the same 150,000 a bottle.
  const rate = await s.admin("POST", "stock/rates", {
    ma_vt: "SP01",
    ma_dvt: "CHAI",
    ma_dvcs: "CN01",
    gia: 150_000,
    tu_ngay: "2026-01-01",
  });
  expect(rate.statusCode, rate.body).toBe(200);
  cashier = s.cashier;
});
afterAll(() => t.close());

const bill = (over: Record<string, unknown> = {}) => ({
  ngay_ct: DAY,
  ma_kho: "K01",
  status: "2",
  details: [{ ma_vt: "SP01", so_luong: 1 }],
  payments: [{ ma_httt: "TM", tien: 165_000 }],
  ...over,
});

async function shampooLeft(): Promise<number> {
  const res = await s.admin("GET", `stock/product-balances?ma_kho=K01&ma_vt=SP01&ngay=${DAY}`);
  return Number(res.json().items[0]?.so_luong ?? 0);
}

type Line = { tk_no: string; tk_co: string; tien: number; ma_kh: string | null };
async function journal(id: string): Promise<Line[]> {
  const res = await s.admin("GET", `${BILLS}/${id}/journal`);
  expect(res.statusCode, res.body).toBe(200);
  const lines: Line[] = res
    .json()
    .items.map((l: Line) => ({ tk_no: l.tk_no, tk_co: l.tk_co, tien: l.tien, ma_kh: l.ma_kh }));
  return lines.sort((a, b) => `${a.tk_no} ${a.tk_co}`.localeCompare(`${b.tk_no} ${b.tk_co}`));
}

const setConfig = (name: string, value: string) => s.admin("PUT", `system/configs/${name}`, { value });

describe("a retail bill at the counter", () => {
  it("takes the prices in force and the products' VAT, gives change, takes the goods out and posts the journal", async () => {
    const before = await shampooLeft();
    const res = await cashier(
      "POST",
      BILLS,
      bill({
        details: [
          { ma_vt: "SP01", so_luong: 2, thue_suat: 0 },
          { ma_vt: "DV01", so_luong: 1 },
        ],
        payments: [{ ma_httt: "TM", tien: 600_000 }],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const sold = res.json();
    expect(sold).toMatchObject({ ma_ct: "HD1", status: "2", ma_dvcs: "CN01", ten_kho: "Kho chính Quận 1" });
    expect(sold.so_ct).toMatch(/^HD26-0+1$/);
    expect(sold.details.map((d: Record<string, string>) => [d.ma_vt, Number(d.gia), Number(d.thue_suat)])).toEqual([
      ["SP01", 150_000, 10],
      ["DV01", 200_000, 0],
    ]);
    expect(Number(sold.tong_tien)).toBe(500_000);
    expect(Number(sold.tong_thue)).toBe(30_000);
    expect(Number(sold.tong_thanh_toan)).toBe(530_000);
    expect(sold.tien_thoi).toBe(70_000);
    expect(sold.payments).toEqual([expect.objectContaining({ ma_httt: "TM", tk: "1111", tien: 600_000 })]);
    expect(await shampooLeft()).toBe(before - 2);
    expect(await journal(sold.stt_rec)).toEqual([
      { tk_no: "1111", tk_co: "33311", tien: 30_000, ma_kh: null },
      { tk_no: "1111", tk_co: "5111", tien: 300_000, ma_kh: null },
      { tk_no: "1111", tk_co: "5113", tien: 200_000, ma_kh: null },
      { tk_no: "632", tk_co: "1561", tien: 200_000, ma_kh: null },
    ]);
  });

  it("finds what the cashier types or scans, with the price in force, VAT and stock on hand", async () => {
    const found = await cashier("GET", `${BILLS}/items?ma_kho=K01&searchKey=dau goi`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().items).toEqual([
      expect.objectContaining({ ma_vt: "SP01", gia: 150_000, thue_suat: 10, xuat_kho: true, ton: await shampooLeft() }),
    ]);
    // A rate of every branch, and an older one of the branch that has ended.
    for (const rate of [
      { ma_dvcs: null, gia: 95_000, tu_ngay: "2026-01-01" },
      { ma_dvcs: "CN01", gia: 80_000, tu_ngay: "2025-01-01", den_ngay: "2025-12-31" },
    ]) {
      const res = await s.admin("POST", "stock/rates", { ma_vt: "SP02", ma_dvt: "TUYP", ...rate });
      expect(res.statusCode, res.body).toBe(200);
    }
    const cream = (await cashier("GET", `${BILLS}/items?ma_kho=K01&searchKey=kem duong`)).json().items;
    expect(cream).toEqual([expect.objectContaining({ ma_vt: "SP02", gia: 95_000 })]);
    const service = (await cashier("GET", `${BILLS}/items?ma_kho=K01&searchKey=dv01`)).json().items;
    expect(service[0]).toMatchObject({ ma_vt: "DV01", gia: 200_000, xuat_kho: false, ton: null });
    expect((await cashier("GET", `${BILLS}/items?ma_kho=K01&searchKey=khong co gi`)).json().items).toEqual([]);
    expect((await cashier("GET", `${BILLS}/items?ma_kho=K03&searchKey=SP01`)).statusCode).toBe(403);
    expect((await s.sale("GET", `${BILLS}/items?ma_kho=K01&searchKey=SP01`)).statusCode).toBe(403);
  });

  it("gives the cashier's browser the warehouse's catalogue and the customers page by page, for selling offline", async () => {
    await sql(`INSERT INTO product_barcodes (ma_vt, ma_vach) VALUES ('SP01', '8934567000017') ON CONFLICT DO NOTHING`);
    const first = await cashier("GET", `${BILLS}/offline/items?ma_kho=K01&limit=2`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().items.map((i: { ma_vt: string }) => i.ma_vt)).toEqual(["DV01", "SP01"]);
    expect(first.json().items[1]).toMatchObject({
      gia: 150_000,
      thue_suat: 10,
      xuat_kho: true,
      ton: await shampooLeft(),
      barcodes: ["8934567000017"],
    });
    expect(first.json().next).toBe("SP01");
    const rest = (await cashier("GET", `${BILLS}/offline/items?ma_kho=K01&limit=2&after=SP01`)).json();
    // The inactive SP09 is not sold.
    expect(rest.items.map((i: { ma_vt: string }) => i.ma_vt)).toEqual(["SP02", "SP03"]);
    const last = (await cashier("GET", `${BILLS}/offline/items?ma_kho=K01&limit=2&after=SP03`)).json();
    expect(last).toEqual({ items: [], next: null });
    const people = await cashier("GET", `${BILLS}/offline/customers`);
    expect(people.json()).toEqual({
      items: [expect.objectContaining({ ma_kh: "KH0001", ten_kh: "Nguyễn Thị Lan" })],
      next: null,
    });
    expect((await cashier("GET", `${BILLS}/offline/items?ma_kho=K03`)).statusCode).toBe(403);
    expect((await cashier("GET", `${BILLS}/offline/items?ma_kho=K01&limit=100000`)).statusCode).toBe(400);
    expect((await s.sale("GET", `${BILLS}/offline/customers`)).statusCode).toBe(403);
  });

  it("tells the cashier each branch's default warehouse", async () => {
    const none = await cashier("GET", `${BILLS}/counter`);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json()).toEqual({ warehouses: [{ ma_dvcs: "CN01", ma_kho: null }] });
    await sql(`INSERT INTO shop_branch_warehouses (ma_dvcs, ma_kho) VALUES ('CN01', 'K02')`);
    expect((await cashier("GET", `${BILLS}/counter`)).json()).toEqual({
      warehouses: [{ ma_dvcs: "CN01", ma_kho: "K02" }],
    });
    expect((await s.sale("GET", `${BILLS}/counter`)).statusCode).toBe(403);
  });

  it("finds a customer at the counter by phone, name or code", async () => {
    await sql(`UPDATE partners SET phone = '0903123456' WHERE ma_kh = 'KH0001'`);
    for (const typed of ["0903 123", "nguyen thi lan", "kh0001"]) {
      const res = await cashier("GET", `${BILLS}/customers?searchKey=${encodeURIComponent(typed)}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().items, typed).toEqual([{ ma_kh: "KH0001", ten_kh: "Nguyễn Thị Lan", phone: "0903123456" }]);
    }
    expect((await cashier("GET", `${BILLS}/customers?searchKey=0988`)).json().items).toEqual([]);
    expect((await s.sale("GET", `${BILLS}/customers?searchKey=lan`)).statusCode).toBe(403);
  });

  it("quotes a bill as it would be saved, names and change included, writing nothing", async () => {
    const before = await shampooLeft();
    const listed = (await s.admin("GET", BILLS)).json().total;
    const body = bill({
      details: [
        { ma_vt: "SP01", so_luong: 3 },
        { ma_vt: "DV01", so_luong: 1 },
      ],
      payments: [{ ma_httt: "TM", tien: 1_000_000 }],
    });
    const quote = await cashier("POST", `${BILLS}/quote`, body);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({
      tong_tien: 650_000,
      tong_thue: 45_000,
      tong_thanh_toan: 695_000,
      tien_thoi: 305_000,
      ten_kho: "Kho chính Quận 1",
      details: [
        { ma_vt: "SP01", gia: 150_000, tien: 450_000, thue_suat: 10, ten_vt: "Dầu gội thảo dược 500ml" },
        { ma_vt: "DV01", gia: 200_000, tien: 200_000, thue_suat: 0, ten_vt: "Gội đầu dưỡng sinh" },
      ],
    });
    expect(await shampooLeft()).toBe(before);
    expect((await s.admin("GET", BILLS)).json().total).toBe(listed);
    const unknown = await cashier("POST", `${BILLS}/quote`, bill({ details: [{ ma_vt: "KHONGCO", so_luong: 1 }] }));
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(["details.0.ma_vt"]);
    expect((await s.sale("POST", `${BILLS}/quote`, body)).statusCode).toBe(403);
  });

  it("splits the revenue among several payments, a card on its card type's account", async () => {
    const res = await cashier(
      "POST",
      BILLS,
      bill({
        details: [{ ma_vt: "SP01", so_luong: 2 }],
        payments: [
          { ma_httt: "TM", tien: 100_000 },
          { ma_httt: "CK", tien: 130_000, ma_gd: "FT26124000123" },
          { ma_httt: "THE", tien: 100_000, ma_loai_the: "visa" },
        ],
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(Number(res.json().tien_thoi)).toBe(0);
    const lines = await journal(res.json().stt_rec);
    const debits = new Map<string, number>();
    for (const l of lines.filter((l) => l.tk_co !== "1561")) debits.set(l.tk_no, (debits.get(l.tk_no) ?? 0) + l.tien);
    expect(Object.fromEntries(debits)).toEqual({ "1111": 100_000, "1121": 130_000, "113": 100_000 });
    const credits = lines.filter((l) => l.tk_no !== "632").reduce((sum, l) => sum + l.tien, 0);
    expect(credits).toBe(330_000);
  });

  it("refuses a bill left unpaid without a customer, and keeps a customer's debt on 131 naming them", async () => {
    const before = await shampooLeft();
    const unpaid = await cashier("POST", BILLS, bill({ payments: [{ ma_httt: "TM", tien: 100_000 }] }));
    expect(unpaid.statusCode).toBe(422);
    expect(unpaid.json().errors.payments).toBe("Khách còn thiếu 65,000 ₫: thu đủ, hoặc chọn khách hàng để ghi công nợ");
    expect(await shampooLeft()).toBe(before);
    const owed = await cashier("POST", BILLS, bill({ ma_kh: "kh0001", payments: [{ ma_httt: "TM", tien: 100_000 }] }));
    expect(owed.statusCode, owed.body).toBe(201);
    expect(owed.json()).toMatchObject({ ma_kh: "KH0001", ten_kh: "Nguyễn Thị Lan", con_no: 65_000 });
    const lines = await journal(owed.json().stt_rec);
    expect(lines.filter((l) => l.tk_no === "131")).toEqual([
      { tk_no: "131", tk_co: "33311", tien: 15_000, ma_kh: "KH0001" },
      { tk_no: "131", tk_co: "5111", tien: 50_000, ma_kh: "KH0001" },
    ]);
  });

  it("lets only cash exceed what is due, and refuses unknown payments or a card payment naming no card", async () => {
    const over = await cashier("POST", BILLS, bill({ payments: [{ ma_httt: "CK", tien: 200_000 }] }));
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.payments).toMatch(/^Thanh toán không dùng tiền mặt \(200,000 ₫\) vượt quá/);
    const unknown = await cashier("POST", BILLS, bill({ payments: [{ ma_httt: "BITCOIN", tien: 165_000 }] }));
    expect(unknown.json().errors["payments.0.ma_httt"]).toBe(
      "Hình thức thanh toán BITCOIN không tồn tại hoặc đã ngừng sử dụng",
    );
    const card = await cashier("POST", BILLS, bill({ payments: [{ ma_httt: "TVD", tien: 165_000 }] }));
    expect(card.statusCode).toBe(422);
    expect(card.json().errors["payments.0.so_seri"]).toBe("Nhập số seri thẻ vô danh");
    const cardType = await cashier(
      "POST",
      BILLS,
      bill({ payments: [{ ma_httt: "TM", tien: 165_000, ma_loai_the: "VISA" }] }),
    );
    expect(Object.keys(cardType.json().errors)).toEqual(["payments.0.ma_loai_the"]);
  });

  it("refuses typed prices and discounts unless the shop allows them", async () => {
    const priced = await cashier("POST", BILLS, bill({ details: [{ ma_vt: "SP01", so_luong: 1, gia: 120_000 }] }));
    expect(priced.statusCode).toBe(422);
    expect(priced.json().errors["details.0.gia"]).toBe(
      "Đơn giá của SP01 là giá bán 150,000 ₫: cửa hàng chưa cho phép sửa giá trên hóa đơn",
    );
    const discounted = await cashier("POST", BILLS, bill({ details: [{ ma_vt: "SP01", so_luong: 1, ck: 15_000 }] }));
    expect(discounted.json().errors["details.0.ck"]).toBe("Cửa hàng chưa cho phép nhập chiết khấu trên hóa đơn");

    await setConfig("sale_bill_price_manual", "true");
    await setConfig("sale_bill_discount_manual", "true");
    try {
      const ok = await cashier(
        "POST",
        BILLS,
        bill({
          details: [{ ma_vt: "SP01", so_luong: 1, gia: 120_000, ck: 20_000 }],
          payments: [{ ma_httt: "TM", tien: 110_000 }],
        }),
      );
      expect(ok.statusCode, ok.body).toBe(201);
      expect(Number(ok.json().tong_thanh_toan)).toBe(110_000);
      const tooMuch = await cashier("POST", BILLS, bill({ details: [{ ma_vt: "SP01", so_luong: 1, ck: 200_000 }] }));
      expect(tooMuch.json().errors["details.0.ck"]).toBe("Chiết khấu không được lớn hơn tiền hàng");
    } finally {
      await setConfig("sale_bill_price_manual", "false");
      await setConfig("sale_bill_discount_manual", "false");
    }
  });

  it("refuses more than is in stock, naming the line, and moves nothing", async () => {
    const before = await shampooLeft();
    const res = await cashier(
      "POST",
      BILLS,
      bill({
        details: [
          { ma_vt: "DV01", so_luong: 1 },
          { ma_vt: "SP01", so_luong: before + 1 },
        ],
        payments: [{ ma_httt: "TM", tien: 10_000_000 }],
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors["details.1.so_luong"]).toMatch(/^Không đủ tồn kho/);
    expect(await shampooLeft()).toBe(before);
  });

  it("answers a retry with the same Idempotency-Key with the same bill, posting once", async () => {
    const before = await shampooLeft();
    const key = "pos-CN01-0001-2f9c";
    const first = await s.admin("POST", BILLS, bill(), { "x-branches": "CN01", "idempotency-key": key });
    const again = await s.admin("POST", BILLS, bill(), { "x-branches": "CN01", "idempotency-key": key });
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await shampooLeft()).toBe(before - 1);
    const other = await s.admin("POST", BILLS, bill({ dien_giai: "khác" }), {
      "x-branches": "CN01",
      "idempotency-key": key,
    });
    expect(other.statusCode).toBe(422);
  });

  it("cancels a posted bill: the goods come back and the journal nets to nothing", async () => {
    const before = await shampooLeft();
    const sold = (await cashier("POST", BILLS, bill())).json();
    expect(await shampooLeft()).toBe(before - 1);
    const cancelled = await s.admin("PATCH", `${BILLS}/${sold.stt_rec}`, { status: "9" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json()).toMatchObject({ status: "9", so_ct: sold.so_ct });
    expect(await shampooLeft()).toBe(before);
    const res = await s.admin("GET", `${BILLS}/${sold.stt_rec}/journal`);
    expect(res.json().tong_tien).toBe(0);
    expect(res.json().items).toHaveLength(6);
  });

  it("waits for an approver when the shop requires it; the cashier may not approve", async () => {
    await setConfig("sale_bill_require_approve", "true");
    try {
      const before = await shampooLeft();
      const waiting = await cashier("POST", BILLS, bill());
      expect(waiting.statusCode, waiting.body).toBe(201);
      expect(waiting.json().status).toBe("1");
      expect(await shampooLeft()).toBe(before);
      const id = waiting.json().stt_rec;
      expect((await cashier("PATCH", `${BILLS}/${id}`, { status: "2" })).statusCode).toBe(403);
      const approved = await s.admin("PATCH", `${BILLS}/${id}`, { status: "2" });
      expect(approved.statusCode, approved.body).toBe(200);
      expect(approved.json().status).toBe("2");
      expect(await shampooLeft()).toBe(before - 1);
    } finally {
      await setConfig("sale_bill_require_approve", "false");
    }
  });

  it("needs a customer when the shop requires a card, and the sales rights", async () => {
    await setConfig("sale_bill_require_card", "true");
    try {
      const res = await cashier("POST", BILLS, bill());
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(["ma_kh"]);
      expect((await cashier("POST", BILLS, bill({ ma_kh: "KH0001" }))).statusCode).toBe(201);
    } finally {
      await setConfig("sale_bill_require_card", "false");
    }
    expect((await s.sale("POST", BILLS, bill())).statusCode).toBe(403);
    expect((await s.kho("GET", BILLS)).statusCode).toBe(403);
  });
});
