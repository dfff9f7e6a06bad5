import type { DocumentParts } from "@/platform/document";
import { CashVoucherLines } from "./CashVoucherLines";
import { GeneralVoucherLines } from "./GeneralVoucherLines";
import { cashVoucherSheet, GeneralVoucherSheet } from "./print/VoucherSheet";
import { VoucherHeader } from "./VoucherHeader";
import type { CashVoucherKind } from "./voucherKinds";
import type { CashVoucherRecord, GeneralVoucherRecord } from "./voucherRecords";
import {
  type CashVoucherValues,
  cashVoucherInput,
  cashVoucherValues,
  type GeneralVoucherValues,
  generalVoucherInput,
  generalVoucherValues,
  newCashVoucher,
  newGeneralVoucher,
} from "./voucherValues";

const HEADER = ["ngay_ct", "dien_giai", "ma_nt", "ty_gia"] as const;
const partnerOf = (r: CashVoucherRecord) => [r.ma_kh, r.ten_kh || r.ong_ba].filter(Boolean).join(" · ");

/**
 * A cash or bank voucher's parts: the header with its cash account and partner, lines of contra accounts and
 * amounts; in the list its partner and cash account; printed as 01-TT, 02-TT or the bank advice.
 */
export function cashVoucherParts(kind: CashVoucherKind): DocumentParts<CashVoucherRecord, CashVoucherValues> {
  return {
    form: {
      Header: ({ number }) => <VoucherHeader number={number} cash={kind} />,
      Lines: ({ form, editing }) => <CashVoucherLines kind={kind} form={form} editing={editing} />,
      initial: () => newCashVoucher(kind),
      toValues: cashVoucherValues,
      toInput: cashVoucherInput,
      errorFields: {
        header: [...HEADER, "tk", "ma_kh", "ong_ba", "dia_chi", "chung_tu_goc"],
        lineColumns: ["tk", "tien", "dien_giai", "ma_phi"],
      },
      linesTitle: "vouchers.linesTitle",
    },
    list: {
      columns: (t) => [
        {
          key: "ma_kh",
          title: t("vouchers.columns.partner"),
          width: 220,
          ellipsis: true,
          render: partnerOf,
          exportValue: partnerOf,
        },
        { key: "tk", title: t("vouchers.columns.account"), width: 90 },
      ],
      filterKeys: [],
    },
    Sheet: cashVoucherSheet(kind),
  };
}

/** A general voucher's parts: the header, lines of debits and credits that must balance, the A5 form. */
export const generalVoucherParts: DocumentParts<GeneralVoucherRecord, GeneralVoucherValues> = {
  form: {
    Header: ({ number }) => <VoucherHeader number={number} />,
    Lines: GeneralVoucherLines,
    initial: newGeneralVoucher,
    toValues: generalVoucherValues,
    toInput: generalVoucherInput,
    errorFields: { header: HEADER, lineColumns: ["tk", "ps_no", "ps_co", "ma_kh", "dien_giai"] },
    linesTitle: "vouchers.linesTitle",
  },
  list: { columns: () => [], filterKeys: [] },
  Sheet: GeneralVoucherSheet,
};
