import { toDayjs } from "@sen/core";
import { describe, expect, it } from "vitest";
import {
  deliveryBody,
  deliveryDue,
  deliveryErrors,
  deliveryLines,
  deliveryRows,
  deliveryState,
  depositFigures,
  depositOf,
  mayDeliver,
  orderInput,
  orderQuoteBody,
  orderValues,
} from "./orderDraft";
import type { SaleOrderRecord } from "./saleOrdersApi";

const ORDER: SaleOrderRecord = {
  stt_rec: "o1",
  ma_ct: "DB1",
  so_ct: "DB1-0001",
  ngay_ct: "2026-05-04",
  ma_dvcs: "CN01",
  status: "2",
  ma_kho: "Q1-CHINH",
  ten_kho: "Kho chính Q1",
  ma_kh: "KH001",
  ten_kh: "Nguyễn Văn An",
  ngay_giao: "2026-05-10",
  tong_tien: "450000.00",
  tong_thanh_toan: "495000.00",
  tien_coc: "100000.00",
  tien_coc_con: "100000.00",
  so_luong_dat: 5,
  so_luong_giao: 1,
  da_giao_du: false,
  payments: [{ ma_httt: "TM", ten_httt: "Tiền mặt", tien: 100_000 }],
  details: [
    {
      line: 1,
      ma_vt: "SP01",
      ten_vt: "Dầu gội",
      ma_dvt: "CHAI",
      so_luong: "3.000",
      gia: "120000.00",
      tien: "360000.00",
      ck: "0",
      so_luong_giao: "1",
      so_luong_con: 2,
    },
    {
      line: 2,
      ma_vt: "SP02",
      ten_vt: "Sữa tắm",
      ma_dvt: "CHAI",
      so_luong: "2",
      gia: "45000",
      tien: "90000",
      ck: "5000",
      so_luong_giao: 0,
      so_luong_con: 2,
    },
  ],
};
const typing = { price: true, discount: true };
const fixed = { price: false, discount: false };

describe("a sales order's form", () => {
  it("holds a saved order with its deposit rows and each line's deliveries", () => {
    const values = orderValues(ORDER);
    expect(values.ma_kh).toBe("KH001");
    expect(values.ngay_giao?.format("YYYY-MM-DD")).toBe("2026-05-10");
    expect(values.payments?.map(({ ma_httt, tien }) => ({ ma_httt, tien }))).toEqual([
      { ma_httt: "TM", tien: 100_000 },
    ]);
    expect(values.details?.map((l) => [l.ma_vt, l.so_luong, l.gia, l.ck, l.so_luong_giao, l.so_luong_con])).toEqual([
      ["SP01", 3, 120_000, null, 1, 2],
      ["SP02", 2, 45_000, 5_000, 0, 2],
    ]);
    expect(values.saved).toBe(ORDER);
  });

  it("sends every line, a price and a discount only where typed and allowed, and the deposit taken", () => {
    const values = {
      ngay_ct: toDayjs("2026-05-04") ?? undefined,
      ngay_giao: toDayjs("2026-05-10") ?? undefined,
      ma_kho: "Q1-CHINH",
      ma_kh: "KH001",
      dien_giai: "  Giao tận nhà ",
      payments: [
        { id: 1, ma_httt: "TM", tien: 100_000 },
        { id: 2, ma_httt: "CK", tien: null, ma_gd: "SEN ABC" },
      ],
      details: [
        { ma_vt: "SP01", ma_dvt: "CHAI", so_luong: 3, gia: null, ck: null },
        { ma_vt: "SP02", ma_dvt: "HOP", so_luong: 2, gia: 40_000, ck: 5_000 },
      ],
    };
    expect(orderInput(values, typing, "2")).toEqual({
      ngay_ct: "2026-05-04",
      ma_kho: "Q1-CHINH",
      ma_kh: "KH001",
      ngay_giao: "2026-05-10",
      dien_giai: "Giao tận nhà",
      status: "2",
      payments: [{ ma_httt: "TM", tien: 100_000 }],
      details: [
        { ma_vt: "SP01", ma_dvt: "CHAI", so_luong: 3 },
        { ma_vt: "SP02", ma_dvt: "HOP", so_luong: 2, gia: 40_000, ck: 5_000 },
      ],
    });
    // A shop that prices every line itself: a saved price is priced again, a discount is not sent.
    expect(orderInput(values, fixed).details[1]).toEqual({ ma_vt: "SP02", ma_dvt: "HOP", so_luong: 2 });
  });

  it("asks a quote of the lines with an item and a quantity, saying which form line each is", () => {
    const values = {
      ma_kho: "Q1-CHINH",
      ma_kh: "KH001",
      details: [
        { ma_vt: "SP01", so_luong: 2 },
        { so_luong: null },
        { ma_vt: "SP02", so_luong: 0 },
        { ma_vt: "SP03", so_luong: 1 },
      ],
    };
    const asked = orderQuoteBody(values, typing);
    expect(asked?.sent).toEqual([0, 3]);
    expect(asked?.body.details.map((d) => d.ma_vt)).toEqual(["SP01", "SP03"]);
    expect(asked?.body.payments).toEqual([]);
    expect(orderQuoteBody({ details: values.details }, typing)).toBeUndefined();
    expect(orderQuoteBody({ ma_kho: "Q1-CHINH", details: values.details }, typing)).toBeUndefined();
    expect(orderQuoteBody({ ma_kho: "Q1-CHINH", ma_kh: "KH001", details: [{ so_luong: 1 }] }, typing)).toBeUndefined();
  });

  it("counts the deposit and the change on cash given beyond the order", () => {
    const rows = [
      { id: 1, ma_httt: "TM", tien: 500_000 },
      { id: 2, ma_httt: "CK", tien: null },
    ];
    expect(depositOf(rows)).toEqual([{ ma_httt: "TM", tien: 500_000 }]);
    expect(depositFigures(rows, 495_000)).toEqual({ deposit: 500_000, change: 5_000 });
    expect(depositFigures(undefined, 495_000)).toEqual({ deposit: 0, change: 0 });
  });
});

describe("an order's delivery state", () => {
  it("is said of a confirmed order only: none, partly or all delivered", () => {
    expect(deliveryState({ status: "0", so_luong_giao: 0 })).toBeUndefined();
    expect(deliveryState({ status: "9", so_luong_giao: 2 })).toBeUndefined();
    expect(deliveryState({ status: "2", so_luong_giao: 0, da_giao_du: false })).toBe("none");
    expect(deliveryState({ status: "2", so_luong_giao: "1.5", da_giao_du: false })).toBe("partly");
    expect(deliveryState({ status: "2", so_luong_giao: 5, da_giao_du: true })).toBe("all");
    expect(mayDeliver(ORDER)).toBe(true);
    expect(mayDeliver({ ...ORDER, da_giao_du: true })).toBe(false);
    expect(mayDeliver({ ...ORDER, status: "0" })).toBe(false);
  });
});

describe("a delivery", () => {
  const lines = deliveryLines(ORDER);

  it("shows each order line's ordered, delivered and left quantities, and starts with all that is left", () => {
    expect(lines.map((l) => [l.line, l.so_luong, l.delivered, l.left, l.gia])).toEqual([
      [1, 3, 1, 2, 120_000],
      [2, 2, 0, 2, 45_000],
    ]);
    expect(deliveryRows(lines)).toEqual([
      { line_dh: 1, ma_vt: "SP01", so_luong: 2 },
      { line_dh: 2, ma_vt: "SP02", so_luong: 2 },
    ]);
  });

  it("posts a bill of the order naming its lines, paying what is left after the deposit", () => {
    const rows = [
      { line_dh: 1, ma_vt: "SP01", so_luong: 0 },
      { line_dh: 2, ma_vt: "SP02", so_luong: 1 },
    ];
    const payments = [
      { id: 1, ma_httt: "CK", tien: 20_000, ma_gd: "SEN XYZ" },
      { id: 2, ma_httt: "TM", tien: null },
    ];
    const { body, rows: sent } = deliveryBody({
      stt_rec_dh: "o1",
      ma_kho: "Q1-CHINH",
      ngay_ct: "2026-05-06",
      dien_giai: " ",
      rows,
      payments,
      due: 49_500,
    });
    expect(body).toEqual({
      stt_rec_dh: "o1",
      ma_kho: "Q1-CHINH",
      ngay_ct: "2026-05-06",
      status: "2",
      payments: [
        { ma_httt: "CK", tien: 20_000, ma_gd: "SEN XYZ" },
        { ma_httt: "TM", tien: 29_500 },
      ],
      details: [{ line_dh: 2, ma_vt: "SP02", so_luong: 1 }],
    });
    expect(sent).toEqual([1]);
    // The quote: no payments.
    expect(deliveryBody({ stt_rec_dh: "o1", ma_kho: "Q1-CHINH", ngay_ct: "2026-05-06", rows }).body.payments).toEqual(
      [],
    );
  });

  it("leaves to pay the bill's total less the deposit it takes, never below nothing", () => {
    expect(deliveryDue({ tong_thanh_toan: "264000.00", tien_coc: "100000.00" })).toBe(164_000);
    expect(deliveryDue({ tong_thanh_toan: 49_500, tien_coc: 49_500 })).toBe(0);
    expect(deliveryDue({ tong_thanh_toan: 49_500 })).toBe(49_500);
    expect(deliveryDue(undefined)).toBeUndefined();
  });

  it("shows the order's refusal above the form and a line's on its quantity", () => {
    const errors = {
      stt_rec_dh: "Đơn đặt hàng DB1-0001 chưa được xác nhận",
      "details.0.so_luong": "Vượt số lượng còn phải giao của SP02",
      ngay_ct: "Ngày giao không được trước ngày đặt hàng",
      "payments.0.tien": "Chỉ tiền mặt được trả dư",
    };
    expect(deliveryErrors(errors, [1], 2)).toEqual({
      source: ["Đơn đặt hàng DB1-0001 chưa được xác nhận"],
      fields: [
        { name: ["details", 1, "so_luong"], errors: ["Vượt số lượng còn phải giao của SP02"] },
        { name: "ngay_ct", errors: ["Ngày giao không được trước ngày đặt hàng"] },
      ],
      rest: ["Chỉ tiền mặt được trả dư"],
    });
  });
});
