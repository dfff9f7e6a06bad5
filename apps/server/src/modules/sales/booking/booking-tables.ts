import { pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { roomOrders } from "../rooms/room-tables.js";

/**
 * A booking a customer made on the public page: the room order it became, the phone it answers to, the secret of its
 * cancel link (`token`, 32 random bytes, never listed), and when its reminder went (once).
 */
export const onlineBookings = pgTable("online_bookings", {
  id: uuid("id").primaryKey().defaultRandom(),
  room_order_id: uuid("room_order_id")
    .notNull()
    .unique()
    .references(() => roomOrders.id, { onDelete: "cascade" }),
  token: text("token").notNull().unique(),
  phone: text("phone").notNull(),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  reminded_at: timestamp("reminded_at", { withTimezone: true }),
});
