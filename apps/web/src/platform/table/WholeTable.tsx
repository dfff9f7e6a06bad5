import { BREAKPOINTS } from "@sen/core";
import { Table } from "antd";
import { useTranslation } from "react-i18next";
import { cellText, type DataColumn } from "./columns";
import { DataCards } from "./DataCards";
import { useViewportWidth } from "./useViewportWidth";

/**
 * A few rows shown whole, without paging (a card's latest movements): a small table, or cards on a phone, drawn
 * from the same columns as the lists.
 */
export function WholeTable<T extends object>({
  rows,
  columns,
  rowKey,
  cardFields,
  loading = false,
  testId,
}: {
  rows: readonly T[];
  columns: DataColumn<T>[];
  rowKey: (row: T) => string;
  /** The fields a phone's card shows. */
  cardFields: readonly string[];
  loading?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const phone = useViewportWidth() < BREAKPOINTS.sm;
  if (phone) {
    return (
      <DataCards<T>
        rows={[...rows]}
        columns={columns}
        rowKey={rowKey}
        loading={loading}
        emptyText={t("table.empty")}
        cardFields={cardFields}
      />
    );
  }
  return (
    <Table<T>
      rowKey={rowKey}
      size="small"
      loading={loading}
      dataSource={[...rows]}
      pagination={false}
      scroll={{ x: "max-content" }}
      locale={{ emptyText: t("table.empty") }}
      data-testid={testId}
      columns={columns.map((c) => ({
        key: c.key,
        title: c.title,
        width: c.width,
        align: c.kind === "number" ? ("right" as const) : undefined,
        render: (_: unknown, row: T) => (c.render ? c.render(row) : cellText(c, row)),
      }))}
    />
  );
}
