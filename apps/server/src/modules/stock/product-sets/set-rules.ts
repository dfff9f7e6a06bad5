import { ITEM_KIND } from "@sen/core";
import { and, eq, ne } from "drizzle-orm";
import { bilingual } from "../../../platform/crud/messages.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { invalidInput } from "../../../platform/errors.js";
import { findItem, itemUnit, unknownItem } from "../pricing/unit-factor.js";
import { productSets, products } from "../stock.tables.js";

export interface Component {
  ma_vt: string;
  ma_dvt?: string | null;
  so_luong: number;
}

async function isSet(db: TenantDb, ma_vt: string) {
  const [row] = await db.select({ id: productSets.id }).from(productSets).where(eq(productSets.ma_bo, ma_vt)).limit(1);
  return Boolean(row);
}

async function componentOfAnother(db: TenantDb, ma_vt: string, exceptSet?: string) {
  const [row] = await db
    .select({ ma_bo: productSets.ma_bo })
    .from(productSets)
    .where(and(eq(productSets.ma_vt, ma_vt), exceptSet ? ne(productSets.ma_bo, exceptSet) : undefined))
    .limit(1);
  return row?.ma_bo;
}

/** The set is goods that is no other set's component (sets do not nest); refusals name `field`. */
export async function checkSet(db: TenantDb, ma_bo: string, field = "ma_bo") {
  const set = await findItem(db, ma_bo);
  if (!set) throw invalidInput({ [field]: unknownItem(ma_bo) });
  if (set.loai_vt !== ITEM_KIND.VT) {
    throw invalidInput({ [field]: bilingual(`${ma_bo} là dịch vụ, không làm bộ được`, `${ma_bo} is a service`) });
  }
  const holder = await componentOfAnother(db, ma_bo);
  if (holder) {
    throw invalidInput({
      [field]: bilingual(
        `${ma_bo} là thành phần của bộ ${holder}: bộ không lồng nhau`,
        `${ma_bo} is a component of set ${holder}: sets do not nest`,
      ),
    });
  }
  return set;
}

/**
 * A component is stocked goods other than the set and not a set itself, in its base unit or one it
 * converts (blank: the base one), of a quantity above 0. Each refusal names `path` + the field (`details.1.ma_vt`).
 */
export async function checkComponent(db: TenantDb, ma_bo: string, c: Component, path = "") {
  const field = (name: string) => `${path}${name}`;
  const refuse = (name: string, vi: string, en: string) => invalidInput({ [field(name)]: bilingual(vi, en) });
  if (c.ma_vt === ma_bo) throw refuse("ma_vt", "Bộ không thể chứa chính nó", "A set cannot hold itself");
  const { item } = await itemUnit(db, c.ma_vt, c.ma_dvt, { ma_vt: field("ma_vt"), ma_dvt: field("ma_dvt") });
  if (await isSet(db, c.ma_vt)) {
    throw refuse("ma_vt", `${c.ma_vt} là một bộ: bộ không lồng nhau`, `${c.ma_vt} is a set: sets do not nest`);
  }
  if (item.loai_vt !== ITEM_KIND.VT || !item.theo_doi_ton) {
    throw refuse("ma_vt", `${c.ma_vt} không phải hàng hóa theo dõi tồn kho`, `${c.ma_vt} is not goods kept in stock`);
  }
  if (!(c.so_luong > 0)) throw refuse("so_luong", "Số lượng phải lớn hơn 0", "The quantity must be above 0");
  return { ma_vt: c.ma_vt, ma_dvt: c.ma_dvt || item.ma_dvt, so_luong: c.so_luong };
}

/** Stock of a set leaves through its components: the set itself is not kept in stock. */
export async function untrackSet(db: TenantDb, ma_bo: string) {
  await db.update(products).set({ theo_doi_ton: false }).where(eq(products.ma_vt, ma_bo));
}
