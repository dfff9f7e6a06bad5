import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../../../test/api.js";
import { salesTenant } from "../../../../../../test/fixtures/sales-tenant.js";

let t: TestApp;
let s: Awaited<ReturnType<typeof salesTenant>>;

const DAY = "2026-05-04";
const ISSUES = "sales/no-name-cards/issues";
const ORDERS = "sales/no-name-orders";
const DEPOSITS = "sales/no-name-deposits";
const TRANSFERS = "sales/no-name-transfers";
const RECEIVES = "sales/no-name-receives";
const BILLS = "sales/retail-orders";
const CN02 = { "x-branches": "CN02" };

beforeAll(async () => {
  t = await startTestApp();
  s = await salesTenant(t, "noname", "2026-05-01", 200);
  for (const [ma_loai, ten_loai, menh_gia, gia_ban, so_ngay] of [
    ["T500K", "Thẻ 500K", 500_000, 500_000, null],
    ["T1TR", "Thẻ 1 triệu", 1_000_000, 950_000, 365],
    ["T100K", "Thẻ 100K", 100_000, 100_000, null],
  ] as const) {
    const type = await s.admin("POST", "sales/no-name-types", { ma_loai, ten_loai, menh_gia, gia_ban, so_ngay });
    expect(type.statusCode, type.body).toBe(200);
  }
  // 10 % off the 500K cards when an order takes 5 or more of them.
  const discount = await s.admin("POST", "sales/no-name-discounts", {
    ma_ck: "CK5THE",
    ten_ck: "Mua 5 thẻ 500K giảm 10%",
    ma_loai: "T500K",
    tu_so_luong: 5,
    tl_ck: 10,
    tu_ngay: "2026-01-01",
  });
  expect(discount.statusCode, discount.body).toBe(200);
});
afterAll(() => t.close());

const issue = (body: object, headers?: Record<string, string>) =>
  s.admin("POST", ISSUES, { ngay_ct: DAY, ma_dvcs: "CN01", status: "2", ...body }, headers);

const sell = (details: object[], tien: number, more: object = {}, headers?: Record<string, string>) =>
  s.admin(
    "POST",
    ORDERS,
    { ngay_ct: DAY, ma_dvcs: "CN01", status: "2", details, payments: [{ ma_httt: "TM", tien }], ...more },
    headers,
  );

const deposit = (so_seri: string, tien: number, headers?: Record<string, string>) =>
  s.admin(
    "POST",
    DEPOSITS,
    { ngay_ct: DAY, ma_dvcs: "CN01", status: "2", details: [{ so_seri, tien }], payments: [{ ma_httt: "TM", tien }] },
    headers,
  );

/** A bill of one bottle of shampoo (165,000 ₫ with VAT), `tien` of it by no-name card, the rest in cash. */
const payWith = (so_seri: string, tien = 165_000) =>
  s.cashier("POST", BILLS, {
    ngay_ct: DAY,
    ma_kho: "K01",
    status: "2",
    details: [{ ma_vt: "SP01", so_luong: 1 }],
    payments: [{ ma_httt: "TVD", so_seri, tien }, ...(tien < 165_000 ? [{ ma_httt: "TM", tien: 165_000 - tien }] : [])],
  });

async function card(so_seri: string) {
  const res = await s.admin("GET", `sales/no-name-cards/balances?so_seri=${so_seri}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items[0] as { so_du: number; trang_thai: string; ma_dvcs: string; ngay_het_han: string | null };
}

async function journal(api: string, id: string) {
  const res = await s.admin("GET", `${api}/${id}/journal`);
  expect(res.statusCode, res.body).toBe(200);
  return res
    .json()
    .items.map((l: { tk_no: string; tk_co: string; tien: number }) => [l.tk_no, l.tk_co, l.tien])
    .sort();
}

async function history(so_seri: string) {
  const res = await s.admin("GET", `sales/no-name-histories?so_seri=${so_seri}&pageSize=50`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.map((h: { loai: string; tien: number; so_du: number }) => [h.loai, h.tien, h.so_du]);
}

describe("no-name cards", () => {
  it("are issued in batches into a branch's stock, by a range or by a count after the last serial", async () => {
    const first = await issue({ ma_loai: "T500K", tien_to: "VD5-", tu_so: 1, den_so: 20 });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ ma_ct: "PV1", status: "2", so_luong: 20, ten_loai: "Thẻ 500K" });
    expect(first.json().details[0]).toMatchObject({ tu_seri: "VD5-000001", den_seri: "VD5-000020", so_luong: 20 });
    const more = await issue({ ma_loai: "T500K", tien_to: "vd5-", so_luong: 5 });
    expect(more.json().details[0]).toMatchObject({ tu_seri: "VD5-000021", den_seri: "VD5-000025" });
    const again = await issue({ ma_loai: "T500K", tien_to: "VD5-", tu_so: 18, so_luong: 5 });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.tu_so).toBe("Số seri VD5-000018 đã được phát hành");
    const stock = await s.admin("GET", "sales/no-name-cards/balances?ma_loai=T500K&trang_thai=kho&pageSize=50");
    expect(stock.json().total).toBe(25);
    expect(await card("VD5-000021")).toMatchObject({ so_du: 0, trang_thai: "kho", ma_dvcs: "CN01" });
    expect(await history("VD5-000001")).toEqual([["PH", 0, 0]]);
    for (const [ma_loai, tien_to, den_so] of [
      ["T1TR", "VM", 10],
      ["T100K", "VT", 3],
    ] as const) {
      expect((await issue({ ma_loai, tien_to, tu_so: 1, den_so })).statusCode).toBe(201);
    }
  });

  it("sell at the type's price less the discount the order reaches, and post the face value to 3387", async () => {
    const sale = await sell([{ tu_seri: "VD5-000001", den_seri: "vd5-000005" }], 2_300_000);
    expect(sale.statusCode, sale.body).toBe(201);
    expect(sale.json()).toMatchObject({
      ma_ct: "BV1",
      tong_tien: 2_500_000,
      tong_ck: 250_000,
      tong_thanh_toan: 2_250_000,
      tien_thoi: 50_000,
      tong_menh_gia: 2_500_000,
    });
    expect(sale.json().details[0]).toMatchObject({ ma_ck: "CK5THE", tl_ck: 10, gia: 500_000, ck: 250_000 });
    expect(await card("VD5-000003")).toMatchObject({ so_du: 500_000, trang_thai: "ban" });
    expect(await journal(ORDERS, sale.json().stt_rec)).toEqual([
      ["1111", "3387", 2_250_000],
      ["641", "3387", 250_000],
    ]);
    expect(await history("VD5-000003")).toEqual([
      ["BAN", 500_000, 500_000],
      ["PH", 0, 0],
    ]);
    const million = await sell([{ tu_seri: "VM000001" }], 950_000);
    expect(million.statusCode, million.body).toBe(201);
    expect(await journal(ORDERS, million.json().stt_rec)).toEqual([
      ["1111", "3387", 950_000],
      ["641", "3387", 50_000],
    ]);
    expect((await card("VM000001")).ngay_het_han).toBe("2027-05-04");
  });

  it("refuse a card sold already, a typed discount the shop does not allow, and a sale not paid in full", async () => {
    const sold = await sell([{ tu_seri: "VD5-000005" }], 500_000);
    expect(sold.json().errors["details.0.tu_seri"]).toBe("Thẻ VD5-000005: đã bán (cần: trong kho)");
    const typed = await sell([{ tu_seri: "VD5-000011", ck: 50_000 }], 450_000);
    expect(typed.json().errors["details.0.ck"]).toBe("Cửa hàng chưa cho phép nhập chiết khấu khi bán thẻ vô danh");
    const short = await sell([{ tu_seri: "VD5-000011" }], 400_000);
    expect(short.json().errors.payments).toBe("Phải thu đủ tiền bán thẻ");
    const byCard = await sell([{ tu_seri: "VD5-000011" }], 0, {
      payments: [{ ma_httt: "TVD", so_seri: "VD5-000001", tien: 500_000 }],
    });
    expect(byCard.json().errors["payments.0.ma_httt"]).toBe("Không nạp hoặc bán thẻ bằng thẻ vô danh");
    const manual = (value: string) => s.admin("PUT", "system/configs/sale_no_name_discount_manual", { value });
    expect((await manual("true")).statusCode).toBe(200);
    const allowed = await sell([{ tu_seri: "VD5-000011", ck: 50_000 }], 450_000);
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect(allowed.json()).toMatchObject({ tong_ck: 50_000, tong_thanh_toan: 450_000 });
    expect((await manual("false")).statusCode).toBe(200);
  });

  it("are topped up on a deposit, once when the request is retried, and not before they are sold", async () => {
    const key = "noname-deposit-1";
    const first = await deposit("vd5-000001", 200_000, { "x-branches": "CN01", "idempotency-key": key });
    expect(first.statusCode, first.body).toBe(201);
    const again = await deposit("vd5-000001", 200_000, { "x-branches": "CN01", "idempotency-key": key });
    expect(again.json().stt_rec).toBe(first.json().stt_rec);
    expect((await card("VD5-000001")).so_du).toBe(700_000);
    expect(await journal(DEPOSITS, first.json().stt_rec)).toEqual([["1111", "3387", 200_000]]);
    const unsold = await deposit("VD5-000012", 100_000);
    expect(unsold.json().errors["details.0.so_seri"]).toBe("Thẻ VD5-000012 chưa được bán");
  });

  it("travel to another branch, are received there, and go back only once their receive is cancelled", async () => {
    const sent = await s.admin("POST", TRANSFERS, {
      ngay_ct: DAY,
      ma_dvcs: "CN01",
      status: "2",
      loai_chuyen: "chi_nhanh",
      ma_dvcs_nhan: "CN02",
      details: [{ tu_seri: "VD5-000016", den_seri: "VD5-000020" }],
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await card("VD5-000018")).toMatchObject({ trang_thai: "chuyen", ma_dvcs: "CN01" });
    const inTransit = await sell([{ tu_seri: "VD5-000018" }], 500_000);
    expect(inTransit.json().errors["details.0.tu_seri"]).toBe("Thẻ VD5-000018: đang chuyển (cần: trong kho)");
    const waiting = await s.admin("GET", `${RECEIVES}/pending`, undefined, CN02);
    expect(waiting.json().items).toEqual([
      expect.objectContaining({ stt_rec: sent.json().stt_rec, so_luong: 5, ma_dvcs: "CN01" }),
    ]);
    const stt_rec_ck = sent.json().stt_rec;
    const wrong = await s.admin("POST", RECEIVES, { ngay_ct: DAY, ma_dvcs: "CN01", status: "2", stt_rec_ck });
    expect(wrong.json().errors.stt_rec_ck).toMatch(/chuyển thẻ đến chi nhánh CN02, không phải CN01$/);
    const received = await s.admin("POST", RECEIVES, { ngay_ct: DAY, ma_dvcs: "CN02", status: "2", stt_rec_ck }, CN02);
    expect(received.statusCode, received.body).toBe(201);
    expect(received.json().details[0]).toMatchObject({ tu_seri: "VD5-000016", so_luong: 5 });
    expect(await card("VD5-000018")).toMatchObject({ trang_thai: "kho", ma_dvcs: "CN02" });
    expect((await s.admin("GET", `${RECEIVES}/pending`, undefined, CN02)).json().items).toEqual([]);
    const twice = await s.admin("POST", RECEIVES, { ngay_ct: DAY, ma_dvcs: "CN02", status: "2", stt_rec_ck }, CN02);
    expect(twice.json().errors.stt_rec_ck).toMatch(/đã được nhận/);
    const elsewhere = await sell([{ tu_seri: "VD5-000018" }], 500_000);
    expect(elsewhere.json().errors["details.0.tu_seri"]).toBe("Thẻ VD5-000018 thuộc chi nhánh CN02");
    const early = await s.admin("PATCH", `${TRANSFERS}/${stt_rec_ck}`, { status: "9" });
    expect(early.json().errors.status).toMatch(/^Thẻ đã được nhận tại CN02 .*: hủy phiếu nhận trước$/);
    const undo = await s.admin("PATCH", `${RECEIVES}/${received.json().stt_rec}`, { status: "9" }, CN02);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(await card("VD5-000018")).toMatchObject({ trang_thai: "chuyen", ma_dvcs: "CN01" });
    const back = await s.admin("PATCH", `${TRANSFERS}/${stt_rec_ck}`, { status: "9" });
    expect(back.statusCode, back.body).toBe(200);
    expect(await card("VD5-000018")).toMatchObject({ trang_thai: "kho", ma_dvcs: "CN01" });
    expect((await history("VD5-000018")).map((h: unknown[]) => h[0])).toEqual(["HUY", "HUY", "NHAN", "CHUYEN", "PH"]);
  });

  it("move a balance from card to card (the whole of it when no amount is given), and back on the cancel", async () => {
    const move = (details: object[]) =>
      s.admin("POST", TRANSFERS, { ngay_ct: DAY, ma_dvcs: "CN01", status: "2", loai_chuyen: "the", details });
    const part = await move([{ tu_seri: "VD5-000002", so_seri_nhan: "VD5-000003", tien: 200_000 }]);
    expect(part.statusCode, part.body).toBe(201);
    expect([(await card("VD5-000002")).so_du, (await card("VD5-000003")).so_du]).toEqual([300_000, 700_000]);
    const whole = await move([{ tu_seri: "VD5-000002", so_seri_nhan: "VM000001" }]);
    expect(whole.json().details[0].tien).toBe(300_000);
    expect((await card("VD5-000002")).so_du).toBe(0);
    const empty = await move([{ tu_seri: "VD5-000002", so_seri_nhan: "VD5-000003" }]);
    expect(empty.json().errors["details.0.tu_seri"]).toBe("Thẻ VD5-000002 không còn số dư để chuyển");
    const unsold = await move([{ tu_seri: "VD5-000003", so_seri_nhan: "VD5-000013", tien: 1 }]);
    expect(unsold.json().errors["details.0.so_seri_nhan"]).toBe("Thẻ VD5-000013 chưa được bán");
    expect((await s.admin("PATCH", `${TRANSFERS}/${whole.json().stt_rec}`, { status: "9" })).statusCode).toBe(200);
    expect((await s.admin("PATCH", `${TRANSFERS}/${part.json().stt_rec}`, { status: "9" })).statusCode).toBe(200);
    expect([(await card("VD5-000002")).so_du, (await card("VD5-000003")).so_du]).toEqual([500_000, 500_000]);
    expect((await card("VM000001")).so_du).toBe(1_000_000);
  });

  it("pay a bill at the counter (TVD), and the bill's cancel gives the money back; history has the balance after each", async () => {
    const bill = await payWith("vd5-000004");
    expect(bill.statusCode, bill.body).toBe(201);
    expect(bill.json().payments[0]).toMatchObject({ ma_httt: "TVD", so_seri: "VD5-000004", tk: "3387" });
    expect((await card("VD5-000004")).so_du).toBe(335_000);
    const lines = await journal(BILLS, bill.json().stt_rec);
    expect(
      lines.filter((l: unknown[]) => l[0] === "3387").reduce((n: number, l: number[]) => n + Number(l[2]), 0),
    ).toBe(165_000);
    const cancelled = await s.admin("PATCH", `${BILLS}/${bill.json().stt_rec}`, { status: "9" });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await history("VD5-000004")).slice(0, 3)).toEqual([
      ["HOAN", 165_000, 500_000],
      ["TT", -165_000, 335_000],
      ["BAN", 500_000, 500_000],
    ]);
    const unsold = await payWith("VD5-000013");
    expect(unsold.json().errors["payments.0.so_seri"]).toBe("Thẻ VD5-000013 chưa được bán");
    const noSerial = await s.cashier("POST", BILLS, {
      ngay_ct: DAY,
      ma_kho: "K01",
      status: "2",
      details: [{ ma_vt: "SP01", so_luong: 1 }],
      payments: [{ ma_httt: "TVD", tien: 165_000 }],
    });
    expect(noSerial.json().errors["payments.0.so_seri"]).toBe("Nhập số seri thẻ vô danh");
    const paid = await payWith("VD5-000004");
    expect((await s.admin("PUT", "system/configs/sale_return_days", { value: "3650" })).statusCode).toBe(200);
    const refund = (so_seri: string) =>
      s.admin("POST", "sales/returns", {
        ngay_ct: DAY,
        stt_rec_hd: paid.json().stt_rec,
        status: "2",
        details: [{ ma_vt: "SP01", so_luong: 1 }],
        payments: [{ ma_httt: "TVD", so_seri, tien: 165_000 }],
      });
    const onUnsold = await refund("VD5-000013");
    expect(onUnsold.json().errors?.["payments.0.so_seri"], onUnsold.body).toBe("Thẻ VD5-000013 chưa được bán");
    const back = await refund("VD5-000004");
    expect(back.statusCode, back.body).toBe(201);
    expect((await history("VD5-000004"))[0]).toEqual(["HOAN", 165_000, 500_000]);
    const looked = await s.cashier("GET", "sales/no-name-lookup?so_seri=vd5-000004");
    expect(looked.json()).toMatchObject({
      so_seri: "VD5-000004",
      ten_loai: "Thẻ 500K",
      trang_thai: "ban",
      so_du: 500_000,
    });
  });

  it("give exactly ten of twenty concurrent 10,000 ₫ payments from 100,000 ₫, and the balance is then 0", async () => {
    expect((await sell([{ tu_seri: "VT000001" }], 100_000)).statusCode).toBe(201);
    const answers = await Promise.all(Array.from({ length: 20 }, () => payWith("VT000001", 10_000)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(10);
    expect(answers.filter((a) => a.statusCode !== 201).every((a) => a.statusCode === 422)).toBe(true);
    expect((await card("VT000001")).so_du).toBe(0);
    expect((await s.admin("GET", "sales/no-name-cards/balances/check")).json().items).toEqual([]);
  });

  it("undo a sale only while its cards are unused, and void an issue only while its cards are in stock", async () => {
    const sale = await sell([{ tu_seri: "VD5-000021", den_seri: "VD5-000022" }], 1_000_000);
    const other = await sell([{ tu_seri: "VD5-000023" }], 500_000);
    expect((await payWith("VD5-000023", 10_000)).statusCode).toBe(201);
    const used = await s.admin("PATCH", `${ORDERS}/${other.json().stt_rec}`, { status: "9" });
    expect(used.json().errors.status).toBe("Thẻ VD5-000023 đã có giao dịch sau khi bán: không hủy được chứng từ");
    const undone = await s.admin("PATCH", `${ORDERS}/${sale.json().stt_rec}`, { status: "9" });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await card("VD5-000021")).toMatchObject({ so_du: 0, trang_thai: "kho" });
    expect(await journal(ORDERS, sale.json().stt_rec)).toEqual([
      ["1111", "3387", -1_000_000],
      ["1111", "3387", 1_000_000],
    ]);
    const issued = await issue({ ma_loai: "T100K", tien_to: "VX", tu_so: 1, den_so: 3 });
    const voided = await s.admin("PATCH", `${ISSUES}/${issued.json().stt_rec}`, { status: "9" });
    expect(voided.statusCode, voided.body).toBe(200);
    expect((await card("VX000002")).trang_thai).toBe("huy");
    expect((await issue({ ma_loai: "T100K", tien_to: "VX", tu_so: 1, den_so: 3 })).statusCode).toBe(201);
    const kept = await s.admin("PATCH", `${ISSUES}/${(await issueOf("VD5-000001")).stt_rec}`, { status: "9" });
    expect(kept.json().errors.status).toBe("Thẻ VD5-000001: đã bán (cần: trong kho): không hủy được chứng từ");
  });

  it("refuse hostile runs and those without the rights, never with a 500", async () => {
    const bad = [
      [{ tu_seri: "VD5'--" }, "details.0.tu_seri"],
      [{ tu_seri: "VD5-000030", den_seri: "VD5-000029" }, "details.0.den_seri"],
      [{ tu_seri: "VD5-000001", den_seri: "VX000002" }, "details.0.den_seri"],
      [{ tu_seri: "A0", den_seri: "A99999" }, "details.0.den_seri"],
      [{ tu_seri: null }, "details.0.tu_seri"],
    ] as const;
    for (const [line, field] of bad) {
      const res = await sell([line], 1);
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    const overlap = await sell(
      [
        { tu_seri: "VD5-000011", den_seri: "VD5-000013" },
        { tu_seri: "VD5-000013", den_seri: "VD5-000014" },
      ],
      1,
    );
    expect(overlap.json().errors["details.1.tu_seri"]).toBe("Thẻ VD5-000013 đã có ở dòng 1");
    const huge = await issue({ ma_loai: "T100K", tien_to: "VH", tu_so: 1, so_luong: 10_001 });
    expect(huge.statusCode).toBe(422);
    expect((await s.cashier("POST", ORDERS, { ngay_ct: DAY, details: [{ tu_seri: "VD5-000011" }] })).statusCode).toBe(
      403,
    );
    expect((await s.sale("GET", "sales/no-name-lookup?so_seri=VD5-000001")).statusCode).toBe(403);
    expect((await s.admin("GET", "sales/no-name-lookup?so_seri=KHONGCO")).statusCode).toBe(404);
  });

  it("are not moved on a day the books are closed", async () => {
    const lock = await s.admin("POST", "accounting/voucher-locks", { ma_dvcs: "CN01", ngay_khoa: "2026-05-02" });
    expect(lock.statusCode, lock.body).toBe(200);
    const closed = await sell([{ tu_seri: "VD5-000014" }], 500_000, { ngay_ct: "2026-05-02" });
    expect(closed.statusCode).toBe(422);
    expect(await card("VD5-000014")).toMatchObject({ trang_thai: "kho", so_du: 0 });
  });
});

async function issueOf(so_seri: string) {
  const res = await s.admin("GET", `${ISSUES}?pageSize=50`);
  const rows = res.json().items as { stt_rec: string; so_ct: string }[];
  for (const row of rows) {
    const doc = (await s.admin("GET", `${ISSUES}/${row.stt_rec}`)).json();
    if (doc.status === "2" && doc.details[0].tu_seri <= so_seri && doc.details[0].den_seri >= so_seri) return doc;
  }
  throw new Error(`no issue of ${so_seri}`);
}
