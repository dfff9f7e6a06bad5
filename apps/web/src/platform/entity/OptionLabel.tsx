import type { Field } from "@sen/core";
import { useFieldOptions } from "./useFieldOptions";

/** The label of an enum, reference or dictionary value (the value itself when it is not among the choices). */
export function OptionLabel({ field, value }: { field: Field; value: unknown }) {
  const options = useFieldOptions(field);
  if (value === null || value === undefined || value === "") return null;
  const text = String(value);
  return <>{options.find((o) => o.value === text)?.label ?? text}</>;
}
