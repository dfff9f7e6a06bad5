import { XLSX_MIME } from "@sen/core";
import { downloadFile } from "@/platform/table/download";
import { exportFileName } from "@/platform/table/useExcelExport";
import { buildXlsx } from "@/platform/table/xlsx";
import { type ReportSheet, reportSheetRows, reportSheetWidths } from "./reportSheet";

/** Downloads the report as shown: the same columns and rows, its title and filters on top. */
export async function exportReport<Row>(name: string, sheet: ReportSheet<Row>) {
  const rows = reportSheetRows(sheet);
  const bytes = await buildXlsx({ name, rows, widths: reportSheetWidths(rows, sheet.titleLines.length) });
  downloadFile(bytes, exportFileName(name), XLSX_MIME);
}
