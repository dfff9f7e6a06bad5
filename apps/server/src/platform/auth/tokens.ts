import { createHash, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { compactVerify, decodeJwt, jwtVerify, SignJWT } from "jose";

/**
 * Who a token speaks for: a member of staff (`sub` a row of users, `sid` a session) or a customer signed in to the
 * client area (`sub` the partner's code, `sid` the sign-in). A staff token carries no `kind`.
 */
export type Principal = "staff" | "client";

export interface AccessClaims {
  kind: Principal;
  tenant: string;
  sub: string;
  sid: string;
  exp: number;
}

const ALG = "HS256";
const ISSUER = "sen";

/** When an access token was issued and its id: given for a pair that must come out byte for byte the same again. */
export interface Issue {
  /** Seconds since the epoch. */
  at: number;
  jti: string;
}

export async function signAccessToken(
  secret: Uint8Array,
  claims: { tenant: string; subject: string; sessionId: string; kind?: Principal },
  ttlSeconds: number,
  issue: Issue = { at: Math.floor(Date.now() / 1000), jti: randomBytes(9).toString("base64url") },
): Promise<string> {
  const kind = claims.kind === "client" ? { kind: claims.kind } : {};
  return new SignJWT({ tenant: claims.tenant, sid: claims.sessionId, ...kind })
    .setProtectedHeader({ alg: ALG })
    .setSubject(claims.subject)
    .setIssuer(ISSUER)
    .setIssuedAt(issue.at)
    .setExpirationTime(issue.at + ttlSeconds)
    .setJti(issue.jti)
    .sign(secret);
}

function asClaims(payload: Record<string, unknown>): AccessClaims | undefined {
  const { tenant, sub, sid, exp } = payload;
  if (typeof tenant !== "string" || typeof sub !== "string" || typeof sid !== "string" || typeof exp !== "number") {
    return undefined;
  }
  const kind = payload.kind === undefined ? "staff" : payload.kind === "client" ? "client" : undefined;
  return kind && { kind, tenant, sub, sid, exp };
}

/** The claims of a valid, unexpired token, or undefined. */
export async function verifyAccessToken(secret: Uint8Array, token: string): Promise<AccessClaims | undefined> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: [ALG], issuer: ISSUER });
    return asClaims(payload);
  } catch {
    return undefined;
  }
}

/** The claims of a token we signed, even if it has expired (a refresh presents an expired one). */
export async function verifySignatureOnly(secret: Uint8Array, token: string): Promise<AccessClaims | undefined> {
  try {
    await compactVerify(token, secret, { algorithms: [ALG] });
    return asClaims(decodeJwt(token));
  } catch {
    return undefined;
  }
}

export function newRefreshToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Refresh tokens are stored only as this hash. */
export function hashRefreshToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/**
 * The refresh token that follows `token`, and the id of the access token issued with it: derived
 * from the token with a key derived from the signing secret, so that a replay within the grace
 * window gets the very same pair again without any plaintext token being stored.
 */
export function successorOf(secret: Uint8Array, token: string): { refreshToken: string; jti: string } {
  const key = Buffer.from(hkdfSync("sha256", secret, "", "sen refresh-token successor", 32));
  const mac = (label: string) => createHmac("sha256", key).update(label).update(token).digest();
  return {
    refreshToken: mac("refresh\0").toString("base64url"),
    jti: mac("jti\0").subarray(0, 9).toString("base64url"),
  };
}
