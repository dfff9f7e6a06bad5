import { XLSX_MIME } from "@sen/core";
import { downloadFile } from "@/platform/table/download";
import { buildXlsx, type CellValue } from "@/platform/table/xlsx";
import type { ImportRow } from "../partnersApi";
import { IMPORT_COLUMNS } from "./importColumns";

/** A row left out of the import, with why. */
export interface SkippedRow {
  line: number;
  row?: ImportRow;
  problems: string[];
}

/** 'Tải file mẫu': an empty sheet with the Vietnamese headers the import recognises. */
export async function downloadTemplate() {
  const headers = IMPORT_COLUMNS.map((c) => c.header);
  const bytes = await buildXlsx({
    name: "Khách hàng",
    rows: [headers],
    widths: headers.map((h) => Math.max(14, h.length + 4)),
  });
  downloadFile(bytes, "mau-nhap-khach-hang.xlsx", XLSX_MIME);
}

/** The report's sheet: each skipped row's line, name, phone and reasons, under the given headers. */
export function reportRows(
  headers: [line: string, name: string, phone: string, reasons: string],
  skipped: readonly SkippedRow[],
) {
  const rows: CellValue[][] = [headers];
  for (const s of skipped) rows.push([s.line, s.row?.ten_kh ?? "", s.row?.phone ?? "", s.problems.join("; ")]);
  return rows;
}

export async function downloadReport(rows: CellValue[][]) {
  const bytes = await buildXlsx({ name: "Dòng bị bỏ qua", rows, widths: [8, 30, 16, 70] });
  downloadFile(bytes, "bao-cao-nhap-khach-hang.xlsx", XLSX_MIME);
}
