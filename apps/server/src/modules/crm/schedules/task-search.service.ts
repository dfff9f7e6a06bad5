import { taskEntity } from "@sen/core";
import { and, inArray, or } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { listRows } from "../../../platform/crud/list.js";
import { type ListQuery, searchTerm } from "../../../platform/crud/list-query.js";
import { searchCondition } from "../../../platform/crud/list-where.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { partners, tasks } from "../crm.tables.js";
import { partnerMatches } from "./partner-match.js";
import { taskBinding } from "./schedule-kinds.js";

/**
 * Appointments found by their title, details or partner's name (their own text), or by their
 * partner's code, phone or email; each row with the partner's phone.
 */
export async function searchTasks(db: TenantDb, query: ListQuery, request: FastifyRequest) {
  const term = searchTerm(query.searchKey);
  const found = term
    ? or(
        searchCondition(tasks, term),
        inArray(tasks.ma_kh, db.select({ ma_kh: partners.ma_kh }).from(partners).where(partnerMatches(term))),
      )
    : undefined;
  const scope = and(taskBinding.scope?.(request), found);
  const page = await listRows(db, taskEntity, tasks, { ...query, searchKey: undefined }, request.branches, scope);
  const codes = [...new Set(page.items.map((row) => String(row.ma_kh)))];
  const phones =
    codes.length > 0
      ? await db
          .select({ ma_kh: partners.ma_kh, phone: partners.phone })
          .from(partners)
          .where(inArray(partners.ma_kh, codes))
      : [];
  const phoneOf = new Map(phones.map((p) => [p.ma_kh, p.phone]));
  return { ...page, items: page.items.map((row) => ({ ...row, phone: phoneOf.get(String(row.ma_kh)) ?? null })) };
}
