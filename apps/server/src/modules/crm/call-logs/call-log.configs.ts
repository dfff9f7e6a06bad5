import { configIsTrue, DEFAULT_CALLLOG_STATUSES, KNOWN_CONFIGS } from "@sen/core";
import { eq } from "drizzle-orm";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { configs } from "../../../platform/db/tenant-tables.js";

/** A config's value as the tenant set it, else its built-in default. */
async function configValue(db: TenantDb, name: string): Promise<string | undefined> {
  const [row] = await db.select({ value: configs.value }).from(configs).where(eq(configs.name, name));
  return row?.value ?? KNOWN_CONFIGS.find((c) => c.name === name)?.default;
}

/** The call statuses of `crm_calllog_status` (a JSON list); the defaults when it cannot be read. */
export async function callLogStatuses(db: TenantDb): Promise<string[]> {
  try {
    const list: unknown = JSON.parse((await configValue(db, "crm_calllog_status")) ?? "");
    if (Array.isArray(list)) {
      return list.filter((s) => typeof s === "string" || typeof s === "number").map((s) => String(s).trim());
    }
  } catch {
    // A list that does not parse leaves the defaults in force.
  }
  return [...DEFAULT_CALLLOG_STATUSES];
}

/** `crm_calllog_force_task`: a call must be saved with its follow-up appointment. */
export async function followUpRequired(db: TenantDb): Promise<boolean> {
  return configIsTrue(await configValue(db, "crm_calllog_force_task"));
}
