import type { FastifyInstance } from "fastify";
import { type CurrentUser, loadSessionUser, type SessionUser } from "./auth/current-user.js";
import { sessionCache } from "./auth/session-cache.js";
import { touchSession } from "./auth/sessions.js";
import { type AccessClaims, verifyAccessToken } from "./auth/tokens.js";
import type { Pool } from "./db/pool.js";
import type { TenantDb } from "./db/tenant-db.js";
import { AppError, unauthenticated } from "./errors.js";

/** A customer signed in to the client area: the partner (`ma_kh`) and the sign-in their token names. */
export interface SignedInCustomer {
  ma_kh: string;
  sessionId: string;
}

/**
 * The live sign-in a customer's token names, or undefined once it has ended: the module that keeps the client
 * area's sign-ins says (the platform knows no customer).
 */
export type CustomerSessions = (
  db: TenantDb,
  ma_kh: string,
  sessionId: string,
) => Promise<SignedInCustomer | undefined>;

declare module "fastify" {
  interface FastifyRequest {
    /** The member of staff a staff token speaks for. */
    auth?: { user: CurrentUser; sessionId: string };
    /** The customer a client token speaks for; never set together with `auth`. */
    customer?: SignedInCustomer;
  }
}

const SEEN_EVERY_MS = 60_000;

function bearer(header: string | undefined): string | undefined {
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/**
 * Online users are listed by when their session was last seen, to the minute: marks the session
 * seen now when its mark is older, and answers whether to record that. The mark is set at once,
 * so the kept session's next requests, even those already under way, do not record it again.
 */
function seenNow(session: SessionUser): boolean {
  if (Date.now() - session.lastSeenAt.getTime() <= SEEN_EVERY_MS) return false;
  session.lastSeenAt = new Date();
  return true;
}

/** Tokens already verified, so that a signature is checked once, not on every request. */
const VERIFIED_KEPT = 10_000;

function verifiedTokens(secret: Uint8Array) {
  const verified = new Map<string, AccessClaims>();
  return async (token: string): Promise<AccessClaims | undefined> => {
    const known = verified.get(token);
    if (known) return known.exp * 1000 > Date.now() ? known : undefined;
    const claims = await verifyAccessToken(secret, token);
    if (claims) {
      if (verified.size >= VERIFIED_KEPT) verified.clear();
      verified.set(token, claims);
    }
    return claims;
  };
}

/**
 * Routes that need a user get one from a valid access token of this tenant whose session is
 * still live, so that a forced logout refuses the very next call: a member of staff (`auth`) or,
 * from a client token, a customer (`customer`). Which of them a route admits, `enforceRights` decides.
 */
export function authenticate(app: FastifyInstance, secret: Uint8Array, pool: Pool, customers: CustomerSessions) {
  const verify = verifiedTokens(secret);
  const checked = sessionCache(pool);
  app.addHook("onReady", checked.start);
  app.addHook("onClose", checked.stop);
  app.addHook("onRequest", async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === "public") return;
    const token = bearer(request.headers.authorization);
    const claims = token && (await verify(token));
    if (!claims) throw unauthenticated();
    if (claims.tenant !== request.tenant.code) throw new AppError(401, "wrong_tenant");
    if (request.tenant.unknown) throw unauthenticated();
    if (claims.kind === "client") {
      request.customer = await request.tx((db) => customers(db, claims.sub, claims.sid));
      if (!request.customer) throw unauthenticated();
      return;
    }
    const { schema } = request.tenant;
    const { sub, sid } = claims;
    let found = checked.get(schema, sid);
    if (found?.user.id !== sub) {
      const generation = checked.generation(schema);
      const loaded = await request.tx(async (db) => {
        const session = await loadSessionUser(db, sub, sid);
        if (session && seenNow(session)) await touchSession(db, sid);
        return session;
      });
      if (!loaded) throw unauthenticated();
      found = checked.keep(schema, sid, loaded, generation);
    } else if (seenNow(found)) {
      await request.tx((db) => touchSession(db, sid));
    }
    request.auth = { user: found.user, sessionId: sid };
  });
}

/** The signed-in user of a route declared `signed-in` or with a command right. */
export function signedIn(request: { auth?: { user: CurrentUser; sessionId: string } }) {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/** The signed-in customer of a route declared `client`. */
export function signedInCustomer(request: { customer?: SignedInCustomer }): SignedInCustomer {
  if (!request.customer) throw unauthenticated();
  return request.customer;
}
