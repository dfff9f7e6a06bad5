import { formatNumber, pick } from "@sen/core";
import { Col } from "antd";
import { useTranslation } from "react-i18next";
import { BarChart, DonutChart, LineChart } from "@/platform/charts";
import { useSession } from "@/platform/session/sessionStore";
import { BestSellers } from "./ecommerce/BestSellers";
import type { Ecommerce } from "./ecommerce/ecommerceTypes";
import { shortDay } from "./shared/chartDays";
import { DashboardFrame } from "./shared/DashboardFrame";
import { FigureCard } from "./shared/FigureCard";
import { money } from "./shared/money";
import { Panel } from "./shared/Panel";

const COMMAND = "dashboard.ecommerce";
const CARD = { xs: 24, sm: 8 } as const;

/**
 * /dashboard/ecommerce: revenue, bills and the average bill of the chosen period over the navbar's
 * branches, revenue per day (straight lines: money is never smoothed) and per branch, the payment
 * mix and the best products and services. It fills in as the sales modules record bills.
 */
export function EcommerceDashboard() {
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
          <Col {...CARD}>
            <FigureCard title={revenue} value={money(data.revenue)} testId="card-revenue" />
          </Col>
          <Col {...CARD}>
            <FigureCard title={t("dashboard.ecommerce.bills")} value={formatNumber(data.bills)} testId="card-bills" />
          </Col>
          <Col {...CARD}>
            <FigureCard
              title={t("dashboard.ecommerce.averageBill")}
              value={money(data.average_bill)}
              testId="card-average-bill"
            />
          </Col>
          <Col xs={24} lg={14}>
            <Panel title={t("dashboard.ecommerce.revenueByDay")} testId="panel-revenue-by-day">
              <LineChart
                title={t("dashboard.ecommerce.revenueByDay")}
                categories={data.by_day.map((d) => shortDay(d.day))}
                series={[{ name: revenue, values: data.by_day.map((d) => d.revenue) }]}
                format={money}
              />
            </Panel>
          </Col>
          <Col xs={24} lg={10}>
            <Panel title={t("dashboard.ecommerce.payments")} testId="panel-payments">
              <DonutChart
                title={t("dashboard.ecommerce.payments")}
                items={data.payments.map((p) => ({ key: p.ma_httt, label: p.ten_httt, value: p.amount }))}
                format={money}
              />
            </Panel>
          </Col>
          <Col xs={24} lg={12}>
            <Panel title={t("dashboard.ecommerce.byBranch")} testId="panel-by-branch">
              <BarChart
                title={t("dashboard.ecommerce.byBranch")}
                categories={data.by_branch.map((b) => branchName(b.ma_dvcs))}
                series={[{ name: revenue, values: data.by_branch.map((b) => b.revenue) }]}
                format={money}
              />
            </Panel>
          </Col>
          <Col xs={24} md={12} lg={6}>
            <Panel title={t("dashboard.ecommerce.products")} testId="panel-products">
              <BestSellers items={data.products} testId="best-products" />
            </Panel>
          </Col>
          <Col xs={24} md={12} lg={6}>
            <Panel title={t("dashboard.ecommerce.services")} testId="panel-services">
              <BestSellers items={data.services} testId="best-services" />
            </Panel>
          </Col>
        </>
      )}
    </DashboardFrame>
  );
}
