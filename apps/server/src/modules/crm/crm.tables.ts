import {
  broadcastEntity,
  CALL_SOURCE,
  callLogEntity,
  campaignEntity,
  campaignPartnerEntity,
  complainTypeEntity,
  complaintEntity,
  crmServiceEntity,
  employeeResponsibilityEntity,
  partnerEntity,
  partnerLevelEntity,
  partnerTransferEntity,
  serviceExpenseEntity,
  sourceTypeEntity,
  sourceTypeOptionEntity,
  targetEntity,
  taskEntity,
  taskTypeEntity,
  ticketEntity,
  ticketTypeEntity,
} from "@sen/core";
import { sql } from "drizzle-orm";
import { index, integer, pgSequence, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { entityTable } from "../../platform/crud/table.js";
import { websiteKeySql } from "./partners/contact-values.js";

export const sourceTypes = entityTable(sourceTypeEntity);
export const sourceTypeOptions = entityTable(sourceTypeOptionEntity);
export const partnerLevels = entityTable(partnerLevelEntity);
export const complainTypes = entityTable(complainTypeEntity);
export const taskTypes = entityTable(taskTypeEntity);
export const ticketTypes = entityTable(ticketTypeEntity);

/** The number of the next generated partner code (KH000001…); taken numbers are skipped. */
export const partnerCodeSequence = pgSequence("partner_code_seq", { startWith: 1 });

// One partner a phone, so a call finds its customer; the server says who owns it before the index would refuse.
export const partners = entityTable(partnerEntity, {
  uniqueTogether: [["phone"]],
  // The other phone finds a caller and a duplicate; the website key, another salesperson's site.
  indexes: (column) => [
    index("partners_phone2").on(column("phone2")),
    index("partners_website_key").on(websiteKeySql(column("website"))),
  ],
});
export const partnerTransfers = entityTable(partnerTransferEntity);
export const complaints = entityTable(complaintEntity);
export const tasks = entityTable(taskEntity);
export const tickets = entityTable(ticketEntity);
/** The softphone sends a call again under its id: one log a call. */
export const callLogs = entityTable(callLogEntity, {
  indexes: (column) => [
    uniqueIndex("crm_call_logs_call_id")
      .on(column("call_id"))
      .where(sql.raw(`nguon = '${CALL_SOURCE.call_center}'`)),
  ],
});

export const campaigns = entityTable(campaignEntity);
export const campaignPartners = entityTable(campaignPartnerEntity, { uniqueTogether: [["ma_chien_dich", "ma_kh"]] });
export const targets = entityTable(targetEntity, { uniqueTogether: [["ma_nv", "tu_ngay"]] });
export const broadcasts = entityTable(broadcastEntity);

/** Who a broadcast was addressed to, as they were when it was recorded. */
export const broadcastRecipients = pgTable(
  "crm_broadcast_recipients",
  {
    broadcast_id: uuid("broadcast_id")
      .notNull()
      .references(() => broadcasts.id, { onDelete: "cascade" }),
    line: integer("line").notNull(),
    ma_kh: text("ma_kh").notNull(),
    ten_kh: text("ten_kh").notNull(),
    phone: text("phone"),
    email: text("email"),
  },
  (t) => [index("crm_broadcast_recipients_broadcast").on(t.broadcast_id, t.line)],
);

export const crmServices = entityTable(crmServiceEntity);
export const serviceExpenses = entityTable(serviceExpenseEntity);
export const employeeResponsibilities = entityTable(employeeResponsibilityEntity, {
  uniqueTogether: [["ma_nv", "ma_dv"]],
});
