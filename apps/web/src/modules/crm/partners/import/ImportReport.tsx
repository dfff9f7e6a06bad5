import { DownloadOutlined } from "@ant-design/icons";
import { formatNumber } from "@sen/core";
import { Button, Result, Table } from "antd";
import { useTranslation } from "react-i18next";
import { downloadReport, reportRows, type SkippedRow } from "./importFiles";

/** What the import did: the partners created, and each skipped row with its reasons, downloadable. */
export function ImportReport({ created, skipped }: { created: number; skipped: SkippedRow[] }) {
  const { t } = useTranslation();
  const headers: [string, string, string, string] = [
    t("crmPartners.import.line"),
    t("crmPartners.import.name"),
    t("crmPartners.import.phone"),
    t("crmPartners.import.problems"),
  ];
  return (
    <>
      <Result
        status={skipped.length === 0 ? "success" : "warning"}
        title={t("crmPartners.import.created", { n: formatNumber(created) })}
        subTitle={skipped.length > 0 ? t("crmPartners.import.skipped", { n: formatNumber(skipped.length) }) : undefined}
        extra={
          skipped.length > 0 && (
            <Button
              icon={<DownloadOutlined />}
              onClick={() => void downloadReport(reportRows(headers, skipped))}
              data-testid="import-report-download"
            >
              {t("crmPartners.import.downloadReport")}
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
            { key: "name", title: headers[1], render: (_, s) => s.row?.ten_kh },
            { key: "phone", title: headers[2], render: (_, s) => s.row?.phone },
            { key: "problems", title: headers[3], render: (_, s) => s.problems.join("; ") },
          ]}
        />
      )}
    </>
  );
}
