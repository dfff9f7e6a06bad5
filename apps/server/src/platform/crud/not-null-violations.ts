import { getTableConfig } from "drizzle-orm/pg-core";
import { say } from "./messages.js";
import { boundEntities } from "./registry.js";

/** The field message for a NOT NULL column a save left empty, when a served entity labels it. */
export function notNullViolationErrors(
  table: string | undefined,
  column: string | undefined,
): Record<string, string> | undefined {
  if (!table || !column) return undefined;
  const binding = boundEntities().find((b) => getTableConfig(b.table).name === table);
  const field = binding?.definition.fields.find((f) => f.name === column);
  return { [column]: say.required(field?.label ?? { vi: column, en: column }) };
}
