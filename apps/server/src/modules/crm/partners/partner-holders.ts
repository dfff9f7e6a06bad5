import { and, eq, isNotNull, ne, type SQL } from "drizzle-orm";
import { visibleColumns } from "../../../platform/crud/table.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { partners } from "../crm.tables.js";
import { websiteKey, websiteKeySql } from "./contact-values.js";

/** Every column of a partner row but its search columns. */
export const partnerColumns = visibleColumns(partners);

/** Who holds a phone or a website: the partner and its salesperson. */
export interface Holder {
  id: string;
  ma_kh: string | null;
  ten_kh: string;
  ma_nvbh: string | null;
  ten_nvbh: string | null;
  ma_dvcs: string;
}

const holderColumns = {
  id: partners.id,
  ma_kh: partners.ma_kh,
  ten_kh: partners.ten_kh,
  ma_nvbh: partners.ma_nvbh,
  ten_nvbh: partners.ten_nvbh,
  ma_dvcs: partners.ma_dvcs,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Not the partner being edited: a missing or 'undefined' id is a new partner (what the form sends before saving). */
const other = (exceptId?: string) => (exceptId && UUID.test(exceptId) ? ne(partners.id, exceptId) : undefined);

async function firstHolder(db: TenantDb, where: SQL | undefined): Promise<Holder | undefined> {
  const [found] = await db.select(holderColumns).from(partners).where(where).limit(1);
  return found;
}

/** The other partner, anywhere in the tenant, whose (stored, normalized) phone is `phone`. */
export function phoneHolder(db: TenantDb, phone: string, exceptId?: string): Promise<Holder | undefined> {
  return firstHolder(db, and(eq(partners.phone, phone), other(exceptId)));
}

/**
 * Another partner, anywhere in the tenant, with the same website and a salesperson other than
 * `salesperson` (any salesperson when it is blank).
 */
export function websiteHolder(
  db: TenantDb,
  website: string,
  salesperson: string | null | undefined,
  exceptId?: string,
): Promise<Holder | undefined> {
  const key = websiteKey(website);
  if (key === "") return Promise.resolve(undefined);
  return firstHolder(
    db,
    and(
      isNotNull(partners.website),
      eq(websiteKeySql(partners.website), key),
      isNotNull(partners.ma_nvbh),
      salesperson ? ne(partners.ma_nvbh, salesperson) : undefined,
      other(exceptId),
    ),
  );
}

/** A holder handled by a salesperson other than `salesperson`, whose name the message gives. */
export function ownedByAnother(holder: Holder | undefined, salesperson: string | null | undefined) {
  return holder?.ma_nvbh && holder.ma_nvbh !== salesperson ? holder : undefined;
}
