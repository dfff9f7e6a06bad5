import type { EntityDefinition, ReferenceField } from "@sen/core";

type Row = Record<string, unknown>;

export interface RemoteOption {
  value: string;
  label: string;
}

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value).trim());

/** The parts of a label that are there, joined as "KH000001 · Nguyễn Thị Mai · 0901234567". */
export const joinLabel = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(" · ");

/** The target's first phone field, shown after the name so that two namesakes can be told apart. */
export function phoneFieldOf(target: Pick<EntityDefinition, "fields">): string | undefined {
  return target.fields.find((f) => f.kind === "phone")?.name;
}

/** A searched row as a choice: "{code} · {name} · {phone}". */
export function remoteOption(field: ReferenceField, target: Pick<EntityDefinition, "fields">, row: Row): RemoteOption {
  const phone = phoneFieldOf(target);
  return {
    value: text(row[field.valueField]),
    label: joinLabel(row[field.valueField], row[field.labelField], phone ? row[phone] : ""),
  };
}

/** The current value's label from the record's copy of the name: "{code} · {name}", or the code alone. */
export function currentLabel(value: string, copiedName: unknown): string {
  return joinLabel(value, copiedName);
}
