import { asc, eq } from "drizzle-orm";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { dictionaries } from "./system.tables.js";

export interface DictionaryFilter {
  group?: string;
}

/** Inactive entries are included: records made while they were offered still show their labels. */
export function listDictionaries(db: TenantDb, { group }: DictionaryFilter) {
  return db
    .select({
      id: dictionaries.id,
      ma_tudien: dictionaries.ma_tudien,
      ten_tudien: dictionaries.ten_tudien,
      ten_tudien_en: dictionaries.ten_tudien_en,
      group: dictionaries.group,
      sort: dictionaries.sort,
      status: dictionaries.status,
    })
    .from(dictionaries)
    .where(group ? eq(dictionaries.group, group) : undefined)
    .orderBy(asc(dictionaries.group), asc(dictionaries.sort), asc(dictionaries.ma_tudien));
}
