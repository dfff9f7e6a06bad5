import { formatNumber } from "@sen/core";
import { Card } from "antd";
import { useTranslation } from "react-i18next";
import type { BillAnswer } from "./cashierApi";

const money = (n: number | undefined) => formatNumber(n ?? 0);

interface CashierTotalsProps {
  /** The bill as priced (the server's quote, or the browser's offline). */
  priced?: Pick<BillAnswer, "tong_tien" | "tong_ck" | "tong_thue">;
  due: number;
  /** What the payments come to. */
  given: number;
}

/** The bill's totals: goods, discount, VAT, what the customer pays, what they gave and the change (or what is owed). */
export function CashierTotals({ priced, due, given }: CashierTotalsProps) {
  const { t } = useTranslation();
  return (
    <Card size="small" data-testid="cashier-totals">
      <dl className="cashier-totals">
        <dt>{t("cashier.totals.goods")}</dt>
        <dd>{money(priced?.tong_tien)}</dd>
        {(priced?.tong_ck ?? 0) > 0 && (
          <>
            <dt>{t("cashier.totals.discount")}</dt>
            <dd data-testid="cashier-discount">{money(priced?.tong_ck)}</dd>
          </>
        )}
        <dt>{t("cashier.totals.tax")}</dt>
        <dd>{money(priced?.tong_thue)}</dd>
        <dt className="cashier-due">{t("cashier.totals.due")}</dt>
        <dd className="cashier-due" data-testid="cashier-due">
          {money(due)} ₫
        </dd>
        <dt>{t("cashier.totals.paid")}</dt>
        <dd>{money(given)}</dd>
        <dt>{given >= due ? t("cashier.totals.change") : t("cashier.totals.owing")}</dt>
        <dd data-testid="cashier-change">{money(Math.abs(given - due))}</dd>
      </dl>
    </Card>
  );
}
