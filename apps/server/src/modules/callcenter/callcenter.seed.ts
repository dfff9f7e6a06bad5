import type { TenantDb } from "../../platform/db/tenant-db.js";
import { callCenterProviders } from "./callcenter.tables.js";

/** A disabled placeholder, so the providers screen shows the shape to fill in. */
export async function seedCallCenter(db: TenantDb): Promise<void> {
  await db
    .insert(callCenterProviders)
    .values({
      code: "DEMO",
      name: "Tổng đài demo",
      wss: "wss://sip.example.vn:7443",
      domain: "sip.example.vn",
      enable: false,
      created_by: "system",
    })
    .onConflictDoNothing({ target: callCenterProviders.code });
}
