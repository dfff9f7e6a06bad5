import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { salesTenant } from "../../../../../../test/fixtures/sales-tenant.js";

let t: TestApp;
let s: Awaited<ReturnType<typeof salesTenant>>;

const DAY = "2026-05-04";
const ORDERS = "sales/sale-orders";
const BILLS = "sales/retail-orders";

beforeAll(async () => {
  t = await startTestApp();
  s = await salesTenant(t, "orders", "2026-05-01");
  // A price list of the branch: 150,000 a bottle, the same as the product's own price until it goes up.
  const rate = await s.admin("POST", "stock/rates", {
    ma_vt: "SP01",
    ma_dvt: "CHAI",
    ma_dvcs: "CN01",
    gia: 150_000,
    tu_ngay: "2026-01-01",
  });
  expect(rate.statusCode, rate.body).toBe(200);
});
afterAll(() => t.close());

const order = (over: Record<string, unknown> = {}) => ({
  ngay_ct: DAY,
  ma_kho: "K01",
  ma_kh: "KH0001",
  ngay_giao: "2026-05-10",
  status: "2",
  details: [
    { ma_vt: "SP01", so_luong: 4 },
    { ma_vt: "DV01", so_luong: 1 },
  ],
  payments: [{ ma_httt: "TM", tien: 300_000 }],
  ...over,
});

const delivery = (stt_rec_dh: string, details: unknown[], payments: unknown[], over: Record<string, unknown> = {}) => ({
  ngay_ct: "2026-05-08",
  ma_kho: "K01",
  stt_rec_dh,
  status: "2",
  details,
  payments,
  ...over,
});

async function shampooLeft(): Promise<number> {
  const res = await s.admin("GET", `stock/product-balances?ma_kho=K01&ma_vt=SP01&ngay=2026-05-31`);
  return Number(res.json().items[0]?.so_luong ?? 0);
}

type Line = { tk_no: string; tk_co: string; tien: number; ma_kh: string | null };
async function journal(api: string, id: string): Promise<Line[]> {
  const res = await s.admin("GET", `${api}/${id}/journal`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.map((l: Line) => ({ tk_no: l.tk_no, tk_co: l.tk_co, tien: l.tien, ma_kh: l.ma_kh }));
}

const debited = (lines: Line[], tk: string) => lines.filter((l) => l.tk_no === tk).reduce((sum, l) => sum + l.tien, 0);

describe("a sales order", () => {
  let id: string;

  it("is taken at the day's prices with a deposit on the customer's 131, and moves no stock", async () => {
    const before = await shampooLeft();
    const quote = await s.admin("POST", `${ORDERS}/quote`, order());
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({ tong_thanh_toan: 860_000, tien_coc: 300_000 });
    const res = await s.admin("POST", ORDERS, order());
    expect(res.statusCode, res.body).toBe(201);
    const taken = res.json();
    id = taken.stt_rec;
    expect(taken).toMatchObject({
      ma_ct: "DB1",
      status: "2",
      ten_kh: "Nguyễn Thị Lan",
      tong_thanh_toan: 860_000,
      tien_coc: 300_000,
      tien_coc_con: 300_000,
      so_luong_dat: 5,
      so_luong_giao: 0,
      da_giao_du: false,
      ngay_giao: "2026-05-10",
    });
    expect(taken.so_ct).toMatch(/^DB26-0+1$/);
    expect(taken.details.map((l: { gia: number; so_luong_con: number }) => [l.gia, l.so_luong_con])).toEqual([
      [150_000, 4],
      [200_000, 1],
    ]);
    expect(await journal(ORDERS, id)).toEqual([{ tk_no: "1111", tk_co: "131", tien: 300_000, ma_kh: "KH0001" }]);
    expect(await shampooLeft()).toBe(before);
  });

  it("is delivered in parts at the price ordered, the deposit taken off the first bill", async () => {
    // The price goes up after the order: the customer still pays what was agreed.
    await s.admin("POST", "stock/rates", {
      ma_vt: "SP01",
      ma_dvt: "CHAI",
      ma_dvcs: "CN01",
      gia: 180_000,
      tu_ngay: "2026-05-05",
    });
    const before = await shampooLeft();
    const quote = await s.cashier(
      "POST",
      `${BILLS}/quote`,
      delivery(id, [{ line_dh: 1, ma_vt: "SP01", so_luong: 3 }], []),
    );
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({ tong_thanh_toan: 495_000, tien_coc: 300_000, con_no: 195_000 });
    const first = await s.cashier(
      "POST",
      BILLS,
      delivery(id, [{ line_dh: 1, ma_vt: "SP01", so_luong: 3 }], [{ ma_httt: "TM", tien: 200_000 }]),
    );
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      ma_kh: "KH0001",
      ma_kho: "K01",
      tien_coc: 300_000,
      tien_thoi: 5_000,
      con_no: 0,
    });
    expect(first.json().details[0]).toMatchObject({ gia: 150_000, line_dh: 1 });
    expect(first.json().so_ct_dh).toMatch(/^DB26-0+1$/);
    expect(await shampooLeft()).toBe(before - 3);
    const lines = await journal(BILLS, first.json().stt_rec);
    expect(debited(lines, "1111")).toBe(195_000);
    expect(debited(lines, "131")).toBe(300_000);
    expect(lines.filter((l) => l.tk_no === "131").every((l) => l.ma_kh === "KH0001")).toBe(true);

    const after = (await s.admin("GET", `${ORDERS}/${id}`)).json();
    expect(after).toMatchObject({ so_luong_giao: 3, tien_coc_con: 0, da_giao_du: false });
    expect(
      after.details.map((l: { so_luong_giao: number; so_luong_con: number }) => [l.so_luong_giao, l.so_luong_con]),
    ).toEqual([
      [3, 1],
      [0, 1],
    ]);
  });

  it("refuses delivering more than is left, and cancelling once delivered", async () => {
    const over = await s.cashier(
      "POST",
      BILLS,
      delivery(id, [{ line_dh: 1, ma_vt: "SP01", so_luong: 2 }], [{ ma_httt: "TM", tien: 330_000 }]),
    );
    expect(over.statusCode).toBe(422);
    expect(over.json().errors["details.0.so_luong"]).toBe("Vượt số lượng còn phải giao của SP01: đã đặt 4, đã giao 3");
    const other = await s.cashier("POST", BILLS, delivery(id, [{ ma_vt: "SP02", so_luong: 1 }], []));
    expect(other.json().errors["details.0.ma_vt"]).toMatch(
      /^SP02 không có trên đơn đặt hàng DB26-0+1 hoặc đã giao hết$/,
    );
    const cancel = await s.admin("PATCH", `${ORDERS}/${id}`, { status: "9" });
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().errors.status).toMatch(/^Đơn DB26-0+1 đã giao hàng trên hóa đơn HD/);
  });

  it("is fully delivered by a second bill, with nothing of the deposit left to take", async () => {
    const rest = await s.cashier(
      "POST",
      BILLS,
      delivery(
        id,
        [
          { line_dh: 1, ma_vt: "SP01", so_luong: 1 },
          { line_dh: 2, ma_vt: "DV01", so_luong: 1 },
        ],
        [{ ma_httt: "CK", tien: 365_000 }],
      ),
    );
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json()).toMatchObject({ tong_thanh_toan: 365_000, tien_coc: 0, con_no: 0 });
    const done = (await s.admin("GET", `${ORDERS}/${id}`)).json();
    expect(done).toMatchObject({ so_luong_giao: 5, da_giao_du: true });
    const list = await s.admin("GET", `${ORDERS}?ma_kh=KH0001`);
    expect(list.json().items[0]).toMatchObject({ stt_rec: id, ten_kh: "Nguyễn Thị Lan", da_giao_du: true });
    const bills = await s.admin("GET", `${BILLS}?stt_rec_dh=${id}`);
    expect(bills.json().items).toHaveLength(2);
  });

  it("gives its deposit back when cancelled before delivery, and a draft or cancelled order delivers nothing", async () => {
    const res = await s.admin("POST", ORDERS, order({ payments: [{ ma_httt: "CK", tien: 100_000 }] }));
    expect(res.statusCode, res.body).toBe(201);
    const cancelled = await s.admin("PATCH", `${ORDERS}/${res.json().stt_rec}`, { status: "9" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const lines = await journal(ORDERS, res.json().stt_rec);
    expect(lines.reduce((sum, l) => sum + l.tien, 0)).toBe(0);
    const late = await s.cashier(
      "POST",
      BILLS,
      delivery(res.json().stt_rec, [{ line_dh: 1, ma_vt: "SP01", so_luong: 1 }], [{ ma_httt: "TM", tien: 165_000 }]),
    );
    expect(late.json().errors.stt_rec_dh).toMatch(/chưa xác nhận hoặc đã hủy/);
    const draft = await s.admin("POST", ORDERS, order({ status: "0", payments: [] }));
    const early = await s.cashier(
      "POST",
      BILLS,
      delivery(draft.json().stt_rec, [{ line_dh: 1, ma_vt: "SP01", so_luong: 1 }], [{ ma_httt: "TM", tien: 165_000 }]),
    );
    expect(early.statusCode).toBe(422);
  });

  it("needs a customer, a deposit no bigger than the order, and its right", async () => {
    const nobody = await s.admin("POST", ORDERS, order({ ma_kh: "" }));
    expect(nobody.statusCode).toBe(422);
    expect(Object.keys(nobody.json().errors)).toContain("ma_kh");
    const tooMuch = await s.admin("POST", ORDERS, order({ payments: [{ ma_httt: "CK", tien: 900_000 }] }));
    expect(tooMuch.json().errors.payments).toMatch(/vượt quá số phải trả/);
    expect((await s.cashier("POST", ORDERS, order())).statusCode).toBe(403);
  });

  it("is delivered once when two bills take its last bottle at the same time", async () => {
    const res = await s.admin("POST", ORDERS, order({ details: [{ ma_vt: "SP01", so_luong: 1 }], payments: [] }));
    expect(res.statusCode, res.body).toBe(201);
    const last = () =>
      s.cashier(
        "POST",
        BILLS,
        delivery(res.json().stt_rec, [{ line_dh: 1, ma_vt: "SP01", so_luong: 1 }], [{ ma_httt: "TM", tien: 165_000 }]),
      );
    const answers = await Promise.all([last(), last()]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    const refused = answers.find((a) => a.statusCode === 422);
    expect(refused?.json().errors["details.0.so_luong"]).toMatch(/không còn đủ để giao|Vượt số lượng còn phải giao/);
  });
});
