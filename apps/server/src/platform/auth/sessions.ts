import { and, eq, gt, inArray, isNull, lt, ne, type SQL, sql } from "drizzle-orm";
import { type AuditAction, writeAudit } from "../audit.js";
import type { TenantDb } from "../db/tenant-db.js";
import { refreshTokens, sessions, users } from "../db/tenant-tables.js";
import { hashRefreshToken, type Issue, newRefreshToken, successorOf } from "./tokens.js";

export interface SessionStart {
  userId: string;
  ip: string;
  userAgent: string;
  systemType?: string;
  loginType?: string;
  ttlDays: number;
}

export async function startSession(db: TenantDb, start: SessionStart) {
  const [session] = await db
    .insert(sessions)
    .values({
      user_id: start.userId,
      ip: start.ip,
      user_agent: start.userAgent,
      system_type: start.systemType,
      login_type: start.loginType,
      expires_at: sql`now() + make_interval(days => ${start.ttlDays})`,
    })
    .returning({ id: sessions.id });
  if (!session) throw new Error("session not created");
  await auditSession(db, session.id, "login", {
    new: { ip: start.ip, user_agent: start.userAgent, system_type: start.systemType, login_type: start.loginType },
  });
  return { sessionId: session.id, refreshToken: await issueRefreshToken(db, session.id) };
}

/** The session's own user and address as the actor of its sign-in, sign-out or revocation. */
async function auditSession(
  db: TenantDb,
  sessionId: string,
  action: AuditAction,
  values: { old?: unknown; new?: unknown } = {},
) {
  const [owner] = await db
    .select({ user_id: sessions.user_id, user_name: users.user_name, ip: sessions.ip, user_agent: sessions.user_agent })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(eq(sessions.id, sessionId));
  if (!owner) return;
  await writeAudit(
    db,
    { ...owner, session_id: sessionId },
    { action, entity: "session", recordId: sessionId, ...values },
  );
}

async function issueRefreshToken(db: TenantDb, sessionId: string): Promise<string> {
  const token = newRefreshToken();
  await db.insert(refreshTokens).values({ token_hash: hashRefreshToken(token), session_id: sessionId });
  return token;
}

/** Ends a session by its owner's will ("logout") or for replaying a refresh token; audited as such. */
export async function endSession(db: TenantDb, sessionId: string, reason: "logout" | "refresh_token_reused") {
  const [ended] = await db
    .update(sessions)
    .set({ ended_at: sql`now()`, end_reason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.ended_at)))
    .returning({ id: sessions.id });
  if (ended) await auditSession(db, sessionId, reason === "logout" ? "logout" : "revoke", { new: { reason } });
}

/** Which sessions to end: those of one user (optionally from one address), always sparing one. */
export interface SessionSelection {
  userId?: string;
  ip?: string;
  /** The caller's own session, never ended by its own request. */
  except?: string;
}

/**
 * Ends the selected live sessions (forced logout, password reset, deactivation) and answers
 * which ones, with their users, so that the caller can audit them. Their access tokens are
 * refused at the next call and their refresh tokens no longer rotate.
 */
export async function endSessions(db: TenantDb, selection: SessionSelection, reason: string) {
  const where: (SQL | undefined)[] = [isNull(sessions.ended_at), gt(sessions.expires_at, sql`now()`)];
  if (selection.userId) where.push(eq(sessions.user_id, selection.userId));
  if (selection.ip) where.push(eq(sessions.ip, selection.ip));
  if (selection.except) where.push(ne(sessions.id, selection.except));
  const ended = await db
    .update(sessions)
    .set({ ended_at: sql`now()`, end_reason: reason })
    .where(and(...where))
    .returning({ id: sessions.id, user_id: sessions.user_id, ip: sessions.ip, user_agent: sessions.user_agent });
  if (ended.length === 0) return [];
  const names = await db
    .select({ id: users.id, user_name: users.user_name })
    .from(users)
    .where(inArray(users.id, [...new Set(ended.map((s) => s.user_id))]));
  const nameOf = new Map(names.map((u) => [u.id, u.user_name]));
  return ended.map((s) => ({ ...s, user_name: nameOf.get(s.user_id) ?? "" }));
}

export type Rotation =
  | { kind: "rotated"; sessionId: string; userId: string; refreshToken: string; issue: Issue }
  | { kind: "reused"; sessionId: string }
  | { kind: "invalid" };

/** How long a used refresh token still gets the pair it got first (two tabs, a retried request). */
export const REFRESH_GRACE_SECONDS = 30;

/**
 * Trades a refresh token for the next one (RFC 9700 rotation). The next one is derived from it
 * (`successorOf`), so that presenting it again within the grace window, or concurrently (the row
 * lock serializes), gets the very same pair while its successor is unused. Any other use of a
 * used token means it was stolen or replayed: the whole session is revoked. `sessionId`, when
 * the client names its session (its access token), must be the token's, or nothing changes.
 */
export async function rotateRefreshToken(
  db: TenantDb,
  secret: Uint8Array,
  token: string,
  sessionId?: string,
): Promise<Rotation> {
  const tokenHash = hashRefreshToken(token);
  const [found] = await db
    .select({
      session_id: refreshTokens.session_id,
      used: sql<boolean>`${refreshTokens.used_at} IS NOT NULL`,
      in_grace: sql<boolean>`coalesce(${refreshTokens.used_at} > now() - make_interval(secs => ${REFRESH_GRACE_SECONDS}), false)`,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, tokenHash))
    .for("update");
  if (!found || (sessionId && sessionId !== found.session_id)) return { kind: "invalid" };
  const session = await liveSession(db, found.session_id);
  if (!session) return { kind: "invalid" };
  const next = successorOf(secret, token);
  const nextHash = hashRefreshToken(next.refreshToken);
  let successor: { created_at: Date } | undefined;
  if (!found.used) {
    await db.update(refreshTokens).set({ used_at: sql`now()` }).where(eq(refreshTokens.token_hash, tokenHash));
    [successor] = await db
      .insert(refreshTokens)
      .values({ token_hash: nextHash, session_id: session.id })
      .returning({ created_at: refreshTokens.created_at });
  } else if (found.in_grace) {
    [successor] = await db
      .select({ created_at: refreshTokens.created_at })
      .from(refreshTokens)
      .where(
        and(
          eq(refreshTokens.token_hash, nextHash),
          eq(refreshTokens.session_id, session.id),
          isNull(refreshTokens.used_at),
        ),
      );
  }
  if (!successor) {
    await endSession(db, session.id, "refresh_token_reused");
    return { kind: "reused", sessionId: session.id };
  }
  return {
    kind: "rotated",
    sessionId: session.id,
    userId: session.user_id,
    refreshToken: next.refreshToken,
    // The access token is issued when its refresh token was: the same pair again, byte for byte.
    issue: { at: Math.floor(successor.created_at.getTime() / 1000), jti: next.jti },
  };
}

/** The session if it has neither ended nor expired. */
export async function liveSession(db: TenantDb, sessionId: string) {
  const [session] = await db
    .select({ id: sessions.id, user_id: sessions.user_id, last_seen_at: sessions.last_seen_at })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.ended_at), gt(sessions.expires_at, sql`now()`)));
  return session;
}

/** Marks the session seen, at most once a minute, so that online users can be listed. */
export async function touchSession(db: TenantDb, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ last_seen_at: sql`now()` })
    .where(and(eq(sessions.id, sessionId), lt(sessions.last_seen_at, sql`now() - interval '1 minute'`)));
}
