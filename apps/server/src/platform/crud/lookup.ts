import { activeFlag, lookupAccess, pickerFields } from "@sen/core";
import { and, asc, eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { TenantDb } from "../db/tenant-db.js";
import { listOf } from "../lists.js";
import type { ListQuery } from "./list-query.js";
import { filterOf } from "./list-query.js";
import { column, listConditions } from "./list-where.js";
import type { EntityBinding, Row } from "./registry.js";
import { rowSchema } from "./row-schema.js";
import { revealed, unsealedQuery } from "./sealed.js";

const LOOKUP_LIMIT = 5000;

/** The lookup's columns: what pickers show (`pickerFields`), never contact details or notes. */
const pickerColumns = (binding: EntityBinding) =>
  Object.fromEntries(pickerFields(binding.definition).map((name) => [name, column(binding.table, name)]));

/**
 * The rows in use, filtered by the entity's filterable fields, ordered for pickers: within the
 * request's branches and the binding's scope, as the list.
 */
export async function lookupRows(db: TenantDb, binding: EntityBinding, request: FastifyRequest, filters: Row = {}) {
  const { definition, table } = binding;
  const active = activeFlag(definition);
  const unsealed = await unsealedQuery(db, binding, request, filters);
  const query = { ...unsealed.query, searchKey: undefined, fromDate: undefined, toDate: undefined } as ListQuery;
  const items = await db
    .select(pickerColumns(binding))
    .from(table)
    .where(
      and(
        listConditions(definition, table, query, request.branches),
        binding.scope?.(request),
        unsealed.where,
        active ? eq(column(table, active), true) : undefined,
      ),
    )
    .orderBy(...binding.lookupOrder.map((k) => asc(column(table, k))), asc(column(table, "id")))
    .limit(LOOKUP_LIMIT);
  await revealed(db, binding, request, items);
  return { items, total: items.length };
}

/**
 * GET {api}/lookup: every row in use, for pickers, to whoever may read the entity or use a screen
 * that picks from it (`lookupAccess`); its filters are the filterable fields but the active flag.
 */
export function lookupRoute(app: FastifyInstance, binding: EntityBinding, doc: { tags: string[]; label: string }) {
  const { definition } = binding;
  const active = activeFlag(definition);
  const filters = z.object(
    Object.fromEntries(
      definition.fields.filter((f) => f.filterable && f.name !== active).map((f) => [f.name, filterOf(f.kind)]),
    ),
  );
  const shape = (rowSchema(definition) as z.ZodObject).shape;
  const row = z.object(Object.fromEntries(pickerFields(definition).map((name) => [name, shape[name]])));
  app.withTypeProvider<ZodTypeProvider>().get(
    `/${definition.api}/lookup`,
    {
      config: { access: lookupAccess(definition) },
      schema: {
        tags: doc.tags,
        summary: `Every ${doc.label} in use, for pickers`,
        querystring: filters,
        response: { 200: listOf(row) },
      },
    },
    (req) => req.tx((db) => lookupRows(db, binding, req, req.query)),
  );
}
