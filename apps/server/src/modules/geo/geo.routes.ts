import { foldedIncludes } from "@sen/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bilingual } from "../../platform/crud/messages.js";
import { AppError } from "../../platform/errors.js";
import { listOf, wholeList } from "../../platform/lists.js";
import { geography, toUnits, type Unit, VERSIONS, wardsOfProvince } from "./units.js";

const unit = z.object({
  code: z.string(),
  name: z.string(),
  type: z.string().optional(),
  merged_from: z.array(z.string()).optional(),
});
const units = listOf(unit);
const codeParams = z.object({
  id: z
    .string()
    .regex(/^\d{2,5}$/, bilingual("Mã đơn vị hành chính gồm 2 đến 5 chữ số", "A unit code has 2 to 5 digits")),
});
const query = z.object({
  version: z
    .enum(
      VERSIONS,
      bilingual(
        "Phiên bản: current (2 cấp, từ 01/07/2025) hoặc legacy (3 cấp)",
        "Version: current (2 levels) or legacy (3)",
      ),
    )
    .default("current"),
  searchKey: z.string().max(100).optional(),
});
const tags = ["geography"];
const signedIn = { access: "signed-in" as const };

const notFound = () => new AppError(404, "record_not_found");
const matching = (list: Unit[], searchKey?: string) =>
  wholeList(searchKey ? list.filter((u) => foldedIncludes(u.name, searchKey)) : list);

/**
 * Provinces, districts and wards for address pickers, in the current two-level list
 * (the default) or the legacy three-level one.
 */
export async function geoRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/cities",
    {
      config: signedIn,
      schema: { tags, summary: "Provinces (current 34, or legacy 63)", querystring: query, response: { 200: units } },
    },
    async (req) => matching(toUnits(geography()[req.query.version].provinces), req.query.searchKey),
  );

  r.get(
    "/cities/:id/districts",
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Districts of a province (legacy list; the current list has none)",
        params: codeParams,
        querystring: query,
        response: { 200: units },
      },
    },
    async (req) => {
      if (req.query.version === "current") return matching([]);
      const province = geography().legacy.byCode.get(req.params.id);
      if (!province) throw notFound();
      return matching(toUnits(province.children), req.query.searchKey);
    },
  );

  r.get(
    "/cities/:id/wards",
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Every ward of a province (current list: directly below it)",
        params: codeParams,
        querystring: query,
        response: { 200: units },
      },
    },
    async (req) => {
      const wards = wardsOfProvince(req.query.version, req.params.id);
      if (!wards) throw notFound();
      return matching(toUnits(wards), req.query.searchKey);
    },
  );

  r.get(
    "/districts/:id/wards",
    {
      config: signedIn,
      schema: {
        tags,
        summary: "Wards of a legacy district",
        params: codeParams,
        querystring: query.pick({ searchKey: true }),
        response: { 200: units },
      },
    },
    async (req) => {
      const district = geography().legacy.districts.get(req.params.id);
      if (!district) throw notFound();
      return matching(toUnits(district.children), req.query.searchKey);
    },
  );

  r.get(
    "/wards/:id/current",
    {
      config: signedIn,
      schema: {
        tags,
        summary: "The current ward(s) and province a legacy ward was merged into",
        params: codeParams,
        response: { 200: listOf(z.object({ ward: unit, province: unit })) },
      },
    },
    async (req) => wholeList(geography().successors.get(req.params.id) ?? []),
  );
}
