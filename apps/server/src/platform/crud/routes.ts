import { type EntityOperation, entityAccess } from "@sen/core";
import { and } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Access } from "../access.js";
import type { TenantDb } from "../db/tenant-db.js";
import { exportRoute } from "./export-route.js";
import { listRows, pageOf } from "./list.js";
import { listQuerySchema } from "./list-query.js";
import { lookupRoute } from "./lookup.js";
import { looseningRefusal } from "./loosening.js";
import type { EntityBinding, Row } from "./registry.js";
import { rowSchema } from "./row-schema.js";
import { patchSchema, writeSchema } from "./schema.js";
import { revealed, unsealedQuery } from "./sealed.js";
import { crud, findRow, findRowByKey, valueExists } from "./service.js";

const idParams = z.object({ id: z.uuid({ error: "id không hợp lệ" }) });

/** A delete's right; an entity whose delete undoes what it guards (a period lock) names that in the refusal. */
function deleteAccess(definition: EntityBinding["definition"]): { access: Access } {
  const needs = entityAccess(definition, "delete");
  if (!definition.rights?.loosening) return { access: needs };
  return { access: { needs, refusal: () => looseningRefusal(definition) } };
}

export interface EntityRoutesOptions {
  /** false when the module serves GET {api} itself (the menu's system/command). */
  list?: boolean;
  /** false when the entity serves no lookup. */
  lookup?: boolean;
  /** false when the module serves POST {api} itself (a call log saved with its follow-up task). */
  create?: boolean;
}

/**
 * List, lookup, get, create, update, patch and delete of one entity under /api/{api}, each
 * guarded by the entity's command with the matching right, validated and described from the
 * definition. An entity with a key is also addressed by it: /api/{api}/{ma_ct}/{status}.
 */
export function entityRoutes(binding: EntityBinding, options: EntityRoutesOptions = {}) {
  const { definition } = binding;
  const row = rowSchema(definition);
  const tags = [definition.api.split("/")[0] ?? "entities"];
  const access = (operation: EntityOperation) => ({ access: entityAccess(definition, operation) });
  const label = definition.label.en ?? definition.label.vi;

  return async function routes(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = `/${definition.api}`;

    if (options.list !== false) {
      r.get(
        base,
        {
          config: access("list"),
          schema: {
            tags,
            summary: `List ${label}`,
            querystring: listQuerySchema(definition),
            response: { 200: pageOf(row) },
          },
        },
        (req) =>
          req.tx(async (db) => {
            if (!binding.sealed)
              return listRows(db, definition, binding.table, req.query, req.branches, binding.scope?.(req));
            const { query, where } = await unsealedQuery(db, binding, req, req.query);
            const page = await listRows(
              db,
              definition,
              binding.table,
              query,
              req.branches,
              and(binding.scope?.(req), where),
            );
            await revealed(db, binding, req, page.items);
            return page;
          }),
      );
    }
    if (options.list !== false) exportRoute(app, binding);

    if (options.lookup !== false) lookupRoute(app, binding, { tags, label });

    r.get(
      `${base}/:id`,
      { config: access("get"), schema: { tags, summary: `One ${label}`, params: idParams, response: { 200: row } } },
      (req) => req.tx(async (db) => revealed(db, binding, req, await findRow(db, binding, req.params.id, req))),
    );

    // A history (readOnly) is written by the server only.
    if (!definition.readOnly) writeRoutes(app, binding, row, { ...options, tags, label });

    const unique = definition.fields.filter((f) => f.unique).map((f) => f.name);
    if (unique.length > 0) {
      r.get(
        `${base}/:id/exists/:field/:value`,
        {
          config: access("get"),
          schema: {
            tags,
            summary: `Whether another ${label} holds a value (a missing or 'undefined' id means a new record)`,
            params: z.object({
              id: z.string(),
              field: z.enum(unique as [string, ...string[]]),
              value: z.string(),
            }),
            response: { 200: z.object({ exists: z.boolean() }) },
          },
        },
        async (req) => {
          const { id, field, value } = req.params;
          const except = z.uuid().safeParse(id).success ? id : undefined;
          return { exists: await req.tx((db) => valueExists(db, binding, field, value, except)) };
        },
      );
    }

    if (binding.key && !definition.readOnly) keyRoutes(app, binding, row, tags, label);
  };
}

/** POST, PUT, PATCH and DELETE of one entity, each with its right and checks. */
function writeRoutes(
  app: FastifyInstance,
  binding: EntityBinding,
  row: z.ZodType<Row>,
  { tags, label, ...options }: EntityRoutesOptions & { tags: string[]; label: string },
) {
  const { definition } = binding;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const base = `/${definition.api}`;
  const access = (operation: EntityOperation) => ({ access: entityAccess(definition, operation) });
  if (options.create !== false) {
    r.post(
      base,
      {
        // Only a branch-scoped entity's ma_dvcs is the working branch; elsewhere it is data (a branch's own code).
        config: { ...access("create"), bodyBranch: definition.branchScoped === true },
        schema: {
          tags,
          summary: `Create ${label}`,
          body: writeSchema(definition, binding.fieldSchemas),
          response: { 200: row },
        },
      },
      (req) => req.tx((db) => crud.create(db, binding, req.body, req)),
    );
  }

  r.put(
    `${base}/:id`,
    {
      config: access("update"),
      schema: {
        tags,
        summary: `Update ${label}`,
        params: idParams,
        body: writeSchema(definition, binding.fieldSchemas),
        response: { 200: row },
      },
    },
    (req) => req.tx((db) => crud.update(db, binding, req.params.id, req.body, req)),
  );

  r.patch(
    `${base}/:id`,
    {
      config: access("update"),
      schema: {
        tags,
        summary: `Change ${label}`,
        params: idParams,
        body: patchSchema(definition, binding.fieldSchemas),
        response: { 200: row },
      },
    },
    (req) => req.tx((db) => crud.update(db, binding, req.params.id, req.body, req)),
  );

  r.delete(
    `${base}/:id`,
    { config: deleteAccess(definition), schema: { tags, summary: `Delete ${label}`, params: idParams } },
    async (req) => {
      await req.tx((db) => crud.remove(db, binding, req.params.id, req));
      return { id: req.params.id };
    },
  );
}

/** GET, PUT, PATCH and DELETE by the binding's key fields, each resolving the row and acting on its id. */
function keyRoutes(app: FastifyInstance, binding: EntityBinding, row: z.ZodType<Row>, tags: string[], label: string) {
  const { definition } = binding;
  const key = binding.key ?? [];
  const access = (operation: EntityOperation) => ({ access: entityAccess(definition, operation) });
  const path = `/${definition.api}/${key.map((k) => `:${k}`).join("/")}`;
  const params = z.object(Object.fromEntries(key.map((k) => [k, z.string().trim().min(1).max(100)])));
  const by = key.join(" and ");
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRow = <T>(req: FastifyRequest, fn: (db: TenantDb, id: string) => Promise<T>) =>
    req.tx(async (db) => {
      const found = await findRowByKey(db, binding, req.params as Row, req);
      return fn(db, String(found.id));
    });

  r.get(
    path,
    {
      config: access("get"),
      schema: { tags, summary: `One ${label} by ${by}`, params, response: { 200: row } },
    },
    (req) => onRow(req, (db, id) => findRow(db, binding, id, req)),
  );
  r.put(
    path,
    {
      config: access("update"),
      schema: {
        tags,
        summary: `Update ${label} by ${by}`,
        params,
        body: writeSchema(definition, binding.fieldSchemas),
        response: { 200: row },
      },
    },
    (req) => onRow(req, (db, id) => crud.update(db, binding, id, req.body, req)),
  );
  r.patch(
    path,
    {
      config: access("update"),
      schema: {
        tags,
        summary: `Change ${label} by ${by}`,
        params,
        body: patchSchema(definition, binding.fieldSchemas),
        response: { 200: row },
      },
    },
    (req) => onRow(req, (db, id) => crud.update(db, binding, id, req.body, req)),
  );
  r.delete(
    path,
    { config: deleteAccess(definition), schema: { tags, summary: `Delete ${label} by ${by}`, params } },
    (req) =>
      onRow(req, async (db, id) => {
        await crud.remove(db, binding, id, req);
        return { id };
      }),
  );
}
