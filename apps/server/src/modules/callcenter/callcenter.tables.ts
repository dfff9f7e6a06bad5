import { sql } from "drizzle-orm";
import { boolean, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { audit } from "../../platform/db/columns.js";

/** A call-center service the browser softphone connects to over SIP on WebSocket. */
export const callCenterProviders = pgTable("call_center_providers", {
  id: uuid("id").primaryKey().defaultRandom(),
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  wss: text("wss"),
  domain: text("domain"),
  libs: jsonb("libs").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  widget: boolean("widget").notNull().default(false),
  widget_libs: jsonb("widget_libs").$type<string[]>().notNull().default(sql`'[]'::jsonb`),
  enable: boolean("enable").notNull().default(false),
  ...audit,
});
