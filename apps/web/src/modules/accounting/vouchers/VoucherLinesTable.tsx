import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Flex, Form, Table } from "antd";
import type { ColumnType } from "antd/es/table";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** A line's place in the form's list, as Form.List gives it. */
export interface LineField {
  name: number;
  key: number;
}

interface Props {
  editing: boolean;
  /** The columns between the line's number and its remove button; each renders its cell's input. */
  columns: ColumnType<LineField>[];
  newLine: () => object;
  /** The totals' rows under the lines. */
  summary?: (lines: number) => ReactNode;
}

/**
 * The lines of a voucher as a grid of inputs: numbered, one added by 'Thêm dòng' (or Enter in a line's last
 * amount, see `enterAddsLine`), each removed by its bin while the voucher is edited.
 */
export function VoucherLinesTable({ editing, columns, newLine, summary }: Props) {
  const { t } = useTranslation();
  return (
    <Form.List name="details">
      {(fields, { add, remove }) => (
        <Flex vertical gap={8}>
          <Table<LineField>
            rowKey="key"
            size="small"
            dataSource={fields}
            pagination={false}
            scroll={{ x: "max-content" }}
            locale={{ emptyText: t("vouchers.lines.empty") }}
            data-testid="document-lines"
            columns={[
              {
                key: "no",
                title: t("vouchers.lines.no"),
                width: 48,
                align: "center",
                render: (_value, _field, index) => index + 1,
              },
              ...columns,
              ...(editing
                ? [
                    {
                      key: "remove",
                      title: "",
                      width: 48,
                      render: (_value: unknown, field: LineField) => (
                        <Button
                          type="text"
                          danger
                          icon={<DeleteOutlined />}
                          aria-label={`${t("vouchers.lines.remove")} ${field.name + 1}`}
                          onClick={() => remove(field.name)}
                          data-testid="line-remove"
                        />
                      ),
                    },
                  ]
                : []),
            ]}
            summary={() => summary?.(fields.length)}
          />
          {editing && (
            <Button
              icon={<PlusOutlined />}
              onClick={() => add(newLine())}
              style={{ alignSelf: "flex-start" }}
              data-testid="line-add"
            >
              {t("vouchers.lines.add")}
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  );
}
