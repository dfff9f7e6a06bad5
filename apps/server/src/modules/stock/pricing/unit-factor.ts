import { and, eq } from "drizzle-orm";
import { bilingual } from "../../../platform/crud/messages.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { invalidInput } from "../../../platform/errors.js";
import { conversionUnits, products } from "../stock.tables.js";

/** A catalogue item as pricing and stock rules read it. */
export interface Item {
  ma_vt: string;
  ten_vt: string;
  ma_dvt: string;
  loai_vt: string;
  theo_doi_ton: boolean;
  gia_ban: number;
}

export async function findItem(db: TenantDb, ma_vt: string): Promise<Item | undefined> {
  const [item] = await db
    .select({
      ma_vt: products.ma_vt,
      ten_vt: products.ten_vt,
      ma_dvt: products.ma_dvt,
      loai_vt: products.loai_vt,
      theo_doi_ton: products.theo_doi_ton,
      gia_ban: products.gia_ban,
    })
    .from(products)
    .where(eq(products.ma_vt, ma_vt));
  return item && { ...item, gia_ban: Number(item.gia_ban ?? 0) };
}

export const unknownItem = (ma_vt: string) =>
  bilingual(`Không tìm thấy hàng hóa/dịch vụ ${ma_vt}`, `No product or service ${ma_vt}`);

export const unknownUnit = (ma_vt: string, ma_dvt: string) =>
  bilingual(
    `Đơn vị tính ${ma_dvt} không phải đơn vị cơ sở và chưa có quy đổi cho ${ma_vt}`,
    `${ma_dvt} is not the base unit of ${ma_vt} and has no conversion`,
  );

/**
 * The item and how many base units one `ma_dvt` of the item is: 1 for its base unit, the conversion's `he_so`
 * otherwise; an unknown item or unit is refused naming `fields` (a document line's own path).
 */
export async function itemUnit(
  db: TenantDb,
  ma_vt: string,
  ma_dvt: string | undefined | null,
  fields: LineFields = { ma_vt: "ma_vt", ma_dvt: "ma_dvt" },
): Promise<{ item: Item; he_so: number }> {
  const item = await findItem(db, ma_vt);
  if (!item) throw invalidInput({ [fields.ma_vt]: unknownItem(ma_vt) });
  if (!ma_dvt || ma_dvt === item.ma_dvt) return { item, he_so: 1 };
  const [conversion] = await db
    .select({ he_so: conversionUnits.he_so })
    .from(conversionUnits)
    .where(and(eq(conversionUnits.ma_vt, ma_vt), eq(conversionUnits.ma_dvt, ma_dvt)));
  if (!conversion) throw invalidInput({ [fields.ma_dvt]: unknownUnit(ma_vt, ma_dvt) });
  return { item, he_so: Number(conversion.he_so) };
}

/** The field names an error points at: a document line gives its own (`details.2.ma_dvt`). */
export interface LineFields {
  ma_vt: string;
  ma_dvt: string;
}

export async function unitFactor(db: TenantDb, ma_vt: string, ma_dvt?: string | null, fields?: LineFields) {
  return (await itemUnit(db, ma_vt, ma_dvt, fields)).he_so;
}

/** Rounds a quantity to the nine decimals stock keeps, dropping the float noise of a product. */
export const exactQuantity = (n: number) => Number(n.toFixed(9));

/** `so_luong` of `ma_dvt` in the item's base unit ("2 boxes" → 20 pieces). */
export async function toBaseQuantity(
  db: TenantDb,
  ma_vt: string,
  ma_dvt: string | undefined | null,
  so_luong: number,
  fields?: LineFields,
): Promise<{ ma_dvt: string; so_luong: number; he_so: number }> {
  const { item, he_so } = await itemUnit(db, ma_vt, ma_dvt, fields);
  return { ma_dvt: item.ma_dvt, so_luong: exactQuantity(so_luong * he_so), he_so };
}
