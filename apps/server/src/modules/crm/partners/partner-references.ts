import { type Field, partnerEntity, type ReferenceField } from "@sen/core";
import { and, asc, eq, getTableColumns, inArray } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { entityNamed } from "../../../platform/crud/registry.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";

/** The catalogues a partner refers to: its salesperson, its source, its level and its customer groups. */
export type PartnerReference = "ma_nvbh" | "ma_nguon" | "ma_cap_do" | "nh_kh1" | "nh_kh2" | "nh_kh3";

export interface Option {
  code: string;
  name: string;
}

const isReference = (f: Field): f is ReferenceField => f.kind === "reference";

export function partnerField(name: string): Field {
  const field = partnerEntity.fields.find((f) => f.name === name);
  if (!field) throw new Error(`partner has no field ${name}`);
  return field;
}

function target(name: PartnerReference) {
  const field = partnerField(name);
  const binding = isReference(field) ? entityNamed(field.entity) : undefined;
  if (!isReference(field) || !binding) throw new Error(`partner.${name} refers to no served entity`);
  const columns = getTableColumns(binding.table) as Record<string, PgColumn>;
  const column = (c: string) => {
    const found = columns[c];
    if (!found) throw new Error(`${field.entity} has no column ${c}`);
    return found;
  };
  return { binding, code: column(field.valueField), name: column(field.labelField), status: columns.status };
}

/**
 * The rows in use of the catalogue a partner field refers to (the employees of `ma_nvbh`, say),
 * read through the registry so that the CRM never reaches into another module's tables; only
 * those of `codes` when given.
 */
export async function referenceOptions(db: TenantDb, name: PartnerReference, codes?: string[]): Promise<Option[]> {
  if (codes?.length === 0) return [];
  const t = target(name);
  const rows = await db
    .select({ code: t.code, name: t.name })
    .from(t.binding.table)
    .where(and(t.status ? eq(t.status, true) : undefined, codes ? inArray(t.code, codes) : undefined))
    .orderBy(asc(t.code));
  return rows.map((r) => ({ code: String(r.code), name: String(r.name ?? "") }));
}

/** The row in use of that code, if any. */
export async function referenceOption(db: TenantDb, name: PartnerReference, code: string): Promise<Option | undefined> {
  return (await referenceOptions(db, name, [code]))[0];
}
