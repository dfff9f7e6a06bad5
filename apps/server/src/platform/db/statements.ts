import { createHash } from "node:crypto";
import type pg from "pg";

/** Prepared statements per connection at most: beyond, statements are parsed and planned each time. */
const KEPT = 500;
const names = new Map<string, string>();

/**
 * A statement PostgreSQL parses and plans once per connection, then only binds and runs: a prepared statement
 * named after its text. For the statements every posting sends (their plans cost more than their work); never for
 * a list or a search, whose best plan depends on the values. A table changes shape only by the migrations run before
 * the server serves, so a kept statement never meets another shape of its table.
 */
export function prepared(text: string, values: unknown[] = []): pg.QueryConfig {
  let name = names.get(text);
  if (name === undefined && names.size < KEPT) {
    name = `s_${createHash("sha256").update(text).digest("base64url").slice(0, 24)}`;
    names.set(text, name);
  }
  return name === undefined ? { text, values } : { name, text, values };
}
