import { FileExcelOutlined } from "@ant-design/icons";
import { formatNumber } from "@sen/core";
import { Button, Flex, Modal, Progress, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { DataColumn } from "./columns";
import type { FetchPage } from "./exportRows";
import type { TableQuery } from "./tableQuery";
import { useExcelExport } from "./useExcelExport";

interface ExportButtonProps<T> {
  fetchPage: FetchPage<T>;
  query: TableQuery;
  /** The visible columns, in their order. */
  columns: readonly DataColumn<T>[];
  /** Sheet and file name. */
  name: string;
}

/** 'Xuất Excel': the whole list as filtered and sorted now, with a progress bar and a stop button. */
export function ExportButton<T>({ fetchPage, query, columns, name }: ExportButtonProps<T>) {
  const { t } = useTranslation();
  const { progress, start, cancel } = useExcelExport(fetchPage, name);
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
          <Progress percent={percent} status="active" />
          <Typography.Text type="secondary">
            {t("table.exportProgress", {
              done: formatNumber(progress?.done ?? 0),
              total: progress?.total === undefined ? "…" : formatNumber(progress.total),
            })}
          </Typography.Text>
        </Flex>
      </Modal>
    </>
  );
}
