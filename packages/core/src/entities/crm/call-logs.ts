import { defineEntity } from "../../entity/entity.js";
import { statesOf } from "../../entity/states.js";
import { copiedName, employeeReference, partnerReference } from "./references.js";

export const CALL_DIRECTIONS = [
  { value: "out", label: { vi: "Gọi đi", en: "Outgoing" } },
  { value: "in", label: { vi: "Gọi đến", en: "Incoming" } },
] as const;

export const CALL_DIRECTION = statesOf(CALL_DIRECTIONS);

/** Where a call log came from: typed in by staff, or written by the call-center softphone. */
export const CALL_SOURCES = [
  { value: "manual", label: { vi: "Nhập tay", en: "Manual" } },
  { value: "call_center", label: { vi: "Tổng đài", en: "Call center" } },
] as const;

export const CALL_SOURCE = statesOf(CALL_SOURCES);

/**
 * A call with a partner. Its status is one of `crm_calllog_status`; with `crm_calllog_force_task`
 * the call is saved together with its follow-up appointment (`task_id`).
 */
export const callLogEntity = defineEntity({
  name: "call-log",
  label: { vi: "Nhật ký cuộc gọi", en: "Call log" },
  table: "crm_call_logs",
  api: "crm/call-logs",
  path: "/crm/call-logs",
  command: "crm.call-logs",
  branchScoped: true,
  labelField: "phone",
  dateField: "bat_dau",
  defaultSort: { key: "bat_dau", type: "desc" },
  fields: [
    {
      name: "bat_dau",
      kind: "datetime",
      label: { vi: "Thời gian gọi", en: "Called at" },
      required: true,
      sortable: true,
    },
    partnerReference("ma_kh", "ten_kh"),
    { ...copiedName("ten_kh", "Khách hàng", "Customer"), searchable: true },
    { name: "phone", kind: "phone", label: { vi: "Số điện thoại", en: "Phone" }, required: true, searchable: true },
    {
      name: "huong",
      kind: "enum",
      label: { vi: "Chiều gọi", en: "Direction" },
      options: CALL_DIRECTIONS,
      required: true,
      default: CALL_DIRECTION.out,
      filterable: true,
    },
    {
      name: "trang_thai",
      kind: "text",
      label: { vi: "Trạng thái", en: "Status" },
      required: true,
      filterable: true,
      sortable: true,
      maxLength: 100,
    },
    {
      name: "thoi_luong",
      kind: "number",
      numericType: "int4",
      label: { vi: "Thời lượng (giây)", en: "Duration (s)" },
      min: 0,
      sortable: true,
    },
    { ...employeeReference("ma_nv", "ten_nv", "Nhân viên", "Employee"), required: true },
    copiedName("ten_nv", "Nhân viên", "Employee"),
    {
      name: "noi_dung",
      kind: "text",
      label: { vi: "Nội dung", en: "Notes" },
      multiline: true,
      maxLength: 2000,
      searchable: true,
      inList: false,
    },
    {
      name: "nguon",
      kind: "enum",
      label: { vi: "Nguồn", en: "Source" },
      options: CALL_SOURCES,
      required: true,
      default: CALL_SOURCE.manual,
      filterable: true,
      readOnly: true,
    },
    {
      name: "call_id",
      kind: "text",
      label: { vi: "Mã cuộc gọi tổng đài", en: "Call id" },
      readOnly: true,
      inList: false,
    },
    { name: "ghi_am", kind: "url", label: { vi: "Ghi âm", en: "Recording" }, readOnly: true, inList: false },
    {
      name: "task_id",
      kind: "text",
      label: { vi: "Lịch hẹn tiếp theo", en: "Follow-up" },
      readOnly: true,
      inList: false,
    },
  ],
});
