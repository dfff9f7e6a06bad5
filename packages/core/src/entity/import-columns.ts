import type { EntityDefinition } from "./entity.js";

/** A column an Excel import reads: the field it fills, the template's header, other headers people write. */
export interface ImportColumn<K extends string = string> {
  key: K;
  header: string;
  aliases: readonly string[];
}

/**
 * The columns an import of `definition` reads, in the template's order: each field's Vietnamese label as its
 * header (the export's title, so an export reads back), with the other headers given for it.
 */
export function importColumns<const K extends string>(
  definition: EntityDefinition,
  aliases: Readonly<Record<K, readonly string[]>>,
): ImportColumn<K>[] {
  return (Object.keys(aliases) as K[]).map((key) => {
    const field = definition.fields.find((f) => f.name === key);
    if (!field) throw new Error(`${definition.name} has no field ${key}`);
    return { key, header: field.label.vi, aliases: aliases[key] };
  });
}
