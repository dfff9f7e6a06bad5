import type { FastifyInstance } from "fastify";
import { type CurrentUser, loadSessionUser } from "./auth/current-user.js";
import { touchSession } from "./auth/sessions.js";
import { verifyAccessToken } from "./auth/tokens.js";
import { AppError, unauthenticated } from "./errors.js";

declare module "fastify" {
  interface FastifyRequest {
    auth?: { user: CurrentUser; sessionId: string };
  }
}

const SEEN_EVERY_MS = 60_000;

function bearer(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * Routes that need a user get one from a valid access token of this tenant whose session is
 * still live, so that a forced logout refuses the very next call.
 */
export function authenticate(app: FastifyInstance, secret: Uint8Array) {
  app.addHook("onRequest", async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === "public") return;
    const token = bearer(request.headers.authorization);
    const claims = token && (await verifyAccessToken(secret, token));
    if (!claims) throw unauthenticated();
    if (claims.tenant !== request.tenant.code) throw new AppError(401, "wrong_tenant");
    const user = await request.tx(async (db) => {
      const found = await loadSessionUser(db, claims.sub, claims.sid);
      // Online users are listed by when their session was last seen, to the minute.
      if (found && Date.now() - found.lastSeenAt.getTime() > SEEN_EVERY_MS) await touchSession(db, claims.sid);
      return found?.user;
    });
    if (!user) throw unauthenticated();
    request.auth = { user, sessionId: claims.sid };
  });
}

/** The signed-in user of a route declared `signed-in` or with a command right. */
export function signedIn(request: { auth?: { user: CurrentUser; sessionId: string } }) {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
