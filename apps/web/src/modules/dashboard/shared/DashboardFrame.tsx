import { hasRight } from "@sen/core";
import { Alert, Flex, Spin } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/app/session/sessionStore";
import { PeriodPicker } from "./PeriodPicker";
import type { Period } from "./periods";
import "../messages";

interface Props {
  /** The dashboard's menu command: without read on it there is nothing to show. */
  command: string;
  period: Period;
  onPeriod: (period: Period) => void;
  loading: boolean;
  failed: boolean;
  children: ReactNode;
}

/** The period picker over a dashboard's figures, or why there are none (no right, a failed load). */
export function DashboardFrame({ command, period, onPeriod, loading, failed, children }: Props) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user);
  if (!user || !hasRight(user, command, "read")) {
    return <Alert type="info" showIcon title={t("dashboard.noRight")} data-testid="dashboard-no-right" />;
  }
  return (
    <Flex vertical gap={16}>
      <PeriodPicker period={period} onChange={onPeriod} />
      {failed && <Alert type="error" showIcon title={t("dashboard.loadFailed")} />}
      <Spin spinning={loading}>{children}</Spin>
    </Flex>
  );
}

/** Whether the user may read the dashboard of `command` (and so whether to ask for its figures). */
export function useMayRead(command: string) {
  const user = useSession((s) => s.user);
  return Boolean(user && hasRight(user, command, "read"));
}
