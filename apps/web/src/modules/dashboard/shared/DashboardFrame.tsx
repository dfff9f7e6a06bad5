import { hasRight } from "@sen/core";
import { Alert, Flex, Row, Spin } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/platform/session/sessionStore";
import { PeriodPicker } from "./PeriodPicker";
import { type DashboardName, useDashboard } from "./useDashboard";
import { usePeriod } from "./usePeriod";
import "../messages";

interface Props<T> {
  name: DashboardName;
  /** The dashboard's menu command: without read on it there is nothing to ask for or show. */
  command: string;
  /** The blocks (grid columns) drawn from the figures. */
  children: (data: T) => ReactNode;
}

/**
 * A dashboard's frame: the period picker (kept in the URL), the figures of that period over the
 * navbar's branches laid out in a grid, or why there are none (no right, a failed load).
 */
export function DashboardFrame<T>({ name, command, children }: Props<T>) {
  const { t } = useTranslation();
  const { period, setPeriod } = usePeriod();
  const user = useSession((s) => s.user);
  const may = Boolean(user && hasRight(user, command, "read"));
  const { data, isFetching, isError } = useDashboard<T>(name, period, may);
  if (!may) return <Alert type="info" showIcon title={t("dashboard.noRight")} data-testid="dashboard-no-right" />;
  return (
    <Flex vertical gap={16}>
      <PeriodPicker period={period} onChange={setPeriod} />
      {isError && <Alert type="error" showIcon title={t("dashboard.loadFailed")} />}
      <Spin spinning={isFetching && !data}>
        {data && (
          <Row gutter={[16, 16]} data-testid={`${name}-dashboard`}>
            {children(data)}
          </Row>
        )}
      </Spin>
    </Flex>
  );
}
