import { XLSX_MIME } from "@sen/core";
import { downloadFile } from "@/platform/table/download";
import { buildXlsx, type CellValue } from "@/platform/table/xlsx";
import type { ImportColumn } from "./importColumns";
import type { ImportLine } from "./importSheet";

/** A row left out of the import, with why. */
export interface SkippedRow {
  line: number;
  row?: ImportLine;
  problems: string[];
}

/** 'Tải file mẫu': an empty sheet with the Vietnamese headers the import recognises. */
export async function downloadTemplate(columns: readonly ImportColumn[], sheet: string, file: string) {
  const headers = columns.map((c) => c.header);
  const bytes = await buildXlsx({
    name: sheet,
    rows: [headers],
    widths: headers.map((h) => Math.max(14, h.length + 4)),
  });
  downloadFile(bytes, file, XLSX_MIME);
}

/** The report's sheet: each skipped row's line, the cells of `keys` and its reasons, under the given headers. */
export function reportRows(headers: readonly string[], keys: readonly string[], skipped: readonly SkippedRow[]) {
  const rows: CellValue[][] = [[...headers]];
  for (const s of skipped) rows.push([s.line, ...keys.map((key) => s.row?.[key] ?? ""), s.problems.join("; ")]);
  return rows;
}

export async function downloadReport(rows: CellValue[][], file: string) {
  const widths = (rows[0] ?? []).map((_, i, all) => (i === 0 ? 8 : i === all.length - 1 ? 70 : 24));
  const bytes = await buildXlsx({ name: "Dòng bị bỏ qua", rows, widths });
  downloadFile(bytes, file, XLSX_MIME);
}
