import { describe, expect, it } from "vitest";
import { addItem, billBody, changeQuantity, emptyCart, setDiscount, setPrice } from "../cart";
import { activeCart, confirmQueued, freshBills, openBillWith, updateActive } from "../openBills";
import { massage, shampoo } from "../testItems";
import { localQuote, localReceipt, offlineBody } from "./localBill";

const cart = () => changeQuantity(addItem(addItem(emptyCart(), shampoo), massage), 0, 1);

describe("a sale priced in the browser when the server cannot be reached", () => {
  it("comes to what the server would post: each line at the price seen, VAT on the goods", () => {
    const quote = localQuote(cart());
    expect(quote.details.map((d) => [d.ma_vt, d.so_luong, d.gia, d.tien])).toEqual([
      ["SP01", 2, 150_000, 300_000],
      ["DV01", 1, 200_000, 200_000],
    ]);
    expect([quote.tong_tien, quote.tong_thue, quote.tong_thanh_toan]).toEqual([500_000, 30_000, 530_000]);
    expect(localQuote(setPrice(cart(), 1, 180_000)).tong_thanh_toan).toBe(510_000);
  });

  it("is sent with the price the customer was charged on every line, so a changed price is refused, not posted", () => {
    const body = offlineBody(setPrice(cart(), 1, 180_000), "K01", "2026-11-29", 510_000);
    expect(body.details).toEqual([
      { ma_vt: "SP01", ma_dvt: "CHAI", so_luong: 2, gia: 150_000 },
      { ma_vt: "DV01", ma_dvt: "LAN", so_luong: 1, gia: 180_000 },
    ]);
    expect(body.payments).toEqual([{ ma_httt: "TM", tien: 510_000 }]);
  });

  it("takes a typed discount off the line before VAT, and sends it", () => {
    const discounted = setDiscount(cart(), 0, 20_000);
    expect(localQuote(discounted)).toMatchObject({ tong_tien: 500_000, tong_ck: 20_000, tong_thue: 28_000 });
    expect(localQuote(discounted).tong_thanh_toan).toBe(508_000);
    expect(billBody(discounted, "K01", "2026-11-29", 0).details[0]).toEqual({
      ma_vt: "SP01",
      ma_dvt: "CHAI",
      so_luong: 2,
      ck: 20_000,
    });
    expect(setDiscount(discounted, 0, 0).lines[0]?.ck).toBeUndefined();
    // Kept offline, the sale goes with that discount and without the promotions the counter could not know of.
    const kept = offlineBody(discounted, "K01", "2026-11-29", 508_000);
    expect(kept.details[0]).toEqual({ ma_vt: "SP01", ma_dvt: "CHAI", so_luong: 2, gia: 150_000, ck: 20_000 });
    expect(kept.khuyen_mai).toBe(false);
  });

  it("gives a receipt without a number, with the payments named and the change", () => {
    const given = { ...cart(), payments: [{ id: 1, ma_httt: "TM", tien: 600_000 }] };
    const receipt = localReceipt(given, "2026-11-29", "K01", { branch: "Chi nhánh Quận 1", payment: () => "Tiền mặt" });
    expect(receipt).toMatchObject({
      so_ct: "",
      ten_dvcs: "Chi nhánh Quận 1",
      tong_thanh_toan: 530_000,
      tien_thoi: 70_000,
      con_no: 0,
      payments: [{ ma_httt: "TM", ten_httt: "Tiền mặt", tien: 600_000 }],
    });
  });

  it("is replaced by the server's bill in its tab once confirmed; a refused one reopens in a tab of its own", () => {
    const queued = updateActive(freshBills(), (c) => ({ ...addItem(c, shampoo), queued: "k-1" }));
    const bill = { ...localReceipt(activeCart(queued), "2026-11-29", "K01", { payment: String }), so_ct: "HD26-00007" };
    const done = confirmQueued(queued, "k-1", bill);
    expect(done.tabs[0]?.cart).toMatchObject({ queued: undefined, sold: { so_ct: "HD26-00007" } });
    expect(confirmQueued(queued, "k-other", bill)).toEqual(queued);
    const reopened = openBillWith(done, addItem(emptyCart(), massage));
    expect(reopened.tabs).toHaveLength(2);
    expect(reopened.active).toBe(2);
  });
});
