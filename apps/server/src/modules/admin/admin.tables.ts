import { sql } from "drizzle-orm";
import { check, customType, integer, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { audit } from "../../platform/db/columns.js";
import { branches } from "../../platform/db/tenant-tables.js";
import { warehouses } from "../stock/stock.tables.js";

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/**
 * What the owner sets once for the whole shop: the company on printed forms, the bank account
 * behind VietQR codes, the receipt footer. One row per tenant (id is always 1); `version` grows
 * with each save.
 */
export const shopSettings = pgTable(
  "shop_settings",
  {
    id: smallint("id").primaryKey().default(1),
    ten_cong_ty: text("ten_cong_ty"),
    ma_so_thue: text("ma_so_thue"),
    dia_chi: text("dia_chi"),
    dien_thoai: text("dien_thoai"),
    email: text("email"),
    /** The bank's NAPAS BIN. */
    ma_ngan_hang: text("ma_ngan_hang"),
    so_tai_khoan: text("so_tai_khoan"),
    chu_tai_khoan: text("chu_tai_khoan"),
    chan_phieu: text("chan_phieu"),
    version: integer("version").notNull().default(1),
    ...audit,
  },
  (t) => [check("shop_settings_one_row", sql`${t.id} = 1`)],
);

/** The logo printed on forms, kept in the database until the file service exists; one row, id 1. */
export const shopLogo = pgTable(
  "shop_logo",
  {
    id: smallint("id").primaryKey().default(1),
    data: bytea("data").notNull(),
    content_type: text("content_type").notNull(),
    size: integer("size").notNull(),
    /** SHA-256 of the bytes, hex: the logo's ETag. */
    sha256: text("sha256").notNull(),
    ...audit,
  },
  (t) => [check("shop_logo_one_row", sql`${t.id} = 1`)],
);

/**
 * The warehouse a branch's sales and receipts use unless told otherwise; a branch without a row has
 * none. A warehouse named here cannot be deleted (it is in use); renamed codes follow.
 */
export const branchWarehouses = pgTable("shop_branch_warehouses", {
  ma_dvcs: text("ma_dvcs")
    .primaryKey()
    .references(() => branches.ma_dvcs, { onUpdate: "cascade", onDelete: "cascade" }),
  ma_kho: text("ma_kho")
    .notNull()
    .references(() => warehouses.ma_kho, { onUpdate: "cascade" }),
  ...audit,
});
