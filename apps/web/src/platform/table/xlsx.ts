import { sheetName, xmlText } from "@sen/core";

/** A cell: numbers become numeric cells, text strings, null an empty cell. */
export type CellValue = string | number | null | undefined;

export interface Sheet {
  /** At most 31 characters; []:*?/\ are not allowed and are replaced. */
  name: string;
  /** The first row is the header (bold). */
  rows: CellValue[][];
  /** Column widths in characters. */
  widths?: number[];
}

function cell(value: CellValue): string | number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (value === null || value === undefined || value === "") return null;
  return xmlText(value);
}

/**
 * A one-sheet .xlsx workbook written by exceljs, the header bold and kept in view. exceljs is
 * loaded when the first file is made, not with the app: the long lists are exported by the server
 * (`useExcelExport`), this writes the short ones the browser already holds (reports, import files).
 */
export async function buildXlsx(sheet: Sheet): Promise<Uint8Array> {
  const exceljs = await import("exceljs");
  const { Workbook } = exceljs.default ?? exceljs;
  const workbook = new Workbook();
  const worksheet = workbook.addWorksheet(sheetName(sheet.name), {
    views: sheet.rows.length > 1 ? [{ state: "frozen", ySplit: 1 }] : [],
  });
  worksheet.columns = (sheet.widths ?? []).map((width) => ({ width: Math.max(4, Math.min(width, 80)) }));
  for (const row of sheet.rows) worksheet.addRow(row.map(cell));
  if (sheet.rows.length > 0) worksheet.getRow(1).font = { bold: true };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
