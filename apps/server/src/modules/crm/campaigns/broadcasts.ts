import { broadcastEntity } from "@sen/core";
import { asc, count, eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import type { EntityBinding, Row } from "../../../platform/crud/registry.js";
import { writeSchema } from "../../../platform/crud/schema.js";
import { crud, findRow } from "../../../platform/crud/service.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { invalidInput } from "../../../platform/errors.js";
import { broadcastRecipients, broadcasts, partners } from "../crm.tables.js";
import {
  chosenPartners,
  type PartnerChoice,
  partnerChoiceSchema,
  partnerFilterSchema,
  refuseEmptyChoice,
} from "./partner-choice.js";

const broadcastFilterSchema = partnerFilterSchema.extend({
  birthday_month: z
    .number()
    .int()
    .min(1, bilingual("Tháng sinh từ 1 đến 12", "A birth month from 1 to 12"))
    .max(12, bilingual("Tháng sinh từ 1 đến 12", "A birth month from 1 to 12"))
    .optional(),
});

/** Who a broadcast goes to: partners picked, or chosen by a filter (with a birth month). */
export const recipientChoiceSchema = partnerChoiceSchema(broadcastFilterSchema, 5000);

/** A broadcast's subject, message and channel, and its recipients. */
export const newBroadcastSchema = writeSchema(broadcastEntity).extend(recipientChoiceSchema.shape);

export type NewBroadcast = Row & PartnerChoice;

export const recipientSchema = z.object({
  ma_kh: z.string(),
  ten_kh: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

const noRecipient = bilingual(
  "Không có khách hàng nào phù hợp để nhận thông báo",
  "No customer matches: the broadcast would reach nobody",
);

/** The recipients in the order their lines are numbered: by name (the Vietnamese way), then code. */
const lineOrder = sql`${partners.ten_kh} COLLATE "vi-x-icu", ${partners.ma_kh}`;

async function countRecipients(db: TenantDb, request: FastifyRequest, choice: PartnerChoice) {
  const [row] = await db.select({ n: count() }).from(partners).where(chosenPartners(request, choice));
  return row?.n ?? 0;
}

/** POST crm/broadcasts/preview: how many partners the choice reaches, and the first 20 of them. */
export async function previewBroadcast(db: TenantDb, choice: PartnerChoice, request: FastifyRequest) {
  refuseEmptyChoice(choice);
  const sample = await db
    .select({
      ma_kh: sql<string>`${partners.ma_kh}`,
      ten_kh: partners.ten_kh,
      phone: partners.phone,
      email: partners.email,
    })
    .from(partners)
    .where(chosenPartners(request, choice))
    .orderBy(lineOrder)
    .limit(20);
  return { count: await countRecipients(db, request, choice), sample };
}

/**
 * POST crm/broadcasts: the broadcast (audited) and a snapshot of its recipients as they are now,
 * numbered by line, in one transaction; refused when it would reach nobody. Sending comes with
 * the messaging channels.
 */
export async function createBroadcast(
  db: TenantDb,
  binding: EntityBinding,
  body: NewBroadcast,
  request: FastifyRequest,
) {
  const { ids, filter, ...fields } = body;
  const choice = { ids, filter };
  refuseEmptyChoice(choice);
  const expected = await countRecipients(db, request, choice);
  if (expected === 0) throw invalidInput({ recipients: noRecipient });
  const broadcast = await crud.create(db, binding, { ...fields, so_nguoi_nhan: expected }, request);
  const { rowCount } = await db.execute(sql`
    INSERT INTO ${broadcastRecipients} (broadcast_id, line, ma_kh, ten_kh, phone, email)
    SELECT ${broadcast.id}, row_number() OVER (ORDER BY ${lineOrder}), ${partners.ma_kh}, ${partners.ten_kh},
           ${partners.phone}, ${partners.email}
      FROM ${partners}
     WHERE ${chosenPartners(request, choice)}`);
  // Partners added or removed meanwhile by another transaction: the count follows the snapshot.
  if (rowCount !== null && rowCount !== expected) {
    await db
      .update(broadcasts)
      .set({ so_nguoi_nhan: rowCount })
      .where(eq(broadcasts.id, String(broadcast.id)));
    return { ...broadcast, so_nguoi_nhan: rowCount };
  }
  return broadcast;
}

export const recipientsQuerySchema = z.object({
  pageIndex: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(1000).default(20),
});

/** GET crm/broadcasts/{id}/recipients: one page of the snapshot, by line. */
export async function broadcastRecipientPage(
  db: TenantDb,
  binding: EntityBinding,
  id: string,
  page: z.infer<typeof recipientsQuerySchema>,
  request: FastifyRequest,
) {
  await findRow(db, binding, id, request);
  const where = eq(broadcastRecipients.broadcast_id, id);
  const items = await db
    .select({
      line: broadcastRecipients.line,
      ma_kh: broadcastRecipients.ma_kh,
      ten_kh: broadcastRecipients.ten_kh,
      phone: broadcastRecipients.phone,
      email: broadcastRecipients.email,
    })
    .from(broadcastRecipients)
    .where(where)
    .orderBy(asc(broadcastRecipients.line))
    .limit(page.pageSize)
    .offset((page.pageIndex - 1) * page.pageSize);
  const [total] = await db.select({ n: count() }).from(broadcastRecipients).where(where);
  return { items, total: total?.n ?? 0 };
}
