import { BREAKPOINTS } from "@sen/core";
import { Table, Typography } from "antd";
import type { ColumnsType, ColumnType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useViewportWidth } from "@/platform/table/useViewportWidth";
import { columnGroups } from "./columnGroups";
import { columnValue, type ReportColumn } from "./reportDefinition";
import { formatValue } from "./reportValues";

interface Props<Row> {
  columns: ReportColumn<Row>[];
  rows: Row[];
  totals?: Row;
  rowKey: (row: Row) => string;
  childRows?: (row: Row) => Row[] | undefined;
  loading: boolean;
}

const PAGE_SIZE = 50;

/** The totals line under the table: 'Tổng cộng' in the first column, a sum under each number. */
function TotalsLine<Row>({ columns, totals }: { columns: ReportColumn<Row>[]; totals: Row }) {
  const { t } = useTranslation();
  return (
    <Table.Summary fixed>
      <Table.Summary.Row data-testid="report-totals">
        {columns.map((column, i) => (
          <Table.Summary.Cell key={column.key} index={i} align={column.kind === "text" ? "left" : "right"}>
            <Typography.Text strong>
              {i === 0
                ? t("report.total")
                : column.kind === "text"
                  ? ""
                  : formatValue(column.kind, columnValue(column, totals))}
            </Typography.Text>
          </Table.Summary.Cell>
        ))}
      </Table.Summary.Row>
    </Table.Summary>
  );
}

/** A cell: its value as text, a link where the column leads somewhere from this row. */
function cell<Row>(column: ReportColumn<Row>, row: Row) {
  const text = formatValue(column.kind, columnValue(column, row));
  const to = text ? column.link?.(row) : undefined;
  return to ? <Link to={to}>{text}</Link> : text;
}

/**
 * The table's columns: numbers on the right, the first pinned on a wide screen, neighbours of a group under
 * its title (a two-level header).
 */
function tableColumns<Row>(columns: ReportColumn<Row>[], pinFirst: boolean): ColumnsType<Row> {
  const leaves: ColumnType<Row>[] = columns.map((column, i) => ({
    key: column.key,
    title: column.title,
    width: column.width,
    fixed: pinFirst && i === 0 ? "left" : undefined,
    align: column.kind === "text" ? undefined : "right",
    render: (_: unknown, row: Row) => cell(column, row),
  }));
  const leaf = (i: number) => leaves[i] as ColumnType<Row>;
  return columnGroups(columns).flatMap(
    ({ group, members }): ColumnsType<Row> =>
      group
        ? [{ key: `group-${members[0]}`, title: group, align: "center", children: members.map(leaf) }]
        : members.map(leaf),
  );
}

/** The report's table: numbers on the right, the totals as the last line, rows under a row as a tree. */
export function ReportTable<Row extends object>({ columns, rows, totals, rowKey, childRows, loading }: Props<Row>) {
  const { t } = useTranslation();
  const pinFirst = useViewportWidth() >= BREAKPOINTS.md;
  const data = childRows ? rows.map((row) => withChildren(row, childRows)) : rows;
  return (
    <Table<Row>
      rowKey={rowKey}
      dataSource={data}
      loading={loading}
      size="small"
      bordered
      scroll={{ x: "max-content" }}
      pagination={rows.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false}
      expandable={childRows ? { childrenColumnName: "__children" } : undefined}
      locale={{ emptyText: t("report.empty") }}
      data-testid="report-table"
      columns={tableColumns(columns, pinFirst)}
      summary={totals ? () => <TotalsLine columns={columns} totals={totals} /> : undefined}
    />
  );
}

/** The rows under a row, where antd's tree looks for them. */
type Tree<Row> = Row & { __children?: Tree<Row>[] };

function withChildren<Row>(row: Row, children: (row: Row) => Row[] | undefined): Tree<Row> {
  const under = children(row);
  return under?.length ? { ...row, __children: under.map((c) => withChildren(c, children)) } : (row as Tree<Row>);
}
