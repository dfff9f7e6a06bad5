import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { listOf } from "../lists.js";
import { listQuerySchema, listRows } from "./list.js";
import type { EntityBinding } from "./registry.js";
import { rowSchema } from "./row-schema.js";
import { patchSchema, writeSchema } from "./schema.js";
import { crud, findRow, lookupRows, valueExists } from "./service.js";

const idParams = z.object({ id: z.uuid({ error: "id không hợp lệ" }) });

/**
 * List, get, create, update, patch and delete of one entity under /api/{api}, each guarded by
 * the entity's command with the matching right, validated and described from the definition.
 */
export function entityRoutes(binding: EntityBinding) {
  const { definition } = binding;
  const command = definition.command;
  const row = rowSchema(definition);
  const tags = [definition.api.split("/")[0] ?? "entities"];
  const access = (right: "read" | "add" | "edit" | "del") => ({ access: { command, right } });
  const label = definition.label.en ?? definition.label.vi;

  return async function routes(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const base = `/${definition.api}`;

    r.get(
      base,
      {
        config: access("read"),
        schema: {
          tags,
          summary: `List ${label}`,
          querystring: listQuerySchema(definition),
          response: { 200: listOf(row) },
        },
      },
      (req) => req.tx((db) => listRows(db, definition, binding.table, req.query, req.branches)),
    );

    r.get(
      `${base}/lookup`,
      {
        // Other screens' pickers need the list whatever the user's rights on this catalogue.
        config: { access: "signed-in" },
        schema: { tags, summary: `Every ${label} in use, for pickers`, response: { 200: listOf(row) } },
      },
      (req) => req.tx((db) => lookupRows(db, binding, req.branches)),
    );

    r.get(
      `${base}/:id`,
      { config: access("read"), schema: { tags, summary: `One ${label}`, params: idParams, response: { 200: row } } },
      (req) => req.tx((db) => findRow(db, binding, req.params.id, req.branches)),
    );

    r.post(
      base,
      {
        config: access("add"),
        schema: { tags, summary: `Create ${label}`, body: writeSchema(definition), response: { 200: row } },
      },
      (req) => req.tx((db) => crud.create(db, binding, req.body, req)),
    );

    r.put(
      `${base}/:id`,
      {
        config: access("edit"),
        schema: {
          tags,
          summary: `Update ${label}`,
          params: idParams,
          body: writeSchema(definition),
          response: { 200: row },
        },
      },
      (req) => req.tx((db) => crud.update(db, binding, req.params.id, req.body, req)),
    );

    r.patch(
      `${base}/:id`,
      {
        config: access("edit"),
        schema: {
          tags,
          summary: `Change ${label}`,
          params: idParams,
          body: patchSchema(definition),
          response: { 200: row },
        },
      },
      (req) => req.tx((db) => crud.update(db, binding, req.params.id, req.body, req)),
    );

    r.delete(
      `${base}/:id`,
      { config: access("del"), schema: { tags, summary: `Delete ${label}`, params: idParams } },
      async (req) => {
        await req.tx((db) => crud.remove(db, binding, req.params.id, req));
        return { id: req.params.id };
      },
    );

    r.get(
      `${base}/:id/exists/:field/:value`,
      {
        config: access("read"),
        schema: {
          tags,
          summary: `Whether another ${label} holds a value (a missing or 'undefined' id means a new record)`,
          params: z.object({
            id: z.string(),
            field: z.enum(definition.fields.filter((f) => f.unique).map((f) => f.name) as [string, ...string[]]),
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
  };
}
