import { DOCUMENT_STATUS, SERVING_STATE } from "@sen/core";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import { prepared } from "../../../platform/db/statements.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { vietnamToday } from "../../../platform/db/vietnam-days.js";
import { documentId } from "../../../platform/documents/document.schemas.js";
import { documents } from "../../../platform/documents/document.service.js";
import { AppError, invalidInput } from "../../../platform/errors.js";
import { configValues } from "../../system/config.service.js";
import { servingKind } from "../services/serving-kind.js";
import { showBillNumbers } from "./serving-bill.js";
import { bookRoom } from "./serving-room.js";

/*
 * The service process (/sales/service-process): a serving opened as a draft waits; 'Bắt đầu' puts the customer in
 * service (its start time, its room booked), 'Hoàn thành' ends it (its end time) and posts it, using the sessions,
 * in the same transaction. The board lists a branch's servings of a day by where they are.
 */

const tags = ["sales"];

/** Who runs the process: the board's users (technicians) and the servings' (receptionists). */
const runners = (right: "read" | "edit") =>
  ({
    access: {
      anyOf: [
        { command: "sales.service-process", right },
        { command: "sales.servings", right },
      ],
    },
  }) as const;

const boardQuery = z.object({
  ngay: z.iso.date(bilingual("Ngày không hợp lệ", "Not a date")).optional(),
  ma_dvcs: z.string().trim().min(1).max(50).optional(),
});

const LIVE = [DOCUMENT_STATUS.draft, DOCUMENT_STATUS.awaiting, DOCUMENT_STATUS.posted];

/** A branch's servings of a day, not cancelled, with customer, room, services and technicians, oldest first. */
async function processBoard(db: TenantDb, day: string, branches: readonly string[]) {
  const { rows } = await db.$client.query(
    prepared(
      `SELECT s.stt_rec, s.so_ct, s.ngay_ct::text, s.ma_dvcs, s.status, s.trang_thai, s.bat_dau, s.ket_thuc, s.ma_kh,
              k.ten_kh, k.phone, s.ma_phong, r.ten_phong, s.tong_tien::float8 AS tong_tien,
              coalesce((SELECT json_agg(json_build_object('ma_vt', d.ma_vt, 'ten_vt', v.ten_vt, 'so_luong', d.so_luong,
                        'ma_nv', d.ma_nv, 'ten_nv', e.ten_nv) ORDER BY d.line)
                 FROM serving_details d LEFT JOIN products v ON v.ma_vt = d.ma_vt
                 LEFT JOIN employees e ON e.ma_nv = d.ma_nv WHERE d.stt_rec = s.stt_rec), '[]') AS details
       FROM servings s LEFT JOIN partners k ON k.ma_kh = s.ma_kh LEFT JOIN rooms r ON r.ma_phong = s.ma_phong
       WHERE s.ngay_ct = $1::date AND s.ma_dvcs = ANY($2) AND s.status = ANY($3)
       ORDER BY coalesce(s.bat_dau, s.created_at), s.so_ct
       LIMIT 500`,
      [day, branches, LIVE],
    ),
  );
  return { items: rows };
}

/** The rooms in use of the branches where services are performed: of the type `sale_service_room_type` names. */
async function serviceRooms(db: TenantDb, branches: readonly string[]) {
  const { sale_service_room_type: type } = await configValues(db, ["sale_service_room_type"]);
  const { rows } = await db.$client.query(
    prepared(
      `SELECT ma_phong, ten_phong, ma_dvcs FROM rooms
       WHERE status AND ma_dvcs = ANY($1) AND ($2::text IS NULL OR $2 = '' OR loai_phong = $2)
       ORDER BY ma_dvcs, ma_phong LIMIT 500`,
      [branches, type ?? null],
    ),
  );
  return { items: rows };
}

/** The serving locked, in a branch of the request; 404 when not. */
async function lockedServing(db: TenantDb, id: string, request: FastifyRequest) {
  const { rows } = await db.$client.query<{ status: string; trang_thai: string; ma_dvcs: string; so_ct: string }>(
    prepared("SELECT status, trang_thai, ma_dvcs, so_ct FROM servings WHERE stt_rec = $1 FOR UPDATE", [id]),
  );
  const serving = rows[0];
  if (!serving || !request.branches.includes(serving.ma_dvcs)) throw new AppError(404, "record_not_found");
  return serving;
}

const notWaiting = (so_ct: string) =>
  invalidInput({
    trang_thai: bilingual(`Phiếu phục vụ ${so_ct} không còn chờ phục vụ`, `Serving ${so_ct} is no longer waiting`),
  });

/** 'Bắt đầu': a waiting draft goes into service now, its room booked for its services' length. */
async function start(db: TenantDb, id: string, request: FastifyRequest) {
  const serving = await lockedServing(db, id, request);
  if (serving.status !== DOCUMENT_STATUS.draft || serving.trang_thai !== SERVING_STATE.waiting) {
    throw notWaiting(serving.so_ct);
  }
  const { details, ...header } = await documents.get(db, servingKind, id, request);
  const user = request.auth?.user.user_name ?? null;
  const roomOrder = await bookRoom(db, { header, details }, user);
  await db.$client.query(
    prepared(
      `UPDATE servings SET trang_thai = $2, bat_dau = now(), room_order_id = $3, updated_at = now(), updated_by = $4
       WHERE stt_rec = $1`,
      [id, SERVING_STATE.serving, roomOrder, user],
    ),
  );
  return documents.get(db, servingKind, id, request);
}

/** 'Hoàn thành': a serving in service (or still waiting) ends now and is posted in the same transaction. */
async function finish(db: TenantDb, id: string, request: FastifyRequest) {
  const serving = await lockedServing(db, id, request);
  if (serving.status !== DOCUMENT_STATUS.draft || serving.trang_thai === SERVING_STATE.done) {
    throw invalidInput({
      trang_thai: bilingual(`Phiếu phục vụ ${serving.so_ct} đã xong`, `Serving ${serving.so_ct} is already done`),
    });
  }
  await db.$client.query(
    prepared("UPDATE servings SET bat_dau = coalesce(bat_dau, now()), ket_thuc = now() WHERE stt_rec = $1", [id]),
  );
  return documents.changeStatus(db, servingKind, id, DOCUMENT_STATUS.posted, request);
}

/** The service process: the day's board of a branch, and a serving's start and end. */
export async function servingProcessRoutes(app: FastifyInstance) {
  showBillNumbers(app);
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/sales/service-process",
    {
      config: runners("read"),
      schema: {
        tags,
        summary: "The servings of a day (today by default) in the user's branches (or one), by process state",
        querystring: boardQuery,
      },
    },
    (req) => {
      const branches = req.query.ma_dvcs ? [req.query.ma_dvcs] : req.branches;
      if (!branches.every((b) => req.branches.includes(b))) {
        throw new AppError(403, "branch_forbidden", { branches: branches.join(", ") });
      }
      return req.tx((db) => processBoard(db, req.query.ngay ?? vietnamToday(), branches));
    },
  );
  r.get(
    "/sales/service-process/rooms",
    {
      config: runners("read"),
      schema: {
        tags,
        summary: "The rooms a serving may take: in use, of the service room type, in the user's branches",
      },
    },
    (req) => req.tx((db) => serviceRooms(db, req.branches)),
  );
  r.post(
    "/sales/servings/:id/start",
    {
      config: { ...runners("edit"), answers: [404, 409, 422] },
      schema: {
        tags,
        summary: "'Bắt đầu': a waiting serving goes into service now, its room booked",
        params: documentId,
      },
    },
    (req) => req.tx((db) => start(db, req.params.id, req)),
  );
  r.post(
    "/sales/servings/:id/finish",
    {
      config: { ...runners("edit"), answers: [404, 409, 422] },
      schema: {
        tags,
        summary: "'Hoàn thành': the serving ends now and is posted (its sessions used)",
        params: documentId,
      },
    },
    (req) => req.tx((db) => finish(db, req.params.id, req)),
  );
}
