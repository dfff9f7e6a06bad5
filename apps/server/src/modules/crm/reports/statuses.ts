import { DEFAULT_CALLLOG_STATUSES, OPEN_STATES, TASK_STATUSES } from "@sen/core";
import { sql } from "drizzle-orm";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { codes } from "./report-sql.js";

/** The call status that counts as answered ("Nghe máy"), the first of the default list. */
export const ANSWERED: string = DEFAULT_CALLLOG_STATUSES[0];

/** An appointment's states, in their order (open, doing, done, cancelled). */
export const TASK_STATES = TASK_STATUSES.map((s) => s.value);

/** `column` is one of the states still to be worked on. */
export const isOpen = (kind: keyof typeof OPEN_STATES, column: string) =>
  sql`${sql.raw(column)} = ANY(${codes(OPEN_STATES[kind])})`;

/** The call statuses of config crm_calllog_status (a JSON list), in their order. */
export async function callStatuses(db: TenantDb): Promise<string[]> {
  const { rows } = await db.execute<{ value: string | null }>(
    sql`SELECT value FROM configs WHERE name = 'crm_calllog_status'`,
  );
  try {
    const list: unknown = JSON.parse(rows[0]?.value ?? "null");
    if (Array.isArray(list)) return list.map(String).filter(Boolean);
  } catch {
    // A value that is not JSON: the defaults stand.
  }
  return [...DEFAULT_CALLLOG_STATUSES];
}
