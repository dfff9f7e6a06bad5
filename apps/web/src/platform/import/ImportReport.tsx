import { DownloadOutlined } from "@ant-design/icons";
import { formatNumber } from "@sen/core";
import { Button, Result, Table } from "antd";
import { useTranslation } from "react-i18next";
import { downloadReport, reportRows, type SkippedRow } from "./importFiles";
import type { ImportSpec } from "./importSpec";

interface ImportReportProps {
  spec: ImportSpec;
  created: number;
  updated: number;
  skipped: SkippedRow[];
}

/** What the import did: the records created (and updated), and each skipped row with its reasons, downloadable. */
export function ImportReport({ spec, created, updated, skipped }: ImportReportProps) {
  const { t } = useTranslation();
  const shown = spec.shown.slice(0, 2);
  const headers = [t("dataImport.line"), ...shown.map((c) => c.title), t("dataImport.problems")];
  const keys = shown.map((c) => c.key);
  const title = [
    spec.text.created(formatNumber(created)),
    ...(updated > 0 ? [t("dataImport.updated", { n: formatNumber(updated) })] : []),
  ].join(", ");
  return (
    <>
      <Result
        status={skipped.length === 0 ? "success" : "warning"}
        title={title}
        subTitle={skipped.length > 0 ? t("dataImport.skipped", { n: formatNumber(skipped.length) }) : undefined}
        extra={
          skipped.length > 0 && (
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void downloadReport(reportRows(headers, keys, skipped), spec.reportFile)}
              data-testid="import-report-download"
            >
              {t("dataImport.downloadReport")}
            </Button>
          )
        }
        data-testid="import-report"
      />
      {skipped.length > 0 && (
        <Table<SkippedRow>
          rowKey="line"
          size="small"
          pagination={{ pageSize: 20, showSizeChanger: false, hideOnSinglePage: true }}
          scroll={{ x: "max-content" }}
          dataSource={skipped}
          columns={[
            { key: "line", dataIndex: "line", title: headers[0], width: 70 },
            ...shown.map((c) => ({
              key: c.key,
              title: c.title,
              render: (_: unknown, s: SkippedRow) => s.row?.[c.key],
            })),
            { key: "problems", title: headers.at(-1), render: (_, s) => s.problems.join("; ") },
          ]}
        />
      )}
    </>
  );
}
