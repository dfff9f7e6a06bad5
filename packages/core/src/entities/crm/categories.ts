import { defineEntity } from "../../entity/entity.js";
import type { TextField } from "../../entity/field.js";
import { type Command, type CommandPath, pageMenuId } from "../../menu/index.js";
import { codeField, nameField, noteField, statusField } from "../common.js";

/** The partner screens that are not the partner list yet show its columns and filters (source, level). */
const PARTNER_SCREENS: readonly Command[] = [
  "crm.partners-search",
  "crm.partners-vip",
  "crm.partners-transfer",
  "crm.broadcast",
];

/** A colour (#rrggbb) that calendars and tags show the type in. */
const colourField = {
  name: "mau",
  kind: "text",
  label: { vi: "Màu hiển thị", en: "Colour" },
  maxLength: 7,
} as const satisfies TextField;

export const sourceTypeEntity = defineEntity({
  name: "source-type",
  label: { vi: "Nguồn khách hàng", en: "Customer source" },
  table: "crm_source_types",
  api: "crm/source-types",
  path: "/crm/source-types",
  command: "crm.source-types",
  rights: { lookup: { pickedBy: PARTNER_SCREENS } },
  labelField: "ten_nguon",
  defaultSort: { key: "ma_nguon", type: "asc" },
  fields: [
    codeField("ma_nguon", "Mã nguồn", "Source code"),
    nameField("ten_nguon", "Tên nguồn", "Source name"),
    noteField,
    statusField,
  ],
});

export const sourceTypeOptionEntity = defineEntity({
  name: "source-type-option",
  label: { vi: "Chi tiết nguồn khách hàng", en: "Customer source option" },
  table: "crm_source_type_options",
  api: "crm/source-type-options",
  path: "/crm/source-type-options",
  command: "crm.source-type-options",
  labelField: "ten_chi_tiet",
  defaultSort: { key: "ma_chi_tiet", type: "asc" },
  fields: [
    codeField("ma_chi_tiet", "Mã chi tiết nguồn", "Option code"),
    nameField("ten_chi_tiet", "Tên chi tiết nguồn", "Option name"),
    {
      name: "ma_nguon",
      kind: "reference",
      label: { vi: "Nguồn khách hàng", en: "Customer source" },
      entity: "source-type",
      valueField: "ma_nguon",
      labelField: "ten_nguon",
      required: true,
      filterable: true,
    },
    noteField,
    statusField,
  ],
});

export const partnerLevelEntity = defineEntity({
  name: "partner-level",
  label: { vi: "Cấp độ khách hàng", en: "Customer level" },
  table: "crm_levels",
  api: "crm/levels",
  path: "/crm/levels",
  command: "crm.levels",
  rights: { lookup: { pickedBy: [...PARTNER_SCREENS, "crm.campaigns"] } },
  labelField: "ten_cap_do",
  defaultSort: { key: "thu_tu", type: "asc" },
  fields: [
    codeField("ma_cap_do", "Mã cấp độ", "Level code"),
    nameField("ten_cap_do", "Tên cấp độ", "Level name"),
    {
      name: "thu_tu",
      kind: "number",
      numericType: "int4",
      label: { vi: "Thứ tự", en: "Order" },
      min: 0,
      sortable: true,
      default: 0,
    },
    colourField,
    noteField,
    statusField,
  ],
});

/**
 * A type of a CRM record (complaint, appointment, ticket): a code, a name and the colour it is shown in;
 * `pickedBy`, the screens showing such records in their colours besides the records' own list.
 */
function recordType<
  const N extends string,
  const T extends string,
  const A extends string,
  const P extends CommandPath,
>(name: N, table: T, api: A, path: P, label: { vi: string; en: string }, pickedBy: readonly Command[] = []) {
  return defineEntity({
    name,
    label,
    table,
    api,
    path,
    command: pageMenuId(path),
    rights: { lookup: { pickedBy } },
    pickerFields: ["mau"],
    labelField: "ten_loai",
    defaultSort: { key: "ma_loai", type: "asc" },
    fields: [
      codeField("ma_loai", "Mã loại", "Type code"),
      nameField("ten_loai", "Tên loại", "Type name"),
      colourField,
      noteField,
      statusField,
    ],
  });
}

export const complainTypeEntity = recordType(
  "complain-type",
  "crm_complain_types",
  "crm/complain-types",
  "/crm/complain-types",
  { vi: "Loại khiếu nại", en: "Complaint type" },
);

export const taskTypeEntity = recordType(
  "task-type",
  "crm_task_types",
  "crm/task-types",
  "/crm/task/types",
  { vi: "Loại lịch hẹn", en: "Appointment type" },
  ["crm.task.calendar", "crm.tasks-search", "crm.partner-tasks"],
);

export const ticketTypeEntity = recordType(
  "ticket-type",
  "crm_ticket_types",
  "crm/ticket-types",
  "/crm/ticket/types",
  { vi: "Loại ticket", en: "Ticket type" },
  ["crm.ticket.calendar"],
);
