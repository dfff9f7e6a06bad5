import { goldenHourEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bindEntity } from "../../../platform/crud/registry.js";
import { entityRoutes } from "../../../platform/crud/routes.js";
import { AppError } from "../../../platform/errors.js";
import { goldenHourFieldSchemas, goldenHourHooks } from "./golden-hour-rules.js";
import { goldenHours } from "./golden-hour-tables.js";
import { openGoldenHours } from "./golden-prices.js";

const binding = bindEntity(goldenHourEntity, goldenHours, {
  hooks: goldenHourHooks,
  fieldSchemas: goldenHourFieldSchemas,
});

/** Whoever makes a sale may ask which of its items a golden hour prices now. */
const SELLERS = [
  { command: "sales.retail-orders", right: "add" },
  { command: "sales.bills", right: "add" },
  { command: "sales.sale-orders", right: "add" },
  { command: "sales.services", right: "add" },
  { command: "sales.golden-hours", right: "read" },
] as const;

const openQuery = z.object({
  ma_dvcs: z.string().trim().min(1).max(20),
  ma_vt: z
    .string()
    .trim()
    .min(1)
    .max(2000)
    .transform((s) =>
      [
        ...new Set(
          s
            .split(",")
            .map((c) => c.trim())
            .filter(Boolean),
        ),
      ].slice(0, 100),
    )
    .describe("Item codes, comma-separated (at most 100)"),
});

/** Golden hours (`sales/golden-hours`): the windows that lower prices at the counter, followed by `prepareSoldLines`. */
export async function goldenHourRoutes(app: FastifyInstance) {
  await app.register(entityRoutes(binding));
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/sales/golden-hours/open",
    {
      config: { access: { anyOf: [...SELLERS] } },
      schema: {
        tags: ["sales"],
        summary:
          "The items a golden hour prices now in the branch (base unit), with the golden price and its name; none while sale_golden_hour is off",
        querystring: openQuery,
        response: {
          200: z.object({
            items: z.array(
              z.object({ ma_vt: z.string(), gia: z.number(), ma_gio_vang: z.string(), ten_gio_vang: z.string() }),
            ),
          }),
        },
      },
    },
    (req) => {
      if (!req.branches.includes(req.query.ma_dvcs)) {
        throw new AppError(403, "branch_forbidden", { branches: req.query.ma_dvcs });
      }
      return req.tx(async (db) => ({ items: await openGoldenHours(db, req.query.ma_dvcs, req.query.ma_vt) }));
    },
  );
}
