import { and, eq, ne } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { EntityBinding, EntityHooks, Row } from "../../platform/crud/registry.js";
import { crud } from "../../platform/crud/service.js";
import type { TenantDb } from "../../platform/db/tenant-db.js";
import { AppError } from "../../platform/errors.js";
import { stt } from "./system.tables.js";

/** A document type has one default status: making one the default takes the flag from the others. */
export const sttHooks: EntityHooks = {
  async beforeSave({ db, binding, request, values, old }) {
    if (values.is_default !== true) return;
    const others = await db
      .select({ id: stt.id })
      .from(stt)
      .where(
        and(
          eq(stt.ma_ct, String(values.ma_ct ?? old?.ma_ct)),
          eq(stt.is_default, true),
          old ? ne(stt.id, String(old.id)) : undefined,
        ),
      );
    for (const other of others) await crud.update(db, binding, other.id, { is_default: false }, request);
  },
};

/** Field messages of item `index` of a batch, keyed like the body's validation errors ("2.ten_stt"). */
function ofItem(error: unknown, index: number): unknown {
  if (!(error instanceof AppError) || !error.fieldErrors) return error;
  const errors = Object.fromEntries(Object.entries(error.fieldErrors).map(([k, v]) => [`${index}.${k}`, v]));
  return new AppError(error.statusCode, error.key, error.params, error.headers, errors);
}

/** Creates or updates each status by (ma_ct, status), all in the caller's transaction: all or nothing. */
export async function saveStatuses(db: TenantDb, binding: EntityBinding, items: Row[], request: FastifyRequest) {
  const saved: Row[] = [];
  for (const [index, item] of items.entries()) {
    try {
      saved.push(await crud.upsert(db, binding, item, request));
    } catch (error) {
      throw ofItem(error, index);
    }
  }
  return { items: saved, total: saved.length };
}
