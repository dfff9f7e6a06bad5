import { productSetEntity } from "@sen/core";
import { eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { audit } from "../../../platform/audit.js";
import { bilingual } from "../../../platform/crud/messages.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { invalidInput } from "../../../platform/errors.js";
import { productSets } from "../stock.tables.js";
import { type Component, checkComponent, checkSet, untrackSet } from "./set-rules.js";

const componentColumns = {
  id: productSets.id,
  ma_vt: productSets.ma_vt,
  ma_dvt: productSets.ma_dvt,
  so_luong: productSets.so_luong,
};

/** A set with its components, as the editor shows it. */
export async function setComponents(db: TenantDb, ma_bo: string) {
  const set = await checkSet(db, ma_bo);
  const details = await db
    .select(componentColumns)
    .from(productSets)
    .where(eq(productSets.ma_bo, ma_bo))
    .orderBy(productSets.ma_vt);
  return { ma_bo, ten_vt: set.ten_vt, ma_dvt: set.ma_dvt, details };
}

/**
 * Replaces a set's components by the lines given, each checked like one row of the list and refused
 * naming its line; a product twice is refused on its second line. An empty list leaves no set.
 */
export async function replaceComponents(db: TenantDb, request: FastifyRequest, ma_bo: string, lines: Component[]) {
  await checkSet(db, ma_bo, "ma_bo");
  // Two editors saving one set at once: the second replaces what the first wrote, never half of it.
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`product_sets:${ma_bo}`}))`);
  const seen = new Set<string>();
  const checked = [];
  for (const [i, line] of lines.entries()) {
    if (seen.has(line.ma_vt)) {
      throw invalidInput({
        [`details.${i}.ma_vt`]: bilingual(
          `${line.ma_vt} đã có ở dòng trên`,
          `${line.ma_vt} is already on a line above`,
        ),
      });
    }
    seen.add(line.ma_vt);
    checked.push(await checkComponent(db, ma_bo, line, `details.${i}.`));
  }
  const old = await db.delete(productSets).where(eq(productSets.ma_bo, ma_bo)).returning(componentColumns);
  const by = request.auth?.user.user_name ?? null;
  const rows = checked.length
    ? await db
        .insert(productSets)
        .values(checked.map((l) => ({ ...l, ma_bo, created_by: by, updated_by: by })))
        .returning(componentColumns)
    : [];
  if (rows.length) await untrackSet(db, ma_bo);
  await audit(db, request, { action: "update", entity: productSetEntity.name, recordId: ma_bo, old, new: rows });
  return setComponents(db, ma_bo);
}
