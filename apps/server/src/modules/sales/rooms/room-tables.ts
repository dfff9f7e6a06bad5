import {
  roomEmployeeEntity,
  roomEmployeeScheduleEntity,
  roomEntity,
  roomGroupEntity,
  roomOrderEntity,
} from "@sen/core";
import { index } from "drizzle-orm/pg-core";
import { entityTable } from "../../../platform/crud/table.js";

export const roomGroups = entityTable(roomGroupEntity);
export const rooms = entityTable(roomEntity);
/** Who works in which room: a pair once. */
export const roomEmployees = entityTable(roomEmployeeEntity, { uniqueTogether: [["ma_phong", "ma_nv"]] });
/**
 * Room orders. The migration adds what Drizzle cannot say: `ket_thuc > bat_dau`, and two exclusion constraints
 * (btree_gist) so that no two live (not cancelled) orders of one room, nor of one employee, overlap. Their gist
 * indexes also serve the board (a room's orders of a day).
 */
export const roomOrders = entityTable(roomOrderEntity, {
  indexes: (c) => [index("room_orders_branch_time").on(c("ma_dvcs"), c("bat_dau"))],
});
/** Who works which shift on which day: an employee's shift of a day once; the booking check reads by employee and day. */
export const roomEmployeeSchedules = entityTable(roomEmployeeScheduleEntity, {
  uniqueTogether: [["ma_nv", "ngay", "ma_ca"]],
});
