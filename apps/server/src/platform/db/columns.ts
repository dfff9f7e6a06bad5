import { text, timestamp } from "drizzle-orm/pg-core";

/** Who created and last changed a row, and when: every tenant table carries these. */
export const audit = {
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  created_by: text("created_by"),
  updated_by: text("updated_by"),
};
