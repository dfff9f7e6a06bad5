import type { Field } from "@sen/core";
import { useChoiceName } from "./useChoiceName";

/** The name of an enum or reference value, drawn where a hook cannot be called (table cells, descriptions). */
export function ChoiceName({ field, value }: { field: Field; value: unknown }) {
  return useChoiceName(field)(value);
}
