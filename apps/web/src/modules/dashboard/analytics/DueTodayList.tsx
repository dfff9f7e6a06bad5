import { formatTime, pick, TASK_STATUSES, TICKET_STATUSES } from "@sen/core";
import { Flex } from "antd";
import { useTranslation } from "react-i18next";
import { ChartEmpty } from "@/platform/charts";
import { TagText, Text } from "../shared/Text";
import type { Analytics, DueItem } from "./analyticsTypes";

const STATUSES = [...TASK_STATUSES, ...TICKET_STATUSES];

interface Row extends DueItem {
  kind: "task" | "ticket";
}

/** Today's open appointments and tickets by their start, each with its time, customer and assignee. */
export function DueTodayList({ data }: { data: Analytics }) {
  const { t, i18n } = useTranslation();
  const rows: Row[] = [
    ...(data.tasks?.items ?? []).map((i) => ({ ...i, kind: "task" as const })),
    ...(data.tickets?.items ?? []).map((i) => ({ ...i, kind: "ticket" as const })),
  ].sort((a, b) => a.bat_dau.localeCompare(b.bat_dau));
  if (rows.length === 0) return <ChartEmpty height={120} />;
  const status = (value: string) => {
    const option = STATUSES.find((s) => s.value === value);
    return option ? pick(option.label, i18n.language) : value;
  };
  return (
    <Flex vertical gap={8} data-testid="due-today-list">
      {rows.map((row) => (
        <Flex key={`${row.kind}-${row.id}`} gap={8} align="baseline" style={{ minWidth: 0 }}>
          <Text strong style={{ flex: "none", width: 44 }}>
            {formatTime(row.bat_dau)}
          </Text>
          <Flex vertical style={{ flex: 1, minWidth: 0 }}>
            <Text ellipsis>{row.tieu_de}</Text>
            <Text secondary ellipsis small>
              {[t(`dashboard.analytics.${row.kind}`), row.ten_kh, row.ten_nv].filter(Boolean).join(" · ")}
            </Text>
          </Flex>
          <TagText>{status(row.trang_thai)}</TagText>
        </Flex>
      ))}
    </Flex>
  );
}
