import { defineEntity } from "../entity/entity.js";
import type { DateField, ReferenceField } from "../entity/field.js";
import { statesOf } from "../entity/states.js";
import { codeField, nameField, noteField, statusField } from "./common.js";
import { employeeReference } from "./crm/references.js";

/*
 * Rooms (phòng) and their bookings: rooms and beds in groups, each of a branch; the employees who work in each room;
 * and room orders (đơn phòng), each booking a room, and the employee serving, for a time slot. Two live orders of one
 * room or of one employee never overlap: the database refuses it (exclusion constraints), not only the board.
 */

/** The screens that book rooms, and so pick rooms, employees and customers. */
export const ROOM_SCREENS = ["sales.room-orders", "sales.room-orders.cashier"] as const;

export const roomGroupEntity = defineEntity({
  name: "room-group",
  label: { vi: "Nhóm phòng", en: "Room group" },
  table: "room_groups",
  api: "sales/room-groups",
  path: "/sales/room-groups",
  command: "sales.room-groups",
  labelField: "ten_nhom",
  defaultSort: { key: "ma_nhom", type: "asc" },
  fields: [
    codeField("ma_nhom", "Mã nhóm phòng", "Room group code"),
    nameField("ten_nhom", "Tên nhóm phòng", "Room group name"),
    noteField,
    statusField,
  ],
});

const roomReference = {
  name: "ma_phong",
  kind: "reference",
  label: { vi: "Phòng", en: "Room" },
  entity: "room",
  valueField: "ma_phong",
  labelField: "ten_phong",
  required: true,
  filterable: true,
  sortable: true,
} as const satisfies ReferenceField;

/**
 * A service room of a branch, in a group, with its beds and its type (`loai_phong`): a service is performed in the
 * rooms of the type `sale_service_room_type` names ('main' unless set), so the other rooms (a waiting room, a
 * storeroom) are never picked for a booking made without a room.
 */
export const roomEntity = defineEntity({
  name: "room",
  label: { vi: "Phòng", en: "Room" },
  table: "rooms",
  api: "sales/rooms",
  path: "/sales/rooms",
  command: "sales.rooms",
  rights: { lookup: { pickedBy: [...ROOM_SCREENS, "sales.room-employees"] } },
  branchScoped: true,
  labelField: "ten_phong",
  pickerFields: ["ma_nhom", "so_giuong"],
  defaultSort: { key: "ma_phong", type: "asc" },
  fields: [
    codeField("ma_phong", "Mã phòng", "Room code"),
    nameField("ten_phong", "Tên phòng", "Room name"),
    {
      name: "ma_nhom",
      kind: "reference",
      label: { vi: "Nhóm phòng", en: "Room group" },
      entity: "room-group",
      valueField: "ma_nhom",
      labelField: "ten_nhom",
      filterable: true,
    },
    {
      name: "so_giuong",
      kind: "number",
      numericType: "int4",
      label: { vi: "Số giường", en: "Beds" },
      required: true,
      default: 1,
      min: 1,
      max: 100,
      sortable: true,
    },
    {
      name: "loai_phong",
      kind: "text",
      label: { vi: "Loại phòng", en: "Room type" },
      required: true,
      default: "main",
      maxLength: 20,
      filterable: true,
    },
    noteField,
    statusField,
  ],
});

/** An employee who works in a room; a pair is kept once. */
export const roomEmployeeEntity = defineEntity({
  name: "room-employee",
  label: { vi: "Nhân viên phòng", en: "Room employee" },
  table: "room_employees",
  api: "sales/room-employees",
  path: "/sales/room-employees",
  command: "sales.room-employees",
  rights: { lookup: { pickedBy: ROOM_SCREENS } },
  labelField: "ten_nv",
  defaultSort: { key: "ma_phong", type: "asc" },
  fields: [
    roomReference,
    { ...employeeReference("ma_nv", "ten_nv", "Nhân viên", "Employee"), required: true, inList: true },
    { name: "ten_nv", kind: "text", label: { vi: "Tên nhân viên", en: "Employee name" }, readOnly: true },
    noteField,
    statusField,
  ],
});

/** A room order's state: booked, the customer in service, done, or cancelled (which frees the slot). */
export const ROOM_ORDER_STATE_OPTIONS = [
  { value: "booked", label: { vi: "Đã đặt", en: "Booked" } },
  { value: "arrived", label: { vi: "Đang phục vụ", en: "In service" } },
  { value: "done", label: { vi: "Hoàn thành", en: "Done" } },
  { value: "cancelled", label: { vi: "Đã hủy", en: "Cancelled" } },
] as const;
export const ROOM_ORDER_STATE = statesOf(ROOM_ORDER_STATE_OPTIONS);
export type RoomOrderState = (typeof ROOM_ORDER_STATE_OPTIONS)[number]["value"];

const moment = <const N extends string>(name: N, vi: string, en: string) =>
  ({ name, kind: "datetime", label: { vi, en }, required: true, sortable: true }) as const satisfies DateField;

/**
 * A room order (đơn phòng): room `ma_phong` booked from `bat_dau` to `ket_thuc` for customer `ma_kh` (empty: a
 * walk-in or an online booking not yet matched to a partner) and employee `ma_nv` (empty: anyone). Its branch is
 * the room's, set by the server.
 */
export const roomOrderEntity = defineEntity({
  name: "room-order",
  label: { vi: "Đơn phòng", en: "Room order" },
  table: "room_orders",
  api: "sales/room-orders",
  path: "/sales/room-orders",
  command: "sales.room-orders",
  labelField: "ma_phong",
  dateField: "bat_dau",
  defaultSort: { key: "bat_dau", type: "desc" },
  fields: [
    roomReference,
    {
      name: "ma_kh",
      kind: "reference",
      label: { vi: "Khách hàng", en: "Customer" },
      entity: "partner",
      valueField: "ma_kh",
      labelField: "ten_kh",
      copyLabelTo: "ten_kh",
      filterable: true,
    },
    { name: "ten_kh", kind: "text", label: { vi: "Tên khách hàng", en: "Customer name" }, readOnly: true },
    { ...employeeReference("ma_nv", "ten_nv", "Nhân viên phục vụ", "Serving employee"), inList: true },
    { name: "ten_nv", kind: "text", label: { vi: "Tên nhân viên", en: "Employee name" }, readOnly: true },
    {
      name: "ma_vt",
      kind: "reference",
      label: { vi: "Dịch vụ", en: "Service" },
      entity: "service",
      valueField: "ma_vt",
      labelField: "ten_vt",
      inList: false,
    },
    moment("bat_dau", "Bắt đầu", "Starts"),
    moment("ket_thuc", "Kết thúc", "Ends"),
    {
      name: "trang_thai",
      kind: "enum",
      label: { vi: "Trạng thái", en: "State" },
      options: ROOM_ORDER_STATE_OPTIONS,
      required: true,
      default: "booked",
      filterable: true,
      sortable: true,
    },
    {
      name: "ma_dvcs",
      kind: "reference",
      label: { vi: "Chi nhánh", en: "Branch" },
      entity: "branch",
      valueField: "ma_dvcs",
      labelField: "ten_dvcs",
      readOnly: true,
      filterable: true,
    },
    noteField,
  ],
});
