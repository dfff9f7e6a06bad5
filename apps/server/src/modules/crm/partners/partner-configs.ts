import { KNOWN_CONFIGS } from "@sen/core";
import { inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { configs } from "../../../platform/db/tenant-tables.js";

/** The switches of spec 3 that the partner rules follow. */
const SWITCHES = ["crm_partner_require_phone", "crm_partner_validate_website"] as const;
export type PartnerSwitches = Record<(typeof SWITCHES)[number], boolean>;

// An import saves hundreds of partners in one request: read the switches once for it.
const perRequest = new WeakMap<FastifyRequest, Promise<PartnerSwitches>>();

async function read(db: TenantDb): Promise<PartnerSwitches> {
  const rows = await db
    .select({ name: configs.name, value: configs.value })
    .from(configs)
    .where(inArray(configs.name, [...SWITCHES]));
  const value = (name: string) =>
    rows.find((r) => r.name === name)?.value ?? KNOWN_CONFIGS.find((c) => c.name === name)?.default;
  return Object.fromEntries(SWITCHES.map((name) => [name, value(name) === "t"])) as PartnerSwitches;
}

/** The tenant's partner switches (booleans are stored 't'/'f'; a config never written is at its default). */
export function partnerSwitches(db: TenantDb, request: FastifyRequest): Promise<PartnerSwitches> {
  let found = perRequest.get(request);
  if (!found) {
    found = read(db);
    perRequest.set(request, found);
  }
  return found;
}
