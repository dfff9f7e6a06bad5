import { formatNumber } from "@sen/core";
import { Flex, Table, Tag } from "antd";
import { useTranslation } from "react-i18next";
import type { CheckedRow } from "./useImportFlow";

/** The checked rows: counts of good and bad ones, each row's problems as red tags. */
export function ImportPreview({ rows }: { rows: CheckedRow[] }) {
  const { t } = useTranslation();
  const bad = rows.filter((r) => r.problems.length > 0).length;
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap data-testid="import-counts">
        <Tag color="success">
          {t("crmPartners.import.valid", { count: rows.length - bad, n: formatNumber(rows.length - bad) })}
        </Tag>
        <Tag color="error">{t("crmPartners.import.invalid", { count: bad, n: formatNumber(bad) })}</Tag>
      </Flex>
      <Table<CheckedRow>
        rowKey="line"
        size="small"
        data-testid="import-preview"
        pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
        scroll={{ x: "max-content", y: 380 }}
        dataSource={rows}
        columns={[
          { key: "line", dataIndex: "line", title: t("crmPartners.import.line"), width: 70 },
          { key: "ten_kh", dataIndex: "ten_kh", title: t("crmPartners.import.name"), width: 180 },
          {
            key: "problems",
            title: t("crmPartners.import.problems"),
            render: (_, row) =>
              row.problems.length === 0 ? (
                <Tag color="success">{t("crmPartners.import.ok")}</Tag>
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
          { key: "phone", dataIndex: "phone", title: t("crmPartners.import.phone"), width: 120 },
          { key: "tinh", dataIndex: "tinh", title: t("crmPartners.import.province"), width: 150 },
        ]}
      />
    </Flex>
  );
}
