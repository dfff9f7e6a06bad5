import { configIsTrue } from "@sen/core";
import type { FastifyRequest } from "fastify";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { configValues } from "../../system/config.service.js";

/** The tenant's config switches that the partner rules follow. */
const SWITCHES = ["crm_partner_require_phone", "crm_partner_validate_website"] as const;
export type PartnerSwitches = Record<(typeof SWITCHES)[number], boolean>;

// An import saves hundreds of partners in one request: read the switches once for it.
const perRequest = new WeakMap<FastifyRequest, Promise<PartnerSwitches>>();

async function read(db: TenantDb): Promise<PartnerSwitches> {
  const values = await configValues(db, SWITCHES);
  return Object.fromEntries(SWITCHES.map((name) => [name, configIsTrue(values[name])])) as PartnerSwitches;
}

/** The tenant's partner switches (a config never written is at its default). */
export function partnerSwitches(db: TenantDb, request: FastifyRequest): Promise<PartnerSwitches> {
  let found = perRequest.get(request);
  if (!found) {
    found = read(db);
    perRequest.set(request, found);
  }
  return found;
}
