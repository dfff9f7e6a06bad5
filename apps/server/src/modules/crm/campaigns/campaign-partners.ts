import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { audit } from "../../../platform/audit.js";
import type { EntityBinding } from "../../../platform/crud/registry.js";
import { findRow } from "../../../platform/crud/service.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { campaignPartners, partners } from "../crm.tables.js";
import {
  chosenPartners,
  type PartnerChoice,
  partnerChoiceSchema,
  partnerFilterSchema,
  refuseEmptyChoice,
} from "./partner-choice.js";

export const addPartnersSchema = partnerChoiceSchema(partnerFilterSchema, 5000);

/**
 * POST crm/campaigns/{id}/partners: the chosen partners (within the user's branches and scope)
 * that the campaign does not hold yet join it, not contacted yet; one audit row tells who joined.
 */
export async function addCampaignPartners(
  db: TenantDb,
  binding: EntityBinding,
  campaignId: string,
  choice: PartnerChoice,
  request: FastifyRequest,
): Promise<{ added: number }> {
  refuseEmptyChoice(choice);
  const campaign = await findRow(db, binding, campaignId, request);
  const code = String(campaign.ma_chien_dich);
  const who = request.auth?.user.user_name ?? "system";
  const { rows } = await db.execute<{ ma_kh: string }>(sql`
    INSERT INTO ${campaignPartners} (ma_chien_dich, ma_kh, ten_kh, created_by, updated_by)
    SELECT ${code}, ${partners.ma_kh}, ${partners.ten_kh}, ${who}, ${who}
      FROM ${partners}
     WHERE ${chosenPartners(request, choice)}
     ORDER BY ${partners.ma_kh}
    ON CONFLICT DO NOTHING
    RETURNING ma_kh`);
  if (rows.length > 0) {
    await audit(db, request, {
      action: "create",
      entity: "campaign-partner",
      recordId: campaignId,
      new: { ma_chien_dich: code, added: rows.length, ma_kh: rows.map((r) => r.ma_kh) },
    });
  }
  return { added: rows.length };
}

export const addedSchema = z.object({ added: z.number().int() });
