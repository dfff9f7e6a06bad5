import { FileExcelOutlined, PrinterOutlined } from "@ant-design/icons";
import { theme as antTheme, Button, Flex } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  /** Absent without the print right. */
  onExport?: () => Promise<void>;
  ready: boolean;
}

/**
 * The report's last line, kept in view at the bottom of the window: 'Xuất Excel' of the table (with
 * the print right) and printing the page.
 */
export function ReportActions({ onExport, ready }: Props) {
  const { t } = useTranslation();
  const { token } = antTheme.useToken();
  const [exporting, setExporting] = useState(false);
  const exportTable = async () => {
    if (!onExport) return;
    setExporting(true);
    try {
      await onExport();
    } finally {
      setExporting(false);
    }
  };
  return (
    <Flex
      wrap
      gap={8}
      justify="flex-end"
      className="report-actions"
      style={{
        position: "sticky",
        bottom: 0,
        zIndex: 10,
        padding: "8px 0",
        background: token.colorBgLayout,
        borderTop: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Button icon={<PrinterOutlined />} onClick={() => window.print()} disabled={!ready} data-testid="report-print">
        {t("report.print")}
      </Button>
      {onExport && (
        <Button
          type="primary"
          icon={<FileExcelOutlined />}
          onClick={() => void exportTable()}
          loading={exporting}
          disabled={!ready}
          data-testid="report-export"
        >
          {t("table.export")}
        </Button>
      )}
    </Flex>
  );
}
