import { defineEntity } from "../../entity/entity.js";
import type { EnumOption } from "../../entity/field.js";
import { TASK_STATE, TASK_STATUSES, TICKET_PRIORITIES, TICKET_STATE, TICKET_STATUSES } from "./schedule-states.js";

export * from "./schedule-states.js";

import { copiedName, employeeReference, partnerReference } from "./references.js";

/**
 * The fields an appointment and a ticket share: a title, a type, a partner, an assignee, a
 * status, a start and an end (not before the start), what is to be done and what came of it.
 */
function scheduleFields<const T extends string, const S extends readonly EnumOption[]>(
  typeEntity: T,
  statuses: S,
  initial: S[number]["value"],
) {
  return [
    {
      name: "tieu_de",
      kind: "text",
      label: { vi: "Tiêu đề", en: "Title" },
      required: true,
      searchable: true,
      sortable: true,
    },
    {
      name: "ma_loai",
      kind: "reference",
      label: { vi: "Loại", en: "Type" },
      entity: typeEntity,
      valueField: "ma_loai",
      labelField: "ten_loai",
      filterable: true,
    },
    partnerReference("ma_kh", "ten_kh"),
    { ...copiedName("ten_kh", "Khách hàng", "Customer"), searchable: true },
    { ...employeeReference("ma_nv", "ten_nv", "Người thực hiện", "Assignee"), required: true },
    copiedName("ten_nv", "Người thực hiện", "Assignee"),
    {
      name: "trang_thai",
      kind: "enum",
      label: { vi: "Trạng thái", en: "Status" },
      options: statuses,
      required: true,
      default: initial,
      filterable: true,
      sortable: true,
    },
    { name: "bat_dau", kind: "datetime", label: { vi: "Bắt đầu", en: "Start" }, required: true, sortable: true },
    { name: "ket_thuc", kind: "datetime", label: { vi: "Kết thúc", en: "End" }, required: true, sortable: true },
    {
      name: "noi_dung",
      kind: "text",
      label: { vi: "Nội dung", en: "Details" },
      multiline: true,
      maxLength: 2000,
      searchable: true,
      inList: false,
    },
    {
      name: "ket_qua",
      kind: "text",
      label: { vi: "Kết quả", en: "Outcome" },
      multiline: true,
      maxLength: 2000,
      inList: false,
    },
  ] as const;
}

export const taskEntity = defineEntity({
  name: "task",
  label: { vi: "Lịch hẹn", en: "Appointment" },
  table: "crm_tasks",
  api: "crm/tasks",
  path: "/crm/tasks",
  command: "crm.tasks",
  branchScoped: true,
  labelField: "tieu_de",
  dateField: "bat_dau",
  defaultSort: { key: "bat_dau", type: "desc" },
  fields: [
    ...scheduleFields("task-type", TASK_STATUSES, TASK_STATE.open),
    {
      name: "ma_chien_dich",
      kind: "reference",
      label: { vi: "Chiến dịch", en: "Campaign" },
      entity: "campaign",
      valueField: "ma_chien_dich",
      labelField: "ten_chien_dich",
      filterable: true,
      inList: false,
    },
  ],
});

export const ticketEntity = defineEntity({
  name: "ticket",
  label: { vi: "Ticket", en: "Ticket" },
  table: "crm_tickets",
  api: "crm/tickets",
  path: "/crm/tickets",
  command: "crm.tickets",
  branchScoped: true,
  labelField: "tieu_de",
  dateField: "bat_dau",
  defaultSort: { key: "bat_dau", type: "desc" },
  fields: [
    ...scheduleFields("ticket-type", TICKET_STATUSES, TICKET_STATE.new),
    {
      name: "muc_do",
      kind: "enum",
      label: { vi: "Mức độ", en: "Priority" },
      options: TICKET_PRIORITIES,
      required: true,
      default: "normal",
      filterable: true,
      sortable: true,
    },
  ],
});
