import { createHash, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { compactVerify, decodeJwt, jwtVerify, SignJWT } from "jose";

export interface AccessClaims {
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
  claims: { tenant: string; userId: string; sessionId: string },
  ttlSeconds: number,
  issue: Issue = { at: Math.floor(Date.now() / 1000), jti: randomBytes(9).toString("base64url") },
): Promise<string> {
  return new SignJWT({ tenant: claims.tenant, sid: claims.sessionId })
    .setProtectedHeader({ alg: ALG })
    .setSubject(claims.userId)
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
  return { tenant, sub, sid, exp };
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
