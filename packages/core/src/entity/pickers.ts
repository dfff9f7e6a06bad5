import * as definitions from "../entities/index.js";
import type { Right } from "../permissions.js";
import type { EntityDefinition } from "./entity.js";
import type { Field } from "./field.js";
import { type CommandRight, entityAccess } from "./rights.js";

/** Who may load an entity's lookup: every signed-in user, or whoever holds any one of the rights. */
export type LookupAccess = "signed-in" | { anyOf: readonly CommandRight[] };

const isDefinition = (value: unknown): value is EntityDefinition =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as EntityDefinition).api === "string" &&
  typeof (value as EntityDefinition).command === "string" &&
  Array.isArray((value as EntityDefinition).fields);

let all: readonly EntityDefinition[] | undefined;

/** Every entity the product defines (those `entities/` exports). */
export function entityDefinitions(): readonly EntityDefinition[] {
  all ??= (Object.values(definitions) as unknown[]).filter(isDefinition);
  return all;
}

/** The boolean saying whether a row is in use: `status`, or `active` where `status` holds a code. */
export function activeFlag(definition: EntityDefinition): string | undefined {
  return definition.fields.find((f) => f.kind === "boolean" && (f.name === "status" || f.name === "active"))?.name;
}

/** The reference fields, of every entity, that point at `definition`, with the entity holding each. */
function referencesTo(definition: EntityDefinition) {
  return entityDefinitions().flatMap((holder) =>
    holder.fields.flatMap((field) =>
      field.kind === "reference" && field.entity === definition.name ? [{ holder, field }] : [],
    ),
  );
}

/** A screen is used by whoever may open it (access, or read, which edit implies) or fill in its form (add). */
const SCREEN_RIGHTS: readonly Right[] = ["access", "read", "add"];

/**
 * Who may load the lookup of `definition`: those who may list it, and those who may use a
 * screen that picks from it (an entity referring to it, or a command of `rights.lookup.pickedBy`),
 * unless the definition opens it to every signed-in user.
 */
export function lookupAccess(definition: EntityDefinition): LookupAccess {
  const declared = definition.rights?.lookup;
  if (declared === "signed-in") return declared;
  const screens = new Set([...referencesTo(definition).map((r) => r.holder.command), ...(declared?.pickedBy ?? [])]);
  const anyOf: CommandRight[] = [entityAccess(definition, "list")];
  for (const command of [...screens].sort()) {
    for (const right of SCREEN_RIGHTS) {
      if (!anyOf.some((r) => r.command === command && r.right === right)) anyOf.push({ command, right });
    }
  }
  return { anyOf };
}

/** Contact details and notes (multi-line texts): a picker never shows them unless the definition lists them. */
const isPrivate = (field: Field) =>
  field.kind === "phone" ||
  field.kind === "email" ||
  field.kind === "address" ||
  (field.kind === "text" && field.multiline === true);

/**
 * The fields a lookup answers, in the definition's order after `id`: the code and the label field,
 * the value and label fields references to it use, the active flag and the filterable fields (the
 * lookup's filters), contact details and notes aside; plus the definition's `pickerFields`.
 */
export function pickerFields(definition: EntityDefinition): string[] {
  const used = new Set<string>(definition.pickerFields ?? []);
  for (const { field } of referencesTo(definition)) {
    if (field.kind === "reference") used.add(field.valueField).add(field.labelField);
  }
  const derived = new Set<string>([definition.labelField ?? "", activeFlag(definition) ?? ""]);
  for (const field of definition.fields) {
    if (field.filterable || (field.unique && field.kind === "code")) derived.add(field.name);
  }
  const picked = definition.fields.filter((f) => used.has(f.name) || (derived.has(f.name) && !isPrivate(f)));
  return ["id", ...picked.map((f) => f.name)];
}
