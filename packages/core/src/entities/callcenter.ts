import { defineEntity } from "../entity/entity.js";
import type { ReferenceField, TextField } from "../entity/field.js";
import { codeField, nameField, noteField, statusField } from "./common.js";

/** Script addresses a browser loads, one a line. */
const scriptList = <const N extends string>(name: N, vi: string, en: string) =>
  ({
    name,
    kind: "url",
    label: { vi, en },
    multiline: true,
    maxLength: 4000,
    inList: false,
  }) as const satisfies TextField;

/** A call-center service the browser softphone connects to over SIP on WebSocket. */
export const callCenterProviderEntity = defineEntity({
  name: "call-center-provider",
  label: { vi: "Nhà cung cấp tổng đài", en: "Call-center provider" },
  table: "call_center_providers",
  api: "crm/call-center",
  path: "/system/call-center/providers",
  command: "system.call-center.providers",
  labelField: "name",
  defaultSort: { key: "code", type: "asc" },
  fields: [
    codeField("code", "Mã nhà cung cấp", "Provider code"),
    nameField("name", "Tên nhà cung cấp", "Provider name"),
    {
      name: "wss",
      kind: "url",
      label: { vi: "Địa chỉ WebSocket (wss)", en: "WebSocket address (wss)" },
      maxLength: 1000,
    },
    { name: "domain", kind: "text", label: { vi: "Tên miền SIP", en: "SIP domain" }, maxLength: 255 },
    scriptList("libs", "Thư viện (mỗi dòng một địa chỉ)", "Libraries (one address a line)"),
    { name: "widget", kind: "boolean", label: { vi: "Hiển thị widget nghe gọi", en: "Show the calling widget" } },
    scriptList("widget_libs", "Thư viện widget (mỗi dòng một địa chỉ)", "Widget libraries (one address a line)"),
    {
      name: "enable",
      kind: "boolean",
      label: { vi: "Đang sử dụng", en: "Enabled" },
      filterable: true,
      sortable: true,
    },
  ],
});

const providerRef = {
  name: "provider_code",
  kind: "reference",
  label: { vi: "Nhà cung cấp", en: "Provider" },
  entity: "call-center-provider",
  valueField: "code",
  labelField: "name",
  filterable: true,
} as const satisfies ReferenceField;

/** A phone number of the call center (a hotline), optionally answered by one branch. */
export const callCenterPhoneNumberEntity = defineEntity({
  name: "call-center-phone-number",
  label: { vi: "Số điện thoại tổng đài", en: "Call-center phone number" },
  table: "call_center_phone_numbers",
  api: "system/call-center/phone-numbers",
  path: "/system/call-center/phone-numbers",
  command: "system.call-center.phone-numbers",
  labelField: "ten",
  defaultSort: { key: "so_dien_thoai", type: "asc" },
  fields: [
    {
      name: "so_dien_thoai",
      kind: "phone",
      label: { vi: "Số điện thoại", en: "Phone number" },
      required: true,
      unique: true,
      searchable: true,
      sortable: true,
      maxLength: 20,
    },
    nameField("ten", "Tên hiển thị", "Display name"),
    providerRef,
    {
      name: "ma_dvcs",
      kind: "reference",
      label: { vi: "Chi nhánh nhận cuộc gọi", en: "Answering branch" },
      entity: "branch",
      valueField: "ma_dvcs",
      labelField: "ten_dvcs",
      filterable: true,
    },
    {
      name: "huong_goi",
      kind: "enum",
      label: { vi: "Chiều gọi", en: "Direction" },
      required: true,
      default: "both",
      filterable: true,
      options: [
        { value: "both", label: { vi: "Gọi vào và gọi ra", en: "Inbound and outbound" } },
        { value: "inbound", label: { vi: "Chỉ gọi vào", en: "Inbound only" } },
        { value: "outbound", label: { vi: "Chỉ gọi ra", en: "Outbound only" } },
      ],
    },
    noteField,
    statusField,
  ],
});

/** An extension of a branch: the agent who answers on it, through which provider and number. */
export const callCenterExtensionEntity = defineEntity({
  name: "call-center-extension",
  label: { vi: "Máy nhánh", en: "Extension" },
  table: "call_center_extensions",
  api: "system/call-center/extensions",
  path: "/system/call-center/extensions",
  command: "system.call-center.extensions",
  branchScoped: true,
  labelField: "ten",
  defaultSort: { key: "extension", type: "asc" },
  fields: [
    { ...codeField("extension", "Số máy nhánh", "Extension number"), maxLength: 20 },
    nameField("ten", "Tên máy nhánh", "Extension name"),
    {
      name: "user_name",
      kind: "reference",
      label: { vi: "Nhân viên trực", en: "Agent" },
      entity: "user",
      valueField: "user_name",
      labelField: "full_name",
      searchable: true,
      filterable: true,
    },
    providerRef,
    {
      name: "phone_number",
      kind: "reference",
      label: { vi: "Số gọi ra", en: "Outbound number" },
      entity: "call-center-phone-number",
      valueField: "so_dien_thoai",
      labelField: "ten",
    },
    noteField,
    statusField,
  ],
});
