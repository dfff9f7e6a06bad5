import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { audit } from "../../platform/audit.js";
import { hashPassword, verifyPassword } from "../../platform/auth/passwords.js";
import { endSessions } from "../../platform/auth/sessions.js";
import { type LoginAttempt, reserveAttempt, takeBackAttempt } from "../../platform/auth/throttle.js";
import { signedIn } from "../../platform/authentication.js";
import { bilingual } from "../../platform/crud/messages.js";
import type { Pool } from "../../platform/db/pool.js";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { users } from "../../platform/db/tenant-tables.js";
import { AppError, invalidInput } from "../../platform/errors.js";

const profileColumns = {
  id: users.id,
  user_name: users.user_name,
  full_name: users.full_name,
  email: users.email,
  phone: users.phone,
  is_admin: users.is_admin,
  saler: users.saler,
  branchs: users.branchs,
  created_at: users.created_at,
  updated_at: users.updated_at,
};

export async function readProfile(db: TenantDb, userId: string) {
  const [row] = await db.select(profileColumns).from(users).where(eq(users.id, userId));
  if (!row) throw new AppError(404, "record_not_found");
  return { ...row, is_admin: row.is_admin ? (1 as const) : (0 as const) };
}

export interface ProfileInput {
  full_name: string;
  email?: string | null;
  phone?: string | null;
}

const blankToNull = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

/** The signed-in user changes their own name, email and phone; audited like any change of a user. */
export async function updateProfile(db: TenantDb, request: FastifyRequest, input: ProfileInput) {
  const { user } = signedIn(request);
  const old = await readProfile(db, user.id);
  await db
    .update(users)
    .set({
      full_name: input.full_name,
      email: blankToNull(input.email),
      phone: blankToNull(input.phone),
      updated_by: user.user_name,
      updated_at: new Date(),
    })
    .where(eq(users.id, user.id));
  const profile = await readProfile(db, user.id);
  await audit(db, request, { action: "update", entity: "user", recordId: user.id, old, new: profile });
  return profile;
}

const fieldError = (field: string, vi: string, en: string) => invalidInput({ [field]: bilingual(vi, en) });

/**
 * The signed-in user changes their own password: the current one first (its failures count
 * with sign-in failures, so this cannot be used to guess it), then every other session of
 * theirs ends.
 */
export async function changeOwnPassword(
  pool: Pool,
  request: FastifyRequest,
  input: { current_password: string; new_password: string },
) {
  const { user, sessionId } = signedIn(request);
  const attempt: LoginAttempt = { tenant: request.tenant.code, userName: user.user_name, ip: request.ip };
  await reserveAttempt(pool, attempt);
  const outcome = await request.tx(async (db) => {
    const [row] = await db.select({ hash: users.password_hash }).from(users).where(eq(users.id, user.id));
    if (!(await verifyPassword(row?.hash, input.current_password))) return "wrong";
    if (input.new_password === input.current_password) return "same";
    await db
      .update(users)
      .set({
        password_hash: await hashPassword(input.new_password),
        updated_by: user.user_name,
        updated_at: new Date(),
      })
      .where(eq(users.id, user.id));
    const ended = await endSessions(db, { userId: user.id, except: sessionId }, "password_change");
    await audit(db, request, {
      action: "password_change",
      entity: "user",
      recordId: user.id,
      new: { sessions_ended: ended.length },
    });
    return "changed";
  });
  if (outcome === "wrong") {
    throw fieldError("current_password", "Mật khẩu hiện tại không đúng", "The current password is incorrect");
  }
  await takeBackAttempt(pool, attempt);
  if (outcome === "same") {
    throw fieldError(
      "new_password",
      "Mật khẩu mới phải khác mật khẩu hiện tại",
      "The new password must differ from the current one",
    );
  }
}
