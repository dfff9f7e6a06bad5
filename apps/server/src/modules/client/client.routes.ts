import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Config } from "../../config.js";
import { signedInCustomer } from "../../platform/authentication.js";
import type { Pool } from "../../platform/db/pool.js";
import { ownPoints } from "../sales/points/point-reads.js";
import {
  customerCards as cardList,
  cardMovements,
  clientToken,
  codeBody,
  codeSent,
  historyQuery,
  customerInfo as info,
  signInBody,
} from "./client.schemas.js";
import { customerCardHistory, customerCards, customerInfo } from "./client-reads.js";
import { type Caller, ClientSignIns } from "./client-sign-in.service.js";

const tags = ["client"];
/** A customer signed in to the client area: no member of staff, whatever their rights. */
const customer = { access: "client" as const };

const callerOf = (req: FastifyRequest): Caller => ({
  ip: req.ip,
  userAgent: req.headers["user-agent"] ?? "",
  log: req.log,
});

/**
 * The client area: a customer signs in with their phone and a code sent to it (`X-Tenant`, no token), then reads
 * their own details, cards and card history, nothing of anyone else's, and signs out.
 */
export async function clientRoutes(app: FastifyInstance, { pool, config }: { pool: Pool; config: Config }) {
  const signIns = new ClientSignIns(pool, config);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/client/auth/otp",
    {
      config: { access: "public", answers: [404, 429] },
      schema: {
        tags,
        summary: "Send a sign-in code to the customer with this phone (the same answer for any phone)",
        body: codeBody,
        response: { 200: codeSent },
      },
    },
    (req) => signIns.sendCode(req.tenant, req.body.phone, callerOf(req)),
  );

  r.post(
    "/client/auth/login",
    {
      config: { access: "public", answers: [401, 404, 429] },
      schema: {
        tags,
        summary: "Sign a customer in with their phone and the code sent to it: a token for the client routes only",
        body: signInBody,
        response: { 200: clientToken },
      },
    },
    (req) => signIns.signIn(req.tenant, req.body.phone, req.body.otp, callerOf(req)),
  );

  r.post(
    "/client/auth/logout",
    {
      config: customer,
      schema: { tags, summary: "End the customer's sign-in", response: { 200: z.object({ message: z.string() }) } },
    },
    async (req) => {
      await signIns.signOut(req.tenant, signedInCustomer(req), callerOf(req));
      return { message: "Đăng xuất thành công" };
    },
  );

  r.get(
    "/client/customer-info",
    {
      config: { ...customer, answers: [404] },
      schema: { tags, summary: "The customer's own details", response: { 200: info } },
    },
    (req) => req.tx((db) => customerInfo(db, signedInCustomer(req).ma_kh)),
  );

  r.get(
    "/client/points",
    {
      config: customer,
      schema: {
        tags,
        summary: "The customer's own loyalty points, and what they are worth under today's rule",
        response: {
          200: z.object({ so_diem: z.number(), gia_tri_diem: z.number(), tien_quy_doi: z.number() }),
        },
      },
    },
    (req) => req.tx((db) => ownPoints(db, signedInCustomer(req).ma_kh)),
  );

  r.get(
    "/client/payment-cards",
    {
      config: customer,
      schema: { tags, summary: "The customer's prepaid cards with their balances", response: { 200: cardList } },
    },
    (req) => req.tx((db) => customerCards(db, signedInCustomer(req).ma_kh)),
  );

  r.get(
    "/client/payment-card-histories",
    {
      config: { ...customer, answers: [404] },
      schema: {
        tags,
        summary: "The movements of one of the customer's cards, the latest first (another's card: 404)",
        querystring: historyQuery,
        response: { 200: cardMovements },
      },
    },
    (req) => req.tx((db) => customerCardHistory(db, signedInCustomer(req).ma_kh, req.query)),
  );
}
