import { formatNumber } from "@sen/core";
import { useTranslation } from "react-i18next";
import { FigureCard } from "./FigureCard";
import { money } from "./money";
import type { SalesSums } from "./salesSums";

/** What service bills sold in the period, and the package sessions servings used with their value. */
export function ServiceRevenueCard({ sums }: { sums: SalesSums }) {
  const { t } = useTranslation();
  return (
    <FigureCard
      title={t("dashboard.sales.serviceRevenue")}
      value={money(sums.service_revenue)}
      note={t("dashboard.sales.usedNote", {
        sessions: formatNumber(sums.sessions_used),
        value: money(sums.used_revenue),
      })}
      to="/sales/services"
      testId="card-service-revenue"
    />
  );
}
