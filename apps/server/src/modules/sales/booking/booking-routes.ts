import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../../../config.js";
import type { Pool } from "../../../platform/db/pool.js";
import { AppError } from "../../../platform/errors.js";
import { freeEmployees } from "../rooms/room-staff.js";
import { REMINDER_EVERY_MS, sendBookingReminders } from "./booking-reminders.js";
import {
  bookingAnswer,
  bookingBody,
  bookingShown,
  servicesAnswer,
  servicesQuery,
  slotQuery,
  slotsAnswer,
  slotsQuery,
  techniciansAnswer,
  tokenParams,
} from "./booking-schemas.js";
import { bookableService, bookableServices, branchName, freeSlots } from "./booking-slots.js";
import { BookingThrottle } from "./booking-throttle.js";
import { bookOnline, cancelBooking, shownBooking } from "./online-bookings.js";

const tags = ["booking"];
/** Anyone may call these, naming the shop in `X-Tenant`; no token, and each address is throttled. */
const PUBLIC = { access: "public" as const };
/** A tenant not in use answers as a branch that takes no bookings, so that tenants cannot be told apart. */
const noBranch = () => new AppError(404, "booking_branch_not_found");
const missing = Symbol("no tenant");

/**
 * The public booking page's calls (`/booking/{tenant}/{branch}` on the web): a branch's services, the free starts of
 * a day, the technicians free at a start, the booking itself, and the cancel link's page and cancel. Also starts the
 * reminder job (`sendBookingReminders`, every `REMINDER_EVERY_MS`).
 */
export async function bookingRoutes(app: FastifyInstance, { pool, config }: { pool: Pool; config: Config }) {
  const reads = new BookingThrottle(600, 10 * 60_000);
  const writes = new BookingThrottle(30, 10 * 60_000);
  const throttled = (throttle: BookingThrottle) => async (req: FastifyRequest) =>
    throttle.take(`${req.tenant.code}:${req.ip}`);
  /** The cancel page of the shop's bookings: `{link}/{token}` (the web's `/booking/{tenant}/huy/{token}`). */
  const cancelLink = (req: FastifyRequest) => `${config.publicUrl ?? ""}/booking/${req.tenant.code}/huy`;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Runs `fn` in the request's tenant; a tenant not in use is a branch not found. */
  async function inShop<T>(req: FastifyRequest, fn: Parameters<FastifyRequest["publicTx"]>[0]): Promise<T> {
    const answer = await req.publicTx(fn, missing);
    if (answer === missing) throw noBranch();
    return answer as T;
  }

  r.get(
    "/public/bookings/services",
    {
      config: { ...PUBLIC, answers: [404, 429] },
      onRequest: throttled(reads),
      schema: {
        tags,
        summary: "A branch's name and the services it books, each with its minutes and list price",
        querystring: servicesQuery,
        response: { 200: servicesAnswer },
      },
    },
    (req) =>
      inShop(req, async (db) => ({
        ten_dvcs: await branchName(db, req.query.ma_dvcs),
        items: await bookableServices(db),
      })),
  );

  r.get(
    "/public/bookings/slots",
    {
      config: { ...PUBLIC, answers: [404, 429] },
      onRequest: throttled(reads),
      schema: {
        tags,
        summary: "The free starts of a day (YYYY-MM-DD) for a service in a branch: some room is free for its length",
        querystring: slotsQuery,
        response: { 200: slotsAnswer },
      },
    },
    (req) =>
      inShop(req, async (db) => {
        await branchName(db, req.query.ma_dvcs);
        const service = await bookableService(db, req.query.ma_vt);
        return {
          so_phut: service.so_phut,
          items: await freeSlots(db, req.query.ma_dvcs, req.query.ngay, service.so_phut),
        };
      }),
  );

  r.get(
    "/public/bookings/technicians",
    {
      config: { ...PUBLIC, answers: [404, 429] },
      onRequest: throttled(reads),
      schema: {
        tags,
        summary: "The technicians of a branch free for a service starting at bat_dau (on duty then, not booked)",
        querystring: slotQuery,
        response: { 200: techniciansAnswer },
      },
    },
    (req) =>
      inShop(req, async (db) => {
        await branchName(db, req.query.ma_dvcs);
        const service = await bookableService(db, req.query.ma_vt);
        const from = new Date(req.query.bat_dau);
        const to = new Date(from.getTime() + service.so_phut * 60_000);
        return { items: await freeEmployees(db, { branch: req.query.ma_dvcs, from, to }) };
      }),
  );

  r.post(
    "/public/bookings",
    {
      config: { ...PUBLIC, bodyBranch: false, answers: [404, 409, 422, 429] },
      onRequest: throttled(writes),
      schema: {
        tags,
        summary:
          "Book a service: a room order of a free room of the branch (409 'Khung giờ này vừa có người đặt' when just taken); a confirmation with a cancel link is sent to the phone",
        body: bookingBody,
        response: { 200: bookingAnswer },
      },
    },
    (req) => inShop(req, (db) => bookOnline(db, req.body, { log: req.log, cancelLink: cancelLink(req) })),
  );

  r.get(
    "/public/bookings/:token",
    {
      config: { ...PUBLIC, answers: [404, 429] },
      onRequest: throttled(reads),
      schema: {
        tags,
        summary: "The booking a cancel link names",
        params: tokenParams,
        response: { 200: bookingShown },
      },
    },
    (req) => inShop(req, (db) => shownBooking(db, req.params.token)),
  );

  r.post(
    "/public/bookings/:token/cancel",
    {
      config: { ...PUBLIC, answers: [404, 429] },
      onRequest: throttled(writes),
      schema: {
        tags,
        summary: "Cancel the booking a cancel link names, freeing its slot (again: the same answer)",
        params: tokenParams,
        response: { 200: bookingShown },
      },
    },
    (req) => inShop(req, (db) => cancelBooking(db, req.params.token)),
  );

  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    timer = setInterval(() => {
      sendBookingReminders(pool, app.log).catch((error: unknown) => app.log.error({ err: error }, "reminders"));
    }, REMINDER_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
