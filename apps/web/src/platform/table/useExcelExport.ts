import { foldVietnamese } from "@sen/core";
import { useRef, useState } from "react";
import { dayjs } from "@/platform/dates";
import { useFeedback } from "@/platform/useFeedback";
import type { DataColumn } from "./columns";
import { downloadFile } from "./download";
import { type FetchPage, fetchAllRows, sheetRows, sheetWidths } from "./exportRows";
import type { TableQuery } from "./tableQuery";
import { buildXlsx, XLSX_MIME } from "./xlsx";

export interface ExportProgress {
  done: number;
  total?: number;
}

/** "Đơn vị tính" → "don-vi-tinh_20250701_0930.xlsx" */
export function exportFileName(name: string, at = dayjs()): string {
  const base =
    foldVietnamese(name)
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "export";
  return `${base}_${at.format("YYYYMMDD_HHmm")}.xlsx`;
}

/**
 * Exports the list with its current filter and sort: every page of 1000 rows, with progress, cancellable, then
 * an .xlsx of the given columns in their order.
 */
export function useExcelExport<T>(fetchPage: FetchPage<T>, name: string) {
  const feedback = useFeedback();
  const [progress, setProgress] = useState<ExportProgress | undefined>();
  const controller = useRef<AbortController | undefined>(undefined);

  const start = async (query: TableQuery, columns: readonly DataColumn<T>[]) => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ done: 0 });
    try {
      const rows = await fetchAllRows(fetchPage, query, {
        signal: abort.signal,
        onProgress: (done, total) => setProgress({ done, total }),
      });
      if (abort.signal.aborted) return;
      const bytes = buildXlsx({ name, rows: sheetRows(columns, rows), widths: sheetWidths(columns) });
      downloadFile(bytes, exportFileName(name), XLSX_MIME);
    } catch (error) {
      if (!abort.signal.aborted) feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      if (controller.current === abort) {
        controller.current = undefined;
        setProgress(undefined);
      }
    }
  };

  const cancel = () => {
    controller.current?.abort();
    controller.current = undefined;
    setProgress(undefined);
  };

  return { progress, start, cancel };
}
