import type { TenantDb } from "../db/tenant-db.js";

const COUNTER_DIGITS = 5;
const AUDIT_COLUMNS = [
  "user_id",
  "user_name",
  "session_id",
  "ip",
  "user_agent",
  "action",
  "entity",
  "record_id",
  "old_values",
  "new_values",
] as const;

/** A saved document to number, and the rows that repeat its number. */
export interface ToNumber {
  stt_rec: string;
  /** The number it was saved with, replaced everywhere. */
  provisional: string;
  /** The prefix: a scalar SQL expression of the type, given as a parameter (`DocumentKind.prefix`). */
  prefix: (maCt: string) => string;
  ma_ct: string;
  ma_dvcs: string;
  ngay_ct: string;
  /** The header table, quoted. */
  header: string;
  /** Other tables whose rows of the document (by `stt_rec`) repeat its number, quoted. */
  repeatedIn: readonly string[];
  /** Audit rows (`auditRows`) to write with the number, set in those whose new values have `so_ct`. */
  audits: readonly Record<string, unknown>[];
}

/**
 * Numbers a saved document in one statement with the counter's increment, sent in COMMIT's round trip: its
 * header's `so_ct`, the rows repeating it, its audit rows, and the answer an Idempotency-Key keeps
 * (`TenantDb.idempotencyKey`), where the provisional number is replaced. A number is the prefix, the two-digit
 * year, a dash and a counter of five digits at least ("PN26-00001", "PN26-100000"). The counter row stays locked until the transaction ends,
 * so two saves never share a number and a rolled-back one gives its number back; taken with the COMMIT, it is
 * held for that statement and the COMMIT only. `numbered` gets the number once committed.
 */
export function numberDocument(db: TenantDb, doc: ToNumber, numbered: (so_ct: string) => void): void {
  const year = Number(doc.ngay_ct.slice(0, 4));
  const repeated = doc.repeatedIn.map(
    (table, i) => `, r${i} AS (UPDATE ${table} t SET so_ct = h.so_ct FROM h WHERE t.stt_rec = $4::uuid)`,
  );
  const key = db.idempotencyKey;
  const answer = key
    ? `, k AS (UPDATE idempotency_keys i SET answer = replace(i.answer::text, $7::text, h.so_ct)::jsonb
         FROM h WHERE i.user_name = $8::text AND i.key = $9::text)`
    : "";
  const text = `WITH n AS (
       INSERT INTO document_counters (ma_ct, ma_dvcs, nam, so) VALUES ($1::text, $2::text, $3::int, 1)
       ON CONFLICT (ma_ct, ma_dvcs, nam) DO UPDATE SET so = document_counters.so + 1
       RETURNING so
     ), p AS (
       SELECT coalesce(${doc.prefix("$1::text")}, regexp_replace($1::text, '[0-9]+$', '')) || $5::text AS prefix
     ), h AS (
       UPDATE ${doc.header} SET so_ct = p.prefix || CASE WHEN n.so < ${10 ** COUNTER_DIGITS} THEN lpad(n.so::text, ${COUNTER_DIGITS}, '0') ELSE n.so::text END FROM n, p
       WHERE stt_rec = $4::uuid
       RETURNING so_ct
     )${repeated.join("")}${answer}, a AS (
       INSERT INTO audit_logs (${AUDIT_COLUMNS.join(", ")})
       SELECT ${AUDIT_COLUMNS.slice(0, -1)
         .map((c) => `r.${c}`)
         .join(", ")},
         CASE WHEN r.new_values ? 'so_ct' THEN jsonb_set(r.new_values, '{so_ct}', to_jsonb(h.so_ct)) ELSE r.new_values END
       FROM jsonb_populate_recordset(NULL::audit_logs, $6::jsonb) r, h
     )
     SELECT so_ct FROM h`;
  const values = [
    doc.ma_ct,
    doc.ma_dvcs,
    year,
    doc.stt_rec,
    `${String(year % 100).padStart(2, "0")}-`,
    JSON.stringify(doc.audits),
    ...(key ? [doc.provisional, key.user, key.key] : []),
  ];
  db.atCommit({ text, values, answered: ([row]) => numbered(String(row?.so_ct)) });
}
