import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { type StockTenant, stockTenant } from "../../../../../../test/fixtures/stock-tenant.js";
import { inTenant } from "../../../platform/db/tenant-db.js";
import { ensureReferenceData } from "../../../seed/base.js";

let t: TestApp;
let s: StockTenant;
beforeAll(async () => {
  t = await startTestApp();
  s = await stockTenant(t, "paytypes");
});
afterAll(() => t.close());

interface PaymentType {
  id: string;
  ma_httt: string;
  ten_httt: string;
  loai_tt: string;
  tk: string;
  status: boolean;
}
const paymentTypes = async () =>
  (await s.admin("GET", "sales/payment-types?pageSize=50")).json().items as PaymentType[];

describe("payment types (sales/payment-types)", () => {
  it("start with the seven of DOCUMENTS.md in the cashier's order, each debiting its account", async () => {
    const items = await paymentTypes();
    expect(items.map((p) => [p.ma_httt, p.loai_tt, p.tk])).toEqual([
      ["TM", "cash", "1111"],
      ["CK", "transfer", "1121"],
      ["THE", "bank_card", "113"],
      ["TTT", "payment_card", "3387"],
      ["TVD", "no_name_card", "3387"],
      ["VC", "voucher", "521"],
      ["DIEM", "points", "641"],
    ]);
    expect(items[0]?.ten_httt).toBe("Tiền mặt");
  });

  it("are offered to the cashier's picker, listed and changed only with the screen's rights", async () => {
    const lookup = await s.cashier("GET", "sales/payment-types/lookup");
    expect(lookup.statusCode, lookup.body).toBe(200);
    expect(lookup.json().items.map((p: PaymentType) => p.ma_httt)).toContain("TM");
    expect((await s.sale("GET", "sales/payment-types/lookup")).statusCode).toBe(403);
    expect((await s.sale("GET", "sales/payment-types")).statusCode).toBe(403);
    const created = await s.sale("POST", "sales/payment-types", { ma_httt: "MOMO", ten_httt: "Ví MoMo", tk: "1121" });
    expect(created.statusCode).toBe(403);
  });

  it("keep a built-in type's code and kind and refuse to delete it, naming it", async () => {
    const cash = (await paymentTypes()).find((p) => p.ma_httt === "TM") as PaymentType;
    const removed = await s.admin("DELETE", `sales/payment-types/${cash.id}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toBe(
      "TM là hình thức thanh toán có sẵn của phần mềm, không thể xóa, đổi mã hay đổi cách thanh toán; hãy chuyển sang ngừng sử dụng",
    );
    expect((await s.admin("PATCH", `sales/payment-types/${cash.id}`, { ma_httt: "TIENMAT" })).statusCode).toBe(409);
    expect((await s.admin("PATCH", `sales/payment-types/${cash.id}`, { loai_tt: "transfer" })).statusCode).toBe(409);
    // Its name, account and use are the tenant's.
    const renamed = await s.admin("PATCH", `sales/payment-types/${cash.id}`, {
      ten_httt: "Tiền mặt tại quầy",
      tk: "1112",
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ ma_httt: "TM", ten_httt: "Tiền mặt tại quầy", tk: "1112" });
    const paused = await s.admin("PATCH", `sales/payment-types/${cash.id}`, { status: false });
    expect(paused.statusCode).toBe(200);
    // A restart neither brings back the old values nor a second TM.
    await inTenant(t.pool, s.schema, ensureReferenceData);
    const again = (await paymentTypes()).filter((p) => p.ma_httt === "TM");
    expect(again).toEqual([expect.objectContaining({ tk: "1112", status: false })]);
  });

  it("take a tenant's own type, acting as a kind, and delete it", async () => {
    const wallet = await s.admin("POST", "sales/payment-types", {
      ma_httt: "momo",
      ten_httt: "Ví MoMo",
      loai_tt: "transfer",
      tk: "1121",
      thu_tu: 7,
    });
    expect(wallet.statusCode, wallet.body).toBe(200);
    expect(wallet.json()).toMatchObject({ ma_httt: "MOMO", loai_tt: "transfer" });
    expect((await s.admin("DELETE", `sales/payment-types/${wallet.json().id}`)).statusCode).toBe(200);
  });

  it("refuse an account with sub-accounts, and a VietQR bank that is not a BIN with its account", async () => {
    const parent = await s.admin("POST", "sales/payment-types", {
      ma_httt: "CK2",
      ten_httt: "Chuyển khoản 2",
      tk: "112",
    });
    expect(parent.statusCode).toBe(422);
    expect(parent.json().errors.tk).toBe("Tài khoản 112 có tài khoản chi tiết: hãy chọn một tài khoản chi tiết của nó");
    const bin = await s.admin("POST", "sales/payment-types", {
      ma_httt: "CK2",
      ten_httt: "Chuyển khoản 2",
      tk: "1121",
      ma_ngan_hang: "VCB",
      so_tk_nh: "0071000123456",
    });
    expect(bin.statusCode).toBe(422);
    expect(bin.json().errors.ma_ngan_hang).toBe(
      "Mã ngân hàng là mã BIN 6 chữ số của một ngân hàng trong danh sách VietQR (ví dụ 970436)",
    );
    const unknownBank = await s.admin("POST", "sales/payment-types", {
      ma_httt: "CK2",
      ten_httt: "Chuyển khoản 2",
      tk: "1121",
      ma_ngan_hang: "999999",
      so_tk_nh: "0071000123456",
    });
    expect(Object.keys(unknownBank.json().errors)).toEqual(["ma_ngan_hang"]);
    const account = await s.admin("POST", "sales/payment-types", {
      ma_httt: "CK2",
      ten_httt: "Chuyển khoản 2",
      tk: "1121",
      ma_ngan_hang: "970436",
    });
    expect(account.statusCode).toBe(422);
    expect(account.json().errors.so_tk_nh).toBe("Nhập số tài khoản nhận để in được mã VietQR");
    const transfer = (await paymentTypes()).find((p) => p.ma_httt === "CK") as PaymentType;
    const ok = await s.admin("PATCH", `sales/payment-types/${transfer.id}`, {
      ma_ngan_hang: "970436",
      so_tk_nh: "0071000123456",
      chu_tk_nh: "CONG TY TNHH SEN SPA",
    });
    expect(ok.statusCode, ok.body).toBe(200);
    // Removing the account of a named bank is refused too.
    const cleared = await s.admin("PATCH", `sales/payment-types/${transfer.id}`, { so_tk_nh: "" });
    expect(cleared.statusCode).toBe(422);
  });
});

describe("card types (sales/card-types)", () => {
  it("start with the cards a terminal takes, on 113 until the bank settles, and refuse a parent account", async () => {
    const items = (await s.admin("GET", "sales/card-types?pageSize=50")).json().items as {
      ma_loai_the: string;
      tk: string;
    }[];
    expect(items.map((c) => c.ma_loai_the).sort()).toEqual(["AMEX", "JCB", "MASTER", "NAPAS", "VISA"]);
    expect(new Set(items.map((c) => c.tk))).toEqual(new Set(["113"]));
    const parent = await s.admin("POST", "sales/card-types", {
      ma_loai_the: "UPI",
      ten_loai_the: "UnionPay",
      tk: "112",
    });
    expect(parent.statusCode).toBe(422);
    expect(Object.keys(parent.json().errors)).toEqual(["tk"]);
    const fee = await s.admin("POST", "sales/card-types", {
      ma_loai_the: "UPI",
      ten_loai_the: "UnionPay",
      tk: "113",
      phi: 1.8,
    });
    expect(fee.statusCode, fee.body).toBe(200);
    expect(Number(fee.json().phi)).toBe(1.8);
  });
});
