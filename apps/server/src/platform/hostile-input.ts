import type { FastifyInstance } from "fastify";
import { AppError } from "./errors.js";

/** PostgreSQL cannot store U+0000 in text: a NUL reaching a query fails it. */
const NUL = "\u0000";

/** Deeper than any form sends; past it, checks and serialisers that recurse would run out of stack. */
export const MAX_DEPTH = 32;

/**
 * What is wrong with a parsed value: a NUL in any string or key, or nesting deeper than
 * MAX_DEPTH. Walked without recursion, so any depth is looked at safely.
 */
export function hostility(value: unknown): "nul_byte" | "too_deep" | undefined {
  const pending: [unknown, number][] = [[value, 0]];
  while (pending.length > 0) {
    const [item, depth] = pending.pop() as [unknown, number];
    if (typeof item === "string") {
      if (item.includes(NUL)) return "nul_byte";
    } else if (typeof item === "object" && item !== null) {
      if (depth >= MAX_DEPTH) return "too_deep";
      for (const [key, inner] of Object.entries(item)) {
        if (key.includes(NUL)) return "nul_byte";
        pending.push([inner, depth + 1]);
      }
    }
  }
  return undefined;
}

function refuse(value: unknown) {
  const fault = hostility(value);
  if (fault) throw new AppError(400, fault);
}

/**
 * Refuses with 400 a NUL anywhere a request carries text (the URL, its query and path
 * parameters, any header, any string or key of the body) and a body nested too deep, before
 * tenancy, authentication or a handler reads the value: registered first in the pipeline.
 */
export function refuseHostileInput(app: FastifyInstance) {
  app.addHook("onRequest", async (request) => {
    const url = request.raw.url ?? "";
    if (url.includes("%00") || url.includes(NUL)) throw new AppError(400, "nul_byte");
    for (const part of [request.headers, request.query, request.params]) refuse(part);
  });
  app.addHook("preValidation", async (request) => refuse(request.body));
}
