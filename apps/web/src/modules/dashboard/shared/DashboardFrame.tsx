import { hasRight } from "@sen/core";
import { Flex, Spin } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/platform/session/sessionStore";
import { Notice } from "./Notice";
import { PeriodPicker } from "./PeriodPicker";
import { type DashboardName, useDashboard } from "./useDashboard";
import { usePeriod } from "./usePeriod";
import "../messages";

interface Props<T> {
  name: DashboardName;
  /** The dashboard's menu command: without read on it there is nothing to ask for or show. */
  command: string;
  /** The lines of blocks (Line, Cell) drawn from the figures. */
  children: (data: T) => ReactNode;
}

/**
 * A dashboard's frame: the period picker (kept in the URL), the figures of that period over the
 * navbar's branches laid out in lines of blocks, or why there are none (no right, a failed load).
 */
export function DashboardFrame<T>({ name, command, children }: Props<T>) {
  const { t } = useTranslation();
  const { period, setPeriod } = usePeriod();
  const user = useSession((s) => s.user);
  const may = Boolean(user && hasRight(user, command, "read"));
  const { data, isFetching, isError } = useDashboard<T>(name, period, may);
  if (!may) {
    return (
      <Notice type="info" data-testid="dashboard-no-right">
        {t("dashboard.noRight")}
      </Notice>
    );
  }
  return (
    <Flex vertical gap={16}>
      <PeriodPicker period={period} onChange={setPeriod} />
      {isError && <Notice type="error">{t("dashboard.loadFailed")}</Notice>}
      <Spin spinning={isFetching && !data}>
        {data && (
          <Flex vertical gap={16} data-testid={`${name}-dashboard`}>
            {children(data)}
          </Flex>
        )}
      </Spin>
    </Flex>
  );
}
