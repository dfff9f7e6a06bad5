import { type Bilingual, isValidPhone, normalizePhone } from "@sen/core";
import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { say } from "../../../platform/crud/messages.js";

/** Spaces, dots, brackets and a leading "+" are how numbers are written, not part of them. */
const asWritten = (s: string) => s.replace(/[\s.()]/g, "").replace(/^\+/, "");

/**
 * The form a partner phone is stored and compared in ("+84 903 123 456" → "0903123456"), or
 * undefined when it fails the general phone check (10 or more digits and dashes) or is no
 * number a phone can dial (more than 13 digits).
 */
export function storedPhone(input: string): string | undefined {
  const plain = asWritten(input.normalize("NFC").trim());
  if (!isValidPhone(plain)) return undefined;
  const phone = normalizePhone(plain);
  return phone.length >= 10 && phone.length <= 13 ? phone : undefined;
}

/** A phone field of the partner form: checked, then stored normalized. */
export function phoneSchema(label: Bilingual) {
  return z
    .string({ error: say.invalid(label) })
    .max(100, say.tooLong(label, 100))
    .transform((input, ctx) => {
      const phone = storedPhone(input);
      if (phone) return phone;
      ctx.addIssue({ code: "custom", message: say.invalid(label) });
      return z.NEVER;
    });
}

/*
 * Websites are compared without case, scheme, "www." and trailing slashes, so that
 * "https://www.SenSpa.vn/" and "senspa.vn" are one site. The SQL twin must match this exactly.
 */
const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//;

export function websiteKey(url: string): string {
  return url
    .trim()
    .toLowerCase()
    .replace(SCHEME, "")
    .replace(/^www\./, "")
    .replace(/\/+$/, "");
}

export function websiteKeySql(column: PgColumn): SQL {
  return sql`rtrim(regexp_replace(regexp_replace(lower(btrim(${column})), '^[a-z][a-z0-9+.-]*://', ''), '^www\\.', ''), '/')`;
}
