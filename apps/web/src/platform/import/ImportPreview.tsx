import { formatNumber } from "@sen/core";
import { Flex, Table, Tag } from "antd";
import { useTranslation } from "react-i18next";
import type { ImportSpec } from "./importSpec";
import type { CheckedRow } from "./useImportFlow";

/** The checked rows: counts of good and bad ones, each row's problems as red tags beside its main cells. */
export function ImportPreview({ rows, shown }: { rows: CheckedRow[]; shown: ImportSpec["shown"] }) {
  const { t } = useTranslation();
  const bad = rows.filter((r) => r.problems.length > 0).length;
  const [name, ...others] = shown;
  const cell = (column: ImportSpec["shown"][number]) => ({
    key: column.key,
    title: column.title,
    width: column.width ?? 140,
    render: (_: unknown, checked: CheckedRow) => checked.row[column.key],
  });
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap data-testid="import-counts">
        <Tag color="success">
          {t("dataImport.valid", { count: rows.length - bad, n: formatNumber(rows.length - bad) })}
        </Tag>
        <Tag color="error">{t("dataImport.invalid", { count: bad, n: formatNumber(bad) })}</Tag>
      </Flex>
      <Table<CheckedRow>
        rowKey="line"
        size="small"
        data-testid="import-preview"
        pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
        scroll={{ x: "max-content", y: 380 }}
        dataSource={rows}
        columns={[
          { key: "line", dataIndex: "line", title: t("dataImport.line"), width: 70 },
          ...(name ? [{ ...cell(name), width: name.width ?? 180 }] : []),
          {
            key: "problems",
            title: t("dataImport.problems"),
            render: (_, row) =>
              row.problems.length === 0 ? (
                <Tag color="success">{t("dataImport.ok")}</Tag>
              ) : (
                <Flex gap={4} wrap>
                  {row.problems.map((problem) => (
                    <Tag key={problem} color="error" style={{ marginInlineEnd: 0 }}>
                      {problem}
                    </Tag>
                  ))}
                </Flex>
              ),
          },
          ...others.map(cell),
        ]}
      />
    </Flex>
  );
}
