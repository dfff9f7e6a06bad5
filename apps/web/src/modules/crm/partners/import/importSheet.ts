import type { ImportRow } from "../partnersApi";
import type { ColumnMapping, ImportKey } from "./importColumns";

/** A cell as read-excel-file gives it. */
export type SheetCell = string | number | boolean | Date | null | undefined;

const PHONE_KEYS = new Set<ImportKey>(["phone", "phone2"]);
const pad = (n: number) => String(n).padStart(2, "0");

/**
 * A cell as the text the server takes: dates as YYYY-MM-DD (Excel dates carry no zone: their UTC day is the day
 * typed), a phone typed as a number gets back the leading 0 Excel dropped (901234567 → "0901234567").
 */
export function cellText(value: SheetCell, key: ImportKey): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return undefined;
    return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  }
  const text = typeof value === "number" && Number.isInteger(value) ? value.toFixed(0) : String(value).trim();
  if (PHONE_KEYS.has(key) && /^[1-9]\d{8}$/.test(text)) return `0${text}`;
  return text || undefined;
}

/** The sheet's data rows (after the header) as import rows; `line` is the row number Excel shows. Blank rows are left out. */
export function toImportRows(sheet: readonly (readonly SheetCell[])[], mapping: ColumnMapping): ImportRow[] {
  const rows: ImportRow[] = [];
  sheet.slice(1).forEach((cells, index) => {
    const row: ImportRow = { line: index + 2 };
    for (const [key, column] of Object.entries(mapping) as [ImportKey, number][]) {
      const text = cellText(cells[column], key);
      if (text !== undefined) row[key] = text;
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
