/** What PostgreSQL says of a failed statement (node-postgres' DatabaseError). */
export interface DatabaseError {
  code: string;
  constraint?: string;
}

/** The PostgreSQL error behind `error`: Drizzle wraps it as the `cause` of its query error. */
export function databaseError(error: unknown): DatabaseError | undefined {
  for (let e = error; typeof e === "object" && e !== null; e = (e as { cause?: unknown }).cause) {
    if ("severity" in e && "code" in e && typeof e.code === "string") return e as DatabaseError;
  }
  return undefined;
}
