import { paymentCardEntity, paymentCardPolicyEntity } from "@sen/core";
import { bigint, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { entityTable } from "../../../platform/crud/table.js";
import { money, voucherTables } from "../../../platform/documents/document-tables.js";

/** Prepaid cards; `so_du` caches the sum of the card's ledger, written with it under the card's row lock. */
export const paymentCards = entityTable(paymentCardEntity);
export const paymentCardPolicies = entityTable(paymentCardPolicyEntity);

/**
 * Every movement of a card (its history): a top-up (NAP) and its bonus (KM), a payment (TT) and its return (HOAN),
 * each signed and naming its document; a lock (KHOA) or unlock (MO) moves nothing (`tien` 0).
 */
export const paymentCardLedger = pgTable(
  "payment_card_ledger",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    ma_the: text("ma_the").notNull(),
    ngay_ct: date("ngay_ct", { mode: "string" }).notNull(),
    ma_dvcs: text("ma_dvcs").notNull(),
    stt_rec: uuid("stt_rec"),
    ma_ct: text("ma_ct"),
    so_ct: text("so_ct"),
    loai: text("loai").notNull(),
    tien: money("tien").notNull(),
    dien_giai: text("dien_giai").notNull().default(""),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    created_by: text("created_by"),
  },
  (t) => [index("payment_card_ledger_card").on(t.ma_the, t.id), index("payment_card_ledger_document").on(t.stt_rec)],
);

/**
 * Top-ups (NT1, phiếu nạp tiền thẻ): `tien` paid onto card `ma_the` by `payments`, and `tien_km`, the bonus of the
 * policy `ma_cs` in force; one line, the card's.
 */
export const { header: paymentCardTopups, lines: paymentCardTopupLines } = voucherTables(
  { header: "payment_card_topups", lines: "payment_card_topup_lines" },
  {
    header: {
      ma_the: text("ma_the").notNull(),
      ma_kh: text("ma_kh").notNull(),
      tien: money("tien").notNull(),
      ma_cs: text("ma_cs"),
      tien_km: money("tien_km").notNull().default("0"),
      payments: jsonb("payments").notNull().default([]),
      tien_thoi: money("tien_thoi").notNull().default("0"),
    },
    line: {
      ma_the: text("ma_the").notNull(),
      tien: money("tien").notNull(),
      tien_km: money("tien_km").notNull().default("0"),
    },
  },
);

/**
 * One-time codes sent to a card's owner to confirm a card payment: only a hash is kept; a code is good until
 * `expires_at`, for `sale_package_otp_max` wrong tries, and once (`used_at`); a newer code retires the older ones.
 */
export const customerOtps = pgTable(
  "customer_otps",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    ma_kh: text("ma_kh").notNull(),
    code_hash: text("code_hash").notNull(),
    salt: text("salt").notNull(),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    tries: integer("tries").notNull().default(0),
    used_at: timestamp("used_at", { withTimezone: true }),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    created_by: text("created_by"),
  },
  (t) => [index("customer_otps_customer").on(t.ma_kh, t.created_at)],
);

/**
 * What the default sender "sent" (no SMS provider here): the message to each phone, so a demo reads its codes on a
 * screen of the administrator's. A real provider's sender writes nothing here.
 */
export const sentMessages = pgTable(
  "sent_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kenh: text("kenh").notNull(),
    den: text("den").notNull(),
    noi_dung: text("noi_dung").notNull(),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("sent_messages_time").on(t.created_at)],
);
