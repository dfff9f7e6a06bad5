import { Flex } from "antd";
import { useTranslation } from "react-i18next";
import { LayoutBanners } from "@/platform/banners/LayoutBanners";
import { BarChart, DonutChart } from "@/platform/charts";
import { AnalyticsCards } from "./analytics/AnalyticsCards";
import type { Analytics } from "./analytics/analyticsTypes";
import { CampaignList } from "./analytics/CampaignList";
import { DueTodayList } from "./analytics/DueTodayList";
import { SalesPanel } from "./analytics/SalesPanel";
import { TargetList } from "./analytics/TargetList";
import { TopSalespeople } from "./analytics/TopSalespeople";
import { Block } from "./shared/Block";
import { Line, PANEL } from "./shared/Cell";
import { shortDay } from "./shared/chartDays";
import { DashboardFrame } from "./shared/DashboardFrame";

const COMMAND = "dashboard.analytics";
const donut = (rows: { key: string; title: string; count: number }[]) =>
  rows.map((r) => ({ key: r.key, label: r.title, value: r.count }));

/**
 * The home screen: the tenant's dashboard banners, then the CRM's figures of the chosen period over
 * the navbar's branches: headline cards, sales and services, new customers per day and by source, today's appointments
 * and tickets, call outcomes, running campaigns, targets and the best salespeople. Each block shows
 * only when the user may read the screen behind it.
 */
export function AnalyticsDashboard() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16}>
      <LayoutBanners position="dashboard" height={220} />
      <DashboardFrame<Analytics> name="analytics" command={COMMAND}>
        {(data) => (
          <>
            <AnalyticsCards data={data} />
            <SalesPanel data={data} />
            {data.partners && (
              <Line>
                <Block title={t("dashboard.analytics.partnersByDay")} testId="panel-partners-by-day" grow={14}>
                  <BarChart
                    title={t("dashboard.analytics.partnersByDay")}
                    categories={data.partners.by_day.map((d) => shortDay(d.day))}
                    series={[
                      {
                        name: t("dashboard.analytics.newPartners"),
                        values: data.partners.by_day.map((d) => d.count),
                      },
                    ]}
                  />
                </Block>
                <Block
                  title={t("dashboard.analytics.partnersBySource")}
                  testId="panel-partners-by-source"
                  basis={PANEL * 0.75}
                  grow={10}
                >
                  <DonutChart
                    title={t("dashboard.analytics.partnersBySource")}
                    items={donut(data.partners.by_source)}
                  />
                </Block>
              </Line>
            )}
            <Line>
              {(data.tasks || data.tickets) && (
                <Block title={t("dashboard.analytics.dueToday")} testId="panel-due-today">
                  <DueTodayList data={data} />
                </Block>
              )}
              {data.calls && (
                <Block title={t("dashboard.analytics.callsByStatus")} testId="panel-calls">
                  <DonutChart title={t("dashboard.analytics.callsByStatus")} items={donut(data.calls.by_status)} />
                </Block>
              )}
              {data.campaigns && (
                <Block title={t("dashboard.analytics.campaigns")} testId="panel-campaigns">
                  <CampaignList items={data.campaigns.items} />
                </Block>
              )}
              {data.targets && (
                <Block title={t("dashboard.analytics.targets")} testId="panel-targets">
                  <TargetList items={data.targets.items} />
                </Block>
              )}
              {data.top_salespeople && (
                <Block title={t("dashboard.analytics.top")} testId="panel-top">
                  <TopSalespeople items={data.top_salespeople.items} />
                </Block>
              )}
            </Line>
          </>
        )}
      </DashboardFrame>
    </Flex>
  );
}
