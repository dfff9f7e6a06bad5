import { createHash, randomBytes } from "node:crypto";
import { compactVerify, decodeJwt, jwtVerify, SignJWT } from "jose";

export interface AccessClaims {
  tenant: string;
  sub: string;
  sid: string;
  exp: number;
}

const ALG = "HS256";
const ISSUER = "sen";

export async function signAccessToken(
  secret: Uint8Array,
  claims: { tenant: string; userId: string; sessionId: string },
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({ tenant: claims.tenant, sid: claims.sessionId })
    .setProtectedHeader({ alg: ALG })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .setJti(randomBytes(9).toString("base64url"))
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
