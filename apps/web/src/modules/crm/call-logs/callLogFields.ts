import { type CALL_DIRECTIONS, type CALL_SOURCES, callLogEntity, type Field, pick, taskEntity } from "@sen/core";

/** A field of a definition by name; a typo is a bug to see at once. */
export function fieldOf(fields: readonly Field[], name: string): Field {
  const field = fields.find((f) => f.name === name);
  if (!field) throw new Error(`no field ${name}`);
  return field;
}

export const callField = (name: string) => fieldOf(callLogEntity.fields, name);
export const taskField = (name: string) => fieldOf(taskEntity.fields, name);

/** A field's label in the user's language. */
export const labelOf = (field: Field, language: string) => pick(field.label, language);

/** The choices of an enum (directions, sources) in the user's language. */
export const choices = (options: typeof CALL_DIRECTIONS | typeof CALL_SOURCES, language: string) =>
  options.map((o) => ({ value: o.value, label: pick(o.label, language) }));
