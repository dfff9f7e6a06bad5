import { CALL_SOURCE, callLogEntity, isValidDialPhone, normalizePhone } from "@sen/core";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { say } from "../../../platform/crud/messages.js";
import type { EntityBinding } from "../../../platform/crud/registry.js";
import { writeSchema } from "../../../platform/crud/schema.js";
import { crud } from "../../../platform/crud/service.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { invalidInput } from "../../../platform/errors.js";
import { callLogs } from "../crm.tables.js";
import { callLogFieldSchemas, callLogLabel, callLogMessages } from "./call-log-rules.js";
import { formFields } from "./form-fields.js";
import { partnerByPhone } from "./partner-lookup.js";

const invalidDuration = say.invalid(callLogLabel("thoi_luong"));

/**
 * What the softphone sends at the end of a call: the call log's own fields and checks, its provider's call id,
 * the number in any usual form ("+84 90…", "090-…"), its length and recording.
 */
export const centerCallSchema = z.object({
  ...formFields(writeSchema(callLogEntity, callLogFieldSchemas), "huong", "bat_dau", "trang_thai"),
  call_id: z
    .string({ error: callLogMessages.required("call_id") })
    .trim()
    .min(1, callLogMessages.required("call_id"))
    .max(100),
  phone: z
    .string({ error: callLogMessages.phoneInvalid })
    .transform(normalizePhone)
    .refine(isValidDialPhone, callLogMessages.phoneInvalid),
  thoi_luong: z.number({ error: invalidDuration }).int(invalidDuration).min(0, invalidDuration),
  ghi_am: z
    .string()
    .trim()
    .max(1000)
    .regex(/^https?:\/\/\S+$/i, say.invalid(callLogLabel("ghi_am")))
    .nullish(),
});

export type CenterCall = Record<string, unknown> & { call_id: string; phone: string };

/**
 * POST crm/call-center/call-logs: the softphone's record of a call, for the partner holding the
 * number, by the signed-in agent. The provider's call id makes it idempotent: the same call sent
 * again updates its log (calls of one id are taken one at a time).
 */
export async function recordCenterCall(
  db: TenantDb,
  binding: EntityBinding,
  body: CenterCall,
  request: FastifyRequest,
) {
  const employee = request.auth?.user.saler;
  if (!employee) throw invalidInput({ ma_nv: callLogMessages.noEmployee });
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`crm_call_logs.call_id:${body.call_id}`}))`);
  const partner = await partnerByPhone(db, request, body.phone);
  if (!partner?.ma_kh) throw invalidInput({ phone: callLogMessages.partnerByPhone });
  const values = {
    ...body,
    ma_kh: partner.ma_kh,
    ma_dvcs: partner.ma_dvcs,
    ma_nv: employee,
    nguon: CALL_SOURCE.call_center,
  };
  const [logged] = await db
    .select({ id: callLogs.id })
    .from(callLogs)
    .where(and(eq(callLogs.call_id, body.call_id), eq(callLogs.nguon, CALL_SOURCE.call_center)))
    .limit(1);
  return logged ? crud.update(db, binding, logged.id, values, request) : crud.create(db, binding, values, request);
}
