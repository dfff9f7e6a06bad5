import { splitCodes } from "@sen/core";
import type { FastifyInstance } from "fastify";
import { AppError } from "./errors.js";

declare module "fastify" {
  interface FastifyRequest {
    /** The branch codes this request works on: `X-Branches`, or every branch the user may use. */
    branches: string[];
  }
  interface FastifyContextConfig {
    /** false where a body's ma_dvcs is not the working branch (creating a branch gives its code). */
    bodyBranch?: boolean;
  }
}

/** Codes named in a refusal: a few, each cut short, so that junk sent as a branch is not echoed back. */
const NAMED_MAX = 5;
const CODE_SHOWN = 20;

function refuse(codes: string[]): AppError {
  const named = codes.slice(0, NAMED_MAX).map((c) => (c.length > CODE_SHOWN ? `${c.slice(0, CODE_SHOWN)}…` : c));
  if (codes.length > NAMED_MAX) named.push("…");
  return new AppError(403, "branch_forbidden", { branches: named.join(", ") });
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A branch the user is not granted is refused, never silently dropped. A POST body gets
 * `ma_dvcs` when exactly one branch is selected, so a form need not ask for the branch in view.
 */
export function selectBranches(app: FastifyInstance) {
  app.decorateRequest("branches", undefined as unknown as string[]);
  app.addHook("preValidation", async (request) => {
    const user = request.auth?.user;
    if (!user) return;
    const header = request.headers["x-branches"];
    const requested = splitCodes(Array.isArray(header) ? header.join(",") : header);
    const denied = requested.filter((code) => !user.allowedBranches.includes(code));
    if (denied.length > 0) throw refuse(denied);
    request.branches = requested.length > 0 ? requested : user.allowedBranches;
    const body = request.body;
    if (request.method !== "POST" || !isPlainObject(body) || request.routeOptions.config.bodyBranch === false) return;
    if (body.ma_dvcs == null && requested.length === 1) body.ma_dvcs = requested[0];
    if (typeof body.ma_dvcs === "string" && !user.allowedBranches.includes(body.ma_dvcs)) throw refuse([body.ma_dvcs]);
  });
}
