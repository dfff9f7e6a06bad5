import type { ColumnRole, DataColumn } from "./columns";

/** What a phone's card shows of a row: a title and up to three fields under it. */
export interface CardLayout<C> {
  title: C | undefined;
  fields: C[];
}

export const CARD_FIELDS = 3;

type CardColumn = Pick<DataColumn<unknown>, "key" | "role" | "kind" | "utility">;

/** A date column by role or by kind. */
const roleOf = (column: CardColumn): ColumnRole | undefined =>
  column.role ?? (column.kind === "date" || column.kind === "datetime" ? "date" : undefined);

/** After the title, the fields that tell rows apart first. */
const FIELD_ROLES: readonly ColumnRole[] = ["code", "status", "date", "phone"];

/**
 * The card of a row, from the columns shown (in the user's order): the title is the row's name (else its code,
 * else the first column); then its code, status, a date and a phone, as the columns have them; the next
 * columns in order make up the rest. `chosen` (keys, the title first) overrides the choice for a list.
 */
export function cardLayout<C extends CardColumn>(columns: readonly C[], chosen?: readonly string[]): CardLayout<C> {
  const shown = columns.filter((c) => !c.utility);
  if (chosen) {
    const picked = chosen.flatMap((key) => shown.filter((c) => c.key === key));
    return { title: picked[0], fields: picked.slice(1, CARD_FIELDS + 1) };
  }
  const byRole = (role: ColumnRole) => shown.find((c) => roleOf(c) === role);
  const title = byRole("label") ?? byRole("code") ?? shown[0];
  const rest = shown.filter((c) => c !== title);
  const fields = FIELD_ROLES.flatMap((role) => rest.filter((c) => roleOf(c) === role).slice(0, 1)).slice(
    0,
    CARD_FIELDS,
  );
  // The rest from the columns in order; a second date or phone only when nothing else is left.
  const taken = (c: C) => fields.some((f) => roleOf(f) !== undefined && roleOf(f) === roleOf(c));
  for (const column of [...rest.filter((c) => !taken(c)), ...rest]) {
    if (fields.length >= CARD_FIELDS) break;
    if (!fields.includes(column)) fields.push(column);
  }
  // In the columns' order, as the user arranged them.
  return { title, fields: rest.filter((c) => fields.includes(c)) };
}
