import { entityAccess } from "@sen/core";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { bilingual } from "../../../platform/crud/messages.js";
import type { EntityBinding } from "../../../platform/crud/registry.js";
import { AppError, invalidInput } from "../../../platform/errors.js";
import { itemByBarcode } from "./product-barcodes.js";
import { goodsBinding, servicesBinding } from "./product-bindings.js";
import { readImage, removeImage, saveImage } from "./product-images.service.js";
import { imageAnswer, scannedItem } from "./products.schemas.js";

const tags = ["stock"];
const idParams = z.object({ id: z.uuid({ error: "id không hợp lệ" }) });
/** Room above the 512 KB limit, so that a larger picture gets its 422 naming its size rather than a bare 413. */
const IMAGE_BODY_LIMIT = 2 * 1024 * 1024;
const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "application/octet-stream"];

/** Who may scan: whoever reads goods or services, or fills a stock document or a sale. */
const SCANNERS = {
  anyOf: [
    entityAccess(goodsBinding.definition, "list"),
    entityAccess(servicesBinding.definition, "list"),
    { command: "stock.receipt-orders", right: "add" },
    { command: "stock.delivery-orders", right: "add" },
    { command: "stock.transfer-orders", right: "add" },
    { command: "sales.retail-orders", right: "add" },
  ],
} as const;

/** A picture's routes for goods or services: sent as the request's body (the file's bytes), read back with an ETag. */
function imageRoutes(binding: EntityBinding) {
  const base = `/${binding.definition.api}/:id/image`;
  const { definition } = binding;
  const label = definition.label.en ?? definition.label.vi;
  return async (app: FastifyInstance) => {
    app.addContentTypeParser(IMAGE_TYPES, { parseAs: "buffer", bodyLimit: IMAGE_BODY_LIMIT }, (_req, body, done) =>
      done(null, body),
    );
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.put(
      base,
      {
        config: { access: entityAccess(definition, "update"), answers: [422] },
        bodyLimit: IMAGE_BODY_LIMIT,
        schema: {
          tags,
          summary: `Set the picture of a ${label}: the body is the file (PNG, JPEG or WebP, at most 512 KB)`,
          params: idParams,
          response: { 200: imageAnswer },
        },
      },
      (req) => {
        if (!Buffer.isBuffer(req.body)) {
          throw invalidInput({
            file: bilingual(
              "Gửi tệp ảnh PNG, JPEG hoặc WebP làm nội dung",
              "Send a PNG, JPEG or WebP file as the body",
            ),
          });
        }
        const bytes = req.body;
        return req.tx((db) => saveImage(db, binding, req.params.id, bytes, req));
      },
    );
    r.delete(
      base,
      {
        config: { access: entityAccess(definition, "update") },
        schema: { tags, summary: `Remove the picture of a ${label}`, params: idParams, response: { 200: imageAnswer } },
      },
      async (req) => {
        await req.tx((db) => removeImage(db, binding, req.params.id, req));
        return { hinh_anh: null };
      },
    );
    r.get(
      base,
      {
        config: { access: entityAccess(definition, "get") },
        schema: {
          tags,
          summary: `The picture of a ${label}, with its ETag (304 when If-None-Match has it)`,
          params: idParams,
          querystring: z.object({ v: z.string().max(64).optional() }),
        },
      },
      async (req, reply) => {
        const image = await req.tx((db) => readImage(db, binding, req.params.id, req));
        const etag = `"${image.sha256}"`;
        // The address carries the version, so a browser may keep it; private: a tenant's pictures are its own.
        reply.header("etag", etag).header("cache-control", "private, max-age=86400");
        if (req.headers["if-none-match"] === etag) return reply.code(304).send();
        return reply.type(image.content_type).send(image.data);
      },
    );
  };
}

/** Goods and services beyond their entity routes: barcode scans and pictures. */
export async function productRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    "/stock/products/barcode/:code",
    {
      config: { access: SCANNERS },
      schema: {
        tags,
        summary: "The item a scanned barcode (or a typed product code) names, in the scanned unit with its price",
        params: z.object({ code: z.string().trim().min(1).max(64) }),
        response: { 200: scannedItem },
      },
    },
    async (req) => {
      const item = await req.tx((db) => itemByBarcode(db, req.params.code));
      if (!item) throw new AppError(404, "barcode_not_found", { code: req.params.code });
      return item;
    },
  );
  await app.register(imageRoutes(goodsBinding));
  await app.register(imageRoutes(servicesBinding));
}
