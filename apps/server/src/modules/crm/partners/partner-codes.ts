import { sql } from "drizzle-orm";
import type { TenantDb } from "../../../platform/db/tenant-db.js";

/**
 * The next free partner code, "KH" and at least 6 digits from the sequence partner_code_seq:
 * a number whose code is already taken (typed in, imported) is skipped. A sequence never rolls
 * back, so two saves at once never get the same number.
 */
export async function nextPartnerCode(db: TenantDb): Promise<string> {
  for (;;) {
    const { rows } = await db.execute<{ code: string }>(sql`
      SELECT code FROM (
        SELECT 'KH' || lpad(n::text, greatest(6, length(n::text)), '0') AS code
          FROM (SELECT nextval('partner_code_seq') AS n) AS next
      ) AS candidate
      WHERE NOT EXISTS (SELECT 1 FROM partners WHERE ma_kh = candidate.code)`);
    if (rows[0]) return rows[0].code;
  }
}
