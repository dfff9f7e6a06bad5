import { branchEntity, commandEntity, PAYMENT_KIND_OPTIONS } from "@sen/core";
import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { entityTable } from "../crud/table.js";
import { audit, rightFlags } from "./columns.js";

/**
 * Tables every tenant schema holds for the platform itself: branches, users and their
 * rights, menu commands, configs, sessions. Tables carry no schema name: each request
 * runs with `search_path` set to its tenant's schema.
 */

export const branches = entityTable(branchEntity);

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_name: text("user_name").notNull(),
    full_name: text("full_name").notNull(),
    email: text("email"),
    phone: text("phone"),
    password_hash: text("password_hash").notNull(),
    is_admin: boolean("is_admin").notNull().default(false),
    status: boolean("status").notNull().default(true),
    saler: text("saler"),
    agent_id: text("agent_id"),
    agent_pass: text("agent_pass"),
    branchs: text("branchs").notNull().default(""),
    employee_yn: smallint("employee_yn").notNull().default(0),
    employees: text("employees").notNull().default(""),
    ...audit,
  },
  (t) => [uniqueIndex("users_user_name_lower").on(sql`lower(${t.user_name})`)],
);

/** The menu tree; the product's commands are added to every tenant at each start. */
export const commands = entityTable(commandEntity);

export const userRights = pgTable(
  "user_rights",
  {
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    menu_id: text("menu_id").notNull(),
    ...rightFlags(),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.menu_id] })],
);

export const userConfigs = pgTable(
  "user_configs",
  {
    user_id: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    value: text("value").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.name] })],
);

export const configs = pgTable("configs", {
  name: text("name").primaryKey(),
  group: text("group").notNull().default("system"),
  value: text("value").notNull().default(""),
  type: text("type").notNull().default("text"),
  description: text("description"),
  ...audit,
});

export const sessions = pgTable("sessions", {
  id: uuid("id").primaryKey().defaultRandom(),
  user_id: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  ip: text("ip").notNull(),
  user_agent: text("user_agent").notNull().default(""),
  system_type: text("system_type"),
  login_type: text("login_type"),
  started_at: timestamp("started_at", { withTimezone: true }).notNull().defaultNow(),
  last_seen_at: timestamp("last_seen_at", { withTimezone: true }).notNull().defaultNow(),
  expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
  ended_at: timestamp("ended_at", { withTimezone: true }),
  end_reason: text("end_reason"),
});

export const refreshTokens = pgTable("refresh_tokens", {
  token_hash: text("token_hash").primaryKey(),
  session_id: uuid("session_id")
    .notNull()
    .references(() => sessions.id, { onDelete: "cascade" }),
  created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  used_at: timestamp("used_at", { withTimezone: true }),
});

/**
 * Who changed what, when and from where, with the old and new values; written in the same
 * transaction as the change. A trigger refuses any UPDATE or DELETE of it.
 */
export const auditLogs = pgTable(
  "audit_logs",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    user_id: uuid("user_id"),
    user_name: text("user_name").notNull(),
    session_id: uuid("session_id"),
    ip: text("ip").notNull().default(""),
    user_agent: text("user_agent").notNull().default(""),
    action: text("action").notNull(),
    entity: text("entity").notNull(),
    record_id: text("record_id"),
    old_values: jsonb("old_values"),
    new_values: jsonb("new_values"),
  },
  (t) => [index("audit_logs_at").on(t.at), index("audit_logs_entity_record").on(t.entity, t.record_id)],
);

/**
 * The last number given per document type, branch and year: the row is updated in the saving transaction, so a
 * rolled-back save gives its number back and numbers have no gaps.
 */
export const documentCounters = pgTable(
  "document_counters",
  {
    ma_ct: text("ma_ct").notNull(),
    ma_dvcs: text("ma_dvcs").notNull(),
    nam: integer("nam").notNull(),
    so: integer("so").notNull(),
  },
  (t) => [primaryKey({ columns: [t.ma_ct, t.ma_dvcs, t.nam] })],
);

/**
 * The first answer to each Idempotency-Key of a user: a request sent again with the key gets that answer back.
 * The key is claimed in the request's own transaction, so a second request with it waits for the first.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    user_name: text("user_name").notNull(),
    key: text("key").notNull(),
    method: text("method").notNull(),
    route: text("route").notNull(),
    body_hash: text("body_hash").notNull(),
    status_code: integer("status_code"),
    answer: jsonb("answer"),
    created_at: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("idempotency_keys_user_key").on(t.user_name, t.key)],
);

const signedMoney = (name: string) => numeric(name, { precision: 18, scale: 2 }).notNull();

/**
 * The lines of posted documents as period reports read them: one row a line, dated and placed by its document,
 * signed (a return's lines negative), named by what the report groups by (customer, employee, item and the kind's own
 * class of line, `nhom`). Written by the transaction that posts the document and deleted by the one that cancels it,
 * so a report sums a month of them in one range of this table instead of joining every line to its header; never a
 * figure the documents do not say (`reportLineDifferences` in the sales module compares them).
 */
export const reportLines = pgTable(
  "report_lines",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    stt_rec: uuid("stt_rec").notNull(),
    ma_ct: text("ma_ct").notNull(),
    ngay_ct: date("ngay_ct", { mode: "string" }).notNull(),
    ma_dvcs: text("ma_dvcs").notNull(),
    line: integer("line").notNull(),
    ma_kh: text("ma_kh"),
    ma_nv: text("ma_nv"),
    ma_vt: text("ma_vt").notNull(),
    nhom: text("nhom"),
    so_luong: numeric("so_luong", { precision: 18, scale: 3 }).notNull(),
    tien: signedMoney("tien"),
    ck: signedMoney("ck"),
    thue: signedMoney("thue"),
    tong: signedMoney("tong"),
  },
  (t) => [index("report_lines_period").on(t.ngay_ct, t.id), index("report_lines_document").on(t.stt_rec)],
);

/**
 * The money of each posted document that takes payments, as the receipt reports read it: its payments summed by kind
 * (a column each), all of them (`tien`), the change given and what was left owing, as the document stored them
 * (unsigned: a report gives a return's its sign). Written and deleted with the document's report lines, so a month's
 * totals sum these columns instead of every bill's `payments` (`reportPaymentDifferences` compares them).
 */
export const reportPayments = pgTable(
  "report_payments",
  {
    stt_rec: uuid("stt_rec").primaryKey(),
    ma_ct: text("ma_ct").notNull(),
    ngay_ct: date("ngay_ct", { mode: "string" }).notNull(),
    ma_dvcs: text("ma_dvcs").notNull(),
    ma_kh: text("ma_kh"),
    ...(Object.fromEntries(PAYMENT_KIND_OPTIONS.map(({ value }) => [value, signedMoney(value)])) as Record<
      (typeof PAYMENT_KIND_OPTIONS)[number]["value"],
      ReturnType<typeof signedMoney>
    >),
    tien: signedMoney("tien"),
    tien_thoi: signedMoney("tien_thoi"),
    con_no: signedMoney("con_no"),
  },
  (t) => [index("report_payments_period").on(t.ngay_ct, t.ma_dvcs)],
);
