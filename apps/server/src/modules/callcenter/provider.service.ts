import { asc } from "drizzle-orm";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { callCenterProviders as providers } from "./callcenter.tables.js";

/** Every provider, enabled or not; only columns safe for any signed-in user (keys, if any come, stay out). */
export function listProviders(db: TenantDb) {
  return db
    .select({
      id: providers.id,
      code: providers.code,
      name: providers.name,
      wss: providers.wss,
      domain: providers.domain,
      libs: providers.libs,
      widget: providers.widget,
      widget_libs: providers.widget_libs,
      enable: providers.enable,
    })
    .from(providers)
    .orderBy(asc(providers.code));
}
