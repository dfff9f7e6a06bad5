import { bannerEntity, custom1Entity, custom2Entity, custom3Entity, dictionaryEntity, sttEntity } from "@sen/core";
import { sql } from "drizzle-orm";
import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { entityTable } from "../../platform/crud/table.js";
import { audit, rightFlags } from "../../platform/db/columns.js";
import { users } from "../../platform/db/tenant-tables.js";

/** Catalogue entries the forms pick from: `group` names the list, `ma_tudien` the entry. */
export const dictionaries = entityTable(dictionaryEntity);

/** The statuses a document type (`ma_ct`) moves through, with their labels and colours. */
export const stt = entityTable(sttEntity, { uniqueTogether: [["ma_ct", "status"]] });

export const custom1 = entityTable(custom1Entity);
export const custom2 = entityTable(custom2Entity);
export const custom3 = entityTable(custom3Entity);

export const banners = entityTable(bannerEntity);

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
export * from "./card-key-tables.js";
