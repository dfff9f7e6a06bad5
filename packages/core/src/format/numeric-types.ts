import { NUMERIC_TYPES, type NumericType } from "./constants.js";

/** True when a column type is one of the numeric column types (right-aligned, formatted as a number). */
export function isNumericType(type: string | null | undefined): type is NumericType {
  return (NUMERIC_TYPES as readonly string[]).includes(type ?? "");
}
