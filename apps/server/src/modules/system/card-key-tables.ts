import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * A tenant's keys for card data at rest (README "Card data at rest"), one row a version: the data key and the blind
 * index key, each random, stored only wrapped by the install's master key (ENCRYPTION_KEY). One version is `active`
 * (what writes use), the one before it `retiring` while the rows are re-encrypted, then `retired`.
 */
export const cardKeys = pgTable("card_keys", {
  version: integer("version").primaryKey(),
  wrapped_key: text("wrapped_key").notNull(),
  wrapped_index_key: text("wrapped_index_key").notNull(),
  state: text("state").notNull().default("active"),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  retired_at: timestamp("retired_at", { withTimezone: true }),
});
