/** One field of an audit row: its value before and after, and whether it changed. */
export interface FieldChange {
  field: string;
  old: unknown;
  new: unknown;
  changed: boolean;
}

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** Keys that name the item of a list (a batch of configs by name, rights by menu_id). */
const ITEM_KEYS = ["name", "menu_id", "id", "code"] as const;

/** A list of named objects becomes an object by that name, so a batch diffs item by item. */
function asFields(value: unknown): Fields | undefined {
  if (isObject(value)) return value;
  if (!Array.isArray(value) || !value.every(isObject)) return undefined;
  const key = ITEM_KEYS.find((k) => value.every((item) => typeof item[k] === "string"));
  if (!key) return undefined;
  return Object.fromEntries(
    value.map((item) => {
      const { [key]: name, ...rest } = item;
      const values = Object.values(rest);
      return [String(name), values.length === 1 ? values[0] : rest];
    }),
  );
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
}

/**
 * The fields of an audit row's old and new values, in the order they were written (the old ones
 * first, then those only the new values have). Values that are neither objects nor lists of named
 * objects come back as one row named "".
 */
export function diffValues(oldValues: unknown, newValues: unknown): FieldChange[] {
  const before = oldValues == null ? {} : asFields(oldValues);
  const after = newValues == null ? {} : asFields(newValues);
  if (!before || !after) {
    return [{ field: "", old: oldValues, new: newValues, changed: !same(oldValues, newValues) }];
  }
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.flatMap((field) => {
    const row = { field, old: before[field], new: after[field], changed: !same(before[field], after[field]) };
    // A nested list of named items (a user's rights) is shown item by item, one level deep.
    const inner = Array.isArray(row.old) || Array.isArray(row.new) ? diffValues(row.old, row.new) : [];
    if (inner.length === 0 || inner.some((r) => r.field === "")) return [row];
    return inner.map((r) => ({ ...r, field: `${field} › ${r.field}` }));
  });
}

/**
 * A value as a person reads it: empty as "", text as is, a set of flags as the names of those that
 * are on (rights: "r_access, r_read"), anything else as compact JSON.
 */
export function showValue(value: unknown, flagName: (key: string) => string = (key) => key): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (isObject(value) && Object.values(value).every((v) => typeof v === "boolean")) {
    return Object.keys(value)
      .filter((key) => value[key])
      .map(flagName)
      .join(", ");
  }
  return JSON.stringify(value);
}
