import { formatNumber, pick } from "@sen/core";
import { useTranslation } from "react-i18next";
import { BarChart, DonutChart, LineChart } from "@/platform/charts";
import { useSession } from "@/platform/session/sessionStore";
import { Block } from "../shared/Block";
import { CARD, Cell, Line, PANEL } from "../shared/Cell";
import { shortDay } from "../shared/chartDays";
import { DashboardFrame } from "../shared/DashboardFrame";
import { FigureCard } from "../shared/FigureCard";
import { money } from "../shared/money";
import { ServiceRevenueCard } from "../shared/ServiceRevenueCard";
import { BestSellers } from "./BestSellers";
import type { Ecommerce } from "./ecommerceTypes";

const COMMAND = "dashboard.ecommerce";

/**
 * /dashboard/ecommerce: revenue, bills and the average bill of the chosen period over the navbar's
 * branches, what service bills sold and the package sessions used, revenue per day (with the services' part) (straight lines: money is never smoothed) and per branch, the payment
 * mix and the best products and services. It fills in as the sales modules record bills.
 */
export function EcommerceFigures() {
  const { t, i18n } = useTranslation();
  const branches = useSession((s) => s.branches);
  const branchName = (code: string) => {
    const branch = branches?.find((b) => b.ma_dvcs === code);
    return branch ? pick({ vi: branch.ten_dvcs, en: branch.ten_dvcs_en ?? branch.ten_dvcs }, i18n.language) : code;
  };
  const revenue = t("dashboard.ecommerce.revenue");
  return (
    <DashboardFrame<Ecommerce> name="ecommerce" command={COMMAND}>
      {(data) => (
        <>
          <Line>
            <Cell basis={CARD}>
              <FigureCard title={revenue} value={money(data.revenue)} testId="card-revenue" />
            </Cell>
            <Cell basis={CARD}>
              <FigureCard title={t("dashboard.ecommerce.bills")} value={formatNumber(data.bills)} testId="card-bills" />
            </Cell>
            <Cell basis={CARD}>
              <FigureCard
                title={t("dashboard.ecommerce.averageBill")}
                value={money(data.average_bill)}
                testId="card-average-bill"
              />
            </Cell>
            <Cell basis={CARD}>
              <ServiceRevenueCard sums={data} />
            </Cell>
          </Line>
          <Line>
            <Block title={t("dashboard.ecommerce.revenueByDay")} testId="panel-revenue-by-day" grow={14}>
              <LineChart
                title={t("dashboard.ecommerce.revenueByDay")}
                categories={data.by_day.map((d) => shortDay(d.day))}
                series={[
                  { name: revenue, values: data.by_day.map((d) => d.revenue) },
                  { name: t("dashboard.sales.serviceRevenue"), values: data.by_day.map((d) => d.service_revenue) },
                  { name: t("dashboard.sales.usedRevenue"), values: data.by_day.map((d) => d.used_revenue) },
                ]}
                format={money}
              />
            </Block>
            <Block title={t("dashboard.ecommerce.payments")} testId="panel-payments" basis={PANEL * 0.75} grow={10}>
              <DonutChart
                title={t("dashboard.ecommerce.payments")}
                items={data.payments.map((p) => ({ key: p.ma_httt, label: p.ten_httt, value: p.amount }))}
                format={money}
              />
            </Block>
          </Line>
          <Line>
            <Block title={t("dashboard.ecommerce.byBranch")} testId="panel-by-branch" grow={2}>
              <BarChart
                title={t("dashboard.ecommerce.byBranch")}
                categories={data.by_branch.map((b) => branchName(b.ma_dvcs))}
                series={[{ name: revenue, values: data.by_branch.map((b) => b.revenue) }]}
                format={money}
              />
            </Block>
            <Block title={t("dashboard.ecommerce.products")} testId="panel-products" basis={260}>
              <BestSellers items={data.products} testId="best-products" />
            </Block>
            <Block title={t("dashboard.ecommerce.services")} testId="panel-services" basis={260}>
              <BestSellers items={data.services} testId="best-services" />
            </Block>
          </Line>
        </>
      )}
    </DashboardFrame>
  );
}
