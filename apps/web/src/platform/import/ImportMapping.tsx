import { Select, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { ColumnMapping, ImportColumn } from "./importColumns";
import type { SheetCell } from "./importSheet";

interface ImportMappingProps {
  columns: readonly ImportColumn[];
  fileName: string;
  sheet: SheetCell[][];
  mapping: ColumnMapping;
  onChange: (key: string, column: number | undefined) => void;
}

/** Which column of the file feeds each field: found from the headers, changeable; a sample value for each. */
export function ImportMapping({ columns, fileName, sheet, mapping, onChange }: ImportMappingProps) {
  const { t } = useTranslation();
  const headers = sheet[0] ?? [];
  const options = headers.map((header, i) => ({ value: i, label: String(header ?? "").trim() || `#${i + 1}` }));
  const sample = (column: number | undefined) => (column === undefined ? "" : String(sheet[1]?.[column] ?? ""));

  return (
    <>
      <Typography.Paragraph>
        {t("dataImport.mappingHint", { file: fileName, count: sheet.length - 1 })}
      </Typography.Paragraph>
      <Table
        rowKey="key"
        size="small"
        pagination={false}
        scroll={{ x: "max-content", y: 360 }}
        dataSource={[...columns]}
        columns={[
          { key: "field", title: t("dataImport.field"), dataIndex: "header", width: 180 },
          {
            key: "column",
            title: t("dataImport.column"),
            width: 220,
            render: (_, column) => (
              <Select
                allowClear
                style={{ width: 200 }}
                value={mapping[column.key]}
                options={options}
                placeholder={t("dataImport.notMapped")}
                aria-label={column.header}
                onChange={(value?: number) => onChange(column.key, value)}
              />
            ),
          },
          {
            key: "sample",
            title: t("dataImport.sample"),
            render: (_, column) => <Typography.Text type="secondary">{sample(mapping[column.key])}</Typography.Text>,
          },
        ]}
      />
    </>
  );
}
