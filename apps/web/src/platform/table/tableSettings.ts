import { PAGE_SIZES, type PageSize } from "@sen/core";

/** A table's settings as the user saved them: which columns show, in which order, how wide. */
export interface ColumnSetting {
  key: string;
  hidden?: boolean;
  /** In px. */
  width?: number;
}

/** How tall rows are: compact (the default, more rows in sight) or comfortable. */
export const DENSITIES = ["compact", "comfortable"] as const;
export type Density = (typeof DENSITIES)[number];
export const DEFAULT_DENSITY: Density = "compact";

export interface TableSettings {
  columns: ColumnSetting[];
  density?: Density;
  /** The page size the user last picked, used when the address names none. */
  pageSize?: PageSize;
}

export const MIN_COLUMN_WIDTH = 40;
export const MAX_COLUMN_WIDTH = 1000;

/** The user config that holds a table's settings (`PUT user/configs/{name}`). */
export const settingsConfigName = (settingsKey: string) => `table.${settingsKey}`;

/** The saved JSON, or undefined when there is none or it cannot be read (the defaults then apply). */
export function parseTableSettings(value: string | undefined): TableSettings | undefined {
  if (!value) return undefined;
  try {
    const data: unknown = JSON.parse(value);
    const { columns, density, pageSize } = (data ?? {}) as { columns?: unknown; density?: unknown; pageSize?: unknown };
    const known = DENSITIES.includes(density as Density);
    const size = (PAGE_SIZES as readonly unknown[]).includes(pageSize);
    if (!Array.isArray(columns) && !known && !size) return undefined;
    return {
      columns: (Array.isArray(columns) ? columns : [])
        .filter((c): c is ColumnSetting => typeof c?.key === "string")
        .map(({ key, hidden, width }) => ({
          key,
          ...(hidden === true ? { hidden } : {}),
          ...(typeof width === "number" && width >= MIN_COLUMN_WIDTH && width <= MAX_COLUMN_WIDTH ? { width } : {}),
        })),
      ...(known ? { density: density as Density } : {}),
      ...(size ? { pageSize: pageSize as PageSize } : {}),
    };
  } catch {
    return undefined;
  }
}

/**
 * Every column with its setting, in the saved order; columns the settings do not know (added since) follow in
 * their own order, shown.
 */
export function settingRows<C extends { key: string; width?: number }>(
  columns: readonly C[],
  settings: TableSettings | undefined,
): (ColumnSetting & { column: C })[] {
  const byKey = new Map(columns.map((c) => [c.key, c]));
  const known = (settings?.columns ?? []).filter((s) => byKey.has(s.key));
  const seen = new Set(known.map((s) => s.key));
  const rows = known.map((s) => ({ ...s, column: byKey.get(s.key) as C }));
  for (const column of columns) if (!seen.has(column.key)) rows.push({ key: column.key, column });
  return rows.map((r) => ({ ...r, width: r.width ?? r.column.width }));
}

/** The columns to draw: visible ones, in order, at their width. */
export function applyTableSettings<C extends { key: string; width?: number }>(
  columns: readonly C[],
  settings: TableSettings | undefined,
): C[] {
  return settingRows(columns, settings)
    .filter((r) => !r.hidden)
    .map((r) => (r.width === r.column.width ? r.column : { ...r.column, width: r.width }));
}
