import { fullTitle } from "./columnGroups";
import { columnValue, type ReportColumn } from "./reportDefinition";
import { sheetValue } from "./reportValues";

type Cell = string | number | null;

export interface ReportSheet<Row> {
  /** The report's name, then the filters, one a line. */
  titleLines: string[];
  columns: ReportColumn<Row>[];
  rows: Row[];
  /** The totals line, when the report has one. */
  totals?: Row;
  totalLabel: string;
  /** "%" is added to the title of percentage columns. */
  percentTitle: (title: string) => string;
  children?: (row: Row) => Row[] | undefined;
}

/** A row and the rows under it (a source, then its options indented), depth first. */
function flatten<Row>(rows: Row[], children: ReportSheet<Row>["children"], depth = 0): [Row, number][] {
  return rows.flatMap((row): [Row, number][] => [[row, depth], ...flatten(children?.(row) ?? [], children, depth + 1)]);
}

function line<Row>(columns: ReportColumn<Row>[], row: Row, depth: number): Cell[] {
  return columns.map((column, i) => {
    const value = sheetValue(column.kind, columnValue(column, row));
    return i === 0 && depth > 0 && typeof value === "string" ? `${"    ".repeat(depth)}${value}` : value;
  });
}

/**
 * The sheet of a report: its title and filters on the first lines, a blank line, the column
 * titles, the rows (those under a row indented), and the totals if any.
 */
export function reportSheetRows<Row>(sheet: ReportSheet<Row>): Cell[][] {
  const { columns } = sheet;
  const header = columns.map((c) => (c.kind === "percent" ? sheet.percentTitle(fullTitle(c)) : fullTitle(c)));
  const totals = sheet.totals
    ? [
        line(columns, sheet.totals, 0).map((value, i) => {
          if (i === 0) return sheet.totalLabel;
          return columns[i]?.kind === "text" ? null : value;
        }),
      ]
    : [];
  return [
    ...sheet.titleLines.map((text) => [text]),
    [],
    header,
    ...flatten(sheet.rows, sheet.children).map(([row, depth]) => line(columns, row, depth)),
    ...totals,
  ];
}

/** Column widths in characters: the widest of title and values, within reason. */
export function reportSheetWidths(rows: Cell[][], titleLines: number): number[] {
  const table = rows.slice(titleLines + 1);
  const count = Math.max(0, ...table.map((r) => r.length));
  return Array.from({ length: count }, (_, i) =>
    Math.min(50, Math.max(8, ...table.map((r) => String(r[i] ?? "").length + 2))),
  );
}
