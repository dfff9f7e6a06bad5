import { fromFixed, goodsAmounts } from "@sen/core";
import { billBody, type Cart, paymentsFor } from "../cart";
import type { BillAnswer } from "../cashierApi";

const shown = (value: bigint) => Number(fromFixed(value, 2));

/**
 * The bill as the browser prices it when the server cannot: each line at the price the cashier saw (or typed) and
 * its VAT rate, by the same rule the server prices by, so the amount taken is the amount the server will post.
 */
export function localQuote(
  cart: Cart,
): Pick<BillAnswer, "details" | "tong_tien" | "tong_ck" | "tong_thue" | "tong_thanh_toan" | "ma_ctkm"> {
  let [tien, ck, thue] = [0n, 0n, 0n];
  const details = cart.lines.map((line, i) => {
    const gia = line.gia_tay ?? line.gia;
    const amounts = goodsAmounts({ so_luong: line.so_luong, gia, ck: line.ck ?? 0, thue_suat: line.thue_suat ?? 0 });
    tien += amounts.tien;
    ck += amounts.ck;
    thue += amounts.thue;
    return {
      line: i + 1,
      ma_vt: line.ma_vt,
      ten_vt: line.ten_vt,
      ma_dvt: line.ma_dvt,
      so_luong: line.so_luong,
      gia,
      tien: shown(amounts.tien),
      ck: shown(amounts.ck),
      thue_suat: line.thue_suat ?? 0,
    };
  });
  return {
    details,
    tong_tien: shown(tien),
    tong_ck: shown(ck),
    tong_thue: shown(thue),
    tong_thanh_toan: shown(tien - ck + thue),
  };
}

/**
 * A sale made without the server, as it will be sent: every line at the price the customer was charged, so that a
 * price changed meanwhile is refused (and waits for the cashier) rather than posted at an amount not taken.
 */
export function offlineBody(cart: Cart, ma_kho: string, ngay_ct: string, due: number) {
  const body = billBody(cart, ma_kho, ngay_ct, due);
  return {
    ...body,
    // The customer paid the prices shown here, which knew of no promotion.
    khuyen_mai: false,
    // The price and the discount the customer was charged, as the browser priced the bill.
    details: cart.lines.map(({ ma_vt, ma_dvt, so_luong, gia, gia_tay, ck }) => ({
      ma_vt,
      ma_dvt,
      so_luong,
      gia: gia_tay ?? gia,
      ...(ck ? { ck } : {}),
    })),
  };
}

/** The receipt of a sale the server has not confirmed yet: no number, the browser's totals and the payments taken. */
export function localReceipt(
  cart: Cart,
  ngay_ct: string,
  ma_kho: string,
  names: { branch?: string; payment: (code: string) => string },
): BillAnswer {
  const quote = localQuote(cart);
  const payments = paymentsFor(cart, quote.tong_thanh_toan);
  const given = payments.reduce((sum, p) => sum + p.tien, 0);
  return {
    ...quote,
    stt_rec: "",
    so_ct: "",
    ngay_ct,
    ma_kho,
    ten_dvcs: names.branch,
    ma_kh: cart.customer?.ma_kh ?? null,
    ten_kh: cart.customer?.ten_kh,
    payments: payments.map((p) => ({
      ma_httt: p.ma_httt,
      ten_httt: names.payment(p.ma_httt),
      tien: p.tien,
      ma_gd: p.ma_gd ?? null,
      ma_the: p.ma_the ?? null,
    })),
    tien_thoi: Math.max(0, given - quote.tong_thanh_toan),
    con_no: Math.max(0, quote.tong_thanh_toan - given),
  };
}
