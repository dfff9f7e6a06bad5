import {
  conversionUnitEntity,
  productConsumeEntity,
  productEntity,
  productGroupEntity,
  productHourEntity,
  productSetEntity,
  productTypeEntity,
  rateEntity,
  unitEntity,
  warehouseEntity,
} from "@sen/core";
import {
  bigint,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { entityTable } from "../../platform/crud/table.js";
import { audit } from "../../platform/db/columns.js";
import { documentTables, money } from "../../platform/documents/document-tables.js";

export const units = entityTable(unitEntity);
export const warehouses = entityTable(warehouseEntity);

export const productGroups = entityTable(productGroupEntity);
export const productTypes = entityTable(productTypeEntity);
/** Goods and services: one code space, one table (services are the rows whose `loai_vt` is DV). */
export const products = entityTable(productEntity);
export const conversionUnits = entityTable(conversionUnitEntity, { uniqueTogether: [["ma_vt", "ma_dvt"]] });

const bytea = customType<{ data: Buffer }>({ dataType: () => "bytea" });

/**
 * A product's barcodes, one row each, kept by the product's save from its `ma_vach` text: a code
 * belongs to one product across the catalogue; `ma_dvt` says the unit a scan means (a box's code
 * means one box), empty for the base unit. The reference to the product is checked at commit
 * (DEFERRABLE INITIALLY DEFERRED, written in migration 0012 by hand: Drizzle cannot say it), so that
 * a new product's save writes its barcodes before its own row.
 */
export const productBarcodes = pgTable(
  "product_barcodes",
  {
    ma_vach: text("ma_vach").primaryKey(),
    ma_vt: text("ma_vt")
      .notNull()
      .references(() => products.ma_vt, { onUpdate: "cascade", onDelete: "cascade" }),
    ma_dvt: text("ma_dvt").references(() => units.ma_dvt, { onUpdate: "cascade" }),
    ...audit,
  },
  (t) => [index("product_barcodes_ma_vt").on(t.ma_vt)],
);

/** A product's picture, in the database until a file store exists; one a product. */
export const productImages = pgTable("product_images", {
  product_id: uuid("product_id")
    .primaryKey()
    .references(() => products.id, { onDelete: "cascade" }),
  data: bytea("data").notNull(),
  content_type: text("content_type").notNull(),
  size: integer("size").notNull(),
  /** SHA-256 of the bytes, hex: the image's ETag and the version in its address. */
  sha256: text("sha256").notNull(),
  ...audit,
});

/*
 * Prices, hours, norms and sets (pricing/). The rates' periods of one product, unit and branch
 * never overlap: an exclusion constraint over their date ranges, added by hand in migration 0013
 * (Drizzle does not declare one).
 */
export const rates = entityTable(rateEntity);
export const productHours = entityTable(productHourEntity);
export const productConsumes = entityTable(productConsumeEntity, { uniqueTogether: [["ma_dv", "ma_vt"]] });
export const productSets = entityTable(productSetEntity, { uniqueTogether: [["ma_bo", "ma_vt"]] });

export const stockHeader = () => ({
  ma_kho: text("ma_kho").notNull(),
  /** The person who delivers or receives the goods, as the printed form names them. */
  ong_ba: text("ong_ba").notNull().default(""),
});

/** A stock line's unit conversion, its quantity in base units and, once posted, its cost. */
export const stockLine = () => ({
  he_so: numeric("he_so", { precision: 18, scale: 6 }).notNull().default("1"),
  so_luong_qd: numeric("so_luong_qd", { precision: 24, scale: 6 }).notNull().default("0"),
  gia_von: numeric("gia_von", { precision: 24, scale: 4 }).notNull().default("0"),
  tien_von: money("tien_von").notNull().default("0"),
});

const receipts = documentTables(
  { header: "receipt_orders", lines: "receipt_order_details" },
  {
    header: { ...stockHeader(), stt_rec_dh: uuid("stt_rec_dh"), ma_ncc: text("ma_ncc") },
    line: stockLine(),
  },
);
export const receiptOrders = receipts.header;
export const receiptOrderDetails = receipts.lines;

const deliveries = documentTables(
  { header: "delivery_orders", lines: "delivery_order_details" },
  { header: stockHeader(), line: stockLine() },
);
export const deliveryOrders = deliveries.header;
export const deliveryOrderDetails = deliveries.lines;

const transfers = documentTables(
  { header: "transfer_orders", lines: "transfer_order_details" },
  {
    header: { ...stockHeader(), ma_kho_nhan: text("ma_kho_nhan").notNull() },
    line: stockLine(),
  },
);
export const transferOrders = transfers.header;
export const transferOrderDetails = transfers.lines;

const openings = documentTables(
  { header: "opening_stocks", lines: "opening_stock_details" },
  { header: stockHeader(), line: stockLine() },
);
export const openingStocks = openings.header;
export const openingStockDetails = openings.lines;

/**
 * Every movement of stock, in base units: one row per document line and warehouse, signed (in positive, out
 * negative), never updated or deleted; a cancelled document adds reversing rows.
 */
export const stockLedger = pgTable(
  "stock_ledger",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    stt_rec: uuid("stt_rec").notNull(),
    ma_ct: text("ma_ct").notNull(),
    so_ct: text("so_ct").notNull(),
    ngay_ct: date("ngay_ct", { mode: "string" }).notNull(),
    ma_dvcs: text("ma_dvcs").notNull(),
    ma_kho: text("ma_kho").notNull(),
    ma_vt: text("ma_vt").notNull(),
    line: integer("line").notNull(),
    dien_giai: text("dien_giai").notNull().default(""),
    so_luong: numeric("so_luong", { precision: 24, scale: 6 }).notNull(),
    gia_tri: numeric("gia_tri", { precision: 20, scale: 2 }).notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("stock_ledger_card").on(t.ma_vt, t.ma_kho, t.ngay_ct, t.id),
    index("stock_ledger_date").on(t.ngay_ct),
    index("stock_ledger_document").on(t.stt_rec),
  ],
);

/** The ledger's sums per warehouse and product, kept in the posting transaction under a row lock. */
export const stockBalances = pgTable(
  "stock_balances",
  {
    ma_kho: text("ma_kho").notNull(),
    ma_vt: text("ma_vt").notNull(),
    so_luong: numeric("so_luong", { precision: 24, scale: 6 }).notNull().default("0"),
    gia_tri: numeric("gia_tri", { precision: 20, scale: 2 }).notNull().default("0"),
    updated_at: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ma_kho, t.ma_vt] })],
);
