import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { audit } from "../../platform/audit.js";
import { endSessions, type SessionSelection } from "../../platform/auth/sessions.js";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { sessions, users } from "../../platform/db/tenant-tables.js";

/**
 * Sessions that have neither ended nor expired and were seen within one access-token lifetime:
 * a session quiet for longer holds no valid access token, so its user is not "online".
 */
export async function listOnline(db: TenantDb, ttlSeconds: number, ownSessionId: string) {
  const rows = await db
    .select({
      id: sessions.id,
      user_id: sessions.user_id,
      user_name: users.user_name,
      full_name: users.full_name,
      ip: sessions.ip,
      user_agent: sessions.user_agent,
      system_type: sessions.system_type,
      started_at: sessions.started_at,
      last_seen_at: sessions.last_seen_at,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.user_id))
    .where(
      and(
        isNull(sessions.ended_at),
        gt(sessions.expires_at, sql`now()`),
        gt(sessions.last_seen_at, sql`now() - make_interval(secs => ${ttlSeconds})`),
      ),
    )
    .orderBy(desc(sessions.last_seen_at), sessions.id);
  const items = rows.map((row) => ({ ...row, is_current: row.id === ownSessionId }));
  return { items, total: items.length };
}

/**
 * Ends the selected sessions on an administrator's word, one audit row each (who was signed
 * out, from where, why). Never the caller's own session: it is always spared.
 */
export async function forceLogout(
  db: TenantDb,
  request: FastifyRequest,
  selection: Omit<SessionSelection, "except">,
  reason: string,
): Promise<number> {
  const ended = await endSessions(db, { ...selection, except: request.auth?.sessionId }, reason);
  for (const session of ended) {
    await audit(db, request, {
      action: "force_logout",
      entity: "session",
      recordId: session.id,
      old: { user_id: session.user_id, user_name: session.user_name, ip: session.ip, user_agent: session.user_agent },
      new: { reason },
    });
  }
  return ended.length;
}
