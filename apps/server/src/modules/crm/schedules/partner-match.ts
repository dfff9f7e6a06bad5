import { normalizePhone } from "@sen/core";
import { or, type SQL } from "drizzle-orm";
import { searchCondition } from "../../../platform/crud/list-where.js";
import { partners } from "../crm.tables.js";

/** A term typed as a phone number ("0901 234 567", "+84 901…"), as partners' phones are stored. */
function phoneDigits(term: string): string | undefined {
  if (!/^[\d\s.()+-]+$/.test(term)) return undefined;
  const digits = normalizePhone(term);
  return digits.length >= 3 && digits !== term ? digits : undefined;
}

/** Partners whose code, name, phones, email or tags hold the term; a phone however it was typed. */
export function partnerMatches(term: string): SQL | undefined {
  const digits = phoneDigits(term);
  return or(searchCondition(partners, term), digits ? searchCondition(partners, digits) : undefined);
}
