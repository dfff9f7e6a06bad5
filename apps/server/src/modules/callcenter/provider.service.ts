import { asc } from "drizzle-orm";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { callCenterProviders as providers } from "./callcenter.tables.js";

/** "a\nb" → ["a", "b"]: script lists are stored one address a line. */
const lines = (text: string | null) => (text ?? "").split("\n").filter(Boolean);

/** Every provider, enabled or not, with only what the softphone needs (keys, if any come, stay out). */
export async function listProviders(db: TenantDb) {
  const rows = await db
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
  return rows.map((p) => ({ ...p, libs: lines(p.libs), widget_libs: lines(p.widget_libs) }));
}
