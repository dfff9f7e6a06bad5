import type { TenantDb } from "../apps/server/src/platform/db/tenant-db.js";
import { emptyAllForLoading } from "./stock-loading.js";
import { pick } from "./warehouse-rows.js";

/** What a spa or a cosmetics shop stocks: kind of product, its base unit and its group. */
const KINDS: [name: string, unit: string, group: string][] = [
  ["Kem dưỡng ẩm", "HOP", "MP-DA"],
  ["Sữa rửa mặt", "TUYP", "MP-DA"],
  ["Serum vitamin C", "CHAI", "MP-DA"],
  ["Nước hoa hồng", "CHAI", "MP-DA"],
  ["Mặt nạ giấy", "GOI", "MP-DA"],
  ["Kem chống nắng", "TUYP", "MP-DA"],
  ["Tẩy tế bào chết", "HOP", "MP-DA"],
  ["Dầu gội thảo dược", "CHAI", "MP-TOC"],
  ["Dầu xả bưởi", "CHAI", "MP-TOC"],
  ["Ủ tóc phục hồi", "HOP", "MP-TOC"],
  ["Son dưỡng môi", "CAI", "MP-TD"],
  ["Phấn phủ", "HOP", "MP-TD"],
  ["Tinh dầu sả chanh", "LO", "SPA"],
  ["Muối tắm thảo mộc", "GOI", "SPA"],
  ["Đá nóng massage", "BO", "SPA"],
  ["Khăn bông", "CAI", "VTTH"],
  ["Bông tẩy trang", "GOI", "VTTH"],
  ["Găng tay y tế", "HOP", "VTTH"],
];
const BRANDS = ["Hoa Sen", "Thorakao", "Cỏ Mềm", "Cocoon", "Sao Thái Dương", "Lana", "Mộc Nhiên", "Bưởi Việt"];
const SIZES = ["30ml", "50ml", "100ml", "200ml", "250g", "500g", "loại nhỏ", "loại lớn"];
const GROUPS: [code: string, name: string][] = [
  ["MP-DA", "Mỹ phẩm chăm sóc da"],
  ["MP-TOC", "Chăm sóc tóc"],
  ["MP-TD", "Trang điểm"],
  ["SPA", "Vật tư spa"],
  ["VTTH", "Vật tư tiêu hao"],
];
const ROWS_PER_STATEMENT = 100_000;
/** The base unit of product `i`: KIND_UNITS[i % length] (SQL arrays count from 1). */
export const KIND_UNITS = KINDS.map((k) => k[1]);

/**
 * Each generated product's cost (₫): every receipt of product `i` is at this price, so its moving
 * average never changes and each movement's value is exactly `quantity × cost`. The SQL of the
 * ledger computes the same figure from the product's number.
 */
export const costSql = (i: string) => `((10 + ((${i})::bigint * 7919) % 490) * 1000)::numeric`;
/** The same cost in TypeScript. */
export const cost = (i: number) => (10 + ((i * 7919) % 490)) * 1000;
/** The product code of number `i` (1-based): SP000001… */
export const productCodeSql = (i: string) => `'SP' || lpad((${i})::text, 6, '0')`;

/**
 * Replaces the bench tenant's catalogue with `count` goods: "Kem dưỡng ẩm Hoa Sen 50ml 12345", a base
 * unit per kind, five groups, a list price half above cost.
 */
export async function fillProducts(db: TenantDb, count: number, log: (line: string) => void): Promise<void> {
  const client = db.$client;
  await client.query(
    `INSERT INTO product_groups (ma_nhom, ten_nhom, created_by)
     SELECT g[1], g[2], 'bench' FROM jsonb_array_elements($1::jsonb) AS e,
            LATERAL (SELECT ARRAY[e->>0, e->>1] AS g) AS x
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(GROUPS)],
  );
  const buildIndexes = await emptyAllForLoading(db, ["products", "conversion_units"]);
  await client.query("SELECT setseed(0.2025)");
  for (let from = 1; from <= count; from += ROWS_PER_STATEMENT) {
    const to = Math.min(count, from + ROWS_PER_STATEMENT - 1);
    await client.query(
      `INSERT INTO products (ma_vt, ten_vt, ma_dvt, ma_nhom, ma_vach, gia_ban, loai_vt, theo_doi_ton, status, created_by)
       SELECT ${productCodeSql("i")},
              ($1::text[])[k] || ' ' || ${pick(4)} || ' ' || ${pick(5)} || ' ' || i,
              ($2::text[])[k], ($3::text[])[k],
              '893' || lpad(i::text, 10, '0'),
              round(${costSql("i")} * 1.5, -3),
              'VT', true, true, 'bench'
         FROM (SELECT i, 1 + i % cardinality($1::text[]) AS k FROM generate_series($6::int, $7::int) AS i) AS g`,
      [KINDS.map((k) => k[0]), KINDS.map((k) => k[1]), KINDS.map((k) => k[2]), BRANDS, SIZES, from, to],
    );
    log(`  ${to.toLocaleString("en")} products`);
  }
  await buildIndexes(log);
}
