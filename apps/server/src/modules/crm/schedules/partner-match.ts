import { normalizePhone } from "@sen/core";
import { or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { partners } from "../crm.tables.js";

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Rows whose search text (stored unaccented and lower case) holds the term anywhere, case and
 * marks aside; the pattern is unaccented here so that the column's trigram index serves it.
 */
export function searchTextHas(searchText: PgColumn, term: string): SQL {
  return sql`${searchText} LIKE public.sen_unaccent(${`%${likeEscape(term)}%`})`;
}

/** A term typed as a phone number ("0901 234 567", "+84 901…"), as partners' phones are stored. */
function phoneDigits(term: string): string | undefined {
  if (!/^[\d\s.()+-]+$/.test(term)) return undefined;
  const digits = normalizePhone(term);
  return digits.length >= 3 && digits !== term ? digits : undefined;
}

/** Partners whose code, name, phones, email or tags hold the term; a phone however it was typed. */
export function partnerMatches(term: string): SQL | undefined {
  const digits = phoneDigits(term);
  return or(
    searchTextHas(partners.search_text, term),
    digits ? searchTextHas(partners.search_text, digits) : undefined,
  );
}
