import { type FastifyBaseLogger, type FastifyReply, type FastifyRequest, LogController } from "fastify";
import pino, { type DestinationStream } from "pino";
import type { Config } from "../config.js";

/** Fields that carry a password or a token wherever they appear in a logged object. */
const SECRET_FIELDS = [
  "authorization",
  "password",
  "current_password",
  "new_password",
  "agent_pass",
  "access_token",
  "refresh_token",
  "accessToken",
  "refreshToken",
];
const REDACTED = "[redacted]";

/** Query parameters whose values are shown: paging and sorting, never anything a user typed. */
const SHOWN_QUERY = new Set(["pageIndex", "pageSize", "sortKey", "sortType"]);
/** Path parameters that hold what a user typed (the phone or website of an `exists` check). */
const HIDDEN_PARAMS = new Set(["value"]);

/**
 * What PostgreSQL and Drizzle say of a failure, without the values of the statement: Drizzle's
 * message ends with "params: …", PostgreSQL's `detail` repeats the row ("Key (phone)=(0903…)"),
 * and some messages quote the value they refused (`invalid input syntax for type uuid: "…"`).
 */
function safeMessage(error: Record<string, unknown>): string {
  const message = String(error.message ?? "");
  if (typeof error.query === "string" && "params" in error) return `Failed query: ${error.query}\nparams: ${REDACTED}`;
  return message.replace(/(:\s*|value\s+)"[^"]*"/g, `$1"${REDACTED}"`);
}

/** An error as logged: its kind, a message without values, where it came from; never `detail` or `params`. */
export function safeError(error: unknown, depth = 0): Record<string, unknown> | undefined {
  if (typeof error !== "object" || error === null) return error === undefined ? undefined : { message: String(error) };
  const e = error as Record<string, unknown>;
  const message = safeMessage(e);
  const stack = typeof e.stack === "string" ? e.stack.replace(String(e.message ?? ""), message) : undefined;
  return {
    type: e.constructor?.name ?? "Error",
    message,
    code: e.code,
    constraint: e.constraint,
    stack,
    cause: depth < 5 ? safeError(e.cause, depth + 1) : undefined,
  };
}

const LEVEL_NAMES: Record<number, string> = pino.levels.labels;

/** One line a person reads: the time, the level, the message, the request id, then the error if any. */
function readable(record: Record<string, unknown>): string {
  const time = new Date(Number(record.time)).toTimeString().slice(0, 8);
  const level = (LEVEL_NAMES[Number(record.level)] ?? "log").toUpperCase().padEnd(5);
  const request = record.reqId ? `  [${record.reqId}]` : "";
  let line = `${time} ${level} ${record.msg ?? ""}${request}`;
  for (let err = record.err as Record<string, unknown> | undefined; err; err = err.cause as typeof err) {
    const text = typeof err.stack === "string" ? err.stack : `${err.type}: ${err.message}`;
    line += `\n    ${text.replaceAll("\n", "\n    ")}`;
  }
  return `${line}\n`;
}

/**
 * The server's logger: level from LOG_LEVEL, one readable line per record unless LOG_FORMAT=json
 * asks for JSON lines; passwords, tokens and statement values never reach `destination`.
 */
export function createLogger(
  config: Pick<Config, "logLevel" | "logFormat">,
  destination: DestinationStream = process.stdout,
): FastifyBaseLogger {
  const json = config.logFormat === "json";
  return pino(
    {
      level: config.logLevel,
      base: null,
      timestamp: json ? pino.stdTimeFunctions.isoTime : pino.stdTimeFunctions.epochTime,
      redact: { paths: [...SECRET_FIELDS, ...SECRET_FIELDS.map((f) => `*.${f}`)], censor: REDACTED },
      serializers: { err: (error) => safeError(error) },
    },
    json ? destination : { write: (line: string) => destination.write(readable(JSON.parse(line))) },
  );
}

/** The path as logged: the route with what a user typed hidden, and the query's values but paging's. */
export function loggedPath(request: FastifyRequest): string {
  const [rawPath = "/", query] = request.url.split("?", 2);
  const route = request.routeOptions.url;
  const params = request.params as Record<string, string> | undefined;
  const path =
    route && params && route.includes(":")
      ? route.replace(/:(\w+)/g, (_, name: string) =>
          HIDDEN_PARAMS.has(name) ? REDACTED : encodeURIComponent(params[name] ?? ""),
        )
      : rawPath;
  if (query === undefined) return path;
  const shown = [...new URLSearchParams(query)].map(([key, value]) =>
    SHOWN_QUERY.has(key) ? `${key}=${encodeURIComponent(value)}` : `${key}=${REDACTED}`,
  );
  return `${path}?${shown.join("&")}`;
}

/** Fastify's request log: one line per request once answered (method, path, status, time taken). */
export class RequestLines extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const path = loggedPath(request);
    const ms = Math.round(reply.elapsedTime);
    const line = { method: request.method, path, status: reply.statusCode, ms, ...(error ? { err: error } : {}) };
    reply.log[error ? "error" : "info"](line, `${request.method} ${path} ${reply.statusCode} ${ms} ms`);
  }
}
