import type { CashVoucherKind, VoucherFormName } from "../voucherKinds";
import type { CashVoucherRecord } from "../voucherRecords";

const SIGN = "(Ký, họ tên)";

/** The wording of a voucher's printed form: statutory Vietnamese, whatever the screen's language. */
export interface VoucherFormLayout {
  title: string;
  formNo: string;
  /** "Họ và tên người nộp tiền". */
  person: string;
  reason: string;
  signatures: { title: string; note?: string }[];
  /** Whether the form ends with the cashier's "Đã nhận đủ số tiền" (cash only). */
  received: boolean;
}

export const VOUCHER_FORM_LAYOUTS: Record<VoucherFormName, VoucherFormLayout> = {
  "01-TT": {
    title: "PHIẾU THU",
    formNo: "Mẫu số 01 - TT",
    person: "Họ và tên người nộp tiền",
    reason: "Lý do nộp",
    signatures: [
      { title: "Giám đốc", note: "(Ký, họ tên, đóng dấu)" },
      { title: "Kế toán trưởng", note: SIGN },
      { title: "Người nộp tiền", note: SIGN },
      { title: "Người lập phiếu", note: SIGN },
      { title: "Thủ quỹ", note: SIGN },
    ],
    received: true,
  },
  "02-TT": {
    title: "PHIẾU CHI",
    formNo: "Mẫu số 02 - TT",
    person: "Họ và tên người nhận tiền",
    reason: "Lý do chi",
    signatures: [
      { title: "Giám đốc", note: "(Ký, họ tên, đóng dấu)" },
      { title: "Kế toán trưởng", note: SIGN },
      { title: "Thủ quỹ", note: SIGN },
      { title: "Người lập phiếu", note: SIGN },
      { title: "Người nhận tiền", note: SIGN },
    ],
    received: true,
  },
  "bank-in": {
    title: "GIẤY BÁO CÓ",
    formNo: "Chứng từ kế toán",
    person: "Đơn vị / người chuyển tiền",
    reason: "Nội dung",
    signatures: [
      { title: "Người lập phiếu", note: SIGN },
      { title: "Kế toán trưởng", note: SIGN },
    ],
    received: false,
  },
  "bank-out": {
    title: "GIẤY BÁO NỢ",
    formNo: "Chứng từ kế toán",
    person: "Đơn vị / người nhận tiền",
    reason: "Nội dung",
    signatures: [
      { title: "Người lập phiếu", note: SIGN },
      { title: "Kế toán trưởng", note: SIGN },
    ],
    received: false,
  },
  general: {
    title: "PHIẾU KẾ TOÁN",
    formNo: "Chứng từ kế toán",
    person: "",
    reason: "Diễn giải",
    signatures: [
      { title: "Người lập phiếu", note: SIGN },
      { title: "Kế toán trưởng", note: SIGN },
    ],
    received: false,
  },
};

/**
 * The accounts a cash voucher debits and credits, as its form prints them: a receipt debits its cash account and
 * credits each line's account; a payment the other way round ("Nợ: 1111", "Có: 131, 5113").
 */
export function voucherAccounts(
  doc: Pick<CashVoucherRecord, "tk" | "details">,
  way: CashVoucherKind["way"],
): { debit: string; credit: string } {
  const contra = [...new Set(doc.details.map((line) => line.tk))].join(", ");
  return way === "in" ? { debit: doc.tk, credit: contra } : { debit: contra, credit: doc.tk };
}
