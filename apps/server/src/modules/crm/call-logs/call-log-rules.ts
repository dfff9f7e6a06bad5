import { callLogEntity, canSeeEmployee, isValidDialPhone, PHONE_INVALID_MESSAGE } from "@sen/core";
import { z } from "zod";
import type { CurrentUser } from "../../../platform/auth/current-user.js";
import { bilingual, say } from "../../../platform/crud/messages.js";
import type { EntityHooks } from "../../../platform/crud/registry.js";
import type { FieldSchemas } from "../../../platform/crud/schema.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { invalidInput } from "../../../platform/errors.js";
import { callLogStatuses } from "./call-log-configs.js";

/** A call-log field's label, for messages. */
export const callLogLabel = (name: string) => {
  const field = callLogEntity.fields.find((f) => f.name === name);
  if (!field) throw new Error(`call-log has no field ${name}`);
  return field.label;
};

export const callLogMessages = {
  phoneInvalid: bilingual(PHONE_INVALID_MESSAGE, "Invalid phone number"),
  statusInvalid: bilingual("Trạng thái không hợp lệ", "Invalid status"),
  required: (field: string) => say.required(callLogLabel(field)),
  unknownPartner: say.unknownReference(callLogLabel("ma_kh")),
  employeeHidden: (code: string) =>
    bilingual(`Bạn không được ghi nhận cuộc gọi cho nhân viên ${code}`, `You may not log calls for employee ${code}`),
  followUpRequired: bilingual(
    "Vui lòng tạo lịch hẹn tiếp theo cho cuộc gọi này",
    "Please schedule the next appointment for this call",
  ),
  noEmployee: bilingual("Tài khoản chưa được gắn mã nhân viên", "This account is not linked to an employee code"),
  partnerByPhone: bilingual("Không tìm thấy khách hàng có số điện thoại này", "No customer has this phone number"),
};

/** A number one can dial: digits only, 8 to 13 of them (so 1900 and 1800 hotlines too). */
export const dialPhone = z
  .string({ error: callLogMessages.phoneInvalid })
  .trim()
  .refine((s) => isValidDialPhone(s), callLogMessages.phoneInvalid);

export const callLogFieldSchemas: FieldSchemas = { phone: dialPhone };

/** The status is one of the tenant's `crm_calllog_status`; the employee one the user may see. */
export async function checkCallLog(db: TenantDb, user: CurrentUser | undefined, values: Record<string, unknown>) {
  const errors: Record<string, string> = {};
  if (values.trang_thai !== undefined && !(await callLogStatuses(db)).includes(String(values.trang_thai))) {
    errors.trang_thai = callLogMessages.statusInvalid;
  }
  const employee = values.ma_nv;
  if (typeof employee === "string" && employee !== "" && user && !canSeeEmployee(user, employee)) {
    errors.ma_nv = callLogMessages.employeeHidden(employee);
  }
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
}

export const callLogHooks: EntityHooks = {
  beforeSave: ({ db, request, values }) => checkCallLog(db, request.auth?.user, values),
};
