import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { salesTenant } from "../../../../../../test/fixtures/sales-tenant.js";

let t: TestApp;
let s: Awaited<ReturnType<typeof salesTenant>>;
const PERIODS = "sales/payment-card-periods";

/** Vietnam's day `days` from today, as the server counts days. */
const day = (days = 0) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString("en-CA", { timeZone: "Asia/Ho_Chi_Minh" });

beforeAll(async () => {
  t = await startTestApp();
  s = await salesTenant(t, "sale_periods", "2026-05-01", 20);
  for (const [ma_the, ngay_het_han] of [
    ["HAN10", day(10)],
    ["HANCU", day(-2)],
    ["HAN100", day(100)],
    ["KHONGHAN", null],
  ] as const) {
    const card = await s.admin("POST", "sales/payment-cards", {
      ma_the,
      ma_kh: "KH0001",
      ngay_phat_hanh: "2026-05-01",
      ngay_het_han,
    });
    expect(card.statusCode, card.body).toBe(200);
  }
  const topUp = await s.admin("POST", "sales/payment-cards/update", {
    ngay_ct: day(),
    ma_dvcs: "CN01",
    ma_the: "HAN10",
    tien: 500_000,
    status: "2",
    payments: [{ ma_httt: "TM", tien: 500_000 }],
  });
  expect(topUp.statusCode, topUp.body).toBe(201);
});
afterAll(() => t.close());

const extend = (ma_the: string, ngay_het_han: string | null, as = s.admin) =>
  as("POST", PERIODS, { ma_the, ngay_het_han, ly_do: "Khách yêu cầu" });

const payByCard = () =>
  s.cashier("POST", "sales/retail-orders", {
    ngay_ct: day(),
    ma_kho: "K01",
    status: "2",
    details: [{ ma_vt: "DV01", so_luong: 1 }],
    payments: [{ ma_httt: "TTT", ma_the: "HAN10", tien: 200_000 }],
  });

describe("a card's period of validity", () => {
  it("lists the cards ending within 30 days, the ended first, with the days left", async () => {
    const res = await s.admin("GET", PERIODS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().den_ngay).toBe(day(30));
    expect(res.json().items.map((c: { ma_the: string; con_ngay: number }) => [c.ma_the, c.con_ngay])).toEqual([
      ["HANCU", -2],
      ["HAN10", 10],
    ]);
    const later = await s.admin("GET", `${PERIODS}?den_ngay=${day(365)}`);
    expect(later.json().items.map((c: { ma_the: string }) => c.ma_the)).toEqual(["HANCU", "HAN10", "HAN100"]);
  });

  it("ends the card's use at its end, and a new period opens it again, in its history once", async () => {
    expect((await extend("han10", day(-1))).statusCode).toBe(200);
    const refused = await payByCard();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors["payments.0.ma_the"]).toMatch(/hết hạn/);

    const end = day(365);
    const extended = await extend("HAN10", end);
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json()).toMatchObject({ ma_the: "HAN10", so_du: 500_000, ngay_het_han: end });
    // Asked again, nothing more happens.
    expect((await extend("HAN10", end)).statusCode).toBe(200);
    expect((await payByCard()).statusCode).toBe(201);

    const history = await s.admin("GET", "sales/payment-card-histories?ma_the=HAN10&pageSize=50");
    const periods = history.json().items.filter((m: { loai: string }) => m.loai === "HAN");
    expect(periods).toHaveLength(2);
    expect(periods[0]).toMatchObject({ tien: 0, so_du: 500_000 });
    expect(periods[0].dien_giai).toBe(`Gia hạn đến ${end.split("-").reverse().join("/")}: Khách yêu cầu`);
  });

  it("may end never, not before the card was issued, and only for whoever may change periods", async () => {
    expect((await extend("HANCU", null)).json().ngay_het_han).toBeNull();
    const early = await extend("HAN100", "2026-04-30");
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.ngay_het_han).toBe("Ngày hết hạn không được trước ngày phát hành 01/05/2026");
    expect((await extend("KHONG_CO", day(10))).statusCode).toBe(422);
    expect((await extend("HAN100", day(400), s.cashier)).statusCode).toBe(403);
    expect((await s.cashier("GET", PERIODS)).statusCode).toBe(403);
  });
});
