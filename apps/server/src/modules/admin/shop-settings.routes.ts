import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { deleteLogo, readLogo, saveLogo } from "./shop-logo.service.js";
import { logoInfo, logoUpload, printHeader, shopSettingsChange, shopSettingsView } from "./shop-settings.schemas.js";
import { readPrintHeader, readShopSettings, saveShopSettings } from "./shop-settings.service.js";

const tags = ["admin"];
const READ = { access: { command: "admin.settings", right: "read" } } as const;
const EDIT = { access: { command: "admin.settings", right: "edit" } } as const;
/** A logo at its 512 KB limit is about 700 KB in base64: room for it, so that a larger one gets its 422. */
const LOGO_BODY_LIMIT = 2 * 1024 * 1024;

/** admin/settings: the shop's settings (company, bank behind VietQR, default warehouses, printed forms). */
export async function shopSettingsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/admin/settings",
    { config: READ, schema: { tags, summary: "The shop's settings", response: { 200: shopSettingsView } } },
    (req) => req.tx((db) => readShopSettings(db, req)),
  );

  r.put(
    "/admin/settings",
    {
      config: EDIT,
      schema: {
        tags,
        summary: "Change the settings sent (and only those); '' clears one; audited",
        body: shopSettingsChange,
        response: { 200: shopSettingsView },
      },
    },
    (req) => req.tx((db) => saveShopSettings(db, req.body, req)),
  );

  r.get(
    "/admin/settings/print-header",
    {
      config: { access: "signed-in" },
      schema: {
        tags,
        summary: "What printed forms carry: company, tax code, address, logo, bank account, footer",
        response: { 200: printHeader },
      },
    },
    (req) => req.tx((db) => readPrintHeader(db)),
  );

  r.put(
    "/admin/settings/logo",
    {
      config: EDIT,
      bodyLimit: LOGO_BODY_LIMIT,
      schema: {
        tags,
        summary: "Upload the logo (base64 of a PNG, JPEG or WebP image, at most 512 KB)",
        body: logoUpload,
        response: { 200: logoInfo },
      },
    },
    (req) => req.tx((db) => saveLogo(db, req.body.data, req)),
  );

  r.delete(
    "/admin/settings/logo",
    {
      config: { ...EDIT, answers: [404] },
      schema: { tags, summary: "Remove the logo", response: { 200: z.object({ logo: z.null() }) } },
    },
    async (req) => {
      await req.tx((db) => deleteLogo(db, req));
      return { logo: null };
    },
  );

  r.get(
    "/admin/settings/logo",
    {
      config: { access: "signed-in", answers: [404] },
      schema: {
        tags,
        summary: "The logo image, with its ETag (304 when If-None-Match has it)",
        querystring: z.object({ v: z.string().max(64).optional() }),
      },
    },
    async (req, reply) => {
      const logo = await req.tx((db) => readLogo(db));
      const etag = `"${logo.sha256}"`;
      reply.header("etag", etag).header("cache-control", "private, no-cache");
      if (req.headers["if-none-match"] === etag) return reply.code(304).send();
      return reply.type(logo.content_type).send(logo.data);
    },
  );
}
