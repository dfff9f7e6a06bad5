import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { bilingual } from "../../../platform/crud/messages.js";
import type { Row } from "../../../platform/crud/registry.js";
import type { TenantDb } from "../../../platform/db/tenant-db.js";
import { conversionUnits, productBarcodes, products, units } from "../stock.tables.js";
import { type Barcode, barcodesText, gtinLooksWrong, parseBarcodes } from "./barcode-codes.js";

/** Letters, digits and the few marks Code 128 labels carry; no spaces or commas (they separate codes). */
const BARCODE = /^[0-9A-Za-z._/-]{1,48}$/;

/** What is wrong with the barcodes written in a product's `ma_vach`, or undefined when they may be kept. */
async function barcodeProblem(db: TenantDb, list: Barcode[], ma_vt: string, baseUnit: string | undefined) {
  const bad = list.find((b) => !BARCODE.test(b.ma_vach));
  if (bad) return bilingual(`Mã vạch "${bad.ma_vach}" không hợp lệ`, `Barcode "${bad.ma_vach}" is not valid`);
  const misread = list.find((b) => gtinLooksWrong(b.ma_vach));
  if (misread) {
    return bilingual(
      `Mã vạch ${misread.ma_vach} sai số kiểm tra (chữ số cuối)`,
      `Barcode ${misread.ma_vach} has a wrong check digit (its last digit)`,
    );
  }
  const codes = list.map((b) => b.ma_vach);
  if (codes.length > 0) {
    const [taken] = await db
      .select({ ma_vach: productBarcodes.ma_vach, ma_vt: products.ma_vt, ten_vt: products.ten_vt })
      .from(productBarcodes)
      .innerJoin(products, eq(products.ma_vt, productBarcodes.ma_vt))
      .where(and(inArray(productBarcodes.ma_vach, codes), ne(productBarcodes.ma_vt, ma_vt)))
      .limit(1);
    if (taken) {
      return bilingual(
        `Mã vạch ${taken.ma_vach} đã dùng cho ${taken.ma_vt} - ${taken.ten_vt}`,
        `Barcode ${taken.ma_vach} is already used for ${taken.ma_vt} - ${taken.ten_vt}`,
      );
    }
  }
  return unitProblem(db, list, ma_vt, baseUnit);
}

/** A barcode of another unit than the base one needs that unit's conversion (how many base units one scan is). */
async function unitProblem(db: TenantDb, list: Barcode[], ma_vt: string, baseUnit: string | undefined) {
  const others = [...new Set(list.flatMap((b) => (b.ma_dvt && b.ma_dvt !== baseUnit ? [b.ma_dvt] : [])))];
  if (others.length === 0) return undefined;
  const known = await db.select({ ma_dvt: units.ma_dvt }).from(units).where(inArray(units.ma_dvt, others));
  const unknown = others.find((u) => !known.some((k) => k.ma_dvt === u));
  if (unknown) {
    return bilingual(
      `Đơn vị tính ${unknown} của mã vạch không tồn tại`,
      `The barcode's unit ${unknown} does not exist`,
    );
  }
  const converted = await db
    .select({ ma_dvt: conversionUnits.ma_dvt })
    .from(conversionUnits)
    .where(and(eq(conversionUnits.ma_vt, ma_vt), inArray(conversionUnits.ma_dvt, others)));
  const missing = others.find((u) => !converted.some((c) => c.ma_dvt === u));
  if (!missing) return undefined;
  return bilingual(
    `Chưa có quy đổi đơn vị tính ${missing} cho hàng ${ma_vt}: thêm quy đổi trước khi gán mã vạch`,
    `Unit ${missing} has no conversion for ${ma_vt} yet: add the conversion before giving it a barcode`,
  );
}

/**
 * Checks the barcodes of a product being saved and writes them to `product_barcodes`, in the
 * save's transaction; `values.ma_vach` becomes their tidy text. Answers the field's message
 * when they cannot be kept. The row may not exist yet: the table's reference to it is checked
 * at commit.
 */
export async function saveBarcodes(db: TenantDb, values: Row, old: Row | undefined): Promise<string | undefined> {
  // Left out, they stay; a new product code is carried to them by the table's reference.
  if (values.ma_vach === undefined) return undefined;
  const ma_vt = String(values.ma_vt ?? old?.ma_vt);
  const baseUnit = (values.ma_dvt ?? old?.ma_dvt) as string | undefined;
  const list = parseBarcodes(String(values.ma_vach ?? "")).map((b) =>
    b.ma_dvt === baseUnit ? { ...b, ma_dvt: null } : b,
  );
  const problem = await barcodeProblem(db, list, ma_vt, baseUnit);
  if (problem) return problem;
  values.ma_vach = list.length > 0 ? barcodesText(list) : null;
  await db.delete(productBarcodes).where(eq(productBarcodes.ma_vt, String(old?.ma_vt ?? ma_vt)));
  if (list.length > 0) {
    await db.insert(productBarcodes).values(list.map((b) => ({ ...b, ma_vt })));
  }
  return undefined;
}

/** The item a scanned code names: a barcode first, else a product code typed in; its price in the scanned unit. */
export async function itemByBarcode(db: TenantDb, code: string) {
  const scanned = await db
    .select({ ma_vt: productBarcodes.ma_vt, ma_dvt: productBarcodes.ma_dvt })
    .from(productBarcodes)
    .where(eq(productBarcodes.ma_vach, code))
    .limit(1);
  const ma_vt = scanned[0]?.ma_vt ?? code;
  const unit = scanned[0]?.ma_dvt ?? null;
  const [row] = await db
    .select({
      ma_vt: products.ma_vt,
      ten_vt: products.ten_vt,
      dvt_co_so: products.ma_dvt,
      ma_dvt: sql<string>`coalesce(${conversionUnits.ma_dvt}, ${products.ma_dvt})`,
      he_so: sql<string>`coalesce(${conversionUnits.he_so}, 1)::text`,
      // numeric × numeric stays exact; rounded to the đồng like every price.
      gia_ban: sql<string>`round(${products.gia_ban} * coalesce(${conversionUnits.he_so}, 1), 2)::text`,
      loai_vt: products.loai_vt,
      theo_doi_ton: products.theo_doi_ton,
      ma_thue: products.ma_thue,
      ma_nhom: products.ma_nhom,
      hinh_anh: products.hinh_anh,
      status: products.status,
    })
    .from(products)
    .leftJoin(
      conversionUnits,
      and(eq(conversionUnits.ma_vt, products.ma_vt), eq(conversionUnits.ma_dvt, sql`${unit}::text`)),
    )
    .where(eq(products.ma_vt, ma_vt))
    .limit(1);
  if (!row) return undefined;
  return { ...row, ma_vach: scanned[0] ? code : null, he_so: Number(row.he_so), gia_ban: Number(row.gia_ban) };
}
