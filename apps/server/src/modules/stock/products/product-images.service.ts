import { createHash } from "node:crypto";
import { formatNumber, imageTypeOf, LOGO_MAX_BYTES } from "@sen/core";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { audit } from "../../../platform/audit.js";
import { bilingual } from "../../../platform/crud/messages.js";
import type { EntityBinding, Row } from "../../../platform/crud/registry.js";
import { findRow } from "../../../platform/crud/service.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { AppError, invalidInput } from "../../../platform/errors.js";
import { products } from "../stock.tables.js";
import { databaseImageStore, type ProductImageStore } from "./product-image-store.js";

/** A product picture is as small as a logo: a shelf photo, not a print. */
export const PRODUCT_IMAGE_MAX_BYTES = LOGO_MAX_BYTES;

const store: ProductImageStore = databaseImageStore;

/** The picture's address; its hash makes a new picture a new address for every cache on the way. */
export const imageUrl = (binding: EntityBinding, id: string, sha256: string) =>
  `/api/${binding.definition.api}/${id}/image?v=${sha256.slice(0, 16)}`;

const kilobytes = (bytes: number) => formatNumber(Math.ceil(bytes / 1024));

/** The bytes as a picture may be kept: PNG, JPEG or WebP by their first bytes, whatever the upload claims. */
function checkedImage(bytes: Buffer) {
  if (bytes.length === 0) {
    throw invalidInput({ file: bilingual("Chọn một tệp ảnh PNG, JPEG hoặc WebP", "Choose a PNG, JPEG or WebP file") });
  }
  if (bytes.length > PRODUCT_IMAGE_MAX_BYTES) {
    const [max, got] = [kilobytes(PRODUCT_IMAGE_MAX_BYTES), kilobytes(bytes.length)];
    throw invalidInput({
      file: bilingual(
        `Ảnh tối đa ${max} KB (ảnh này ${got} KB)`,
        `An image takes at most ${max} KB (this one is ${got} KB)`,
      ),
    });
  }
  const contentType = imageTypeOf(bytes);
  if (!contentType) {
    throw invalidInput({
      file: bilingual("Ảnh phải là tệp PNG, JPEG hoặc WebP", "The image must be a PNG, JPEG or WebP file"),
    });
  }
  return { data: bytes, content_type: contentType, size: bytes.length, sha256: sha256Of(bytes) };
}

const sha256Of = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const who = (request: FastifyRequest) => request.auth?.user.user_name ?? "system";

/** The row's `hinh_anh` follows its picture, the change in the audit log as a change of the row. */
async function changeImageUrl(
  db: TenantDb,
  binding: EntityBinding,
  row: Row,
  next: { hinh_anh: string | null; content_type?: string; size?: number },
  request: FastifyRequest,
) {
  const id = String(row.id);
  await db
    .update(products)
    .set({ hinh_anh: next.hinh_anh, updated_at: new Date(), updated_by: who(request) })
    .where(eq(products.id, id));
  await audit(db, request, {
    action: "update",
    entity: binding.definition.name,
    recordId: id,
    old: { hinh_anh: row.hinh_anh },
    new: next,
  });
}

/** Keeps a product's picture (replacing the one it had) and answers its new address. */
export async function saveImage(
  db: TenantDb,
  binding: EntityBinding,
  id: string,
  bytes: Buffer,
  request: FastifyRequest,
) {
  const row = await findRow(db, binding, id, request);
  const image = checkedImage(bytes);
  await store.write(db, id, image, who(request));
  const hinh_anh = imageUrl(binding, id, image.sha256);
  await changeImageUrl(db, binding, row, { hinh_anh, content_type: image.content_type, size: image.size }, request);
  return { hinh_anh, content_type: image.content_type, size: image.size };
}

export async function removeImage(db: TenantDb, binding: EntityBinding, id: string, request: FastifyRequest) {
  const row = await findRow(db, binding, id, request);
  if (!(await store.remove(db, id))) throw new AppError(404, "record_not_found");
  await changeImageUrl(db, binding, row, { hinh_anh: null }, request);
}

export async function readImage(db: TenantDb, binding: EntityBinding, id: string, request: FastifyRequest) {
  await findRow(db, binding, id, request);
  const image = await store.read(db, id);
  if (!image) throw new AppError(404, "record_not_found");
  return image;
}
