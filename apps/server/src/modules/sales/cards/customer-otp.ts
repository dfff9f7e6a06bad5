import { createHash, randomBytes, randomInt } from "node:crypto";
import { configIsTrue } from "@sen/core";
import type { FastifyBaseLogger, FastifyRequest } from "fastify";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import type { DocumentRow } from "../../../platform/documents/document-kind.js";
import { AppError, invalidInput } from "../../../platform/errors.js";
import { messageSender } from "../../../platform/messaging/message-sender.js";
import { configValues } from "../../system/config.service.js";
import type { PaymentLine } from "../bills/bill-payments.js";
import { cardsOf } from "./card-ledger.js";
import { cardMovesOf } from "./card-payments.js";
import { confirmCardPins, keepPins } from "./card-pins.js";

/*
 * One-time codes sent to a customer's phone, good for `otp_expiration` minutes, `sale_package_otp_max` wrong tries,
 * and one use:
 * - with `sale_package_require_otp`, paying by prepaid card needs the code `POST auth/otp/customer/{id}` sent to the
 *   card's owner;
 * - a customer signs in to the client area with a code sent to their phone: the code used up keeps that sign-in, its
 *   `expires_at` moved to the sign-in's end (and to now at sign-out), so no other table is needed.
 */

const hashOf = (salt: string, code: string) => createHash("sha256").update(`${salt}:${code}`).digest("hex");
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const masked = (phone: string) => (phone.length > 6 ? `${phone.slice(0, 3)}****${phone.slice(-3)}` : "****");

/** Whom a code goes to: a customer with a phone. */
export interface OtpCustomer {
  ma_kh: string;
  ten_kh: string;
  phone: string;
}

/** The message carrying a code, good for `minutes`. */
export type OtpMessage = (customer: OtpCustomer, code: string, minutes: number) => string;

/** How many wrong tries a code allows (`sale_package_otp_max`, 3 unless the shop says otherwise). */
export const otpTries = (configured: string | undefined) => Number(configured) || 3;

/** How many minutes a code is good for (`otp_expiration`, 2 unless the shop says otherwise). */
export const otpMinutes = (configured: string | undefined) => Number(configured) || 2;

/**
 * Sends a new code to the customer's phone, retiring the ones before: good for `otp_expiration` minutes; none is sent
 * (`throttled`) once the customer was sent `otp_max_hourly` codes in the last hour.
 */
export async function issueCustomerOtp(
  db: TenantDb,
  log: FastifyBaseLogger,
  customer: OtpCustomer,
  message: OtpMessage,
  createdBy: string | null,
): Promise<{ expires_at: Date } | { throttled: number }> {
  const config = await configValues(db, ["otp_expiration", "otp_max_hourly"]);
  const minutes = otpMinutes(config.otp_expiration);
  const perHour = Number(config.otp_max_hourly) || 10;
  // One customer's codes are counted one request at a time, so two counters cannot both send the last one.
  await db.$client.query("SELECT pg_advisory_xact_lock(hashtextextended($1, 7))", [`otp:${customer.ma_kh}`]);
  const sent = await db.$client.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM customer_otps WHERE ma_kh = $1 AND created_at > now() - interval '1 hour'",
    [customer.ma_kh],
  );
  const count = sent.rows[0]?.n ?? 0;
  if (count >= perHour) return { throttled: count };
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const salt = randomBytes(12).toString("hex");
  await db.$client.query("UPDATE customer_otps SET used_at = now() WHERE ma_kh = $1 AND used_at IS NULL", [
    customer.ma_kh,
  ]);
  const inserted = await db.$client.query<{ expires_at: Date }>(
    `INSERT INTO customer_otps (ma_kh, code_hash, salt, expires_at, created_by)
     VALUES ($1, $2, $3, now() + make_interval(mins => $4), $5) RETURNING expires_at`,
    [customer.ma_kh, hashOf(salt, code), salt, minutes, createdBy],
  );
  await messageSender
    .get()
    .send(db, { kenh: "sms", den: customer.phone, noi_dung: message(customer, code, minutes) }, log);
  return { expires_at: inserted.rows[0]?.expires_at ?? new Date() };
}

const paymentMessage: OtpMessage = (customer, code, minutes) =>
  `Mã xác nhận thanh toán thẻ của ${customer.ten_kh} là ${code}, hiệu lực ${minutes} phút. Không chia sẻ mã này.`;

/** Sends a new code to the customer (`id`: the partner's id or code) to confirm a card payment. */
export async function sendCustomerOtp(db: TenantDb, request: FastifyRequest, id: string) {
  const { rows } = await db.$client.query<{ ma_kh: string; ten_kh: string; phone: string | null }>(
    prepared(
      `SELECT ma_kh, ten_kh, phone FROM partners WHERE ${UUID.test(id) ? "id = $1::uuid" : "ma_kh = upper($1)"}`,
      [id],
    ),
  );
  const customer = rows[0];
  if (!customer)
    throw invalidInput({ id: bilingual(`Khách hàng ${id} không tồn tại`, `Customer ${id} does not exist`) });
  const phone = customer.phone?.replace(/\s+/g, "") ?? "";
  if (!phone) {
    throw invalidInput({
      id: bilingual(
        `Khách hàng ${customer.ma_kh} chưa có số điện thoại để nhận mã OTP`,
        `Customer ${customer.ma_kh} has no phone to receive the code`,
      ),
    });
  }
  const issued = await issueCustomerOtp(
    db,
    request.log,
    { ...customer, phone },
    paymentMessage,
    request.auth?.user?.user_name ?? null,
  );
  if ("throttled" in issued) throw new AppError(429, "otp_throttled", { count: issued.throttled });
  return { ma_kh: customer.ma_kh, phone: masked(phone), expires_at: issued.expires_at.toISOString() };
}

/** The codes a request's card payments carry, kept by `prepare` (which sees the body) for `post` (which does not). */
const codesOf = new WeakMap<FastifyRequest, Map<string, string>>();

/** Keeps the codes sent with a document's card payments, by card. */
export function keepOtps(request: FastifyRequest, payments: readonly PaymentLine[] | undefined) {
  keepPins(request, payments ?? []);
  const codes = new Map<string, string>();
  for (const p of payments ?? []) {
    if (p.ma_the && p.otp) codes.set(p.ma_the.toUpperCase(), p.otp);
  }
  codesOf.set(request, codes);
}

type Verdict = { id: number } | { refused: [vi: string, en: string] };

/**
 * Checks a code against the customer's latest, under its row lock: a wrong try is counted (so the caller commits it
 * even when it refuses what the code was for); the right one is the code's id, still to be used up.
 */
export async function checkCustomerOtp(db: TenantDb, ma_kh: string, code: string, maxTries: number): Promise<Verdict> {
  const { rows } = await db.$client.query<{
    id: number;
    code_hash: string;
    salt: string;
    live: boolean;
    tries: number;
    used: boolean;
  }>(
    `SELECT id, code_hash, salt, expires_at > now() AS live, tries, used_at IS NOT NULL AS used
     FROM customer_otps WHERE ma_kh = $1 ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [ma_kh],
  );
  const otp = rows[0];
  if (!otp || otp.used)
    return { refused: ["Chưa gửi mã OTP hoặc mã đã dùng: gửi mã mới", "No code sent, or it was used: send a new one"] };
  if (!otp.live) return { refused: ["Mã OTP đã hết hạn: gửi mã mới", "The code has expired: send a new one"] };
  if (otp.tries >= maxTries) {
    return {
      refused: [
        `Đã nhập sai mã OTP ${maxTries} lần: gửi mã mới`,
        `The code was wrong ${maxTries} times: send a new one`,
      ],
    };
  }
  if (hashOf(otp.salt, code) === otp.code_hash) return { id: otp.id };
  await db.$client.query("UPDATE customer_otps SET tries = tries + 1 WHERE id = $1", [otp.id]);
  const left = maxTries - otp.tries - 1;
  return {
    refused:
      left > 0
        ? [`Mã OTP không đúng (còn ${left} lần nhập)`, `Wrong code (${left} tries left)`]
        : [`Đã nhập sai mã OTP ${maxTries} lần: gửi mã mới`, `The code was wrong ${maxTries} times: send a new one`],
  };
}

/**
 * At posting, where the shop requires it: each card's owner confirmed the payment with their code, which is used up
 * in the posting's transaction (so a second payment with it waits, then is refused, and a payment rolled back
 * leaves it good).
 */
export async function confirmCardOtps(db: TenantDb, request: FastifyRequest, header: DocumentRow) {
  const draws = cardMovesOf(header, -1n);
  if (draws.length === 0) return;
  await confirmCardPins(db, request, draws);
  const config = await configValues(db, ["sale_package_require_otp", "sale_package_otp_max"]);
  if (!configIsTrue(config.sale_package_require_otp)) return;
  const maxTries = otpTries(config.sale_package_otp_max);
  const cards = await cardsOf(
    db,
    draws.map((d) => d.ma_the),
  );
  const codes = codesOf.get(request) ?? new Map<string, string>();
  const confirmed = new Set<string>();
  for (const draw of draws) {
    const owner = cards.get(draw.ma_the)?.ma_kh;
    if (!owner || confirmed.has(owner)) continue;
    const field = draw.field.replace(/ma_the$/, "otp");
    const code = codes.get(draw.ma_the);
    if (!code)
      throw invalidInput({
        [field]: bilingual("Nhập mã OTP đã gửi tới chủ thẻ", "Enter the code sent to the card's owner"),
      });
    // In a transaction of its own, so that a wrong try is counted even though the payment is refused.
    const verdict = await request.tx((own) => checkCustomerOtp(own, owner, code, maxTries));
    if ("refused" in verdict) throw invalidInput({ [field]: bilingual(...verdict.refused) });
    const used = await db.$client.query("UPDATE customer_otps SET used_at = now() WHERE id = $1 AND used_at IS NULL", [
      verdict.id,
    ]);
    if (used.rowCount === 0) {
      throw invalidInput({
        [field]: bilingual("Mã OTP đã được dùng: gửi mã mới", "The code was used: send a new one"),
      });
    }
    confirmed.add(owner);
  }
}

/** The code `id`, just checked, is used up to open a client-area sign-in lasting `days`; false if it was used. */
export async function openSignIn(db: TenantDb, id: number, days: number): Promise<boolean> {
  const { rowCount } = await db.$client.query(
    "UPDATE customer_otps SET used_at = now(), expires_at = now() + make_interval(days => $2) WHERE id = $1 AND used_at IS NULL",
    [id, days],
  );
  return rowCount === 1;
}

/** Whether the client-area sign-in the code `id` opened for `ma_kh` lasts still. */
export async function signInLasts(db: TenantDb, id: number, ma_kh: string): Promise<boolean> {
  const { rows } = await db.$client.query(
    prepared(
      "SELECT 1 FROM customer_otps WHERE id = $1 AND ma_kh = $2 AND used_at IS NOT NULL AND expires_at > now()",
      [id, ma_kh],
    ),
  );
  return rows.length > 0;
}

/** Ends the client-area sign-in the code `id` opened (signing out); ending it again changes nothing. */
export async function endSignIn(db: TenantDb, id: number, ma_kh: string): Promise<void> {
  await db.$client.query(
    "UPDATE customer_otps SET expires_at = now() WHERE id = $1 AND ma_kh = $2 AND used_at IS NOT NULL AND expires_at > now()",
    [id, ma_kh],
  );
}
