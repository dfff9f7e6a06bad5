import { voucherEntity, voucherTypeEntity } from "@sen/core";
import { bigint, date, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { entityTable } from "../../../platform/crud/table.js";
import { money } from "../../../platform/documents/document-tables.js";

export const voucherTypes = entityTable(voucherTypeEntity);
/** Vouchers; `da_dung` caches the sum of the voucher's ledger, written with it under the voucher's row lock. */
export const vouchers = entityTable(voucherEntity);

/** Every use of a voucher by a posted document (+1) and its undoing by the cancel (−1), with the amount it paid. */
export const voucherLedger = pgTable(
  "voucher_ledger",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    ma_voucher: text("ma_voucher").notNull(),
    ngay_ct: date("ngay_ct", { mode: "string" }).notNull(),
    ma_dvcs: text("ma_dvcs").notNull(),
    stt_rec: uuid("stt_rec").notNull(),
    ma_ct: text("ma_ct").notNull(),
    so_ct: text("so_ct").notNull(),
    so_lan: integer("so_lan").notNull(),
    tien: money("tien").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("voucher_ledger_voucher").on(t.ma_voucher, t.id), index("voucher_ledger_document").on(t.stt_rec)],
);
