import type { DataColumn } from "./columns";

type KeyColumn = Pick<DataColumn<unknown>, "role" | "fixed" | "utility" | "width">;

/** At most this many leading columns stay on the left, so that the rest still has room to scroll. */
export const MAX_LEFT_PINNED = 2;

const identifies = (c: KeyColumn) => c.role === "label" || c.role === "code";

/** What a column without a width is taken to need. */
export const ASSUMED_COLUMN_WIDTH = 150;
const widthOf = (columns: readonly KeyColumn[]) =>
  columns.reduce((sum, c) => sum + (c.width ?? ASSUMED_COLUMN_WIDTH), 0);

/**
 * Keeps a wide list's key columns in sight while the rest scrolls beneath: the row's code and name, when
 * the list starts with them, stay on the left; a status that would not be in sight where it is (`room`: the
 * table's width in px) moves beside the actions and stays on the right with them, so that no action column
 * ever covers it. A status in sight stays where the list (or the user) put it.
 */
export function pinKeyColumns<C extends KeyColumn>(columns: readonly C[], room: number): C[] {
  const leading: C[] = [];
  for (const column of columns) {
    if (!identifies(column) || leading.length >= MAX_LEFT_PINNED) break;
    leading.push(column);
  }
  const right = columns.filter((c) => c.fixed === "right" || c.utility);
  const inSight = (c: C) => widthOf(columns.slice(0, columns.indexOf(c) + 1)) + widthOf(right) <= room;
  const status = columns.filter((c) => c.role === "status" && !right.includes(c) && !inSight(c));
  const middle = columns.filter((c) => !leading.includes(c) && !status.includes(c) && !right.includes(c));
  return [
    ...leading.map((c) => ({ ...c, fixed: "left" as const })),
    ...middle,
    ...status.map((c) => ({ ...c, fixed: "right" as const })),
    ...right,
  ];
}
