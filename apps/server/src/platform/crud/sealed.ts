import { and, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { TenantDb } from "../db/tenant-db.js";
import type { ListQuery } from "./list-query.js";
import type { EntityBinding, Row } from "./registry.js";

/** The query without its filters on sealed fields, and the condition that replaces them. */
export async function unsealedQuery<Q extends Partial<ListQuery>>(
  db: TenantDb,
  binding: EntityBinding,
  request: FastifyRequest,
  query: Q,
): Promise<{ query: Q; where: SQL | undefined }> {
  const sealed = binding.sealed;
  if (!sealed) return { query, where: undefined };
  const rest: Record<string, unknown> = { ...query };
  const where: SQL[] = [];
  for (const field of sealed.fields) {
    const wanted = rest[field];
    if (typeof wanted !== "string" || wanted === "") continue;
    delete rest[field];
    where.push(await sealed.match(db, request, field, wanted));
  }
  return { query: rest as Q, where: and(...where) };
}

/** The rows opened by the binding's sealed fields, if it has any. */
export async function revealed<T extends Row | Row[]>(
  db: TenantDb,
  binding: EntityBinding,
  request: FastifyRequest,
  rows: T,
): Promise<T> {
  await binding.sealed?.reveal(db, request, Array.isArray(rows) ? rows : [rows]);
  return rows;
}
