import { boolean, integer, pgTable, text, unique, uuid } from "drizzle-orm/pg-core";
import { audit } from "../../platform/db/columns.js";

/** Catalogue entries the forms pick from: `group` names the list, `ma_tudien` the entry. */
export const dictionaries = pgTable("dictionaries", {
  id: uuid("id").primaryKey().defaultRandom(),
  ma_tudien: text("ma_tudien").notNull().unique(),
  ten_tudien: text("ten_tudien").notNull(),
  ten_tudien_en: text("ten_tudien_en"),
  group: text("group").notNull(),
  sort: integer("sort").notNull().default(0),
  status: boolean("status").notNull().default(true),
  ...audit,
});

/** The statuses a document type (`ma_ct`) moves through, with their labels and colours. */
export const stt = pgTable(
  "stt",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ma_ct: text("ma_ct").notNull(),
    status: text("status").notNull(),
    ten_stt: text("ten_stt").notNull(),
    ten_stt_en: text("ten_stt_en"),
    color: text("color"),
    sort: integer("sort").notNull().default(0),
    is_default: boolean("is_default").notNull().default(false),
    active: boolean("active").notNull().default(true),
    ...audit,
  },
  (t) => [unique("stt_ma_ct_status_unique").on(t.ma_ct, t.status)],
);
