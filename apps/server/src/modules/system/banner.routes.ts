import { BANNER_POSITIONS, bannerEntity } from "@sen/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bilingual } from "../../platform/crud/messages.js";
import { bindEntity } from "../../platform/crud/registry.js";
import { entityRoutes } from "../../platform/crud/routes.js";
import { listOf, wholeList } from "../../platform/lists.js";
import { activeBanners, bannerHooks } from "./banner.service.js";
import { banners } from "./system.tables.js";

const bannerBinding = bindEntity(bannerEntity, banners, { hooks: bannerHooks });

const activeBanner = z.object({
  id: z.string(),
  title: z.string(),
  image_url: z.string(),
  link_url: z.string().nullable(),
  position: z.enum(BANNER_POSITIONS),
  sort: z.number().int(),
  tu_ngay: z.string().nullable(),
  den_ngay: z.string().nullable(),
});

/** system/layout/banners: CRUD, and what the sign-in page and the dashboard show today. */
export async function bannerRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/system/layout/banners/active",
    {
      // The sign-in page shows them before anyone has signed in; they are the tenant's public face.
      config: { access: "public" },
      schema: {
        tags: ["system"],
        summary: "Banners to show today (in use, within their dates), in order",
        querystring: z.object({
          position: z
            .enum(BANNER_POSITIONS, bilingual("Vị trí: login hoặc dashboard", "Position: login or dashboard"))
            .optional(),
        }),
        response: { 200: listOf(activeBanner) },
      },
    },
    async (req) => wholeList(await req.publicTx((db) => activeBanners(db, req.query.position), [])),
  );
  await app.register(entityRoutes(bannerBinding));
}
