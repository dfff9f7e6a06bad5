import type { FastifyRequest } from "fastify";
import type { TenantDb } from "./db/tenant-db.js";
import { auditLogs } from "./db/tenant-tables.js";

export type AuditAction = "create" | "update" | "delete";

export interface AuditEntry {
  action: AuditAction;
  entity: string;
  recordId: string;
  old?: unknown;
  new?: unknown;
}

/** Writes one audit row in the caller's transaction, so a change and its record commit together. */
export async function audit(db: TenantDb, request: FastifyRequest, entry: AuditEntry): Promise<void> {
  const user = request.auth?.user;
  await db.insert(auditLogs).values({
    user_id: user?.id,
    user_name: user?.user_name ?? "system",
    session_id: request.auth?.sessionId,
    ip: request.ip,
    user_agent: request.headers["user-agent"] ?? "",
    action: entry.action,
    entity: entry.entity,
    record_id: entry.recordId,
    old_values: entry.old ?? null,
    new_values: entry.new ?? null,
  });
}
