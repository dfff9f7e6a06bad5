import { formatDateTime, formatNumber, formatTableDate } from "@sen/core";
import type { ReactNode } from "react";
import type { CellValue } from "./xlsx";

/** How a column's values are shown and exported: numbers with comma separators, dates as d-m-Y. */
export type ColumnKind = "text" | "number" | "date" | "datetime" | "boolean";

/**
 * What a column means to the row, so that the table can keep it in sight: the row's name (`label`) and `code`
 * lead and stay on the left, the `status` stays beside the actions; on a phone's card the label is the title,
 * and code, status, a `date` and a `phone` are the fields shown first.
 */
export type ColumnRole = "label" | "code" | "status" | "date" | "phone";

/** One thing a row lets the user do (open, edit, delete…): drawn as an icon or as an item of the row's menu. */
export interface RowAction {
  key: string;
  /** Said by the tooltip and the menu item. */
  title: string;
  icon: ReactNode;
  onClick: () => void;
  danger?: boolean;
  testId?: string;
}

/** A row's actions and what they are about ("Mét"), which goes into their accessible names: "Xóa Mét". */
export interface RowActionSet {
  subject: string;
  actions: RowAction[];
}

export interface DataColumn<T> {
  /** Unique in the table; the sortKey sent when the column is sortable; the settings remember columns by it. */
  key: string;
  title: string;
  /** The row's property shown (default: key). */
  dataIndex?: string;
  kind?: ColumnKind;
  /** Decimals of a number column; default: as many as the value has, up to 4. */
  decimals?: number;
  sortable?: boolean;
  /** In px. */
  width?: number;
  /** The cell's content; default: the value formatted by kind. */
  render?: (row: T) => ReactNode;
  /** The value written to Excel; default: numbers as numbers, the rest as the text shown. */
  exportValue?: (row: T) => CellValue;
  /** Yes/No texts of boolean columns, for export (the cell shows them too unless `render` is given). */
  booleanText?: [yes: string, no: string];
  /** Row actions and the like: not offered in the settings, never exported. */
  utility?: boolean;
  fixed?: "left" | "right";
  ellipsis?: boolean;
  role?: ColumnRole;
  /** The row's actions as data (see rowActionsColumn in RowMenu): the first is the row's tap on a phone. */
  rowActions?: (row: T) => RowActionSet;
}

/** Row actions drawn by the caller, last and kept in view on the right; neither offered in the settings nor exported. */
export function actionsColumn<T>(title: string, render: (row: T) => ReactNode, width?: number): DataColumn<T> {
  return { key: "actions", title, utility: true, fixed: "right", width, render };
}

export function cellValue<T>(column: DataColumn<T>, row: T): unknown {
  return (row as Record<string, unknown>)[column.dataIndex ?? column.key];
}

function decimalsOf(value: unknown): number {
  const text = String(value);
  const dot = text.indexOf(".");
  return dot < 0 ? 0 : Math.min(4, text.length - dot - 1);
}

/** The text a cell shows for its value, by the column's kind. */
export function cellText<T>(column: DataColumn<T>, row: T): string {
  const value = cellValue(column, row);
  if (value === null || value === undefined) return "";
  switch (column.kind) {
    case "number":
      return formatNumber(value as number | string, column.decimals ?? decimalsOf(value));
    case "date":
      return formatTableDate(value as string);
    case "datetime":
      return formatDateTime(value as string);
    case "boolean": {
      const [yes, no] = column.booleanText ?? ["✓", ""];
      return value ? yes : no;
    }
    default:
      return String(value);
  }
}

/** What goes into the Excel cell: a real number for number columns, otherwise the text the table shows. */
export function exportCell<T>(column: DataColumn<T>, row: T): CellValue {
  if (column.exportValue) return column.exportValue(row);
  if (column.kind === "number") {
    const value = cellValue(column, row);
    const number = typeof value === "number" ? value : Number(value);
    return value === null || value === undefined || value === "" || Number.isNaN(number) ? null : number;
  }
  return cellText(column, row);
}
