/** The claims of a JWT (not verified: the server does that), or undefined when the token cannot be read. */
function claimsOf(token: string): Record<string, unknown> | undefined {
  const payload = token.split(".")[1];
  if (!payload) return undefined;
  try {
    const json = atob(
      payload
        .replace(/-/g, "+")
        .replace(/_/g, "/")
        .padEnd(Math.ceil(payload.length / 4) * 4, "="),
    );
    const claims: unknown = JSON.parse(json);
    return typeof claims === "object" && claims !== null ? (claims as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The `exp` claim of a JWT in milliseconds, or undefined when the token cannot be read. */
export function tokenExpiry(token: string): number | undefined {
  const exp = claimsOf(token)?.exp;
  return typeof exp === "number" ? exp * 1000 : undefined;
}

/** The session an access token belongs to (its `sid` claim). */
export function tokenSession(token: string): string | undefined {
  const sid = claimsOf(token)?.sid;
  return typeof sid === "string" ? sid : undefined;
}
