import { ArrowDownOutlined, ArrowUpOutlined } from "@ant-design/icons";
import { CALL_DIRECTIONS, CALL_SOURCES } from "@sen/core";
import { Flex, Tag, Typography } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { type DataColumn, type RowActionSet, rowActionsColumn } from "@/platform/table";
import { statusColour } from "../callLogConfig";
import { choices } from "../callLogFields";
import type { CallLogRow } from "../callLogsApi";
import { formatDuration } from "../duration";
import { useCallLogConfig } from "../useCallLogConfig";

const labelIn = (options: { value: string; label: string }[], value: string) =>
  options.find((o) => o.value === value)?.label ?? value;

/**
 * The columns of a list of calls: time, direction (an arrow), customer, number, status (a tag in
 * its configured colour), length (mm:ss), employee, source and branch; `actions` last.
 */
export function useCallLogColumns(actions?: (row: CallLogRow) => RowActionSet): DataColumn<CallLogRow>[] {
  const { t, i18n } = useTranslation();
  const { statuses } = useCallLogConfig();
  return useMemo(() => {
    const directions = choices(CALL_DIRECTIONS, i18n.language);
    const sources = choices(CALL_SOURCES, i18n.language);
    const f = (key: string) => t(`crmCalls.columns.${key}`);
    const columns: DataColumn<CallLogRow>[] = [
      { key: "bat_dau", title: f("time"), kind: "datetime", sortable: true, width: 170 },
      {
        key: "huong",
        title: f("direction"),
        width: 110,
        render: (row) => (
          <Flex gap={6} align="center">
            {row.huong === "in" ? (
              <ArrowDownOutlined style={{ color: "#52c41a" }} />
            ) : (
              <ArrowUpOutlined style={{ color: "#1677ff" }} />
            )}
            {labelIn(directions, row.huong)}
          </Flex>
        ),
        exportValue: (row) => labelIn(directions, row.huong),
      },
      {
        key: "ten_kh",
        title: f("partner"),
        width: 210,
        role: "label",
        render: (row) => (
          <Flex vertical>
            <Typography.Text strong>{row.ten_kh}</Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.ma_kh}
            </Typography.Text>
          </Flex>
        ),
        exportValue: (row) => `${row.ma_kh} - ${row.ten_kh ?? ""}`,
      },
      { key: "phone", title: f("phone"), width: 130, role: "phone" },
      {
        key: "trang_thai",
        title: f("status"),
        sortable: true,
        width: 150,
        role: "status",
        render: (row) => <Tag color={statusColour(statuses, row.trang_thai)}>{row.trang_thai}</Tag>,
      },
      {
        key: "thoi_luong",
        title: f("duration"),
        kind: "number",
        sortable: true,
        width: 110,
        render: (row) => <span style={{ fontVariantNumeric: "tabular-nums" }}>{formatDuration(row.thoi_luong)}</span>,
        exportValue: (row) => formatDuration(row.thoi_luong),
      },
      { key: "ten_nv", title: f("employee"), width: 190 },
      {
        key: "nguon",
        title: f("source"),
        width: 110,
        render: (row) => (
          <Tag color={row.nguon === "call_center" ? "geekblue" : undefined}>{labelIn(sources, row.nguon)}</Tag>
        ),
        exportValue: (row) => labelIn(sources, row.nguon),
      },
      { key: "ma_dvcs", title: t("navbar.branch"), width: 100 },
    ];
    if (actions) columns.push(rowActionsColumn(t("entity.actions"), actions));
    return columns;
  }, [t, i18n.language, statuses, actions]);
}
