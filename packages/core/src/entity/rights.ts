import type { Command } from "../menu/index.js";
import type { Right } from "../permissions.js";
import type { EntityDefinition, EntityOperation } from "./entity.js";

/** A right on a menu command (its menu_id). */
export interface CommandRight {
  command: Command;
  right: Right;
}

/** The right each operation needs on the entity's command unless the definition says otherwise. */
const USUAL_RIGHTS: Readonly<Record<EntityOperation, Right>> = {
  list: "read",
  get: "read",
  create: "add",
  update: "edit",
  delete: "del",
  export: "print",
};

/** What an operation on the entity's rows needs: its right (declared, else the usual one) on the entity's command. */
export function entityAccess(definition: EntityDefinition, operation: EntityOperation): CommandRight {
  return { command: definition.command, right: definition.rights?.[operation] ?? USUAL_RIGHTS[operation] };
}

const given = (value: unknown) => value !== undefined;

/**
 * Whether an update of the row `old` by `values` (only what it sets) loosens what the row guards: moves the
 * definition's `loosening.earlier` field to a smaller value, or changes one of its `changed` fields.
 */
export function loosens(
  definition: EntityDefinition,
  old: Readonly<Record<string, unknown>>,
  values: Readonly<Record<string, unknown>>,
): boolean {
  const loosening = definition.rights?.loosening;
  if (!loosening) return false;
  const { earlier, changed = [] } = loosening;
  if (earlier && given(values[earlier])) {
    const [before, after] = [old[earlier], values[earlier]];
    if (before != null && (after == null || comparable(after) < comparable(before))) return true;
  }
  return changed.some((name) => given(values[name]) && blankAsNull(values[name]) !== blankAsNull(old[name]));
}

const blankAsNull = (value: unknown) => (value === "" || value === undefined ? null : value);

/** Dates as their day (YYYY-MM-DD sorts as it reads), numbers as numbers. */
function comparable(value: unknown): string | number {
  if (typeof value === "number") return value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const text = String(value);
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text.slice(0, 10);
}
