import { and, asc, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { partners } from "../crm.tables.js";
import { employeeScope } from "../employee-scope.js";
import { partnerBinding } from "../partners/partners.routes.js";

const salespersonScope = employeeScope(partners.ma_nvbh);

/**
 * The partners a request may see: its branches, and the partners' own row scope (a
 * restricted salesperson sees her employees' partners), the partner binding's when it sets one.
 */
export function visiblePartners(request: FastifyRequest): SQL | undefined {
  const scope = partnerBinding.scope ?? salespersonScope;
  return and(inArray(partners.ma_dvcs, request.branches), scope(request));
}

const partnerFields = {
  ma_kh: partners.ma_kh,
  ten_kh: partners.ten_kh,
  phone: partners.phone,
  ma_dvcs: partners.ma_dvcs,
};

export type PartnerFound = Pick<typeof partners.$inferSelect, keyof typeof partnerFields>;

/** The partner of that code, if the request may see it. */
export async function visiblePartner(
  db: TenantDb,
  request: FastifyRequest,
  code: string,
): Promise<PartnerFound | undefined> {
  const [found] = await db
    .select(partnerFields)
    .from(partners)
    .where(and(eq(partners.ma_kh, code), visiblePartners(request)));
  return found;
}

/**
 * The partner a number (already normalized) belongs to, in the request's branches: its own phone
 * first, then a second phone; the oldest partner when two share it (a duplicate not merged yet).
 */
export async function partnerByPhone(
  db: TenantDb,
  request: FastifyRequest,
  phone: string,
): Promise<PartnerFound | undefined> {
  const [found] = await db
    .select(partnerFields)
    .from(partners)
    .where(and(or(eq(partners.phone, phone), eq(partners.phone2, phone)), inArray(partners.ma_dvcs, request.branches)))
    .orderBy(desc(sql`${partners.phone} = ${phone}`), asc(partners.created_at))
    .limit(1);
  return found;
}
