import { addressColumns, fieldsInForm, partnerEntity } from "@sen/core";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getTableConfig } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { audit } from "../../../platform/audit.js";
import { signedIn } from "../../../platform/authentication.js";
import { bilingual } from "../../../platform/crud/messages.js";
import { boundEntities, type EntityBinding, type Row } from "../../../platform/crud/registry.js";
import { crud } from "../../../platform/crud/service.js";
import { withoutSearch } from "../../../platform/crud/table.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { invalidInput } from "../../../platform/errors.js";
import { broadcastRecipients, partners, partnerTransfers } from "../crm.tables.js";
import { partnerBinding } from "./partner-bindings.js";
import { partnerColumns } from "./partner-holders.js";
import { partnerSay, refuseIfAny } from "./partner-messages.js";

const partnerId = z.uuid({ error: bilingual("Khách hàng đã chọn không hợp lệ", "Invalid customer id") });
export const mergeBody = z.object({ keep: partnerId, remove: partnerId });
type Partner = typeof partners.$inferSelect;

const given = (v: unknown) => v !== undefined && v !== null && v !== "";
const id = (name: string) => sql.identifier(name);

/** Both partners, locked, if the user may see them; else a field message for each one missing. */
async function bothPartners(db: TenantDb, request: FastifyRequest, keep: string, remove: string) {
  const rows = await db
    .select(partnerColumns)
    .from(partners)
    .where(
      and(
        inArray(partners.id, [keep, remove]),
        inArray(partners.ma_dvcs, request.branches),
        partnerBinding.scope?.(request),
      ),
    )
    .for("update");
  const kept = rows.find((r) => r.id === keep);
  const removed = rows.find((r) => r.id === remove);
  refuseIfAny({
    ...(kept ? {} : { keep: partnerSay.partnerNotFound }),
    ...(removed ? {} : { remove: partnerSay.partnerNotFound }),
  });
  return { kept: kept as Partner, removed: removed as Partner };
}

/**
 * Rows of `other` holding the removed code where the kept code already has a row unique with
 * them (a campaign holding both partners): the kept partner's row stays, these go.
 */
async function dropClashes(
  db: TenantDb,
  request: FastifyRequest,
  other: EntityBinding,
  field: string,
  from: string,
  to: string,
) {
  const table = id(getTableConfig(other.table).name);
  for (const group of other.uniqueTogether.filter((g) => g.includes(field))) {
    const same = group.filter((c) => c !== field).map((c) => sql`k.${id(c)} IS NOT DISTINCT FROM r.${id(c)}`);
    const { rows } = await db.execute<Row>(sql`
      DELETE FROM ${table} AS r WHERE r.${id(field)} = ${from}
         AND EXISTS (SELECT 1 FROM ${table} AS k WHERE k.${id(field)} = ${to} AND ${sql.join(same, sql` AND `)})
      RETURNING r.*`);
    for (const old of rows.map(withoutSearch)) {
      await audit(db, request, { action: "delete", entity: other.definition.name, recordId: String(old.id), old });
    }
  }
}

/** Every record referring to the removed partner's code now refers to the kept one (and copies its name). */
async function repoint(db: TenantDb, request: FastifyRequest, removed: Partner, kept: Partner) {
  const [from, to] = [removed.ma_kh, kept.ma_kh];
  if (!from || !to) return;
  const by = signedIn(request).user.user_name;
  for (const other of boundEntities()) {
    for (const field of other.definition.fields) {
      if (field.kind !== "reference" || field.entity !== partnerEntity.name) continue;
      await dropClashes(db, request, other, field.name, from, to);
      const copy = field.copyLabelTo ? sql`, ${id(field.copyLabelTo)} = ${kept.ten_kh}` : sql``;
      await db.execute(sql`
        UPDATE ${id(getTableConfig(other.table).name)}
           SET ${id(field.name)} = ${to}${copy}, updated_by = ${by}, updated_at = now()
         WHERE ${id(field.name)} = ${from}`);
    }
  }
  await db.update(partnerTransfers).set({ ma_kh: to, ten_kh: kept.ten_kh }).where(eq(partnerTransfers.ma_kh, from));
  await db
    .update(broadcastRecipients)
    .set({ ma_kh: to, ten_kh: kept.ten_kh })
    .where(eq(broadcastRecipients.ma_kh, from));
}

/** The kept partner's empty fields, filled from the removed one; its numbers kept as the other phone. */
function filled(kept: Partner, removed: Partner): Row {
  const k = kept as Row;
  const r = removed as Row;
  const values: Row = {};
  for (const field of fieldsInForm(partnerEntity)) {
    if (field.kind === "boolean" || field.name === "ma_kh" || field.name.startsWith("phone")) continue;
    if (field.kind === "address") {
      const columns = Object.values(addressColumns(field.name));
      if (!columns.some((c) => given(k[c])) && columns.some((c) => given(r[c]))) {
        for (const c of columns) values[c] = r[c];
      }
    } else if (!given(k[field.name]) && given(r[field.name])) {
      values[field.name] = r[field.name];
    }
  }
  const spare = [removed.phone, removed.phone2].filter(
    (n): n is string => given(n) && n !== kept.phone && n !== kept.phone2,
  );
  if (!given(kept.phone) && spare.length > 0) values.phone = spare.shift();
  if (!given(kept.phone2) && spare.length > 0) values.phone2 = spare.shift();
  return values;
}

/**
 * Merges two partners into the kept one: the removed partner's records move to it, its empty
 * fields are filled, the removed partner is deleted; all in the caller's transaction, audited.
 */
export async function mergePartners(db: TenantDb, request: FastifyRequest, body: z.infer<typeof mergeBody>) {
  if (body.keep === body.remove) throw invalidInput({ remove: partnerSay.mergeSame });
  const { kept, removed } = await bothPartners(db, request, body.keep, body.remove);
  await repoint(db, request, removed, kept);
  await crud.remove(db, partnerBinding, removed.id, request);
  return crud.update(db, partnerBinding, kept.id, filled(kept, removed), request);
}
