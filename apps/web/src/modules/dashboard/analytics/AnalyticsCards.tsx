import { formatNumber } from "@sen/core";
import { useTranslation } from "react-i18next";
import { CARD, Cell, Line } from "../shared/Cell";
import { FigureCard } from "../shared/FigureCard";
import type { Analytics } from "./analyticsTypes";

const range = (from: string, to: string) => `fromDate=${from}&toDate=${to}`;

/** The day's and the period's headline figures, each opening the list it counts. */
export function AnalyticsCards({ data }: { data: Analytics }) {
  const { t } = useTranslation();
  const period = range(data.fromDate, data.toDate);
  const today = range(data.today, data.today);
  return (
    <Line>
      {data.partners && (
        <Cell basis={CARD}>
          <FigureCard
            title={t("dashboard.analytics.newPartners")}
            value={formatNumber(data.partners.total)}
            note={t("dashboard.analytics.inPeriod")}
            to={`/crm/partners?${period}`}
            testId="card-new-partners"
          />
        </Cell>
      )}
      {data.tasks && (
        <Cell basis={CARD}>
          <FigureCard
            title={t("dashboard.analytics.tasksToday")}
            value={formatNumber(data.tasks.due_today)}
            note={t("dashboard.analytics.overdue", { count: data.tasks.overdue })}
            to={`/crm/tasks?${today}`}
            testId="card-tasks-today"
          />
        </Cell>
      )}
      {data.tickets && (
        <Cell basis={CARD}>
          <FigureCard
            title={t("dashboard.analytics.ticketsToday")}
            value={formatNumber(data.tickets.due_today)}
            note={t("dashboard.analytics.overdue", { count: data.tickets.overdue })}
            to="/crm/tickets?sortKey=ket_thuc&sortType=asc"
            testId="card-tickets-today"
          />
        </Cell>
      )}
      {data.calls && (
        <Cell basis={CARD}>
          <FigureCard
            title={t("dashboard.analytics.calls")}
            value={formatNumber(data.calls.total)}
            note={t("dashboard.analytics.answered", { count: data.calls.answered })}
            to={`/crm/call-logs?${period}`}
            testId="card-calls"
          />
        </Cell>
      )}
    </Line>
  );
}
