import { PAGE_SIZES } from "@sen/core";
import { and, asc, inArray, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { partners } from "../crm.tables.js";
import { partnerBinding } from "./partner-bindings.js";
import { partnerColumns } from "./partner-holders.js";

const PAGE_SIZE_VALUES: readonly number[] = PAGE_SIZES;

export const duplicatesQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce
    .number()
    .refine((n) => PAGE_SIZE_VALUES.includes(n), bilingual("Số dòng mỗi trang không hợp lệ", "Invalid page size"))
    .default(20),
});

/**
 * Numbers that two or more partners the user may see share, whether as their phone or their
 * other phone (both stored normalized), by number; each group with its partners, oldest first.
 *
 * Phones are unique in the tenant, so a shared number is someone's other phone: the other phones
 * (index partners_phone2, a small share of the partners) held twice or equal to a phone (a probe
 * of partners_phone_unique) are the candidates, both read from the indexes alone; then the
 * partners the user may see holding each candidate are looked up by the same two indexes. A
 * million partners are never grouped (README "Performance").
 */
export async function duplicatePhones(db: TenantDb, request: FastifyRequest, query: z.infer<typeof duplicatesQuery>) {
  const within = and(inArray(partners.ma_dvcs, request.branches), partnerBinding.scope?.(request));
  // The planner takes the candidates for thousands and would compile the query (JIT) for nothing.
  await db.execute(sql`SET LOCAL jit = off`);
  const { rows } = await db.execute<{ total: number; page: { phone: string; ids: string[] }[] }>(sql`
    WITH candidates AS MATERIALIZED (
      SELECT phone2 AS num FROM partners AS other WHERE phone2 > ''
       GROUP BY phone2
      HAVING count(*) >= 2 OR EXISTS (SELECT FROM partners WHERE phone = other.phone2)
    ), groups AS MATERIALIZED (
      SELECT c.num AS phone, holders.ids FROM candidates AS c CROSS JOIN LATERAL (
        SELECT array_agg(id) AS ids FROM (
          SELECT id FROM partners WHERE phone = c.num AND ${within}
          UNION
          SELECT id FROM partners WHERE phone2 = c.num AND ${within}) AS holding
      ) AS holders
      WHERE cardinality(holders.ids) >= 2
    )
    SELECT (SELECT count(*) FROM groups)::int AS total,
           coalesce((SELECT json_agg(p ORDER BY p.phone) FROM (
             SELECT phone, ids FROM groups ORDER BY phone
              LIMIT ${query.pageSize} OFFSET ${(query.pageIndex - 1) * query.pageSize}) AS p), '[]') AS page`);
  const { total = 0, page = [] } = rows[0] ?? {};
  const ids = page.flatMap((g) => g.ids);
  const found =
    ids.length === 0
      ? []
      : await db
          .select(partnerColumns)
          .from(partners)
          .where(inArray(partners.id, ids))
          .orderBy(asc(partners.created_at), asc(partners.id));
  const items = page.map((g) => ({ phone: g.phone, partners: found.filter((p) => g.ids.includes(p.id)) }));
  return { items, total };
}
