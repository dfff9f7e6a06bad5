import { defineEntity } from "../../entity/entity.js";
import { copiedName, employeeReference, partnerReference } from "./references.js";

export const COMPLAINT_STATUSES = [
  { value: "new", label: { vi: "Mới tiếp nhận", en: "New" } },
  { value: "processing", label: { vi: "Đang xử lý", en: "Processing" } },
  { value: "resolved", label: { vi: "Đã giải quyết", en: "Resolved" } },
  { value: "closed", label: { vi: "Đã đóng", en: "Closed" } },
] as const;

export const complaintEntity = defineEntity({
  name: "complaint",
  label: { vi: "Khiếu nại", en: "Complaint" },
  table: "crm_complains",
  api: "crm/complains",
  path: "/crm/complains",
  command: "crm.complains",
  branchScoped: true,
  labelField: "tieu_de",
  dateField: "ngay",
  defaultSort: { key: "ngay", type: "desc" },
  fields: [
    // Received now unless told when (the server fills it).
    { name: "ngay", kind: "datetime", label: { vi: "Ngày tiếp nhận", en: "Received" }, sortable: true },
    {
      name: "tieu_de",
      kind: "text",
      label: { vi: "Tiêu đề", en: "Subject" },
      required: true,
      searchable: true,
      sortable: true,
    },
    partnerReference("ma_kh", "ten_kh"),
    { ...copiedName("ten_kh", "Khách hàng", "Customer"), searchable: true },
    {
      name: "ma_loai",
      kind: "reference",
      label: { vi: "Loại khiếu nại", en: "Complaint type" },
      entity: "complain-type",
      valueField: "ma_loai",
      labelField: "ten_loai",
      filterable: true,
    },
    {
      name: "noi_dung",
      kind: "text",
      label: { vi: "Nội dung", en: "Details" },
      required: true,
      multiline: true,
      maxLength: 2000,
      searchable: true,
      inList: false,
    },
    employeeReference("ma_nv", "ten_nv", "Người xử lý", "Handled by"),
    copiedName("ten_nv", "Người xử lý", "Handled by"),
    {
      name: "trang_thai",
      kind: "enum",
      label: { vi: "Trạng thái", en: "Status" },
      options: COMPLAINT_STATUSES,
      required: true,
      default: "new",
      filterable: true,
      sortable: true,
    },
    {
      name: "ket_qua",
      kind: "text",
      label: { vi: "Kết quả xử lý", en: "Resolution" },
      multiline: true,
      maxLength: 2000,
      inList: false,
    },
  ],
});
