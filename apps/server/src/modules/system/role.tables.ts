import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { audit, rightFlags } from "../../platform/db/columns.js";
import { users } from "../../platform/db/tenant-tables.js";

/** A role (vai trò): a named set of rights that many users follow and that is changed in one place. */
export const roles = pgTable(
  "roles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    ...audit,
  },
  (t) => [uniqueIndex("roles_name_lower").on(sql`lower(${t.name})`)],
);

/** A role's rights, shaped as a user's: one row a menu command, the six rights ticked or not. */
export const roleRights = pgTable(
  "role_rights",
  {
    role_id: uuid("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    menu_id: text("menu_id").notNull(),
    ...rightFlags(),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.menu_id] })],
);

/**
 * Which role a user follows (at most one). The user's own rights stay the ones every check reads;
 * this link says they are a copy of the role's, rewritten whenever the role changes.
 */
export const userRoles = pgTable(
  "user_roles",
  {
    user_id: uuid("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    role_id: uuid("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "restrict" }),
  },
  (t) => [index("user_roles_role_id").on(t.role_id)],
);
