import type { DocumentLine, DocumentRecord } from "../documentApi";
import type { PrintFormName } from "../documentKind";

/**
 * The wording of the stock forms (Circular 200/2014/TT-BTC and 133/2016/TT-BTC): statutory Vietnamese, printed as
 * is whatever the screen's language.
 */
export interface PrintLayout {
  title: string;
  formNo: string;
  /** Who handed over or received the goods. */
  person: string;
  /** "Nhập tại kho" / "Xuất tại kho" (and the receiving warehouse of a transfer). */
  warehouse: string;
  receivingWarehouse?: string;
  reason?: string;
  /** The two quantity columns: as per the source document, and as counted. */
  quantities: [asPerDocument: string, counted: string];
  signatures: { title: string; note?: string }[];
  /** The line's price and amount on the form: the purchase price of a receipt, the cost of an issue. */
  priceOf: (line: DocumentLine) => number | string | null | undefined;
  amountOf: (line: DocumentLine) => number | string | null | undefined;
}

const SIGN = "(Ký, họ tên)";
const REGULATION = "(Ban hành theo Thông tư số 200/2014/TT-BTC ngày 22/12/2014 của Bộ Tài chính)";

export const FORM_REGULATION = REGULATION;

const cost = {
  priceOf: (line: DocumentLine) => line.gia_von ?? line.gia,
  amountOf: (line: DocumentLine) => line.tien_von ?? line.tien,
};

export const PRINT_LAYOUTS: Record<PrintFormName, PrintLayout> = {
  "01-VT": {
    title: "PHIẾU NHẬP KHO",
    formNo: "Mẫu số 01 - VT",
    person: "Họ và tên người giao",
    warehouse: "Nhập tại kho",
    quantities: ["Theo chứng từ", "Thực nhập"],
    signatures: [
      { title: "Người lập phiếu", note: SIGN },
      { title: "Người giao hàng", note: SIGN },
      { title: "Thủ kho", note: SIGN },
      { title: "Kế toán trưởng", note: "(Hoặc bộ phận có nhu cầu nhập) (Ký, họ tên)" },
    ],
    priceOf: (line) => line.gia,
    amountOf: (line) => line.tien,
  },
  "02-VT": {
    title: "PHIẾU XUẤT KHO",
    formNo: "Mẫu số 02 - VT",
    person: "Họ và tên người nhận hàng",
    warehouse: "Xuất tại kho (ngăn lô)",
    reason: "Lý do xuất kho",
    quantities: ["Yêu cầu", "Thực xuất"],
    signatures: [
      { title: "Người lập phiếu", note: SIGN },
      { title: "Người nhận hàng", note: SIGN },
      { title: "Thủ kho", note: SIGN },
      { title: "Kế toán trưởng", note: "(Hoặc bộ phận có nhu cầu nhập) (Ký, họ tên)" },
      { title: "Giám đốc", note: SIGN },
    ],
    ...cost,
  },
  transfer: {
    title: "PHIẾU XUẤT KHO KIÊM VẬN CHUYỂN NỘI BỘ",
    formNo: "Mẫu số 02 - VT",
    person: "Họ và tên người vận chuyển",
    warehouse: "Xuất tại kho",
    receivingWarehouse: "Nhập tại kho",
    reason: "Lý do điều chuyển",
    quantities: ["Thực xuất", "Thực nhập"],
    signatures: [
      { title: "Người lập phiếu", note: SIGN },
      { title: "Thủ kho xuất", note: SIGN },
      { title: "Người vận chuyển", note: SIGN },
      { title: "Thủ kho nhập", note: SIGN },
    ],
    ...cost,
  },
};

/** "Ngày 25 tháng 11 năm 2026", as the forms date themselves. */
export function formDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return year && month && day ? `Ngày ${day} tháng ${month} năm ${year}` : "Ngày ... tháng ... năm ...";
}

/** The form's total: the sum of the lines' amounts as the server computed them, in whole đồng. */
export function formTotal(doc: Pick<DocumentRecord, "details">, layout: Pick<PrintLayout, "amountOf">): number {
  return Math.round(doc.details.reduce((sum, line) => sum + Number(layout.amountOf(line) ?? 0), 0));
}
