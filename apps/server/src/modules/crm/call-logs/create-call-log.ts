import { CALL_SOURCE, callLogEntity, isValidDialPhone, normalizePhone, taskEntity } from "@sen/core";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import type { EntityBinding, Row } from "../../../platform/crud/registry.js";
import { rowSchema } from "../../../platform/crud/row-schema.js";
import { leftOut, writeSchema } from "../../../platform/crud/schema.js";
import { crud } from "../../../platform/crud/service.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { AppError, invalidInput } from "../../../platform/errors.js";
import { taskBinding } from "../schedules/schedules.routes.js";
import { followUpRequired } from "./call-log-configs.js";
import { callLogFieldSchemas, callLogMessages, checkCallLog, dialPhone } from "./call-log-rules.js";
import { formFields } from "./form-fields.js";
import { visiblePartner } from "./partner-lookup.js";

/** The follow-up appointment: the task's own fields and checks; its assignee defaults to the caller's. */
const followUpSchema = z.object({
  ...formFields(
    writeSchema(taskEntity, taskBinding.fieldSchemas),
    "tieu_de",
    "bat_dau",
    "ket_thuc",
    "ma_loai",
    "noi_dung",
  ),
  ma_nv: leftOut(z.string().trim().max(100)),
});

/**
 * A typed call log: the form's fields, where the phone, the employee and the branch may be left
 * to their defaults (the partner's phone and branch, the user's employee code), and its follow-up.
 */
export const newCallLogSchema = writeSchema(callLogEntity, callLogFieldSchemas).extend({
  ma_dvcs: leftOut(z.string().trim().max(20)),
  phone: leftOut(dialPhone),
  ma_nv: leftOut(z.string().trim().max(100)),
  follow_up: followUpSchema.optional(),
});

type CallFields = Row & { ma_kh: string; ma_dvcs?: string; phone?: string; ma_nv?: string };
export type NewCallLog = CallFields & { follow_up?: Row & { ma_nv?: string } };

export const savedCallLogSchema = rowSchema(callLogEntity).and(
  z.object({ follow_up: rowSchema(taskEntity).optional() }),
);

/** Runs a write whose field errors belong under `prefix` ("follow_up.ket_thuc"). */
async function under<T>(prefix: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof AppError) || !error.fieldErrors) throw error;
    const errors = Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [`${prefix}.${k}`, v]));
    throw new AppError(error.statusCode, error.key, error.params, error.headers, errors);
  }
}

/** The call's values with their defaults; refuses a partner the user may not see or a missing phone or employee. */
async function callValues(db: TenantDb, body: CallFields, request: FastifyRequest): Promise<Row> {
  const partner = await visiblePartner(db, request, body.ma_kh);
  if (!partner) throw invalidInput({ ma_kh: callLogMessages.unknownPartner });
  const phone = body.phone ?? normalizePhone(partner.phone);
  const ma_nv = body.ma_nv ?? request.auth?.user.saler ?? undefined;
  const errors: Record<string, string> = {};
  if (!phone) errors.phone = callLogMessages.required("phone");
  else if (!isValidDialPhone(phone)) errors.phone = callLogMessages.phoneInvalid;
  if (!ma_nv) errors.ma_nv = callLogMessages.required("ma_nv");
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
  return { ...body, phone, ma_nv, ma_dvcs: body.ma_dvcs ?? partner.ma_dvcs, nguon: CALL_SOURCE.manual };
}

/**
 * POST crm/call-logs: the call and, when given (required by `crm_calllog_force_task`), its
 * follow-up appointment for the same partner, in the request's one transaction: a refused
 * appointment refuses the call too. Both go through their bindings (checks, rules, audit).
 */
export async function createCallLog(db: TenantDb, binding: EntityBinding, body: NewCallLog, request: FastifyRequest) {
  const { follow_up, ...fields } = body;
  const values = await callValues(db, fields, request);
  await checkCallLog(db, request.auth?.user, values);
  if (!follow_up && (await followUpRequired(db))) throw invalidInput({ follow_up: callLogMessages.followUpRequired });
  let task: Row | undefined;
  if (follow_up) {
    task = await under("follow_up", () =>
      crud.create(
        db,
        taskBinding,
        { ...follow_up, ma_nv: follow_up.ma_nv ?? values.ma_nv, ma_kh: values.ma_kh, ma_dvcs: values.ma_dvcs },
        request,
      ),
    );
  }
  const call = await crud.create(db, binding, { ...values, task_id: task ? String(task.id) : undefined }, request);
  return { ...call, follow_up: task };
}
