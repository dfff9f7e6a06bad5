import { describe, expect, it } from "vitest";
import { CREDIT, refundChoices, returnBody, returnErrors, returnRows } from "./returnDraft";
import type { ReturnableLine } from "./returnsApi";

const line = (n: number, ma_vt: string, so_luong: number, returned: number): ReturnableLine => ({
  line: n,
  ma_vt,
  ten_vt: ma_vt,
  ma_dvt: "CHAI",
  so_luong,
  returned,
  left: so_luong - returned,
  gia: 150_000,
  thue_suat: 10,
});
const LINES = [line(1, "SP01", 3, 1), line(2, "DV01", 1, 0), line(3, "SP02", 2, 2)];
const draft = { stt_rec_hd: "b1", ngay_ct: "2026-05-04", refund: "TM" };

describe("a return's rows", () => {
  it("start with nothing coming back, and 'Trả hết' takes what is left of each line", () => {
    expect(returnRows(LINES)).toEqual([
      { line_hd: 1, ma_vt: "SP01", so_luong: 0 },
      { line_hd: 2, ma_vt: "DV01", so_luong: 0 },
      { line_hd: 3, ma_vt: "SP02", so_luong: 0 },
    ]);
    expect(returnRows(LINES, true).map((r) => r.so_luong)).toEqual([2, 1, 0]);
  });
});

describe("a return's body", () => {
  it("sends the lines with a quantity, naming their bill lines, and says which row each is", () => {
    const rows = [
      { line_hd: 1, ma_vt: "SP01", so_luong: 0 },
      { line_hd: 2, ma_vt: "DV01", so_luong: null },
      { line_hd: 3, ma_vt: "SP02", so_luong: 1.5 },
    ];
    const { body, rows: sent } = returnBody({ ...draft, rows, dien_giai: "  Khách đổi ý " });
    expect(body).toEqual({
      ngay_ct: "2026-05-04",
      stt_rec_hd: "b1",
      dien_giai: "Khách đổi ý",
      status: "2",
      details: [{ line_hd: 3, ma_vt: "SP02", so_luong: 1.5 }],
      payments: [],
    });
    expect(sent).toEqual([2]);
  });

  it("pays the whole return back through the chosen type, or nothing when the account is credited", () => {
    const rows = returnRows(LINES, true);
    expect(returnBody({ ...draft, rows, due: 330_000 }).body.payments).toEqual([{ ma_httt: "TM", tien: 330_000 }]);
    expect(returnBody({ ...draft, rows, due: 330_000, refund: CREDIT }).body.payments).toEqual([]);
    expect(returnBody({ ...draft, rows }).body.payments).toEqual([]);
  });
});

describe("a refusal of a return", () => {
  it("puts a line's message on its row, the refund's on its type, the bill's above the form", () => {
    const errors = {
      stt_rec_hd: "Hóa đơn HD1-0001 ngày 04/05/2026 đã quá 0 ngày được phép trả hàng",
      "details.0.so_luong": "Vượt số lượng còn được trả của SP02",
      "payments.0.ma_httt": "Hình thức thanh toán XX không tồn tại",
      ngay_ct: "Ngày trả hàng không được trước ngày hóa đơn 04/05/2026",
      details: "Chứng từ cần ít nhất một dòng",
    };
    expect(returnErrors(errors, [2], 3)).toEqual({
      bill: ["Hóa đơn HD1-0001 ngày 04/05/2026 đã quá 0 ngày được phép trả hàng"],
      fields: [
        { name: ["details", 2, "so_luong"], errors: ["Vượt số lượng còn được trả của SP02"] },
        { name: "ma_httt", errors: ["Hình thức thanh toán XX không tồn tại"] },
        { name: "ngay_ct", errors: ["Ngày trả hàng không được trước ngày hóa đơn 04/05/2026"] },
      ],
      rest: ["Chứng từ cần ít nhất một dòng"],
    });
  });

  it("leaves a line's message the form cannot place for the toast", () => {
    expect(returnErrors({ "details.3.so_luong": "Vượt số lượng" }, [0], 2)).toEqual({
      bill: [],
      fields: [],
      rest: ["Vượt số lượng"],
    });
  });

  it("joins two messages of one row", () => {
    const errors = { "details.0.ma_vt": "SP01 không có trên hóa đơn", "details.0.so_luong": "Vượt số lượng" };
    expect(returnErrors(errors, [1], 2).fields).toEqual([
      { name: ["details", 1, "so_luong"], errors: ["SP01 không có trên hóa đơn Vượt số lượng"] },
    ]);
  });
});

describe("the refund choices", () => {
  const types = [
    { ma_httt: "TM", ten_httt: "Tiền mặt", loai_tt: "cash" },
    { ma_httt: "CK", ten_httt: "Chuyển khoản", loai_tt: "transfer" },
    { ma_httt: "THE", ten_httt: "Thẻ ngân hàng", loai_tt: "bank_card" },
    { ma_httt: "TTT", ten_httt: "Thẻ trả trước", loai_tt: "payment_card" },
    { ma_httt: "VC", ten_httt: "Voucher", loai_tt: "voucher" },
  ];

  it("are cash, transfer, bank card, prepaid card, and the customer's account when the bill has a customer", () => {
    expect(refundChoices(types).map((c) => c.value)).toEqual(["TM", "CK", "THE", "TTT"]);
    expect(refundChoices(types, "Ghi có công nợ khách hàng").at(-1)).toEqual({
      value: CREDIT,
      label: "Ghi có công nợ khách hàng",
    });
  });
});

describe("a refund onto a prepaid card", () => {
  it("names the card, and its refusal shows on the card's input", () => {
    const rows = [{ line_hd: 1, ma_vt: "SP01", so_luong: 1 }];
    const { body } = returnBody({ ...draft, rows, refund: "TTT", ma_the: " the001 ", due: 165_000 });
    expect(body.payments).toEqual([{ ma_httt: "TTT", tien: 165_000, ma_the: "THE001" }]);
    const placed = returnErrors({ "payments.0.ma_the": "Thẻ THE001 không tồn tại" }, [0], 1);
    expect(placed.fields).toEqual([{ name: "ma_the", errors: ["Thẻ THE001 không tồn tại"] }]);
  });
});
