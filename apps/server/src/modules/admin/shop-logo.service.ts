import { createHash } from "node:crypto";
import { formatNumber, imageTypeOf, LOGO_MAX_BYTES } from "@sen/core";
import { eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { audit } from "../../platform/audit.js";
import { bilingual } from "../../platform/crud/messages.js";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { AppError, invalidInput } from "../../platform/errors.js";
import { shopLogo } from "./admin.tables.js";

export interface LogoInfo {
  url: string;
  content_type: string;
  size: number;
  sha256: string;
}

/** The logo's address; its hash in the query makes a new logo a new address for any cache on the way. */
export const logoUrl = (sha256: string) => `/api/admin/settings/logo?v=${sha256.slice(0, 16)}`;

const kilobytes = (bytes: number) => formatNumber(Math.ceil(bytes / 1024));

const described = ({ content_type, size, sha256 }: Omit<LogoInfo, "url">): LogoInfo => ({
  url: logoUrl(sha256),
  content_type,
  size,
  sha256,
});

/** What the settings screen and printed forms know of the logo (never its bytes), or null without one. */
export async function logoInfo(db: TenantDb): Promise<LogoInfo | null> {
  const [row] = await db
    .select({ content_type: shopLogo.content_type, size: shopLogo.size, sha256: shopLogo.sha256 })
    .from(shopLogo)
    .where(eq(shopLogo.id, 1));
  return row ? described(row) : null;
}

/** The logo's bytes and what to serve them with. */
export async function readLogo(db: TenantDb) {
  const [row] = await db
    .select({ data: shopLogo.data, content_type: shopLogo.content_type, sha256: shopLogo.sha256 })
    .from(shopLogo)
    .where(eq(shopLogo.id, 1));
  if (!row) throw new AppError(404, "record_not_found");
  return row;
}

/**
 * Keeps an uploaded logo: at most LOGO_MAX_BYTES, and PNG, JPEG or WebP as its first bytes say,
 * whatever name or type the upload claims (an SVG or HTML file could carry script).
 */
export async function saveLogo(db: TenantDb, base64: string, request: FastifyRequest): Promise<LogoInfo> {
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length > LOGO_MAX_BYTES) {
    const [max, got] = [kilobytes(LOGO_MAX_BYTES), kilobytes(bytes.length)];
    throw invalidInput({
      data: bilingual(
        `Logo tối đa ${max} KB (ảnh này ${got} KB)`,
        `A logo takes at most ${max} KB (this one is ${got} KB)`,
      ),
    });
  }
  const contentType = imageTypeOf(bytes);
  if (!contentType) {
    throw invalidInput({
      data: bilingual("Logo phải là ảnh PNG, JPEG hoặc WebP", "The logo must be a PNG, JPEG or WebP image"),
    });
  }
  const old = await logoInfo(db);
  const who = request.auth?.user.user_name ?? "system";
  const next = {
    data: bytes,
    content_type: contentType,
    size: bytes.length,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    updated_at: new Date(),
    updated_by: who,
  };
  await db
    .insert(shopLogo)
    .values({ id: 1, ...next, created_by: who })
    .onConflictDoUpdate({ target: shopLogo.id, set: next });
  const saved = described(next);
  await audit(db, request, {
    action: old ? "update" : "create",
    entity: "shop_logo",
    recordId: "1",
    old: old ?? undefined,
    new: saved,
  });
  return saved;
}

export async function deleteLogo(db: TenantDb, request: FastifyRequest): Promise<void> {
  const old = await logoInfo(db);
  if (!old) throw new AppError(404, "record_not_found");
  await db.delete(shopLogo).where(eq(shopLogo.id, 1));
  await audit(db, request, { action: "delete", entity: "shop_logo", recordId: "1", old });
}
