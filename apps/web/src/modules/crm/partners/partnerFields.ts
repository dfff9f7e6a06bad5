import { type Field, partnerEntity, pick } from "@sen/core";

const FIELDS = new Map<string, Field>(partnerEntity.fields.map((f) => [f.name, f]));

/** A field of the partner definition by name (the screens name only fields the definition has). */
export function partnerField(name: string): Field {
  const field = FIELDS.get(name);
  if (!field) throw new Error(`partner has no field ${name}`);
  return field;
}

/** The field's label in the user's language ("Điện thoại"). */
export const partnerLabel = (name: string, language: string) => pick(partnerField(name).label, language);
