import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { TenantDb } from "../db/tenant-db.js";
import { refreshTokens, sessions } from "../db/tenant-tables.js";
import { hashRefreshToken, newRefreshToken } from "./tokens.js";

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
  return { sessionId: session.id, refreshToken: await issueRefreshToken(db, session.id) };
}

async function issueRefreshToken(db: TenantDb, sessionId: string): Promise<string> {
  const token = newRefreshToken();
  await db.insert(refreshTokens).values({ token_hash: hashRefreshToken(token), session_id: sessionId });
  return token;
}

export async function endSession(db: TenantDb, sessionId: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ ended_at: sql`now()`, end_reason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.ended_at)));
}

export type Rotation =
  | { kind: "rotated"; sessionId: string; userId: string; refreshToken: string }
  | { kind: "reused"; sessionId: string }
  | { kind: "invalid" };

/**
 * Trades a refresh token for a new one. The old one dies; presenting a dead one again means
 * it was stolen or replayed, so the whole session is revoked.
 */
export async function rotateRefreshToken(db: TenantDb, token: string): Promise<Rotation> {
  const tokenHash = hashRefreshToken(token);
  const [found] = await db
    .select({ session_id: refreshTokens.session_id, used_at: refreshTokens.used_at })
    .from(refreshTokens)
    .where(eq(refreshTokens.token_hash, tokenHash))
    .for("update");
  if (!found) return { kind: "invalid" };
  if (found.used_at) {
    await endSession(db, found.session_id, "refresh_token_reused");
    return { kind: "reused", sessionId: found.session_id };
  }
  await db.update(refreshTokens).set({ used_at: sql`now()` }).where(eq(refreshTokens.token_hash, tokenHash));
  const session = await liveSession(db, found.session_id);
  if (!session) return { kind: "invalid" };
  return {
    kind: "rotated",
    sessionId: session.id,
    userId: session.user_id,
    refreshToken: await issueRefreshToken(db, session.id),
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
