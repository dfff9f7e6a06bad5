import { foldVietnamese, type ImportColumn } from "@sen/core";

export type { ImportColumn };

/** A header as compared: no case, no diacritics, punctuation as spaces ("Tỉnh/Thành" → "tinh thanh"). */
export function foldHeader(text: unknown): string {
  return foldVietnamese(String(text ?? ""))
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Which sheet column holds each field (its key). */
export type ColumnMapping = Partial<Record<string, number>>;

/**
 * Which sheet column holds each of `columns`, found by its header (the template's, an alias, or the field's own
 * name, ignoring case and diacritics); each sheet column serves one field at most, the first that names it.
 */
export function mapHeaders(columns: readonly ImportColumn[], headers: readonly unknown[]): ColumnMapping {
  const folded = headers.map(foldHeader);
  const used = new Set<number>();
  const mapping: ColumnMapping = {};
  for (const column of columns) {
    const names = [column.header, column.key, ...column.aliases].map(foldHeader);
    const at = names.map((name) => folded.findIndex((h, i) => h === name && !used.has(i))).find((i) => i >= 0);
    if (at !== undefined) {
      mapping[column.key] = at;
      used.add(at);
    }
  }
  return mapping;
}
