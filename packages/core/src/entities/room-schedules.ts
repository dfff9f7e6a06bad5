import { defineEntity } from "../entity/entity.js";
import { noteField } from "./common.js";
import { employeeReference } from "./crm/references.js";
import { ROOM_SCREENS } from "./rooms.js";

/**
 * A room employee's schedule (lịch làm việc nhân viên phòng): employee `ma_nv` works shift `ma_ca` on day `ngay` in
 * branch `ma_dvcs`, in room `ma_phong` if one is named. An employee with schedules on a day is booked only inside
 * their shifts that day; one with none that day is booked at any time (a shop that schedules nobody is not held back).
 */
export const roomEmployeeScheduleEntity = defineEntity({
  name: "room-employee-schedule",
  label: { vi: "Lịch làm việc nhân viên phòng", en: "Room employee schedule" },
  table: "room_employee_schedules",
  api: "sales/room-employee-schedules",
  path: "/sales/room-employee-schedules",
  command: "sales.room-employee-schedules",
  rights: { lookup: { pickedBy: ROOM_SCREENS } },
  branchScoped: true,
  labelField: "ma_nv",
  dateField: "ngay",
  defaultSort: { key: "ngay", type: "desc" },
  fields: [
    { ...employeeReference("ma_nv", "ten_nv", "Nhân viên", "Employee"), required: true, inList: true },
    { name: "ten_nv", kind: "text", label: { vi: "Tên nhân viên", en: "Employee name" }, readOnly: true },
    { name: "ngay", kind: "date", label: { vi: "Ngày", en: "Day" }, required: true, sortable: true },
    {
      name: "ma_ca",
      kind: "reference",
      label: { vi: "Ca làm việc", en: "Shift" },
      entity: "shift",
      valueField: "ma_ca",
      labelField: "ten_ca",
      required: true,
      filterable: true,
    },
    {
      name: "ma_phong",
      kind: "reference",
      label: { vi: "Phòng (trống: mọi phòng)", en: "Room (empty: any room)" },
      entity: "room",
      valueField: "ma_phong",
      labelField: "ten_phong",
      filterable: true,
    },
    noteField,
  ],
});
