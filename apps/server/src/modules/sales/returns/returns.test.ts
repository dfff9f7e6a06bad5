import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { salesTenant } from "../../../../../../test/fixtures/sales-tenant.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";

let t: TestApp;
let s: Awaited<ReturnType<typeof salesTenant>>;

/** A Vietnamese day `n` days from today: returns are judged against the day they are made. */
const day = (n: number) => vietnamToday(new Date(Date.now() + n * 86_400_000));
/** The bills' day: a week ago, the last day a return is allowed with sale_return_days 7. */
const DAY = day(-7);
const shown = (iso: string) => iso.split("-").reverse().join("/");
const BILLS = "sales/retail-orders";
const RETURNS = "sales/returns";

const setConfig = (name: string, value: string) => s.admin("PUT", `system/configs/${name}`, { value });

beforeAll(async () => {
  t = await startTestApp();
  s = await salesTenant(t, "returns", day(-30));
  expect((await setConfig("sale_return_days", "7")).statusCode).toBe(200);
});
afterAll(() => t.close());

async function shampooLeft(): Promise<number> {
  const res = await s.admin("GET", `stock/product-balances?ma_kho=K01&ma_vt=SP01&ngay=2999-12-31`);
  return Number(res.json().items[0]?.so_luong ?? 0);
}

type Line = { tk_no: string; tk_co: string; tien: number; ma_kh: string | null };
async function journal(id: string): Promise<Line[]> {
  const res = await s.admin("GET", `${RETURNS}/${id}/journal`);
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json()
    .items.map((l: Line) => ({ tk_no: l.tk_no, tk_co: l.tk_co, tien: l.tien, ma_kh: l.ma_kh }))
    .sort((a: Line, b: Line) => `${a.tk_no} ${a.tk_co}`.localeCompare(`${b.tk_no} ${b.tk_co}`));
}

/** A posted bill of two bottles of shampoo and a head massage: 530,000 ₫ in all. */
async function sell(over: Record<string, unknown> = {}) {
  const res = await s.admin("POST", BILLS, {
    ngay_ct: DAY,
    ma_kho: "K01",
    status: "2",
    details: [
      { ma_vt: "SP01", so_luong: 2 },
      { ma_vt: "DV01", so_luong: 1 },
    ],
    payments: [{ ma_httt: "TM", tien: 530_000 }],
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { stt_rec: string; so_ct: string };
}

const giveBack = (stt_rec_hd: string, over: Record<string, unknown> = {}) => ({
  ngay_ct: DAY,
  stt_rec_hd,
  status: "2",
  details: [{ ma_vt: "SP01", so_luong: 1 }],
  payments: [{ ma_httt: "TM", tien: 165_000 }],
  ...over,
});

describe("a return against a retail bill", () => {
  it("puts the goods back at the cost they left at and pays the money back, revenue and VAT reversed", async () => {
    const bill = await sell();
    const before = await shampooLeft();
    const res = await s.admin("POST", RETURNS, giveBack(bill.stt_rec, { ngay_ct: day(0) }));
    expect(res.statusCode, res.body).toBe(201);
    const back = res.json();
    expect(back).toMatchObject({ ma_ct: "TL1", status: "2", ma_kho: "K01", so_ct_hd: bill.so_ct, ma_dvcs: "CN01" });
    expect(back.so_ct).toMatch(/^TL26-0+1$/);
    expect(back.details).toEqual([
      expect.objectContaining({ ma_vt: "SP01", ma_dvt: "CHAI", line_hd: 1, gia: 150_000, thue_suat: 10 }),
    ]);
    expect(Number(back.tong_thanh_toan)).toBe(165_000);
    expect(await shampooLeft()).toBe(before + 1);
    expect(await journal(back.stt_rec)).toEqual([
      { tk_no: "1561", tk_co: "632", tien: 100_000, ma_kh: null },
      { tk_no: "33311", tk_co: "1111", tien: 15_000, ma_kh: null },
      { tk_no: "521", tk_co: "1111", tien: 150_000, ma_kh: null },
    ]);
    const card = await s.admin(
      "GET",
      `stock/product-balances/card?ma_kho=K01&ma_vt=SP01&fromDate=${day(0)}&toDate=${day(0)}`,
    );
    expect(card.json().rows).toEqual([expect.objectContaining({ so_ct: back.so_ct, nhap: 1, xuat: 0 })]);
  });

  it("takes back no more than was sold less what came back, and nothing of another bill", async () => {
    const bill = await sell();
    expect((await s.admin("POST", RETURNS, giveBack(bill.stt_rec))).statusCode).toBe(201);
    const more = await s.admin("POST", RETURNS, giveBack(bill.stt_rec, { details: [{ ma_vt: "SP01", so_luong: 2 }] }));
    expect(more.statusCode).toBe(422);
    expect(Object.keys(more.json().errors)).toEqual(["details.0.so_luong"]);
    expect(more.json().errors["details.0.so_luong"]).toContain("đã bán 2, đã trả 1");
    const other = await s.admin("POST", RETURNS, giveBack(bill.stt_rec, { details: [{ ma_vt: "SP02", so_luong: 1 }] }));
    expect(other.statusCode).toBe(422);
    expect(other.json().errors["details.0.ma_vt"]).toContain(`không có trên hóa đơn ${bill.so_ct}`);
    const unit = await s.admin(
      "POST",
      RETURNS,
      giveBack(bill.stt_rec, { details: [{ ma_vt: "SP01", ma_dvt: "HOP", so_luong: 1 }] }),
    );
    expect(unit.json().errors["details.0.ma_dvt"]).toBe("Trả theo đơn vị đã bán: CHAI");
    const nobill = await s.admin("POST", RETURNS, giveBack("8a1c6f0e-1d2b-4c3d-9e4f-5a6b7c8d9e0f"));
    expect(nobill.statusCode).toBe(422);
    expect(nobill.json().errors.stt_rec_hd).toBe("Hóa đơn không tồn tại");
  });

  it("is refused after sale_return_days from the bill, backdated or not, and before the bill's day", async () => {
    const bill = await sell({ ngay_ct: day(-8) });
    const message = `Hóa đơn ${bill.so_ct} ngày ${shown(day(-8))} đã quá 7 ngày được phép trả hàng`;
    const late = await s.admin("POST", RETURNS, giveBack(bill.stt_rec, { ngay_ct: day(0) }));
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.stt_rec_hd).toBe(message);
    // Dating the return back to the bill's day does not reopen the window: the days run to the day it is made.
    const backdated = await s.admin("POST", RETURNS, giveBack(bill.stt_rec, { ngay_ct: day(-8) }));
    expect(backdated.json().errors.stt_rec_hd).toBe(message);
    const early = await s.admin("POST", RETURNS, giveBack(bill.stt_rec, { ngay_ct: day(-9) }));
    expect(early.json().errors.ngay_ct).toContain(`trước ngày hóa đơn ${shown(day(-8))}`);
    await setConfig("sale_return_days", "0");
    try {
      const lastWeek = await sell();
      expect((await s.admin("POST", RETURNS, giveBack(lastWeek.stt_rec))).statusCode).toBe(422);
      const today = await sell({ ngay_ct: day(0) });
      expect((await s.admin("POST", RETURNS, giveBack(today.stt_rec, { ngay_ct: day(0) }))).statusCode).toBe(201);
    } finally {
      await setConfig("sale_return_days", "7");
    }
  });

  it("waits for an approver when the cashier makes it; approving puts the goods back", async () => {
    const bill = await sell();
    const before = await shampooLeft();
    const asked = await s.cashier("POST", RETURNS, giveBack(bill.stt_rec));
    expect(asked.statusCode, asked.body).toBe(201);
    expect(asked.json().status).toBe("1");
    expect(await shampooLeft()).toBe(before);
    expect((await s.cashier("PATCH", `${RETURNS}/${asked.json().stt_rec}`, { status: "2" })).statusCode).toBe(403);
    const approved = await s.admin("PATCH", `${RETURNS}/${asked.json().stt_rec}`, { status: "2" });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().status).toBe("2");
    expect(await shampooLeft()).toBe(before + 1);
  });

  it("keeps the bill from being cancelled until its return is, whose cancel takes the goods out again", async () => {
    const bill = await sell();
    const back = (await s.admin("POST", RETURNS, giveBack(bill.stt_rec))).json();
    const refused = await s.admin("PATCH", `${BILLS}/${bill.stt_rec}`, { status: "9" });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.status).toBe(`Hóa đơn đã có phiếu trả hàng ${back.so_ct}: hủy phiếu trả hàng trước`);
    const before = await shampooLeft();
    expect((await s.admin("PATCH", `${RETURNS}/${back.stt_rec}`, { status: "9" })).statusCode).toBe(200);
    expect(await shampooLeft()).toBe(before - 1);
    expect((await s.admin("PATCH", `${BILLS}/${bill.stt_rec}`, { status: "9" })).statusCode).toBe(200);
    const onCancelled = await s.admin("POST", RETURNS, giveBack(bill.stt_rec));
    expect(onCancelled.json().errors.stt_rec_hd).toContain("chưa ghi sổ hoặc đã hủy");
  });

  it("pays a walk-in customer back in full, and credits a named customer's account with what is not paid", async () => {
    const walkIn = await sell();
    const short = await s.admin(
      "POST",
      RETURNS,
      giveBack(walkIn.stt_rec, { payments: [{ ma_httt: "TM", tien: 100_000 }] }),
    );
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.payments).toContain("Phải hoàn đủ 165,000 ₫");
    const over = await s.admin(
      "POST",
      RETURNS,
      giveBack(walkIn.stt_rec, { payments: [{ ma_httt: "TM", tien: 200_000 }] }),
    );
    expect(over.json().errors.payments).toContain("vượt quá giá trị hàng trả");
    const named = await sell({ ma_kh: "KH0001" });
    const credited = await s.admin("POST", RETURNS, giveBack(named.stt_rec, { payments: [] }));
    expect(credited.statusCode, credited.body).toBe(201);
    expect(credited.json()).toMatchObject({ ma_kh: "KH0001", ten_kh: "Nguyễn Thị Lan" });
    expect(Number(credited.json().con_no)).toBe(165_000);
    const lines = await journal(credited.json().stt_rec);
    expect(lines.filter((l) => l.tk_co === "131")).toEqual([
      { tk_no: "33311", tk_co: "131", tien: 15_000, ma_kh: "KH0001" },
      { tk_no: "521", tk_co: "131", tien: 150_000, ma_kh: "KH0001" },
    ]);
  });

  it("gives a bill's discount back in proportion, the last part taking what is left of it", async () => {
    await setConfig("sale_bill_discount_manual", "1");
    const bill = await sell({
      details: [{ ma_vt: "SP01", so_luong: 3, ck: 100_000 }],
      payments: [{ ma_httt: "TM", tien: 385_000 }],
    });
    try {
      const discounts: number[] = [];
      for (const part of [1, 2, 3]) {
        const body = giveBack(bill.stt_rec);
        const quote = await s.admin("POST", `${RETURNS}/quote`, { ...body, payments: [] });
        expect(quote.statusCode, quote.body).toBe(200);
        const due = Number(quote.json().tong_thanh_toan);
        const res = await s.admin("POST", RETURNS, { ...body, payments: [{ ma_httt: "TM", tien: due }] });
        expect(res.statusCode, `part ${part}: ${res.body}`).toBe(201);
        discounts.push(Number(res.json().tong_ck));
      }
      expect(discounts).toEqual([33_333.33, 33_333.33, 33_333.34]);
    } finally {
      await setConfig("sale_bill_discount_manual", "0");
    }
  });

  it("answers a retry with the same Idempotency-Key with the same return, the goods back once", async () => {
    const bill = await sell();
    const before = await shampooLeft();
    const key = "tra-hang-0001";
    const headers = { "x-branches": "CN01", "idempotency-key": key };
    const first = await s.admin("POST", RETURNS, giveBack(bill.stt_rec), headers);
    const again = await s.admin("POST", RETURNS, giveBack(bill.stt_rec), headers);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.json().stt_rec).toBe(first.json().stt_rec);
    expect(await shampooLeft()).toBe(before + 1);
  });

  it("lets only one of two returns racing for the last bottle through", async () => {
    const bill = await sell({
      details: [{ ma_vt: "SP01", so_luong: 1 }],
      payments: [{ ma_httt: "TM", tien: 165_000 }],
    });
    const before = await shampooLeft();
    const answers = await Promise.all([1, 2].map(() => s.admin("POST", RETURNS, giveBack(bill.stt_rec))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 422]);
    expect(await shampooLeft()).toBe(before + 1);
  });

  it("is refused to a user without the returns' right and outside the user's branches", async () => {
    const bill = await sell();
    expect((await s.sale("POST", RETURNS, giveBack(bill.stt_rec))).statusCode).toBe(403);
    expect((await s.cashier("GET", RETURNS)).statusCode).toBe(200);
    const elsewhere = await s.admin("POST", RETURNS, giveBack(bill.stt_rec), { "x-branches": "CN02" });
    expect(elsewhere.statusCode).toBe(403);
  });

  it("tells the form what is left of each line of a bill and why a return of it is refused; lists a bill's returns", async () => {
    const bill = await sell();
    const back = (await s.admin("POST", RETURNS, giveBack(bill.stt_rec))).json();
    const other = await sell();
    await s.admin("POST", RETURNS, giveBack(other.stt_rec));
    const at = `${RETURNS}/returnable/${bill.stt_rec}`;
    const res = await s.admin("GET", `${at}?ngay_ct=${DAY}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      bill: expect.objectContaining({ so_ct: bill.so_ct, ngay_ct: DAY, status: "2", ma_kh: null, ma_kho: "K01" }),
      lines: [
        expect.objectContaining({
          ma_vt: "SP01",
          ten_vt: "Dầu gội thảo dược 500ml",
          so_luong: 2,
          returned: 1,
          left: 1,
        }),
        expect.objectContaining({ ma_vt: "DV01", ma_dvt: "LAN", so_luong: 1, returned: 0, left: 1, gia: 200_000 }),
      ],
      refused: {},
    });
    expect(res.json().bill.ten_kho).toBe("Kho chính Quận 1");

    const late = await s.admin("GET", `${at}?ngay_ct=${day(1)}`);
    expect(late.json().refused).toEqual({
      stt_rec_hd: `Hóa đơn ${bill.so_ct} ngày ${shown(DAY)} đã quá 7 ngày được phép trả hàng`,
    });
    const english = await s.admin("GET", `${at}?ngay_ct=${day(-8)}`, undefined, {
      "x-branches": "CN01",
      "accept-language": "en",
    });
    expect(english.json().refused.ngay_ct).toBe(`The return cannot be dated before the bill (${shown(DAY)})`);

    expect((await s.cashier("GET", at)).statusCode).toBe(200);
    expect((await s.sale("GET", at)).statusCode).toBe(403);
    expect((await s.admin("GET", at, undefined, { "x-branches": "CN02" })).statusCode).toBe(403);
    expect((await s.admin("GET", `${RETURNS}/returnable/8a1c6f0e-1d2b-4c3d-9e4f-5a6b7c8d9e0f`)).statusCode).toBe(404);

    const listed = await s.admin("GET", `${RETURNS}?stt_rec_hd=${bill.stt_rec}`);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().items.map((r: { stt_rec: string }) => r.stt_rec)).toEqual([back.stt_rec]);
    expect((await s.admin("GET", `${RETURNS}?stt_rec_hd=HD1`)).statusCode).toBe(400);
  });
});
