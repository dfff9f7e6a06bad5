import type { EntityDefinition } from "./entity.js";
import type { Field } from "./field.js";

/*
 * The JSON of a row, typed from its definition: what a list or a record route answers. The server builds its
 * response schema from the same definition (numbers as numbers, dates and instants as ISO text).
 */

/** A field's value by its kind: an enum's declared values, a number, a flag, else text (codes, dates, instants). */
type ValueOf<F extends Field> = F extends { kind: "boolean" }
  ? boolean
  : F extends { kind: "number" | "money" | "percent" }
    ? number
    : F extends { kind: "enum"; options: readonly { value: infer V }[] }
      ? V
      : string;

/** Null when the field may be left empty: not required, and not a flag (a flag is always true or false). */
type Stored<F extends Field> = F extends { required: true } | { kind: "boolean" } ? ValueOf<F> : ValueOf<F> | null;

type AddressPart = "province" | "district" | "ward";

type FieldValues<Fs extends readonly Field[]> = {
  [F in Fs[number] as F extends { kind: "address" } ? never : F["name"]]: Stored<F>;
} & {
  [K in `${Extract<Fs[number], { kind: "address" }>["name"]}_${AddressPart}`]: string | null;
};

/** The columns every row has, whatever its entity. */
export interface RowBase {
  id: string;
  created_at: string;
  updated_at: string;
  created_by: string | null;
  updated_by: string | null;
}

/** A row of the entity as its routes answer it, e.g. `RowOf<typeof partnerEntity>`. */
export type RowOf<E extends EntityDefinition> = RowBase &
  (E extends { branchScoped: true } ? { ma_dvcs: string } : unknown) &
  FieldValues<E["fields"]>;
