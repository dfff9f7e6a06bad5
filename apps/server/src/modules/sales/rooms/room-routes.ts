import {
  ROOM_ORDER_STATE,
  roomEmployeeEntity,
  roomEmployeeScheduleEntity,
  roomEntity,
  roomGroupEntity,
  roomOrderEntity,
} from "@sen/core";
import { inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bindEntity } from "../../../platform/crud/registry.js";
import { entityRoutes } from "../../../platform/crud/routes.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { dayEnd, dayStart } from "../../../platform/db/vietnam-days.js";
import { AppError } from "../../../platform/errors.js";
import { roomHooks, roomOrderHooks } from "./room-rules.js";
import { freeEmployees, scheduleHooks } from "./room-staff.js";
import { roomEmployeeSchedules, roomEmployees, roomGroups, roomOrders, rooms } from "./room-tables.js";

const bindings = [
  bindEntity(roomGroupEntity, roomGroups),
  bindEntity(roomEntity, rooms, { hooks: roomHooks }),
  bindEntity(roomEmployeeEntity, roomEmployees),
  bindEntity(roomEmployeeScheduleEntity, roomEmployeeSchedules, { hooks: scheduleHooks }),
  // An order's branch is its room's (set by the rules): the request sees the orders of its branches only.
  bindEntity(roomOrderEntity, roomOrders, {
    hooks: roomOrderHooks,
    scope: (request) => inArray(roomOrders.ma_dvcs, request.branches),
  }),
];

const boardQuery = z.object({
  ngay: z.iso.date({ error: "ngay: YYYY-MM-DD" }),
  ma_dvcs: z.string().trim().min(1).max(20).optional(),
});

const boardOrder = z.object({
  id: z.string(),
  ma_phong: z.string(),
  ma_kh: z.string().nullable(),
  ten_kh: z.string().nullable(),
  ma_nv: z.string().nullable(),
  ten_nv: z.string().nullable(),
  bat_dau: z.string(),
  ket_thuc: z.string(),
  trang_thai: z.string(),
  ghi_chu: z.string().nullable(),
});
const boardRoom = z.object({
  ma_phong: z.string(),
  ten_phong: z.string(),
  ma_nhom: z.string().nullable(),
  so_giuong: z.number(),
  orders: z.array(boardOrder),
});
export type BoardRoom = z.infer<typeof boardRoom>;

/** A branch's rooms in use, each with its live (not cancelled) orders touching the day, in one query. */
async function board(db: TenantDb, branch: string, day: string): Promise<BoardRoom[]> {
  const { rows } = await db.execute<BoardRoom>(sql`
    SELECT r.ma_phong, r.ten_phong, r.ma_nhom, r.so_giuong, coalesce(o.orders, '[]'::json) AS orders
    FROM ${rooms} r
    LEFT JOIN LATERAL (
      SELECT json_agg(json_build_object(
        'id', id, 'ma_phong', ma_phong, 'ma_kh', ma_kh, 'ten_kh', ten_kh, 'ma_nv', ma_nv, 'ten_nv', ten_nv,
        'bat_dau', to_char(bat_dau AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'ket_thuc', to_char(ket_thuc AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
        'trang_thai', trang_thai, 'ghi_chu', ghi_chu) ORDER BY bat_dau) AS orders
      FROM ${roomOrders}
      WHERE ma_phong = r.ma_phong AND trang_thai <> ${ROOM_ORDER_STATE.cancelled}
        AND tstzrange(bat_dau, ket_thuc) && tstzrange(${dayStart(day)}, ${dayEnd(day)})
    ) o ON true
    WHERE r.ma_dvcs = ${branch} AND r.status
    ORDER BY r.ma_phong`);
  return rows;
}

const BOOKERS = {
  access: {
    anyOf: [
      { command: "sales.room-orders", right: "read" },
      { command: "sales.room-orders.cashier", right: "read" },
    ],
  },
} as const;

const freeQuery = z
  .object({
    ma_phong: z.string().trim().min(1).max(20),
    bat_dau: z.iso.datetime({ offset: true, error: "bat_dau: ISO 8601" }).regex(/^2\d{3}-/, "bat_dau: 2000–2999"),
    ket_thuc: z.iso.datetime({ offset: true, error: "ket_thuc: ISO 8601" }).regex(/^2\d{3}-/, "ket_thuc: 2000–2999"),
    bo_qua: z.uuid().optional().describe("The order being moved, whose own employee stays free"),
  })
  .refine((q) => Date.parse(q.ket_thuc) > Date.parse(q.bat_dau), { error: "ket_thuc > bat_dau", path: ["ket_thuc"] });

/** Room groups, rooms, the employees of each room, room orders and the day's board of a branch. */
export async function roomRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/sales/room-orders/free-employees",
    {
      config: { ...BOOKERS, answers: [404] },
      schema: {
        tags: ["sales"],
        summary:
          "The employees who may serve a slot of a room: the room's own (if it lists any), on duty then (if anyone is scheduled that day), not booked elsewhere",
        querystring: freeQuery,
        response: { 200: z.object({ items: z.array(z.object({ ma_nv: z.string(), ten_nv: z.string() })) }) },
      },
    },
    (req) =>
      req.tx(async (db) => {
        const { rows } = await db.execute<{ ma_dvcs: string }>(
          sql`SELECT ma_dvcs FROM ${rooms} WHERE ma_phong = ${req.query.ma_phong}`,
        );
        const branch = rows[0]?.ma_dvcs;
        if (!branch || !req.branches.includes(branch)) throw new AppError(404, "record_not_found");
        const items = await freeEmployees(db, {
          branch,
          room: req.query.ma_phong,
          from: new Date(req.query.bat_dau),
          to: new Date(req.query.ket_thuc),
          except: req.query.bo_qua,
        });
        return { items };
      }),
  );
  r.get(
    "/sales/room-orders/board",
    {
      config: BOOKERS,
      schema: {
        tags: ["sales"],
        summary: "A branch's rooms, each with its orders of a day (ngay: YYYY-MM-DD; ma_dvcs: the branch in view)",
        querystring: boardQuery,
        response: { 200: z.object({ ngay: z.string(), ma_dvcs: z.string(), rooms: z.array(boardRoom) }) },
      },
    },
    (req) => {
      const branch = req.query.ma_dvcs ?? (req.branches.length === 1 ? req.branches[0] : undefined);
      if (!branch) throw new AppError(400, "invalid_query", { fields: "ma_dvcs" });
      if (!req.branches.includes(branch)) throw new AppError(403, "branch_forbidden", { branches: branch });
      return req.tx(async (db) => ({
        ngay: req.query.ngay,
        ma_dvcs: branch,
        rooms: await board(db, branch, req.query.ngay),
      }));
    },
  );
  for (const binding of bindings) await app.register(entityRoutes(binding));
}
