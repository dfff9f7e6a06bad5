import { defineEntity } from "../entity/entity.js";
import { statusField } from "./common.js";

/**
 * Users as the administration screens show them. The table itself is the platform's
 * (it holds password hashes), so the server serves it with its own routes: this definition
 * gives the list query (sortable keys, filters), the list columns and the form fields. The
 * password is asked for by the new-user form and the reset dialog only; is_admin and
 * employee_yn travel as 0/1 (the API's long-standing shape) and are shown as switches.
 */
export const userEntity = defineEntity({
  name: "user",
  label: { vi: "Người dùng", en: "User" },
  table: "users",
  api: "system/users",
  path: "/system/users",
  command: "system.users",
  labelField: "full_name",
  defaultSort: { key: "user_name", type: "asc" },
  fields: [
    {
      name: "user_name",
      kind: "text",
      label: { vi: "Tên đăng nhập", en: "User name" },
      required: true,
      unique: true,
      searchable: true,
      sortable: true,
      maxLength: 100,
    },
    {
      name: "full_name",
      kind: "text",
      label: { vi: "Họ và tên", en: "Full name" },
      required: true,
      searchable: true,
      sortable: true,
    },
    { name: "email", kind: "email", label: { vi: "Email", en: "Email" }, searchable: true },
    { name: "phone", kind: "phone", label: { vi: "Điện thoại", en: "Phone" }, searchable: true },
    { name: "is_admin", kind: "boolean", label: { vi: "Quản trị viên", en: "Administrator" }, filterable: true },
    { ...statusField, sortable: false },
    {
      name: "saler",
      kind: "code",
      label: { vi: "Mã nhân viên bán hàng", en: "Salesperson code" },
      maxLength: 32,
    },
    {
      name: "branchs",
      kind: "text",
      label: { vi: "Chi nhánh (mã, cách nhau dấu phẩy)", en: "Branches (codes, comma-separated)" },
      maxLength: 2000,
    },
    {
      name: "employee_yn",
      kind: "boolean",
      label: { vi: "Chỉ xem nhân viên được chọn", en: "Restricted to listed employees" },
      inList: false,
    },
    {
      name: "employees",
      kind: "text",
      label: { vi: "Nhân viên được xem (mã, cách nhau dấu phẩy)", en: "Employees seen (codes, comma-separated)" },
      maxLength: 2000,
      inList: false,
    },
    {
      name: "agent_id",
      kind: "text",
      label: { vi: "Mã tổng đài viên", en: "Call-center agent id" },
      maxLength: 100,
      inList: false,
    },
    {
      name: "agent_pass",
      kind: "text",
      label: { vi: "Mật khẩu tổng đài", en: "Call-center password" },
      maxLength: 200,
      inList: false,
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
