import type { Row } from "../../../platform/crud/registry.js";

/** The value a save leaves: the one sent, else the stored one. */
export const after = (values: Row, old: Row | undefined, name: string): unknown =>
  values[name] !== undefined ? values[name] : old?.[name];

export const text = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : undefined;
