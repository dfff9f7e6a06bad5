import type { FastifyRequest } from "fastify";
import type { TenantDb } from "./db/tenant-db.js";
import { auditLogs } from "./db/tenant-tables.js";

export type AuditAction =
  | "create"
  | "update"
  | "delete"
  /** A session began (sign-in) or its owner ended it (sign-out). */
  | "login"
  | "logout"
  /** An administrator ended someone's session. */
  | "force_logout"
  /** A session revoked because its refresh token was replayed. */
  | "revoke"
  /** An administrator set a user's password; the user changed their own. */
  | "password_reset"
  | "password_change";

export interface AuditEntry {
  action: AuditAction;
  entity: string;
  recordId: string;
  old?: unknown;
  new?: unknown;
}

/** Who did it and from where. */
export interface AuditActor {
  user_id?: string | null;
  user_name: string;
  session_id?: string | null;
  ip?: string;
  user_agent?: string;
}

// Passwords, their hashes, call-center passwords, tokens and keys: never in the log.
const SECRET_KEY = /(^|_)(pass|password|secret|token|access_key)($|_)|_hash$/i;

/**
 * The values without secrets: keys that name one are dropped, and so is the value of a
 * name/value pair (a config row) whose name names one or whose type is "secret".
 */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value === null || typeof value !== "object" || value instanceof Date) return value;
  const entries = Object.entries(value as Record<string, unknown>);
  const secretPair = entries.some(
    ([k, v]) => (k === "name" && typeof v === "string" && SECRET_KEY.test(v)) || (k === "type" && v === "secret"),
  );
  return Object.fromEntries(
    entries
      .filter(([k]) => !SECRET_KEY.test(k) && !(secretPair && k === "value"))
      .map(([k, v]) => [k, withoutSecrets(v)]),
  );
}

/** The audit rows of entries by an actor, as the table stores them. */
export function auditRows(actor: AuditActor, entries: AuditEntry | readonly AuditEntry[]) {
  const all = Array.isArray(entries) ? entries : [entries as AuditEntry];
  return all.map((entry) => ({
    user_id: actor.user_id ?? null,
    user_name: actor.user_name,
    session_id: actor.session_id ?? null,
    ip: actor.ip ?? "",
    user_agent: actor.user_agent ?? "",
    action: entry.action,
    entity: entry.entity,
    record_id: entry.recordId,
    old_values: entry.old === undefined ? null : withoutSecrets(entry.old),
    new_values: entry.new === undefined ? null : withoutSecrets(entry.new),
  }));
}

/** Writes one audit row in the caller's transaction, so a change and its record commit together. */
export async function writeAudit(db: TenantDb, actor: AuditActor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values(auditRows(actor, entry));
}

/** The request's user, session and address as the actor of an audit row. */
export function actorOf(request: FastifyRequest): AuditActor {
  const user = request.auth?.user;
  return {
    user_id: user?.id,
    user_name: user?.user_name ?? "system",
    session_id: request.auth?.sessionId,
    ip: request.ip,
    user_agent: request.headers["user-agent"] ?? "",
  };
}

/** Writes one audit row for the request's user, in the caller's transaction. */
export function audit(db: TenantDb, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  return writeAudit(db, actorOf(request), entry);
}
