import { defineEntity } from "../entity/entity.js";
import type { Bilingual } from "../text.js";

/**
 * The audit log as the system/logs screen shows it: read only (nobody may change it), newest
 * first, filtered by day in Vietnam's time, by entity, action, user and record. The server
 * serves it with its own routes; this definition gives the list query and the columns.
 */
export const auditLogEntity = defineEntity({
  name: "audit_log",
  label: { vi: "Nhật ký hệ thống", en: "System log" },
  table: "audit_logs",
  api: "system/logs",
  path: "/system/logs",
  command: "system.logs",
  dateField: "at",
  defaultSort: { key: "at", type: "desc" },
  fields: [
    { name: "at", kind: "datetime", label: { vi: "Thời gian", en: "Time" }, sortable: true, readOnly: true },
    {
      name: "user_name",
      kind: "text",
      label: { vi: "Người dùng", en: "User" },
      searchable: true,
      filterable: true,
      readOnly: true,
    },
    {
      name: "action",
      kind: "enum",
      label: { vi: "Thao tác", en: "Action" },
      filterable: true,
      readOnly: true,
      options: [
        { value: "create", label: { vi: "Thêm mới", en: "Create" } },
        { value: "update", label: { vi: "Sửa", en: "Update" } },
        { value: "delete", label: { vi: "Xóa", en: "Delete" } },
        { value: "login", label: { vi: "Đăng nhập", en: "Sign-in" } },
        { value: "logout", label: { vi: "Đăng xuất", en: "Sign-out" } },
        { value: "force_logout", label: { vi: "Buộc đăng xuất", en: "Forced sign-out" } },
        { value: "revoke", label: { vi: "Thu hồi phiên", en: "Session revoked" } },
        { value: "password_reset", label: { vi: "Đặt lại mật khẩu", en: "Password reset" } },
        { value: "password_change", label: { vi: "Đổi mật khẩu", en: "Password change" } },
      ],
    },
    {
      name: "entity",
      kind: "text",
      label: { vi: "Đối tượng", en: "Entity" },
      searchable: true,
      filterable: true,
      readOnly: true,
    },
    {
      name: "record_id",
      kind: "text",
      label: { vi: "Mã bản ghi", en: "Record" },
      searchable: true,
      filterable: true,
      readOnly: true,
    },
    { name: "ip", kind: "text", label: { vi: "Địa chỉ IP", en: "IP address" }, readOnly: true },
    { name: "user_agent", kind: "text", label: { vi: "Trình duyệt", en: "User agent" }, inList: false, readOnly: true },
  ],
});

/** What the platform audits with routes of its own, by the name the log keeps (the others are entities). */
export const AUDITED_PLATFORM_RECORDS: Readonly<Record<string, Bilingual>> = {
  user: { vi: "Người dùng", en: "User" },
  user_rights: { vi: "Phân quyền", en: "User rights" },
  session: { vi: "Phiên đăng nhập", en: "Session" },
  config: { vi: "Tham số hệ thống", en: "System parameter" },
};
