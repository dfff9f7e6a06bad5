import { formatNumber } from "@sen/core";
import { useTranslation } from "react-i18next";
import { BarChart } from "@/platform/charts";
import { Block } from "../shared/Block";
import { CARD, Cell, Line } from "../shared/Cell";
import { shortDay } from "../shared/chartDays";
import { FigureCard } from "../shared/FigureCard";
import { money } from "../shared/money";
import { ServiceRevenueCard } from "../shared/ServiceRevenueCard";
import type { Analytics } from "./analyticsTypes";

/**
 * The period's sales (retail bills less returns) and services (service bills sold, package sessions used): a card
 * each, and both per day; each shows only when the user may read its list.
 */
export function SalesPanel({ data }: { data: Analytics }) {
  const { t } = useTranslation();
  const { sales, services } = data;
  const days = (sales ?? services)?.by_day;
  if (!days) return null;
  const series = [
    ...(sales ? [{ name: t("dashboard.sales.salesRevenue"), values: sales.by_day.map((d) => d.revenue) }] : []),
    ...(services
      ? [
          { name: t("dashboard.sales.serviceRevenue"), values: services.by_day.map((d) => d.service_revenue) },
          { name: t("dashboard.sales.usedRevenue"), values: services.by_day.map((d) => d.used_revenue) },
        ]
      : []),
  ];
  return (
    <Line>
      <Cell basis={CARD}>
        <div style={{ display: "flex", flexDirection: "column", gap: 16, height: "100%" }}>
          {sales && (
            <FigureCard
              title={t("dashboard.sales.salesRevenue")}
              value={money(sales.revenue)}
              note={t("dashboard.sales.bills", { n: formatNumber(sales.bills) })}
              to="/sales/bills"
              testId="card-sales-revenue"
            />
          )}
          {services && <ServiceRevenueCard sums={services} />}
        </div>
      </Cell>
      <Block title={t("dashboard.sales.byDay")} testId="panel-sales-by-day" grow={4}>
        <BarChart
          title={t("dashboard.sales.byDay")}
          categories={days.map((d) => shortDay(d.day))}
          series={series}
          format={money}
        />
      </Block>
    </Line>
  );
}
