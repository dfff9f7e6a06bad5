import { describe, expect, it } from "vitest";
import { balanceAfter, cardCode, givenOf, topUpBody, topUpErrors, topUpFigures, topUpQuoteBody } from "./cardDraft";
import { cardState, moveName, signedAmount } from "./cardMoves";
import type { CardMovement } from "./cardsApi";

const move = (id: number, loai: string, tien: number, so_du: number, stt_rec: string | null = "T1"): CardMovement => ({
  id,
  ma_the: "THE001",
  ngay_ct: "2026-11-29",
  loai,
  tien,
  so_du,
  stt_rec,
  ma_ct: stt_rec ? "NT1" : null,
  so_ct: stt_rec ? "NT26-00001" : null,
  ma_dvcs: "CN01",
  dien_giai: "",
  created_at: "2026-11-29T03:00:00.000Z",
});

describe("a prepaid card on screen", () => {
  it("is named by its number in upper case, however typed", () => {
    expect(cardCode(" the001 ")).toBe("THE001");
    expect(cardCode(undefined)).toBe("");
  });

  it("is in use, locked, expired or out of use, the lock first", () => {
    expect(cardState({ khoa: false, ngay_het_han: null }, "2026-11-29")).toBe("active");
    expect(cardState({ khoa: false, ngay_het_han: "2026-11-29" }, "2026-11-29")).toBe("active");
    expect(cardState({ khoa: false, ngay_het_han: "2026-11-28" }, "2026-11-29")).toBe("expired");
    expect(cardState({ khoa: true, ngay_het_han: "2026-11-28" }, "2026-11-29")).toBe("locked");
    expect(cardState({ khoa: true, status: false }, "2026-11-29")).toBe("inactive");
  });

  it("names each movement in the user's words and signs its amount; a lock moves nothing", () => {
    expect(moveName("NAP")).toBe("paymentCards.moves.topUp");
    expect(moveName("KM")).toBe("paymentCards.moves.bonus");
    expect(moveName("TT")).toBe("paymentCards.moves.payment");
    expect(moveName("HOAN")).toBe("paymentCards.moves.refund");
    expect(moveName("KHOA")).toBe("paymentCards.moves.lock");
    expect(moveName("MO")).toBe("paymentCards.moves.unlock");
    expect(moveName("XYZ")).toBe("XYZ");
    expect(signedAmount(1_000_000)).toBe("+1,000,000");
    expect(signedAmount(-165_000)).toBe("−165,000");
    expect(signedAmount(0)).toBe("");
  });
});

describe("a top-up", () => {
  it("left the balance of its last movement onto the card, not of its cancel", () => {
    const day = [
      move(5, "KM", -100_000, 40_000),
      move(4, "NAP", -1_000_000, 140_000),
      move(3, "TT", -960_000, 1_140_000, "B1"),
      move(2, "KM", 100_000, 1_100_000),
      move(1, "NAP", 1_000_000, 1_000_000),
    ];
    expect(balanceAfter(day, "T1")).toBe(1_100_000);
    expect(balanceAfter(day, "T9")).toBeUndefined();
  });

  it("is sent with its card in upper case, its amount and payments, posted, without lines", () => {
    const body = topUpBody({
      ngay_ct: "2026-11-29",
      ma_dvcs: "CN01",
      ma_the: "the001",
      tien: 1_000_000,
      dien_giai: "  ",
      payments: [{ id: 1, ma_httt: "TM", tien: 1_200_000 }],
    });
    expect(body).toEqual({
      ngay_ct: "2026-11-29",
      ma_dvcs: "CN01",
      ma_the: "THE001",
      tien: 1_000_000,
      status: "2",
      payments: [{ ma_httt: "TM", tien: 1_200_000 }],
    });
    expect(body).not.toHaveProperty("details");
  });

  it("is quoted paid in cash once a card and an amount are there", () => {
    expect(topUpQuoteBody({ ngay_ct: "2026-11-29", ma_the: "", tien: 100 })).toBeUndefined();
    expect(topUpQuoteBody({ ngay_ct: "2026-11-29", ma_the: "THE001", tien: null })).toBeUndefined();
    expect(topUpQuoteBody({ ngay_ct: "2026-11-29", ma_the: "THE001", tien: 500_000 })?.payments).toEqual([
      { ma_httt: "TM", tien: 500_000 },
    ]);
  });

  it("puts its amount and bonus onto the card, and gives back what cash exceeds", () => {
    expect(topUpFigures({ tien: 1_000_000, tien_km: "100000", so_du: 50_000 })).toEqual({
      tien: 1_000_000,
      bonus: 100_000,
      onto: 1_100_000,
      after: 1_150_000,
    });
    expect(topUpFigures({ tien: null }).after).toBeUndefined();
    const rows = [
      { id: 1, ma_httt: "CK", tien: 300_000 },
      { id: 2, ma_httt: "TM", tien: 800_000 },
    ];
    expect(givenOf(rows, 1_000_000)).toEqual({ given: 1_100_000, change: 100_000, short: 0 });
    expect(givenOf([{ id: 1, ma_httt: "TM", tien: 400_000 }], 1_000_000).short).toBe(600_000);
    expect(givenOf([{ id: 1, ma_httt: "TM", tien: null }], 1_000_000).given).toBe(1_000_000);
  });

  it("shows a refusal on the card, the amount, the payment row it names, and the rest above the form", () => {
    const rows = [
      { id: 1, ma_httt: "TM", tien: 0 },
      { id: 2, ma_httt: "TTT", tien: null },
    ];
    const placed = topUpErrors(
      {
        ma_the: "Thẻ THE001 đang bị khóa",
        "payments.0.ma_httt": "Không nạp thẻ bằng thẻ trả trước",
        payments: "Phải thu đủ số tiền nạp",
      },
      rows,
      1_000_000,
    );
    expect(placed.fields).toEqual([{ name: "ma_the", errors: ["Thẻ THE001 đang bị khóa"] }]);
    // The empty cash row was not sent: the first payment sent is the second row.
    expect(placed.rows).toEqual({ 1: "Không nạp thẻ bằng thẻ trả trước" });
    expect(placed.rest).toEqual(["Phải thu đủ số tiền nạp"]);
  });
});
