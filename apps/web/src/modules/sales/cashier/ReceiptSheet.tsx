import { amountInWords, formatDate, formatDateTime, formatNumber, PAYMENT_KIND } from "@sen/core";
import { useTranslation } from "react-i18next";
import { quantityText } from "@/platform/document/quantityText";
import { paymentName } from "./cart";
import type { BillAnswer } from "./cashierApi";
import { TransferQr } from "./TransferQr";
import { usePaymentTypes } from "./usePaymentTypes";

/**
 * The 80 mm receipt of a paid bill, drawn only when printing (F9), or `shown` on the screen too; a `reprint` says
 * so on paper, with when it was printed again.
 */
export function ReceiptSheet({ bill, shown, reprint }: { bill: BillAnswer; shown?: boolean; reprint?: boolean }) {
  const { t } = useTranslation();
  const { kindOf, accountOf } = usePaymentTypes();
  const money = (n: number) => formatNumber(n);
  const deposit = Number(bill.tien_coc ?? 0);
  const transfers = bill.payments.filter((p) => kindOf(p.ma_httt) === PAYMENT_KIND.transfer);
  return (
    <div className={shown ? "cashier-receipt cashier-receipt-shown" : "cashier-receipt"} data-testid="cashier-receipt">
      <div style={{ textAlign: "center", fontWeight: 600 }}>{bill.ten_dvcs}</div>
      <div style={{ textAlign: "center", fontWeight: 700, margin: "4px 0" }}>{t("cashier.receipt.title")}</div>
      <div>{bill.so_ct ? t("cashier.receipt.number", { number: bill.so_ct }) : t("cashier.receipt.pending")}</div>
      <div>{t("cashier.receipt.date", { date: formatDate(bill.ngay_ct) })}</div>
      {bill.ten_kh && <div>{t("cashier.receipt.customer", { name: bill.ten_kh })}</div>}
      <hr />
      {bill.details.map((line) => (
        <div key={line.line}>
          <div>
            {line.ten_vt ?? line.ma_vt}
            {line.km ? ` (${t("cashier.receipt.gift")})` : ""}
          </div>
          <div style={{ display: "flex", justifyContent: "space-between" }}>
            <span>
              {quantityText(line.so_luong)} {line.ten_dvt ?? line.ma_dvt} × {money(line.gia)}
            </span>
            <span>{money(line.tien)}</span>
          </div>
        </div>
      ))}
      <hr />
      {[
        [t("cashier.totals.goods"), bill.tong_tien],
        ...(bill.tong_ck > 0 ? [[t("cashier.totals.discount"), bill.tong_ck] as const] : []),
        [t("cashier.totals.tax"), bill.tong_thue],
        [t("cashier.receipt.total"), bill.tong_thanh_toan],
        ...(deposit > 0
          ? [
              [t("cashier.totals.deposit"), -deposit] as const,
              [t("cashier.totals.rest"), bill.tong_thanh_toan - deposit] as const,
            ]
          : []),
        ...bill.payments.map((p) => [paymentName(p), p.tien] as const),
        [t("cashier.totals.change"), bill.tien_thoi],
      ].map(([name, amount]) => (
        <div key={String(name)} style={{ display: "flex", justifyContent: "space-between" }}>
          <span>{name}</span>
          <span>{money(Number(amount))}</span>
        </div>
      ))}
      <div style={{ marginTop: 4 }}>{t("cashier.receipt.words", { words: amountInWords(bill.tong_thanh_toan) })}</div>
      {transfers.map((p) => (
        <div key={`${p.ma_httt}-${p.tien}`} style={{ marginTop: 6 }}>
          <TransferQr to={accountOf(p.ma_httt)} amount={p.tien} reference={p.ma_gd || bill.so_ct} size={110} />
        </div>
      ))}
      <div style={{ textAlign: "center", marginTop: 8 }}>{t("cashier.receipt.thanks")}</div>
      {reprint && (
        <div style={{ textAlign: "center", fontStyle: "italic" }}>
          {t("cashier.receipt.reprint", { at: formatDateTime(new Date()) })}
        </div>
      )}
    </div>
  );
}
