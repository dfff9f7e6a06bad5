import { canSeeEmployee, partnerTransferEntity } from "@sen/core";
import { and, eq, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { audit } from "../../../platform/audit.js";
import { signedIn } from "../../../platform/authentication.js";
import { bilingual, say } from "../../../platform/crud/messages.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { partners, partnerTransfers } from "../crm.tables.js";
import { partnerBinding } from "./partner-bindings.js";
import { partnerColumns } from "./partner-holders.js";
import { partnerSay, refuseIfAny } from "./partner-messages.js";
import { referenceOption } from "./partner-references.js";

const label = (name: string) =>
  partnerTransferEntity.fields.find((f) => f.name === name)?.label ?? { vi: name, en: name };
const code = (name: string) =>
  z
    .string({ error: (issue) => (issue.input == null ? say.required(label(name)) : say.invalid(label(name))) })
    .trim()
    .toUpperCase()
    .max(100, say.tooLong(label(name), 100));

export const transferBody = z.object({
  ids: z
    .array(z.uuid({ error: bilingual("Khách hàng đã chọn không hợp lệ", "Invalid customer id") }), {
      error: partnerSay.pickPartners,
    })
    .max(1000, bilingual("Tối đa 1,000 khách hàng mỗi lần", "At most 1,000 customers at a time"))
    .optional(),
  ma_nvbh_cu: code("ma_nvbh_cu").optional(),
  ma_nvbh_moi: code("ma_nvbh_moi").min(1, say.required(label("ma_nvbh_moi"))),
  ly_do: z
    .string()
    .trim()
    .max(2000, say.tooLong(label("ly_do"), 2000))
    .optional(),
});
export type TransferBody = z.infer<typeof transferBody>;

/**
 * The partners chosen that the user may see, locked: those of `ids`, else every partner of the
 * old salesperson (of both, the ids that are the old salesperson's).
 */
async function chosenPartners(
  db: TenantDb,
  request: FastifyRequest,
  body: TransferBody,
  errors: Record<string, string>,
) {
  const ids = [...new Set(body.ids ?? [])];
  if (ids.length === 0 && !body.ma_nvbh_cu) {
    errors.ids = partnerSay.pickPartners;
    return [];
  }
  const rows = await db
    .select(partnerColumns)
    .from(partners)
    .where(
      and(
        ids.length > 0 ? inArray(partners.id, ids) : undefined,
        body.ma_nvbh_cu ? eq(partners.ma_nvbh, body.ma_nvbh_cu) : undefined,
        inArray(partners.ma_dvcs, request.branches),
        partnerBinding.scope?.(request),
      ),
    )
    .for("update");
  if (ids.length > rows.length) errors.ids = partnerSay.partnersNotFound(ids.length - rows.length);
  return rows;
}

/**
 * Moves the chosen partners to another salesperson (an active employee the user may see), with a
 * history row per partner and each change in the audit log, all in the caller's transaction.
 */
export async function transferPartners(db: TenantDb, request: FastifyRequest, body: TransferBody) {
  const user = signedIn(request).user;
  const errors: Record<string, string> = {};
  const target = await referenceOption(db, "ma_nvbh", body.ma_nvbh_moi);
  if (!target) errors.ma_nvbh_moi = partnerSay.employeeInactive(body.ma_nvbh_moi);
  else if (!canSeeEmployee(user, target.code)) errors.ma_nvbh_moi = partnerSay.employeeNotVisible(target.code);
  if (body.ma_nvbh_cu && body.ma_nvbh_cu === body.ma_nvbh_moi) errors.ma_nvbh_moi = partnerSay.sameEmployee;
  const moving = (await chosenPartners(db, request, body, errors)).filter((p) => p.ma_nvbh !== body.ma_nvbh_moi);
  refuseIfAny(errors);
  if (!target || moving.length === 0) return { transferred: 0 };

  const now = new Date();
  const by = user.user_name;
  for (let i = 0; i < moving.length; i += 1000) {
    const chunk = moving.slice(i, i + 1000);
    const moved = await db
      .update(partners)
      .set({ ma_nvbh: target.code, ten_nvbh: target.name, updated_by: by, updated_at: now })
      .where(
        inArray(
          partners.id,
          chunk.map((p) => p.id),
        ),
      )
      .returning(partnerColumns);
    await db.insert(partnerTransfers).values(
      chunk.map((p) => ({
        ngay: now,
        ma_kh: p.ma_kh,
        ten_kh: p.ten_kh,
        ma_nvbh_cu: p.ma_nvbh,
        ten_nvbh_cu: p.ten_nvbh,
        ma_nvbh_moi: target.code,
        ten_nvbh_moi: target.name,
        ly_do: body.ly_do || null,
        user_name: by,
        ma_dvcs: p.ma_dvcs,
        created_by: by,
        updated_by: by,
      })),
    );
    const after = new Map(moved.map((row) => [row.id, row]));
    for (const old of chunk) {
      await audit(db, request, {
        action: "update",
        entity: partnerBinding.definition.name,
        recordId: old.id,
        old,
        new: after.get(old.id),
      });
    }
  }
  return { transferred: moving.length };
}
