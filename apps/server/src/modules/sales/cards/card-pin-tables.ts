import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * The PIN of a prepaid card, sealed with the tenant's card key (`k<version>.…`, never in clear, never answered), and
 * its wrong tries: `sai` of them since `sai_tu`, counted in their own transaction so that a refused payment still
 * counts them.
 */
export const paymentCardPins = pgTable("payment_card_pins", {
  ma_the: text("ma_the").primaryKey(),
  pin: text("pin").notNull(),
  khoa_the: integer("khoa_the"),
  sai: integer("sai").notNull().default(0),
  sai_tu: timestamp("sai_tu", { withTimezone: true }),
  updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updated_by: text("updated_by"),
});
