import { exportFileName as fileName, XLSX_MIME } from "@sen/core";
import { useRef, useState } from "react";
import { download } from "@/platform/api";
import { dayjs } from "@/platform/dates";
import { useFeedback } from "@/platform/useFeedback";
import type { DataColumn } from "./columns";
import { downloadFile } from "./download";
import { exportQuery, type FetchPage, fetchAllRows, sheetRows, sheetWidths } from "./exportRows";
import type { TableQuery } from "./tableQuery";
import { buildXlsx } from "./xlsx";

/** Rows so far (of `total`) when the browser pages through the list; bytes received when the server streams it. */
export interface ExportProgress {
  done: number;
  total?: number;
  bytes?: number;
}

/**
 * Where an export comes from: the server's export of the list (`GET {api}/export`, every row read
 * and written there, however many), with filters the screen always adds; or, for a short list the
 * server has no export of, its pages, written here.
 */
export type ExportSource<T> = { server: string; filters?: Record<string, string> } | { fetchPage: FetchPage<T> };

/** "Đơn vị tính" now → "don-vi-tinh_20250701_0930.xlsx" (the browser keeps Vietnam's time). */
export function exportFileName(name: string, at = dayjs()): string {
  return fileName(name, at.format("YYYYMMDD_HHmm"));
}

/**
 * Exports the list with its current filter and sort, with progress, cancellable: downloaded from
 * the server, or every page of 1000 rows fetched and written here, in the given columns and order.
 */
export function useExcelExport<T>(source: ExportSource<T>, name: string) {
  const feedback = useFeedback();
  const [progress, setProgress] = useState<ExportProgress | undefined>();
  const controller = useRef<AbortController | undefined>(undefined);

  const start = async (query: TableQuery, columns: readonly DataColumn<T>[]) => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress("server" in source ? { done: 0, bytes: 0 } : { done: 0 });
    try {
      if ("server" in source) {
        const file = await download(source.server, {
          query: exportQuery(query, columns, name, source.filters),
          signal: abort.signal,
          onProgress: (bytes) => setProgress({ done: 0, bytes }),
        });
        if (abort.signal.aborted) return;
        downloadFile(file.blob, file.fileName ?? exportFileName(name), XLSX_MIME);
        return;
      }
      const rows = await fetchAllRows(source.fetchPage, query, {
        signal: abort.signal,
        onProgress: (done, total) => setProgress({ done, total }),
      });
      if (abort.signal.aborted) return;
      const bytes = await buildXlsx({ name, rows: sheetRows(columns, rows), widths: sheetWidths(columns) });
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
