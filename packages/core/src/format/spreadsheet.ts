import { foldVietnamese } from "./fold.js";

export const XLSX_MIME = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

// Characters XML 1.0 cannot hold at all (control characters other than tab, newline and carriage return).
// biome-ignore lint/suspicious/noControlCharactersInRegex: they are exactly what must go
const INVALID_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

/** Text a workbook can hold: without the characters XML cannot (a cell holding one makes the file unreadable). */
export function xmlText(text: string): string {
  return text.replace(INVALID_XML, "");
}

/** A sheet's name as Excel takes it: at most 31 characters, []:*?/\ replaced. */
export function sheetName(name: string): string {
  return (
    xmlText(name)
      .replace(/[[\]:*?/\\]/g, " ")
      .trim()
      .slice(0, 31) || "Sheet1"
  );
}

/** "Đơn vị tính" exported at "20250701_0930" (YYYYMMDD_HHmm in Vietnam) → "don-vi-tinh_20250701_0930.xlsx". */
export function exportFileName(name: string, stamp: string): string {
  const base =
    foldVietnamese(name)
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "export";
  return `${base}_${stamp}.xlsx`;
}
