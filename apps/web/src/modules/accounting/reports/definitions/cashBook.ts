import { defineReport, type ReportColumn } from "@/platform/report";
import { cashAccountFilter } from "../accountFilters";
import { type CashBookRow, cashBookRows, cashBookTotals, dayOf, OPENING } from "../bookLines";
import { accountingReportApi, accountingReportKeys, type CashBookAnswer } from "../reportApi";
import { voucherPath } from "../voucherLink";

/**
 * The cash book (sổ quỹ tiền mặt, S07-DN) of a cash account: the opening balance, each receipt and payment
 * with the balance after it, the totals and the closing balance. A line's number opens its voucher.
 */
export const cashBookReport = defineReport<CashBookRow, CashBookAnswer>({
  name: "cash-book",
  queryKey: accountingReportKeys.one("cash-book"),
  fetch: (params, signal) => accountingReportApi.get<CashBookAnswer>("cash-book", params, signal),
  filters: [cashAccountFilter],
  rows: cashBookRows,
  rowKey: (row) => row.key,
  columns: (t): ReportColumn<CashBookRow>[] => {
    const c = (key: string) => t(`accountingReports.columns.${key}`);
    const number = c("documentNumber");
    const amount = c("amount");
    return [
      { key: "postedOn", title: c("postedOn"), kind: "text", value: dayOf, width: 110 },
      { key: "documentDate", title: c("documentDate"), kind: "text", value: dayOf, width: 110 },
      { key: "so_thu", title: c("receipt"), group: number, kind: "text", link: voucherPath, width: 110 },
      { key: "so_chi", title: c("payment"), group: number, kind: "text", link: voucherPath, width: 110 },
      {
        key: "dien_giai",
        title: c("description"),
        kind: "text",
        value: (r) => (r.key === OPENING ? t("accountingReports.lines.cashOpening") : r.dien_giai),
        width: 280,
      },
      { key: "thu", title: c("receipt"), group: amount, kind: "money", width: 130 },
      { key: "chi", title: c("payment"), group: amount, kind: "money", width: 130 },
      { key: "ton", title: c("balance"), group: amount, kind: "money", width: 140 },
    ];
  },
  totals: cashBookTotals,
  figures: (t, answer) => {
    const totals = cashBookTotals(answer);
    const f = (key: string) => t(`accountingReports.figures.${key}`);
    return [
      { label: f("opening"), value: answer.dau_ky, kind: "money" },
      { label: f("receipts"), value: totals.thu, kind: "money" },
      { label: f("payments"), value: totals.chi, kind: "money" },
      { label: f("closing"), value: answer.cuoi_ky, kind: "money" },
    ];
  },
  // A book of money in and out: its figures say it all, a chart would add nothing.
  charts: () => [],
});
