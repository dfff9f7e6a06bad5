import { FileExcelOutlined } from "@ant-design/icons";
import { formatNumber } from "@sen/core";
import { Button, Flex, Modal, Progress, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { DataColumn } from "./columns";
import { fileSize } from "./exportRows";
import type { TableQuery } from "./tableQuery";
import { type ExportProgress, type ExportSource, useExcelExport } from "./useExcelExport";

interface ExportButtonProps<T> {
  source: ExportSource<T>;
  query: TableQuery;
  /** The visible columns, in their order. */
  columns: readonly DataColumn<T>[];
  /** Sheet and file name. */
  name: string;
}

function progressText(t: ReturnType<typeof useTranslation>["t"], progress: ExportProgress | undefined) {
  if (progress?.bytes !== undefined) return t("table.exportReceived", { size: fileSize(progress.bytes) });
  return t("table.exportProgress", {
    done: formatNumber(progress?.done ?? 0),
    total: progress?.total === undefined ? "…" : formatNumber(progress.total),
  });
}

/**
 * 'Xuất Excel': the whole list as filtered and sorted now, with its progress (rows, or what has
 * arrived of the file the server writes) and a stop button.
 */
export function ExportButton<T>({ source, query, columns, name }: ExportButtonProps<T>) {
  const { t } = useTranslation();
  const { progress, start, cancel } = useExcelExport(source, name);
  const streamed = "server" in source;
  const percent = progress?.total ? Math.floor((progress.done / progress.total) * 100) : 0;
  return (
    <>
      <Button
        icon={<FileExcelOutlined />}
        loading={Boolean(progress)}
        onClick={() => start(query, columns)}
        data-testid="table-export"
      >
        {t("table.export")}
      </Button>
      <Modal
        open={Boolean(progress)}
        title={t("table.exporting")}
        closable={false}
        mask={{ closable: false }}
        footer={<Button onClick={cancel}>{t("table.exportStop")}</Button>}
      >
        <Flex vertical gap={8} data-testid="table-export-progress">
          <Progress percent={streamed ? 100 : percent} showInfo={!streamed} status="active" />
          <Typography.Text type="secondary">{progressText(t, progress)}</Typography.Text>
        </Flex>
      </Modal>
    </>
  );
}
