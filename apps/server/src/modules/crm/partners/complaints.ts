import { complaintEntity } from "@sen/core";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { say } from "../../../platform/crud/messages.js";
import type { EntityHooks } from "../../../platform/crud/registry.js";
import type { FieldSchemas } from "../../../platform/crud/schema.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { invalidInput } from "../../../platform/errors.js";
import { partners } from "../crm.tables.js";

const receivedLabel = complaintEntity.fields.find((f) => f.name === "ngay")?.label ?? { vi: "Ngày", en: "Date" };
const branchLabel = { vi: "Chi nhánh", en: "Branch" };

/** A complaint is received now unless the form says when. */
export const complaintFieldSchemas: FieldSchemas = {
  ngay: z.iso
    .datetime({ offset: true, error: say.invalid(receivedLabel) })
    .transform((s) => new Date(s))
    .optional(),
};

export const complaintHooks: EntityHooks = {
  async beforeSave({ values, old }) {
    if (values.ngay !== undefined && values.ngay !== null) return;
    if (old) delete values.ngay;
    else values.ngay = new Date();
  },
};

/**
 * The branch of a complaint sent without one: its partner's when the user works in it, else the
 * one branch the request works on; with several to choose from, the user must say which.
 */
export async function complaintBranch(db: TenantDb, request: FastifyRequest, partnerCode: string) {
  const [partner] = await db
    .select({ ma_dvcs: partners.ma_dvcs })
    .from(partners)
    .where(eq(partners.ma_kh, partnerCode))
    .limit(1);
  if (partner && request.branches.includes(partner.ma_dvcs)) return partner.ma_dvcs;
  if (request.branches.length === 1) return request.branches[0];
  throw invalidInput({ ma_dvcs: say.required(branchLabel) });
}
