import {
  type AnyPgColumn,
  date,
  index,
  integer,
  numeric,
  type PgColumnBuilderBase,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { audit } from "../db/columns.js";

export const money = (name: string) => numeric(name, { precision: 18, scale: 2 });
export const quantity = (name: string) => numeric(name, { precision: 18, scale: 3 });

/**
 * The columns every document header has, under the same names in every kind, so that one trigger (a period lock
 * reading `ngay_ct` and `ma_dvcs`) fits every header table.
 */
const headerColumns = () => ({
  stt_rec: uuid("stt_rec").primaryKey().defaultRandom(),
  ma_ct: text("ma_ct").notNull(),
  so_ct: text("so_ct").notNull(),
  ngay_ct: date("ngay_ct", { mode: "string" }).notNull(),
  ma_dvcs: text("ma_dvcs").notNull(),
  status: text("status").notNull(),
  dien_giai: text("dien_giai").notNull().default(""),
  tong_tien: money("tong_tien").notNull().default("0"),
  tong_ck: money("tong_ck").notNull().default("0"),
  tong_thue: money("tong_thue").notNull().default("0"),
  tong_thanh_toan: money("tong_thanh_toan").notNull().default("0"),
  ...audit,
});

const goodsColumns = () => ({
  ma_vt: text("ma_vt").notNull(),
  ma_dvt: text("ma_dvt").notNull(),
  so_luong: quantity("so_luong").notNull(),
  gia: money("gia").notNull().default("0"),
  tien: money("tien").notNull().default("0"),
  ck: money("ck").notNull().default("0"),
  thue_suat: numeric("thue_suat", { precision: 9, scale: 4 }).notNull().default("0"),
});

/**
 * A document kind's header table and lines table (`names`): the common columns plus the kind's
 * own. Numbers are unique per type and branch; lines go with their header and are goods lines
 * (product, unit, quantity, price) unless `goods` is false.
 */
export function documentTables<
  H extends Record<string, PgColumnBuilderBase>,
  L extends Record<string, PgColumnBuilderBase>,
>(names: { header: string; lines: string }, own: { header: H; line: L }) {
  return documentTablesOf(names, own, goodsColumns());
}

/** A document kind's tables whose lines are only the kind's own columns (a voucher's accounts and amounts). */
export function voucherTables<
  H extends Record<string, PgColumnBuilderBase>,
  L extends Record<string, PgColumnBuilderBase>,
>(names: { header: string; lines: string }, own: { header: H; line: L }) {
  return documentTablesOf(names, own, {});
}

function documentTablesOf<
  H extends Record<string, PgColumnBuilderBase>,
  L extends Record<string, PgColumnBuilderBase>,
  G extends Record<string, PgColumnBuilderBase>,
>(names: { header: string; lines: string }, own: { header: H; line: L }, shared: G) {
  const name = names.header;
  const header = pgTable(name, { ...headerColumns(), ...own.header }, (t) => [
    uniqueIndex(`${name}_number`).on(t.ma_ct, t.ma_dvcs, t.so_ct),
    index(`${name}_date`).on(t.ngay_ct, t.ma_dvcs),
  ]);
  const stt_rec = uuid("stt_rec")
    .notNull()
    .references(() => header.stt_rec, { onDelete: "cascade" });
  const line = integer("line").notNull();
  const lines = pgTable(names.lines, { stt_rec, line, ...shared, ...own.line }, (t) => {
    // Goods lines are also found by their product (what sold, what came in).
    const product = (t as Record<string, AnyPgColumn | undefined>).ma_vt;
    return [
      primaryKey({ columns: [t.stt_rec, t.line] }),
      ...(product ? [index(`${names.lines}_ma_vt`).on(product)] : []),
    ];
  });
  return { header, lines };
}
