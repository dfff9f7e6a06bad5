import { boolean, text, timestamp } from "drizzle-orm/pg-core";

/** Who created and last changed a row, and when: every tenant table carries these. */
export const audit = {
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  created_by: text("created_by"),
  updated_by: text("updated_by"),
};

/** The six rights on one menu command (access, read, add, edit, delete, print), as a user's or a role's rights hold them. */
export const rightFlags = () => ({
  r_access: boolean("r_access").notNull().default(false),
  r_read: boolean("r_read").notNull().default(false),
  r_add: boolean("r_add").notNull().default(false),
  r_edit: boolean("r_edit").notNull().default(false),
  r_del: boolean("r_del").notNull().default(false),
  r_print: boolean("r_print").notNull().default(false),
});
