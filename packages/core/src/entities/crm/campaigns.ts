import { defineEntity } from "../../entity/entity.js";
import type { NumberField } from "../../entity/field.js";
import { statesOf } from "../../entity/states.js";
import { codeField, nameField, noteField } from "../common.js";
import { copiedName, employeeReference, partnerReference } from "./references.js";

export const CAMPAIGN_KINDS = [
  { value: "call", label: { vi: "Gọi điện", en: "Calls" } },
  { value: "sms", label: { vi: "Tin nhắn SMS", en: "SMS" } },
  { value: "zalo", label: { vi: "Zalo", en: "Zalo" } },
  { value: "email", label: { vi: "Email", en: "Email" } },
  { value: "event", label: { vi: "Sự kiện", en: "Event" } },
  { value: "ads", label: { vi: "Quảng cáo", en: "Advertising" } },
] as const;

export const CAMPAIGN_STATUSES = [
  { value: "draft", label: { vi: "Nháp", en: "Draft" } },
  { value: "running", label: { vi: "Đang chạy", en: "Running" } },
  { value: "finished", label: { vi: "Đã kết thúc", en: "Finished" } },
] as const;

/** What came of contacting a campaign's partner. */
export const CAMPAIGN_RESULTS = [
  { value: "pending", label: { vi: "Chưa liên hệ", en: "Not contacted" } },
  { value: "contacted", label: { vi: "Đã liên hệ", en: "Contacted" } },
  { value: "interested", label: { vi: "Quan tâm", en: "Interested" } },
  { value: "converted", label: { vi: "Đã mua", en: "Converted" } },
  { value: "refused", label: { vi: "Từ chối", en: "Refused" } },
] as const;

export const CAMPAIGN_RESULT = statesOf(CAMPAIGN_RESULTS);

export const campaignEntity = defineEntity({
  name: "campaign",
  label: { vi: "Chiến dịch", en: "Campaign" },
  table: "crm_campaigns",
  api: "crm/campaigns",
  path: "/crm/campaigns",
  command: "crm.campaigns",
  branchScoped: true,
  labelField: "ten_chien_dich",
  dateField: "tu_ngay",
  defaultSort: { key: "tu_ngay", type: "desc" },
  fields: [
    codeField("ma_chien_dich", "Mã chiến dịch", "Campaign code"),
    nameField("ten_chien_dich", "Tên chiến dịch", "Campaign name"),
    {
      name: "loai",
      kind: "enum",
      label: { vi: "Hình thức", en: "Kind" },
      options: CAMPAIGN_KINDS,
      required: true,
      default: "call",
      filterable: true,
    },
    { name: "tu_ngay", kind: "date", label: { vi: "Từ ngày", en: "From" }, required: true, sortable: true },
    { name: "den_ngay", kind: "date", label: { vi: "Đến ngày", en: "To" }, sortable: true },
    { name: "ngan_sach", kind: "money", label: { vi: "Ngân sách", en: "Budget" }, min: 0 },
    {
      name: "ma_nguon",
      kind: "reference",
      label: { vi: "Nguồn khách hàng", en: "Customer source" },
      entity: "source-type",
      valueField: "ma_nguon",
      labelField: "ten_nguon",
      filterable: true,
    },
    {
      name: "trang_thai",
      kind: "enum",
      label: { vi: "Trạng thái", en: "Status" },
      options: CAMPAIGN_STATUSES,
      required: true,
      default: "draft",
      filterable: true,
      sortable: true,
    },
    noteField,
  ],
});

/** A partner taken into a campaign, and what came of it. */
export const campaignPartnerEntity = defineEntity({
  name: "campaign-partner",
  label: { vi: "Khách hàng của chiến dịch", en: "Campaign customer" },
  table: "crm_campaign_partners",
  api: "crm/campaign-partners",
  path: "/crm/campaign-partners",
  command: "crm.campaigns",
  labelField: "ten_kh",
  defaultSort: { key: "ten_kh", type: "asc" },
  fields: [
    {
      name: "ma_chien_dich",
      kind: "reference",
      label: { vi: "Chiến dịch", en: "Campaign" },
      entity: "campaign",
      valueField: "ma_chien_dich",
      labelField: "ten_chien_dich",
      required: true,
      filterable: true,
    },
    { ...partnerReference("ma_kh", "ten_kh"), inList: true },
    { ...copiedName("ten_kh", "Tên khách hàng", "Customer name"), sortable: true, searchable: true },
    {
      name: "ket_qua",
      kind: "enum",
      label: { vi: "Kết quả", en: "Result" },
      options: CAMPAIGN_RESULTS,
      required: true,
      default: CAMPAIGN_RESULT.pending,
      filterable: true,
      sortable: true,
    },
    noteField,
  ],
});

const goal = <const N extends string>(name: N, vi: string, en: string) =>
  ({ name, kind: "number", numericType: "int4", label: { vi, en }, min: 0, default: 0 }) as const satisfies NumberField;

/** What a salesperson is to reach in a period; the actuals are counted from the data (report "target"). */
export const targetEntity = defineEntity({
  name: "target",
  label: { vi: "Mục tiêu", en: "Target" },
  table: "crm_targets",
  api: "crm/targets",
  path: "/crm/targets",
  command: "crm.targets",
  labelField: "ten_nv",
  dateField: "tu_ngay",
  defaultSort: { key: "tu_ngay", type: "desc" },
  fields: [
    { ...employeeReference("ma_nv", "ten_nv", "Nhân viên", "Employee"), required: true, inList: true },
    copiedName("ten_nv", "Tên nhân viên", "Employee name"),
    { name: "tu_ngay", kind: "date", label: { vi: "Từ ngày", en: "From" }, required: true, sortable: true },
    { name: "den_ngay", kind: "date", label: { vi: "Đến ngày", en: "To" }, required: true, sortable: true },
    { name: "doanh_thu", kind: "money", label: { vi: "Doanh thu", en: "Revenue" }, min: 0, default: 0 },
    goal("kh_moi", "Khách hàng mới", "New customers"),
    goal("cuoc_goi", "Cuộc gọi", "Calls"),
    goal("lich_hen", "Lịch hẹn hoàn thành", "Appointments done"),
    noteField,
  ],
});

export const BROADCAST_CHANNELS = [
  { value: "notification", label: { vi: "Thông báo ứng dụng", en: "In-app notification" } },
  { value: "sms", label: { vi: "SMS", en: "SMS" } },
  { value: "zalo", label: { vi: "Zalo", en: "Zalo" } },
  { value: "email", label: { vi: "Email", en: "Email" } },
] as const;

/** A message to a chosen set of partners, recorded with its recipients; sending comes with messaging. */
export const broadcastEntity = defineEntity({
  name: "broadcast",
  label: { vi: "Gửi thông báo hàng loạt", en: "Broadcast" },
  table: "crm_broadcasts",
  api: "crm/broadcasts",
  path: "/crm/broadcast",
  command: "crm.broadcast",
  labelField: "tieu_de",
  dateField: "created_at",
  defaultSort: { key: "created_at", type: "desc" },
  fields: [
    nameField("tieu_de", "Tiêu đề", "Subject"),
    {
      name: "noi_dung",
      kind: "text",
      label: { vi: "Nội dung", en: "Message" },
      required: true,
      multiline: true,
      maxLength: 2000,
      inList: false,
    },
    {
      name: "kenh",
      kind: "enum",
      label: { vi: "Kênh gửi", en: "Channel" },
      options: BROADCAST_CHANNELS,
      required: true,
      default: "notification",
      filterable: true,
    },
    {
      name: "so_nguoi_nhan",
      kind: "number",
      numericType: "int4",
      label: { vi: "Số người nhận", en: "Recipients" },
      readOnly: true,
      default: 0,
    },
    {
      name: "created_at",
      kind: "datetime",
      label: { vi: "Ngày tạo", en: "Created" },
      readOnly: true,
      sortable: true,
    },
  ],
});
