import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { salesTenant } from "../../../../../../test/fixtures/sales-tenant.js";
import { inTenant } from "../../../platform/db/tenant-db.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";
import { ruleInForce } from "./point-ledger.js";

/*
 * Loyalty points: bills earn them by the rule in force, pay with them (DIEM), returns take back what the bill
 * earned on what came back, gift exchanges spend them on gifts out of stock; cancels undo each.
 */

let t: TestApp;
let s: Awaited<ReturnType<typeof salesTenant>>;
const TODAY = vietnamToday();
const BILLS = "sales/retail-orders";
const RETURNS = "sales/returns";
const EXCHANGES = "sales/gift-exchanges";
const RULES = "sales/point-exchanges";

beforeAll(async () => {
  t = await startTestApp();
  s = await salesTenant(t, "points", "2020-01-01", 100);
  await s.sql(`INSERT INTO partners (ma_kh, ten_kh, ma_dvcs) VALUES
    ('KH0002', 'Trần Minh Khoa', 'CN01'), ('KH0003', 'Lê Thị Hạnh', 'CN01'), ('KH0004', 'Võ Văn Tâm', 'CN01')`);
  expect((await s.admin("PUT", "system/configs/sale_return_days", { value: "30" })).statusCode).toBe(200);
  const rules = [
    { ma_qd: "QD_ALL", ten_qd: "Mọi chi nhánh", tu_ngay: "2020-01-01", tien_tich_diem: 100_000, gia_tri_diem: 1_000 },
    {
      ma_qd: "QD_CN02",
      ten_qd: "Hà Nội",
      tu_ngay: "2020-01-01",
      ma_dvcs: "CN02",
      tien_tich_diem: 50_000,
      gia_tri_diem: 500,
    },
    { ma_qd: "QD_2099", ten_qd: "Tương lai", tu_ngay: "2099-01-01", tien_tich_diem: 200_000, gia_tri_diem: 2_000 },
    {
      ma_qd: "QD_OFF",
      ten_qd: "Ngừng",
      tu_ngay: "2021-01-01",
      tien_tich_diem: 1_000,
      gia_tri_diem: 1_000,
      status: false,
    },
    {
      ma_qd: "QD_PAST",
      ten_qd: "Cũ",
      tu_ngay: "2010-01-01",
      den_ngay: "2015-12-31",
      tien_tich_diem: 10_000,
      gia_tri_diem: 100,
    },
  ];
  for (const rule of rules) {
    const res = await s.admin("POST", RULES, rule);
    expect(res.statusCode, res.body).toBe(200);
  }
});
afterAll(() => t.close());

async function held(ma_kh: string): Promise<number> {
  const res = await s.admin("GET", `sales/customer-points?ma_kh=${ma_kh}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items[0]?.so_diem ?? 0;
}

async function sell(over: Record<string, unknown> = {}) {
  const res = await s.admin("POST", BILLS, {
    ngay_ct: TODAY,
    ma_kho: "K01",
    ma_kh: "KH0001",
    status: "2",
    details: [{ ma_vt: "SP01", so_luong: 3 }],
    payments: [{ ma_httt: "TM", tien: 495_000 }],
    ...over,
  });
  return res;
}

async function sold(over: Record<string, unknown> = {}) {
  const res = await sell(over);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { stt_rec: string; so_ct: string; details: { line: number }[] };
}

/** A massage bill worth `n` × 200,000 ₫ (no VAT): 2n points for `ma_kh`. */
const massages = (ma_kh: string, n: number) =>
  sold({ ma_kh, details: [{ ma_vt: "DV01", so_luong: n }], payments: [{ ma_httt: "TM", tien: n * 200_000 }] });

async function noDifferences() {
  const res = await s.admin("GET", "sales/customer-points/differences");
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().items).toEqual([]);
}

describe("the point rule in force", () => {
  it("is the branch's own before an every-branch one, then the latest tu_ngay, within its days and in use", async () => {
    const rule = (day: string, branch: string) =>
      inTenant(t.pool, s.schema, async (db) => (await ruleInForce(db, day, branch))?.ma_qd);
    expect(await rule(TODAY, "CN01")).toBe("QD_ALL");
    expect(await rule(TODAY, "CN02")).toBe("QD_CN02");
    expect(await rule("2099-06-01", "CN01")).toBe("QD_2099");
    expect(await rule("2099-06-01", "CN02")).toBe("QD_CN02");
    expect(await rule("2012-03-04", "CN01")).toBe("QD_PAST");
    expect(await rule("2005-01-01", "CN01")).toBeUndefined();
  });

  it("ends no earlier than it starts, at positive rates", async () => {
    const base = { ma_qd: "QD_BAD", ten_qd: "Sai", tu_ngay: "2026-05-01", tien_tich_diem: 1, gia_tri_diem: 1 };
    const backwards = await s.admin("POST", RULES, { ...base, den_ngay: "2026-04-30" });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.den_ngay).toBe("Đến ngày không được trước Từ ngày");
    expect((await s.admin("POST", RULES, { ...base, tien_tich_diem: 0 })).statusCode).toBe(422);
    expect((await s.admin("POST", RULES, { ...base, gia_tri_diem: -5 })).statusCode).toBe(422);
  });
});

describe("earning points", () => {
  it("a posted bill naming a customer earns floor(total / tien_tich_diem); its cancel takes them back", async () => {
    const before = await held("KH0001");
    const bill = await sold();
    expect(await held("KH0001")).toBe(before + 4);
    const list = await s.admin("GET", "sales/customer-points?ma_kh=kh0001");
    expect(list.json().items[0]).toMatchObject({
      ma_kh: "KH0001",
      gia_tri_diem: 1000,
      tien_quy_doi: (before + 4) * 1000,
    });
    const history = await s.admin("GET", "sales/point-histories?ma_kh=KH0001");
    expect(history.json().items[0]).toMatchObject({ loai: "TICH", diem: 4, so_ct: bill.so_ct, ma_qd: "QD_ALL" });
    const cancelled = await s.admin("PATCH", `${BILLS}/${bill.stt_rec}`, { status: "9" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await held("KH0001")).toBe(before);
    await noDifferences();
  });

  it("earns nothing without a customer, as a draft, or without a rule in force", async () => {
    const before = await held("KH0001");
    await sold({ ma_kh: null });
    await sold({ status: "0" });
    await s.sql("UPDATE point_rules SET status = false WHERE ma_qd = 'QD_ALL'");
    await sold();
    await s.sql("UPDATE point_rules SET status = true WHERE ma_qd = 'QD_ALL'");
    expect(await held("KH0001")).toBe(before);
  });

  it("shows on the customers' list and overview", async () => {
    await massages("KH0004", 1);
    const list = await s.admin("GET", "sales/customers?q=KH0004");
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.find((c: { ma_kh: string }) => c.ma_kh === "KH0004")?.so_diem).toBe(2);
  });
});

describe("paying with points", () => {
  it("spends the points its amount is worth, earns on the rest, and posts it as a selling expense", async () => {
    await massages("KH0002", 10);
    expect(await held("KH0002")).toBe(20);
    const res = await sell({
      ma_kh: "KH0002",
      details: [{ ma_vt: "SP01", so_luong: 1 }],
      payments: [
        { ma_httt: "DIEM", tien: 5_000 },
        { ma_httt: "TM", tien: 160_000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().payments[0]).toMatchObject({ ma_httt: "DIEM", loai_tt: "points", tk: "641", diem: 5 });
    // 20 − 5 spent + 1 earned on 160,000.
    expect(await held("KH0002")).toBe(16);
    const journal = await s.admin("GET", `${BILLS}/${res.json().stt_rec}/journal`);
    const debits = journal.json().items.filter((l: { tk_no: string }) => l.tk_no === "641");
    expect(debits.reduce((sum: number, l: { tien: number }) => sum + l.tien, 0)).toBe(5_000);
    expect(debits.every((l: { tk_co: string }) => ["5111", "33311"].includes(l.tk_co))).toBe(true);
    const cancelled = await s.admin("PATCH", `${BILLS}/${res.json().stt_rec}`, { status: "9" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await held("KH0002")).toBe(20);
    await noDifferences();
  });

  it("is refused for a wrong multiple, beyond the balance, without a customer, and in a return", async () => {
    const pay = (tien: number, ma_kh: string | null = "KH0002") =>
      sell({
        ma_kh,
        details: [{ ma_vt: "SP01", so_luong: 1 }],
        payments: [
          { ma_httt: "DIEM", tien },
          { ma_httt: "TM", tien: 165_000 - tien },
        ],
      });
    const odd = await pay(1_500);
    expect(odd.statusCode).toBe(422);
    expect(odd.json().errors["payments.0.tien"]).toContain("bội số của 1,000 ₫");
    const short = await pay(100_000);
    expect(short.statusCode).toBe(422);
    expect(short.json().errors["payments.0.tien"]).toBe("Không đủ điểm: khách còn 20 điểm, cần 100 điểm");
    const nobody = await pay(1_000, null);
    expect(nobody.json().errors["payments.0.ma_httt"]).toBe("Chọn khách hàng để thanh toán bằng điểm tích lũy");
    const bill = await sold({
      ma_kh: "KH0002",
      details: [{ ma_vt: "SP01", so_luong: 1 }],
      payments: [{ ma_httt: "TM", tien: 165_000 }],
    });
    const back = await s.admin("POST", RETURNS, {
      ngay_ct: TODAY,
      stt_rec_hd: bill.stt_rec,
      status: "2",
      details: [{ line_hd: 1, ma_vt: "SP01", so_luong: 1 }],
      payments: [{ ma_httt: "DIEM", tien: 165_000 }],
    });
    expect(back.statusCode).toBe(422);
    expect(back.json().errors["payments.0.ma_httt"]).toBe("Điểm tích lũy chỉ dùng để thanh toán hóa đơn bán hàng");
    expect(await held("KH0002")).toBe(21);
  });

  it("spends a balance once when two counters take it together", async () => {
    const all = await held("KH0002");
    const bill = () =>
      sell({
        ma_kh: "KH0002",
        details: [{ ma_vt: "DV01", so_luong: 1 }],
        payments: [
          { ma_httt: "DIEM", tien: all * 1_000 },
          { ma_httt: "TM", tien: 200_000 - all * 1_000 },
        ],
      });
    const answers = await Promise.all([bill(), bill(), bill()]);
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes, answers.map((a) => a.body).join("\n")).toEqual([201, 422, 422]);
    const refused = answers.find((a) => a.statusCode === 422);
    expect(refused?.json().errors["payments.0.tien"]).toContain("Không đủ điểm");
    // Earned on the 179,000 ₫ paid in cash: 1 point.
    expect(await held("KH0002")).toBe(1);
    await noDifferences();
  });
});

describe("a return", () => {
  const giveBack = (stt_rec_hd: string, so_luong: number) =>
    s.admin("POST", RETURNS, {
      ngay_ct: TODAY,
      stt_rec_hd,
      status: "2",
      details: [{ line_hd: 1, ma_vt: "SP01", so_luong }],
      payments: [{ ma_httt: "TM", tien: so_luong * 165_000 }],
    });

  it("takes back what the bill earned on what came back; its cancel gives it back", async () => {
    const before = await held("KH0001");
    const bill = await sold();
    expect(await held("KH0001")).toBe(before + 4);
    const first = await giveBack(bill.stt_rec, 1);
    expect(first.statusCode, first.body).toBe(201);
    // 330,000 ₫ left: 3 points.
    expect(await held("KH0001")).toBe(before + 3);
    const second = await giveBack(bill.stt_rec, 1);
    expect(second.statusCode, second.body).toBe(201);
    expect(await held("KH0001")).toBe(before + 1);
    const undone = await s.admin("PATCH", `${RETURNS}/${second.json().stt_rec}`, { status: "9" });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await held("KH0001")).toBe(before + 3);
    const third = await giveBack(bill.stt_rec, 2);
    expect(third.statusCode, third.body).toBe(201);
    expect(await held("KH0001")).toBe(before);
    await noDifferences();
  });

  it("takes back only what the balance holds when the customer spent the points, and says so", async () => {
    const bill = await sold({ ma_kh: "KH0003" });
    expect(await held("KH0003")).toBe(4);
    const spend = await sell({
      ma_kh: "KH0003",
      details: [{ ma_vt: "DV01", so_luong: 1 }],
      payments: [
        { ma_httt: "DIEM", tien: 3_000 },
        { ma_httt: "TM", tien: 197_000 },
      ],
    });
    expect(spend.statusCode, spend.body).toBe(201);
    // 4 − 3 + 1 earned on 197,000.
    expect(await held("KH0003")).toBe(2);
    const back = await giveBack(bill.stt_rec, 3);
    expect(back.statusCode, back.body).toBe(201);
    expect(await held("KH0003")).toBe(0);
    const history = await s.admin("GET", "sales/point-histories?ma_kh=KH0003");
    expect(history.json().items[0]).toMatchObject({ loai: "THU_HOI", diem: -2, so_diem: 0 });
    expect(history.json().items[0].dien_giai).toContain("thu hồi 2/4 điểm, khách đã dùng 2 điểm");
    const undone = await s.admin("PATCH", `${RETURNS}/${back.json().stt_rec}`, { status: "9" });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await held("KH0003")).toBe(2);
    await noDifferences();
  });
});

describe("a gift exchange", () => {
  const exchange = (over: Record<string, unknown> = {}) => ({
    ngay_ct: TODAY,
    ma_kho: "K01",
    ma_kh: "KH0004",
    status: "2",
    dien_giai: "Đổi điểm lấy chai dầu gội",
    details: [{ ma_vt: "SP01", so_luong: 1, diem: 10 }],
    ...over,
  });
  const stockLeft = async () => {
    const res = await s.admin("GET", `stock/product-balances?ma_kho=K01&ma_vt=SP01&ngay=2999-12-31`);
    return Number(res.json().items[0]?.so_luong ?? 0);
  };

  it("spends the points and gives the gifts out of stock at cost as a selling expense; its cancel undoes both", async () => {
    await massages("KH0004", 5);
    expect(await held("KH0004")).toBe(12);
    const stock = await stockLeft();
    const res = await s.admin("POST", EXCHANGES, exchange());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ ma_ct: "DD1", status: "2", tong_diem: 10, ten_kh: "Võ Văn Tâm" });
    expect(res.json().details[0]).toMatchObject({ diem: 10 });
    expect(await held("KH0004")).toBe(2);
    expect(await stockLeft()).toBe(stock - 1);
    const journal = await s.admin("GET", `${EXCHANGES}/${res.json().stt_rec}/journal`);
    expect(
      journal.json().items.map((l: { tk_no: string; tk_co: string; tien: number }) => [l.tk_no, l.tk_co, l.tien]),
    ).toEqual([["641", "1561", 100_000]]);
    const history = await s.admin("GET", "sales/point-histories?ma_kh=KH0004");
    expect(history.json().items[0]).toMatchObject({ loai: "DOI", diem: -10, ma_ct: "DD1", so_ct: res.json().so_ct });
    const cancelled = await s.admin("PATCH", `${EXCHANGES}/${res.json().stt_rec}`, { status: "9" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await held("KH0004")).toBe(12);
    expect(await stockLeft()).toBe(stock);
    await noDifferences();
  });

  it("is refused beyond the points, without a customer, for bad points and to a user without its right", async () => {
    const short = await s.admin("POST", EXCHANGES, exchange({ details: [{ ma_vt: "SP01", so_luong: 2, diem: 10 }] }));
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.ma_kh).toBe("Không đủ điểm: khách còn 12 điểm, cần 20 điểm");
    const nobody = await s.admin("POST", EXCHANGES, exchange({ ma_kh: null }));
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().errors.ma_kh).toBeDefined();
    const negative = await s.admin(
      "POST",
      EXCHANGES,
      exchange({ details: [{ ma_vt: "SP01", so_luong: 1, diem: -5 }] }),
    );
    expect(negative.statusCode).toBe(422);
    const fraction = await s.admin(
      "POST",
      EXCHANGES,
      exchange({ details: [{ ma_vt: "SP01", so_luong: 0.5, diem: 3 }] }),
    );
    expect(fraction.statusCode).toBe(422);
    expect(fraction.json().errors["details.0.so_luong"]).toBeDefined();
    expect((await s.cashier("POST", EXCHANGES, exchange())).statusCode).toBe(403);
    expect(await held("KH0004")).toBe(12);
  });
});

describe("reading points", () => {
  it("is the customers' screens' and the counter's, and takes hostile input as data", async () => {
    expect((await s.cashier("GET", "sales/customer-points?ma_kh=KH0001")).statusCode).toBe(200);
    expect((await s.cashier("GET", "sales/point-histories?ma_kh=KH0001")).statusCode).toBe(403);
    expect((await s.sale("GET", "sales/customer-points?ma_kh=KH0001")).statusCode).toBe(403);
    const hostile = await s.admin("GET", `sales/customer-points?ma_kh=${encodeURIComponent("' OR 1=1 --")}`);
    expect(hostile.statusCode).toBe(200);
    expect(hostile.json()).toEqual({ items: [], total: 0 });
    expect((await s.admin("GET", "sales/point-histories?fromDate=yesterday")).statusCode).toBe(400);
    expect((await s.admin("GET", `sales/customer-points?ma_kh=${"X".repeat(51)}`)).statusCode).toBe(400);
    const everyone = await s.admin("GET", "sales/customer-points");
    expect(everyone.json().total).toBeGreaterThan(0);
    expect(everyone.json().items.every((c: { so_diem: number }) => c.so_diem > 0)).toBe(true);
  });
});
