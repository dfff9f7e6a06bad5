import { CONFIG_GROUPS } from "@sen/core";

/** A config entry as `GET system/configs` answers it (the value stored as text, 't' meaning true). */
export interface ConfigRow {
  name: string;
  group: string;
  value: string;
  /** boolean, number, text, json (a list) or secret. */
  type: string;
  default?: string | null;
  description?: string | null;
  description_en?: string | null;
  built_in?: boolean;
}

/** One item of the batch `PUT system/configs`. */
export interface ConfigChange {
  name: string;
  group: string;
  value: string;
}

/** The entries whose edited value differs from the stored one, as the batch PUT takes them. */
export function changedConfigs(rows: readonly ConfigRow[], edited: Readonly<Record<string, string>>): ConfigChange[] {
  return rows
    .filter((row) => edited[row.name] !== undefined && edited[row.name] !== row.value)
    .map((row) => ({ name: row.name, group: row.group, value: edited[row.name] ?? row.value }));
}

/** The configs by group: the known groups in CONFIG_GROUPS order, then any others by name. */
export function groupConfigs<T extends { group: string }>(rows: readonly T[]): [group: string, rows: T[]][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  const rank = (group: string) => {
    const at = (CONFIG_GROUPS as readonly string[]).indexOf(group);
    return at < 0 ? CONFIG_GROUPS.length : at;
  };
  return [...groups].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

/** A JSON list of texts as stored for a json config, or undefined when the text is not one. */
export function parseTextList(value: string): string[] | undefined {
  try {
    const parsed: unknown = JSON.parse(value || "[]");
    if (Array.isArray(parsed) && parsed.every((item) => typeof item === "string")) return parsed;
  } catch {
    // Not JSON: edited as plain text instead.
  }
  return undefined;
}

/** Whether the text is a JSON list (what the server accepts for a json config). */
export function isJsonList(value: string): boolean {
  try {
    return Array.isArray(JSON.parse(value || "[]"));
  } catch {
    return false;
  }
}
