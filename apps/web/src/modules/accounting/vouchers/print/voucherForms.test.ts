import { describe, expect, it } from "vitest";
import { VOUCHER_FORM_LAYOUTS, voucherAccounts } from "./voucherForms";

const doc = {
  tk: "1111",
  details: [
    { tk: "131", tien: 1_000_000 },
    { tk: "5113", tien: 200_000 },
    { tk: "131", tien: 50_000 },
  ],
};

describe("cash voucher forms", () => {
  it("print a receipt as debit to the cash account and credit to each contra account once", () => {
    expect(voucherAccounts(doc, "in")).toEqual({ debit: "1111", credit: "131, 5113" });
  });

  it("print a payment the other way round", () => {
    expect(voucherAccounts(doc, "out")).toEqual({ debit: "131, 5113", credit: "1111" });
  });

  it("name the statutory forms 01-TT and 02-TT with the cashier's signature", () => {
    expect(VOUCHER_FORM_LAYOUTS["01-TT"]).toMatchObject({ title: "PHIẾU THU", formNo: "Mẫu số 01 - TT" });
    expect(VOUCHER_FORM_LAYOUTS["02-TT"]).toMatchObject({ title: "PHIẾU CHI", formNo: "Mẫu số 02 - TT" });
    expect(VOUCHER_FORM_LAYOUTS["02-TT"].signatures.map((s) => s.title)).toContain("Thủ quỹ");
  });
});
