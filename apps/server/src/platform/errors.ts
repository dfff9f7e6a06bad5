import { formatDate } from "@sen/core";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { localize } from "./crud/messages.js";
import { notNullViolationErrors } from "./crud/not-null-violations.js";
import { uniqueViolationErrors } from "./crud/unique-violations.js";
import { type DatabaseError, databaseError, inputFault, PERIOD_LOCKED } from "./db/pg-errors.js";
import { type Lang, languageOf, type MessageKey, translate } from "./messages.js";
import { useBilingualValidationMessages } from "./validation-messages.js";

/** An error meant for the client: its status and a message key from the catalogue. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
    readonly fieldErrors?: Record<string, string>,
  ) {
    super(key);
  }
}

export const unauthenticated = () => new AppError(401, "unauthenticated");
/** 422 with a message for each field (bilingual texts, see crud/messages.ts). */
export const invalidInput = (errors: Record<string, string>) => new AppError(422, "invalid_input", {}, {}, errors);
export const forbidden = () => new AppError(403, "forbidden");

export function langOf(request: FastifyRequest): Lang {
  return languageOf(request.headers["accept-language"]);
}

function fieldPath(instancePath: string, missing?: unknown): string {
  const path = instancePath.replace(/^\//, "").replaceAll("/", ".");
  return [path, typeof missing === "string" ? missing : ""].filter(Boolean).join(".") || "body";
}

function validationErrors(error: FastifyError, lang: Lang): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return errors;
  for (const issue of error.validation) {
    const params = issue.params as { issue?: { path?: PropertyKey[]; message?: string } };
    const path = params.issue?.path?.map(String).join(".") || fieldPath(issue.instancePath);
    errors[path] ??= localize(params.issue?.message ?? issue.message ?? "", lang);
  }
  return errors;
}

function send(reply: FastifyReply, status: number, body: Record<string, unknown>) {
  return reply.status(status).type("application/json; charset=utf-8").send(body);
}

const localized = (errors: Record<string, string> | undefined, lang: Lang) =>
  errors && Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, localize(v, lang)]));

/** Bad input PostgreSQL refused: 422 for a body (naming the field when known), 400 for a query or path. */
function refuseDatabaseInput(request: FastifyRequest, reply: FastifyReply, database: DatabaseError, lang: Lang) {
  const fault = inputFault(database);
  if (!fault) return undefined;
  // The code and where, never PostgreSQL's message or detail: they quote the values sent.
  const { code, table, column, constraint } = database;
  request.log.warn({ db: { code, table, column, constraint } }, "the database refused the input");
  const errors = fault === "not_null" ? notNullViolationErrors(table, column) : undefined;
  const status = fault === "data" && request.body === undefined ? 400 : 422;
  return send(reply, status, { message: translate("invalid_input", lang), errors: localized(errors, lang) });
}

/** A URL the router cannot read (a broken escape, a path parameter over its length): a malformed request. */
export function answerBadUrl(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return send(reply, 400, { message: translate("invalid_url", langOf(request)) });
}

/** Every failure leaves as `{ message }` (plus `errors` for 422), never with a stack trace. */
export function registerErrorHandling(app: FastifyInstance) {
  useBilingualValidationMessages();
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = langOf(request);
    if (error instanceof AppError) {
      reply.headers(error.headers);
      const errors = localized(error.fieldErrors, lang);
      return send(reply, error.statusCode, { message: translate(error.key, lang, error.params), errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = validationErrors(error, lang);
      // A bad query or path parameter is a malformed request; a bad body is invalid input for a form.
      if (error.validationContext === "querystring" || error.validationContext === "params") {
        return send(reply, 400, {
          message: translate("invalid_query", lang, { fields: Object.keys(errors).join(", ") }),
          errors,
        });
      }
      return send(reply, 422, { message: translate("invalid_input", lang), errors });
    }
    const database = databaseError(error);
    if (database?.code === "23505") {
      const errors = localized(uniqueViolationErrors(database.constraint), lang);
      return send(reply, 422, { message: translate(errors ? "invalid_input" : "duplicate", lang), errors });
    }
    if (database?.code === "23503") return send(reply, 409, { message: translate("in_use", lang) });
    // A room order's exclusion constraints (two bookings of a room or an employee that overlap): a conflict, not bad input.
    if (database?.code === "23P01" && database.constraint?.startsWith("room_orders_")) {
      return send(reply, 409, { message: translate("room_order_overlap", lang) });
    }
    if (database?.code === PERIOD_LOCKED) {
      const [ngay_ct = "", ngay_khoa = ""] = (database.detail ?? "").split(" ").map(formatDate);
      const message = translate("period_locked", lang, { ngay_ct, ngay_khoa });
      return send(reply, 422, { message, errors: { ngay_ct: message } });
    }
    if (database) {
      const refused = refuseDatabaseInput(request, reply, database, lang);
      if (refused) return refused;
    }
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return send(reply, 413, { message: translate("body_too_large", lang) });
    }
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      return send(reply, 400, { message: translate("bad_json", lang) });
    }
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE")
      return send(reply, 415, { message: translate("not_json", lang) });
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, "request failed");
      return send(reply, 500, { message: translate("system_error", lang) });
    }
    request.log.info({ err: error }, "request refused");
    return send(reply, status, { message: error.message });
  });
}
