import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { salesTenant } from "../../../../../../test/fixtures/sales-tenant.js";

let t: TestApp;
let s: Awaited<ReturnType<typeof salesTenant>>;

const DAY = "2026-05-04";
const CARDS = "sales/payment-cards";
const TOPUPS = "sales/payment-cards/update";
const BILLS = "sales/retail-orders";

beforeAll(async () => {
  t = await startTestApp();
  s = await salesTenant(t, "cards", "2026-05-01", 200);
  for (const [ma_the, ma_kh] of [
    ["THE001", "KH0001"],
    ["THE002", "KH0001"],
    ["THE003", "KH0001"],
  ]) {
    const card = await s.admin("POST", CARDS, { ma_the, ma_kh, ngay_phat_hanh: "2026-05-01" });
    expect(card.statusCode, card.body).toBe(200);
  }
  // Pay 10,000,000 ₫ or more, get 2,000,000 ₫ more; 1,000,000 ₫ or more, 100,000 ₫ more.
  for (const [ma_cs, tu_tien, tien_km] of [
    ["CS10TR", 10_000_000, 2_000_000],
    ["CS1TR", 1_000_000, 100_000],
  ] as const) {
    const policy = await s.admin("POST", "sales/payment-card-policies", {
      ma_cs,
      ten_cs: `Nạp từ ${tu_tien}`,
      tu_tien,
      tien_km,
      tu_ngay: "2026-01-01",
    });
    expect(policy.statusCode, policy.body).toBe(200);
  }
});
afterAll(() => t.close());

const topUp = (ma_the: string, tien: number, key?: string) =>
  s.admin(
    "POST",
    TOPUPS,
    { ngay_ct: DAY, ma_dvcs: "CN01", ma_the, tien, status: "2", payments: [{ ma_httt: "TM", tien }] },
    key ? { "x-branches": "CN01", "idempotency-key": key } : undefined,
  );

async function balance(ma_the: string): Promise<number> {
  const res = await s.admin("GET", `${CARDS}/balances?ma_the=${ma_the}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items[0].so_du;
}

/** A bill of one bottle of shampoo (165,000 ₫ with VAT) paid by card, or `tien` of it by card and the rest in cash. */
const payByCard = (ma_the: string, tien = 165_000) =>
  s.cashier("POST", BILLS, {
    ngay_ct: DAY,
    ma_kho: "K01",
    ma_kh: "KH0001",
    status: "2",
    details: [{ ma_vt: "SP01", so_luong: 1 }],
    payments: [{ ma_httt: "TTT", ma_the, tien }, ...(tien < 165_000 ? [{ ma_httt: "TM", tien: 165_000 - tien }] : [])],
  });

describe("a prepaid card", () => {
  it("is topped up with the bonus of the policy in force, once even when the request is retried", async () => {
    const key = "topup-THE001-1";
    const first = await topUp("THE001", 10_000_000, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      ma_ct: "NT1",
      status: "2",
      ma_kh: "KH0001",
      ma_cs: "CS10TR",
      tien_km: 2_000_000,
    });
    expect(first.json().ten_kh).toBe("Nguyễn Thị Lan");
    const again = await topUp("THE001", 10_000_000, key);
    expect(again.json().stt_rec).toBe(first.json().stt_rec);
    expect(await balance("THE001")).toBe(12_000_000);
    const journal = await s.admin("GET", `${TOPUPS}/${first.json().stt_rec}/journal`);
    const lines = journal
      .json()
      .items.map((l: { tk_no: string; tk_co: string; tien: number }) => [l.tk_no, l.tk_co, l.tien]);
    expect(lines.sort()).toEqual([
      ["1111", "3387", 10_000_000],
      ["641", "3387", 2_000_000],
    ]);
  });

  it("pays a bill, and the bill's cancel puts the money back; the history shows each movement", async () => {
    const before = await balance("THE001");
    const bill = await payByCard("THE001");
    expect(bill.statusCode, bill.body).toBe(201);
    expect(await balance("THE001")).toBe(before - 165_000);
    const journal = await s.admin("GET", `${BILLS}/${bill.json().stt_rec}/journal`);
    expect(journal.json().items.some((l: { tk_no: string }) => l.tk_no === "3387")).toBe(true);
    const cancelled = await s.admin("PATCH", `${BILLS}/${bill.json().stt_rec}`, { status: "9" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await balance("THE001")).toBe(before);
    const history = await s.admin("GET", `sales/payment-card-histories?ma_the=THE001`);
    expect(
      history
        .json()
        .items.slice(0, 2)
        .map((h: { loai: string; tien: number; so_du: number }) => [h.loai, h.tien, h.so_du]),
    ).toEqual([
      ["HOAN", 165_000, before],
      ["TT", -165_000, before - 165_000],
    ]);
  });

  it("refuses a payment above its balance, and a top-up already spent cannot be cancelled", async () => {
    const top = await topUp("THE002", 100_000);
    expect(top.json().tien_km).toBe(0);
    const short = await payByCard("THE002");
    expect(short.statusCode).toBe(422);
    expect(short.json().errors["payments.0.ma_the"]).toBe("Số dư thẻ THE002 không đủ: còn 100,000 ₫, cần 165,000 ₫");
    expect((await payByCard("THE002", 60_000)).statusCode).toBe(201);
    const cancel = await s.admin("PATCH", `${TOPUPS}/${top.json().stt_rec}`, { status: "9" });
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().errors.status).toBe("Thẻ THE002 đã dùng số tiền này: không hủy được chứng từ");
    expect(await balance("THE002")).toBe(40_000);
  });

  it("cannot pay while locked, and pays again once unlocked; locking twice changes nothing more", async () => {
    expect((await s.admin("POST", `${CARDS}/lock`, { ma_the: "THE001", ly_do: "Khách báo mất thẻ" })).statusCode).toBe(
      200,
    );
    const twice = await s.admin("POST", `${CARDS}/lock`, { ma_the: "THE001" });
    expect(twice.json()).toMatchObject({ ma_the: "THE001", khoa: true });
    const locked = await payByCard("THE001");
    expect(locked.json().errors["payments.0.ma_the"]).toBe("Thẻ THE001 đang bị khóa");
    expect((await s.admin("POST", `${CARDS}/unlock`, { ma_the: "THE001" })).json().khoa).toBe(false);
    expect((await payByCard("THE001")).statusCode).toBe(201);
    const history = await s.admin("GET", `sales/payment-card-histories?ma_the=THE001&pageSize=50`);
    const kinds = history.json().items.map((h: { loai: string }) => h.loai);
    expect(kinds.filter((k: string) => k === "KHOA")).toHaveLength(1);
    expect(kinds.filter((k: string) => k === "MO")).toHaveLength(1);
  });

  it("gives exactly ten of fifty concurrent 10,000 ₫ payments from 100,000 ₫, and its balance is then 0", async () => {
    await topUp("THE003", 100_000);
    const answers = await Promise.all(Array.from({ length: 50 }, () => payByCard("THE003", 10_000)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode !== 201).every((a) => a.statusCode === 422)).toBe(true);
    expect(await balance("THE003")).toBe(0);
    const check = await s.admin("GET", `${CARDS}/balances/check`);
    expect(check.json().items).toEqual([]);
  });

  it("is refused to those without the rights, and a card's number must be known", async () => {
    expect(
      (await s.cashier("POST", TOPUPS, { ngay_ct: DAY, ma_the: "THE001", tien: 1, payments: [] })).statusCode,
    ).toBe(403);
    const lower = await topUp("the002", 10_000);
    expect(lower.statusCode, lower.body).toBe(201);
    expect(lower.json().ma_the).toBe("THE002");
    const unknown = await topUp("THE999", 100_000);
    expect(unknown.json().errors.ma_the).toBe("Thẻ THE999 không tồn tại");
    const noCard = await s.cashier("POST", BILLS, {
      ngay_ct: DAY,
      ma_kho: "K01",
      status: "2",
      details: [{ ma_vt: "SP01", so_luong: 1 }],
      payments: [{ ma_httt: "TTT", tien: 165_000 }],
    });
    expect(noCard.json().errors["payments.0.ma_the"]).toBe("Nhập số thẻ trả trước");
  });
});
