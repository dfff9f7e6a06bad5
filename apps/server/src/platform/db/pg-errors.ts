/** What PostgreSQL says of a failed statement (node-postgres' DatabaseError). */
export interface DatabaseError {
  code: string;
  constraint?: string;
  table?: string;
  column?: string;
  detail?: string;
}

/** The SQLSTATE the period-lock trigger (sen_period_lock) raises, its DETAIL `ngay_ct ngay_khoa`. */
export const PERIOD_LOCKED = "SE001";

/** The PostgreSQL error behind `error`: Drizzle wraps it as the `cause` of its query error. */
export function databaseError(error: unknown): DatabaseError | undefined {
  for (let e = error; typeof e === "object" && e !== null; e = (e as { cause?: unknown }).cause) {
    if ("severity" in e && "code" in e && typeof e.code === "string") return e as DatabaseError;
  }
  return undefined;
}

/**
 * What bad input that slipped past the checks can still make PostgreSQL refuse: a missing
 * required value (23502), a broken check (23514), a value of the wrong form or out of range
 * (class 22: invalid text, number out of range, impossible date, string too long, bad bytes) or
 * too large for an index (class 54). The client's fault, never a server error.
 */
export function inputFault(error: DatabaseError): "not_null" | "check" | "data" | "limit" | undefined {
  if (error.code === "23502") return "not_null";
  // 23P01: an exclusion constraint (two periods that overlap) is a broken check of the input too.
  if (error.code === "23514" || error.code === "23P01") return "check";
  if (error.code.startsWith("22")) return "data";
  if (error.code.startsWith("54")) return "limit";
  return undefined;
}
