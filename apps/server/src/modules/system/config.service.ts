import { asc } from "drizzle-orm";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { configs } from "../../platform/db/tenant-tables.js";

export function listConfigs(db: TenantDb) {
  return db
    .select({ name: configs.name, group: configs.group, value: configs.value, type: configs.type })
    .from(configs)
    .orderBy(asc(configs.group), asc(configs.name));
}
