import type { Bilingual } from "@sen/core";
import { getTableConfig, type PgColumn } from "drizzle-orm/pg-core";
import { say } from "./messages.js";
import { boundEntities } from "./registry.js";

/** The labelled fields a unique index of a served entity guards, by index name. */
function guardedFields(constraint: string): { name: string; label: Bilingual }[] | undefined {
  for (const binding of boundEntities()) {
    const found = getTableConfig(binding.table).indexes.find((i) => i.config.unique && i.config.name === constraint);
    if (!found) continue;
    const names = found.config.columns.map((c) => (c as PgColumn).name);
    return binding.definition.fields
      .filter((f) => names.includes(f.name))
      .map((f) => ({ name: f.name, label: f.label }));
  }
  return undefined;
}

/**
 * Field messages for a save the unique index refused: two saves of one value at the same moment
 * both pass the check, and the second is told "… đã tồn tại" like any other duplicate.
 */
export function uniqueViolationErrors(constraint: string | undefined): Record<string, string> | undefined {
  const fields = constraint ? guardedFields(constraint) : undefined;
  if (!fields?.length) return undefined;
  return Object.fromEntries(fields.map((f) => [f.name, say.exists(f.label)]));
}
