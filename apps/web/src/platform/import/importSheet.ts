import type { ColumnMapping } from "./importColumns";

/** A cell as read-excel-file gives it. */
export type SheetCell = string | number | boolean | Date | null | undefined;

/** One line of a sheet as an import sends it: `line` is the row number Excel shows, then a text per field. */
export interface ImportLine {
  line: number;
  [key: string]: string | number | undefined;
}

/** How an import reads some cells its own way (a phone typed as a number gets its 0 back). */
export type CellFix = (key: string, text: string) => string;

const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A cell as the text the server takes: dates as YYYY-MM-DD (Excel dates carry no zone: their UTC day is the day
 * typed), whole numbers without a decimal point or exponent, text trimmed.
 */
export function cellText(value: SheetCell): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  }
  const text = typeof value === "number" && Number.isInteger(value) ? value.toFixed(0) : String(value).trim();
  return text || undefined;
}

/** The sheet's data rows (after the header) as import lines, numbered as Excel does. Blank rows are left out. */
export function toImportRows(
  sheet: readonly (readonly SheetCell[])[],
  mapping: ColumnMapping,
  fix: CellFix = (_, text) => text,
): ImportLine[] {
  const rows: ImportLine[] = [];
  sheet.slice(1).forEach((cells, index) => {
    const row: ImportLine = { line: index + 2 };
    for (const [key, column] of Object.entries(mapping)) {
      const text = column === undefined ? undefined : cellText(cells[column]);
      if (text !== undefined) row[key] = fix(key, text);
    }
    if (Object.keys(row).length > 1) rows.push(row);
  });
  return rows;
}

/** `items` in consecutive batches of `size` (the import sends 200 rows a call). */
export function inBatches<T>(items: readonly T[], size: number): T[][] {
  const batches: T[][] = [];
  for (let at = 0; at < items.length; at += size) batches.push(items.slice(at, at + size));
  return batches;
}
