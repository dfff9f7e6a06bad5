import type { EntityDefinition, Field } from "@sen/core";

export type FieldDefaults = Record<string, string | number | boolean | undefined>;

/**
 * The definition whose fields start at these values: the generic form opens a new record with a field's default,
 * so a slot picked on the calendar (start, end) and the user's own employee come in that way.
 */
export function withDefaults(definition: EntityDefinition, defaults: FieldDefaults): EntityDefinition {
  const given = Object.entries(defaults).filter(([, value]) => value !== undefined && value !== "");
  if (given.length === 0) return definition;
  const values = new Map(given);
  return {
    ...definition,
    fields: definition.fields.map((field) =>
      values.has(field.name) ? ({ ...field, default: values.get(field.name) } as Field) : field,
    ),
  };
}
