import type { Right } from "@sen/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { databaseError } from "../db/pg-errors.js";
import type { TenantDb } from "../db/tenant-db.js";
import { AppError } from "../errors.js";
import {
  documentAnswer,
  documentBody,
  documentId,
  documentListQueryOf,
  documentPage,
  statusBody,
} from "./document.schemas.js";
import { documents } from "./document.service.js";
import type { DocumentKind, DocumentRow } from "./document-kind.js";
import { goodsLines } from "./goods-lines.js";
import { idempotent } from "./idempotency.js";

/** Lock held elsewhere (NOWAIT), a serialization failure or a deadlock: another change won the race. */
const LOST_RACE = new Set(["55P03", "40001", "40P01"]);

async function raced<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (LOST_RACE.has(databaseError(error)?.code ?? "")) throw new AppError(409, "document_busy");
    throw error;
  }
}

/**
 * The routes of one document kind under /api/{api}: list, get, create (draft or post now), update and delete
 * a draft, and PATCH {status} to post, send for approval or cancel. Rights come from the kind's command.
 */
export function documentRoutes<L extends DocumentRow, S extends DocumentRow>(kind: DocumentKind<L, S>) {
  const access = (right: Right) => ({ access: { command: kind.command, right } });
  const tags = [kind.api.split("/")[0] ?? "documents"];
  const label = kind.label.en ?? kind.label.vi;
  const body = documentBody(kind, kind.lineShape?.fields ?? goodsLines.fields);
  const updateBody = body.extend({ status: body.shape.status.unwrap().optional() });
  const base = `/${kind.api}`;
  const inTx = <T>(req: FastifyRequest, fn: (db: TenantDb) => Promise<T>) => raced(req.tx(fn));

  return async function routes(app: FastifyInstance) {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      base,
      {
        config: access("read"),
        schema: {
          tags,
          summary: `List ${label}`,
          querystring: documentListQueryOf(kind),
          response: { 200: documentPage },
        },
      },
      (req) => req.tx((db) => documents.list(db, kind, req.query, req.branches)),
    );
    r.get(
      `${base}/:id`,
      {
        config: access("read"),
        schema: { tags, summary: `One ${label} with its lines`, params: documentId, response: { 200: documentAnswer } },
      },
      (req) => req.tx((db) => documents.get(db, kind, req.params.id, req)),
    );
    r.post(
      base,
      {
        config: { ...access("add"), answers: [422] },
        schema: {
          tags,
          summary: `Create ${label} (status 0 draft, 2 post now); Idempotency-Key honoured`,
          body,
          response: { 201: documentAnswer },
        },
      },
      (req, reply) => raced(idempotent(req, reply, 201, (db) => documents.create(db, kind, req.body, req))),
    );
    if (kind.quotable) {
      r.post(
        `${base}/quote`,
        {
          config: { ...access("add"), answers: [422] },
          schema: {
            tags,
            summary: `Price a ${label} as it would be saved, writing nothing`,
            body,
            response: { 200: documentAnswer },
          },
        },
        (req) => req.tx((db) => documents.quote(db, kind, req.body, req)),
      );
    }
    r.put(
      `${base}/:id`,
      {
        config: access("edit"),
        schema: {
          tags,
          summary: `Update a draft or awaiting ${label}`,
          params: documentId,
          body: updateBody,
          response: { 200: documentAnswer },
        },
      },
      (req) => inTx(req, (db) => documents.update(db, kind, req.params.id, req.body, req)),
    );
    r.patch(
      `${base}/:id`,
      {
        config: access("edit"),
        schema: {
          tags,
          summary: `Post (2), send for approval (1) or cancel (9) ${label}; Idempotency-Key honoured`,
          params: documentId,
          body: statusBody,
          response: { 200: documentAnswer },
        },
      },
      (req, reply) =>
        raced(
          idempotent(req, reply, 200, (db) => documents.changeStatus(db, kind, req.params.id, req.body.status, req)),
        ),
    );
    r.delete(
      `${base}/:id`,
      {
        config: { ...access("del"), answers: [422] },
        schema: {
          tags,
          summary: `Delete a draft ${label}`,
          params: documentId,
          response: { 200: z.object({ stt_rec: z.string() }) },
        },
      },
      (req) => inTx(req, (db) => documents.remove(db, kind, req.params.id, req)),
    );
  };
}
