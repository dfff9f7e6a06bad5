import type { BannerPosition } from "@sen/core";
import { and, asc, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import { bilingual } from "../../platform/crud/messages.js";
import type { EntityHooks } from "../../platform/crud/registry.js";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { AppError } from "../../platform/errors.js";
import { banners } from "./system.tables.js";

/** Banners run by the calendar of Vietnam, whatever the server's clock zone. */
const TODAY = sql`(now() AT TIME ZONE 'Asia/Ho_Chi_Minh')::date`;

export const bannerHooks: EntityHooks = {
  async beforeSave({ values, old }) {
    const from = values.tu_ngay !== undefined ? values.tu_ngay : old?.tu_ngay;
    const to = values.den_ngay !== undefined ? values.den_ngay : old?.den_ngay;
    if (typeof from === "string" && typeof to === "string" && to < from) {
      throw new AppError(
        422,
        "invalid_input",
        {},
        {},
        {
          den_ngay: bilingual("Đến ngày phải từ Từ ngày trở đi", "To must not be before From"),
        },
      );
    }
  },
};

/** The banners to show today at `position`: in use, within their dates, in order. */
export async function activeBanners(db: TenantDb, position?: BannerPosition) {
  const rows = await db
    .select({
      id: banners.id,
      title: banners.title,
      image_url: banners.image_url,
      link_url: banners.link_url,
      position: banners.position,
      sort: banners.sort,
      tu_ngay: banners.tu_ngay,
      den_ngay: banners.den_ngay,
    })
    .from(banners)
    .where(
      and(
        eq(banners.status, true),
        position ? eq(banners.position, position) : undefined,
        or(isNull(banners.tu_ngay), lte(banners.tu_ngay, TODAY)),
        or(isNull(banners.den_ngay), gte(banners.den_ngay, TODAY)),
      ),
    )
    .orderBy(asc(banners.position), asc(banners.sort), asc(banners.title));
  return rows.map((row) => ({ ...row, position: row.position as BannerPosition }));
}
