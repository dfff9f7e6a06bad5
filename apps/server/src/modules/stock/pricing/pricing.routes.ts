import {
  type CommandRight,
  entityAccess,
  PRICE_SOURCES,
  productConsumeEntity,
  productHourEntity,
  rateEntity,
} from "@sen/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { localize } from "../../../platform/crud/messages.js";
import { bindEntity } from "../../../platform/crud/registry.js";
import { entityRoutes } from "../../../platform/crud/routes.js";
import { langOf } from "../../../platform/errors.js";
import { productConsumes, productHours, rates } from "../stock.tables.js";
import { productConsumeHooks } from "./consumption.js";
import { vietnamMoment } from "./hour-windows.js";
import { priceInForce } from "./price-in-force.js";
import { productHourFieldSchemas, productHourHooks, sellableAt } from "./product-hours.service.js";
import { rateHooks } from "./rate-rules.js";

const rateBinding = bindEntity(rateEntity, rates, { hooks: rateHooks });
const productHourBinding = bindEntity(productHourEntity, productHours, {
  hooks: productHourHooks,
  fieldSchemas: productHourFieldSchemas,
});
const productConsumeBinding = bindEntity(productConsumeEntity, productConsumes, { hooks: productConsumeHooks });

const tags = ["stock"];
/** Whoever makes a sale asks what an item costs and whether it may be sold now. */
const SELLERS: CommandRight[] = [
  { command: "sales.retail-orders", right: "add" },
  { command: "sales.sale-orders", right: "add" },
  { command: "sales.bills", right: "add" },
  { command: "sales.services", right: "add" },
];
const code = (name: string) => z.string().trim().min(1, `${name} là bắt buộc`).max(100);
const optionalCode = z.string().trim().max(100).optional();

/** Rates, product hours and consumption norms, with the price in force and the hours check. */
export async function pricingRoutes(app: FastifyInstance) {
  await app.register(entityRoutes(rateBinding));
  await app.register(entityRoutes(productHourBinding));
  await app.register(entityRoutes(productConsumeBinding));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/stock/rates/price",
    {
      // 422 names ma_vt or ma_dvt when the item or its unit is unknown.
      config: { access: { anyOf: [entityAccess(rateEntity, "list"), ...SELLERS] }, answers: [422] },
      schema: {
        tags,
        summary:
          "The price in force of one unit of an item in a branch on a day: the branch's rate, else the all-branches rate, else the base unit's rate × factor, else the catalogue price × factor",
        querystring: z.object({
          ma_vt: code("ma_vt"),
          ma_dvcs: optionalCode,
          ngay: z.iso.date().optional().describe("Default: today in Vietnam"),
          ma_dvt: optionalCode.describe("Default: the base unit"),
        }),
        response: {
          200: z.object({
            ma_vt: z.string(),
            ma_dvt: z.string(),
            gia: z.number(),
            nguon: z.enum(PRICE_SOURCES.map((s) => s.value)),
            he_so: z.number().describe("Base units in one ma_dvt"),
          }),
        },
      },
    },
    (req) => {
      const { ma_vt, ma_dvcs, ma_dvt } = req.query;
      const ngay = req.query.ngay ?? vietnamMoment(new Date()).day;
      return req.tx((db) => priceInForce(db, { ma_vt, ma_dvcs: ma_dvcs || undefined, ngay, ma_dvt }));
    },
  );

  r.get(
    "/stock/product-hours/check",
    {
      config: { access: { anyOf: [entityAccess(productHourEntity, "list"), ...SELLERS] } },
      schema: {
        tags,
        summary: "Whether an item may be sold in a branch at a moment (Vietnam's clock): no window means always",
        querystring: z.object({
          ma_vt: code("ma_vt"),
          ma_dvcs: optionalCode,
          at: z.iso.datetime({ offset: true }).optional().describe("Default: now"),
        }),
        response: { 200: z.object({ ok: z.boolean(), reason: z.string().optional() }) },
      },
    },
    async (req) => {
      const at = req.query.at ? new Date(req.query.at) : new Date();
      const answer = await req.tx((db) => sellableAt(db, req.query.ma_vt, req.query.ma_dvcs || undefined, at));
      return answer.reason ? { ok: answer.ok, reason: localize(answer.reason, langOf(req)) } : answer;
    },
  );
}
