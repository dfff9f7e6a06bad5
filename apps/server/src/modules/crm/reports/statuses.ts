import { DEFAULT_CALLLOG_STATUSES, OPEN_STATES, TASK_STATUSES } from "@sen/core";
import { sql } from "drizzle-orm";
import { codes } from "./report-sql.js";

/** The call status that counts as answered ("Nghe máy"), the first of the default list. */
export const ANSWERED: string = DEFAULT_CALLLOG_STATUSES[0];

/** An appointment's states, in their order (open, doing, done, cancelled). */
export const TASK_STATES = TASK_STATUSES.map((s) => s.value);

/** `column` is one of the states still to be worked on. */
export const isOpen = (kind: keyof typeof OPEN_STATES, column: string) =>
  sql`${sql.raw(column)} = ANY(${codes(OPEN_STATES[kind])})`;
