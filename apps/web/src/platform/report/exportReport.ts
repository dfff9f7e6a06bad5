import { XLSX_MIME } from "@sen/core";
import { downloadFile } from "@/platform/table/download";
import { exportFileName } from "@/platform/table/useExcelExport";
import { buildXlsx } from "@/platform/table/xlsx";
import { type ReportSheet, reportSheetRows, reportSheetWidths } from "./reportSheet";

/**
 * Downloads the report's table as shown (the browser holds every line of it: a report is short), its
 * heading on top; the file is named after the report and the time.
 */
export async function exportReport<Row>(name: string, sheet: ReportSheet<Row>) {
  const rows = reportSheetRows(sheet);
  const bytes = await buildXlsx({ name, rows, widths: reportSheetWidths(rows, sheet.titleLines.length) });
  downloadFile(bytes, exportFileName(name), XLSX_MIME);
}
