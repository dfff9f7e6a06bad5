import { Card, Checkbox, Empty, Flex, Spin, type TableProps, Typography } from "antd";
import { type Key, type ReactNode, useMemo, useState } from "react";
import { cardLayout } from "./cardLayout";
import { cellText, type DataColumn } from "./columns";
import { openAction, RowMenu } from "./RowMenu";

interface DataCardsProps<T extends object> {
  rows: readonly T[];
  /** The columns shown, in the user's order (the actions among them). */
  columns: readonly DataColumn<T>[];
  rowKey: (keyof T & string) | ((row: T) => string);
  loading: boolean;
  emptyText: ReactNode;
  /** A list's own choice of the card's columns, the title first. */
  cardFields?: readonly string[];
  rowSelection?: { selectedRowKeys: Key[]; onChange: (keys: Key[], rows: T[]) => void };
  expandable?: TableProps<T>["expandable"];
}

const content = <T,>(column: DataColumn<T>, row: T): ReactNode =>
  column.render ? column.render(row) : cellText(column, row);
const isBlank = (node: ReactNode) => node === null || node === undefined || node === "" || node === false;

/**
 * A list on a phone: one card per row with the fields that matter (see cardLayout), the row's actions in its
 * menu; tapping a card opens the row (its first action that destroys nothing), or shows its details.
 */
export function DataCards<T extends object>(props: DataCardsProps<T>) {
  const { rows, columns, rowKey, rowSelection, expandable } = props;
  const { title, fields } = useMemo(() => cardLayout(columns, props.cardFields), [columns, props.cardFields]);
  const actions = columns.find((c) => c.utility);
  const [expanded, setExpanded] = useState<Key[]>([]);
  const keyOf = (row: T): Key => (typeof rowKey === "function" ? rowKey(row) : (row[rowKey] as Key));

  const select = (row: T, on: boolean) => {
    if (!rowSelection) return;
    const key = keyOf(row);
    const keys = on ? [...rowSelection.selectedRowKeys, key] : rowSelection.selectedRowKeys.filter((k) => k !== key);
    rowSelection.onChange(
      keys,
      rows.filter((r) => keys.includes(keyOf(r))),
    );
  };

  if (rows.length === 0) {
    return (
      <Spin spinning={props.loading}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText} />
      </Spin>
    );
  }
  return (
    <Spin spinning={props.loading}>
      <Flex vertical gap={8} data-testid="data-cards">
        {rows.map((row) => {
          const key = keyOf(row);
          const set = actions?.rowActions?.(row);
          const open = set && openAction(set.actions);
          const details = expandable?.expandedRowRender;
          const onTap = open ? open.onClick : details ? () => setExpanded((all) => toggle(all, key)) : undefined;
          return (
            <Card
              key={key}
              size="small"
              className={onTap ? "sen-data-card sen-data-card-opens" : "sen-data-card"}
              data-testid="data-card"
              onClick={onTap && ((event) => !fromControl(event.target) && onTap())}
              title={
                <Flex gap={8} align="center" style={{ minWidth: 0 }}>
                  {rowSelection && (
                    <Checkbox
                      checked={rowSelection.selectedRowKeys.includes(key)}
                      onChange={(event) => select(row, event.target.checked)}
                      aria-label={title ? cellText(title, row) : String(key)}
                    />
                  )}
                  <Typography.Text strong ellipsis style={{ minWidth: 0 }}>
                    {title && content(title, row)}
                  </Typography.Text>
                </Flex>
              }
              extra={actions && (set ? <RowMenu {...set} /> : content(actions, row))}
              styles={{ body: { paddingBlock: 8 } }}
            >
              <Flex vertical gap={4}>
                {fields.map((column) => {
                  const value = content(column, row);
                  if (isBlank(value)) return null;
                  return (
                    <Flex key={column.key} justify="space-between" gap={12} align="center">
                      <Typography.Text type="secondary" style={{ flex: "none" }}>
                        {column.title}
                      </Typography.Text>
                      <span style={{ textAlign: "right", minWidth: 0, overflowWrap: "anywhere" }}>{value}</span>
                    </Flex>
                  );
                })}
                {details && expanded.includes(key) && details(row, 0, 0, true)}
              </Flex>
            </Card>
          );
        })}
      </Flex>
    </Spin>
  );
}

const toggle = (keys: Key[], key: Key) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]);

/**
 * A click on a link, button, tick box or menu inside the card (a name that opens a profile, a status
 * picker, a list's own buttons; their menus too, which React bubbles here) is theirs, not the card's.
 */
function fromControl(target: EventTarget): boolean {
  return (
    target instanceof Element &&
    target.closest("a, button, input, label, [role='menuitem'], [role='option'], .ant-dropdown, .ant-select") !== null
  );
}
