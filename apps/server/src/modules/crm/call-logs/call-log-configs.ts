import { configIsTrue, DEFAULT_CALLLOG_STATUSES } from "@sen/core";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { configValue } from "../../system/config.service.js";

/** The call statuses of `crm_calllog_status` (a JSON list), in its order; the defaults when it cannot be read. */
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
