import { DOCUMENT_STATUS } from "@sen/core";
import type { Pool } from "../apps/server/src/platform/db/pool.js";
import { inTenant } from "../apps/server/src/platform/db/tenant-db.js";
import type { Tenant } from "../apps/server/src/platform/tenants.js";
import { benchTenant } from "./bench-tenant.js";
import { BENCH_WAREHOUSES, fillStock, STOCK_KINDS, STOCK_TABLES } from "./stock-ledger-rows.js";
import { fillProducts } from "./stock-products.js";

export const countRows = async (pool: Pool, tenant: Tenant, name: string) =>
  Number((await pool.query(`SELECT count(*) AS n FROM ${tenant.schema}.${name}`)).rows[0]?.n ?? 0);

interface StockSize {
  products: number;
  lines: number;
  refill: boolean;
  log: (line: string) => void;
}

/** The bench tenant's warehouses, products and stock, filled unless they are there already. */
export async function stockTenant(pool: Pool, { products, lines, refill, log }: StockSize) {
  const tenant = await benchTenant(pool);
  const inBench = <T>(fn: Parameters<typeof inTenant<T>>[2]) => inTenant(pool, tenant.schema, fn);
  await inBench((db) =>
    db.$client.query(
      `INSERT INTO warehouses (ma_kho, ten_kho, ma_dvcs, created_by)
       SELECT w->>'ma_kho', w->>'ten_kho', w->>'ma_dvcs', 'bench' FROM jsonb_array_elements($1::jsonb) AS w
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(BENCH_WAREHOUSES)],
    ),
  );
  const productsThere = await countRows(pool, tenant, "products");
  const refillProducts = refill || productsThere !== products;
  if (refillProducts) {
    log(`Filling ${tenant.schema}.products with ${products.toLocaleString("en")} products…`);
    const started = Date.now();
    await inBench((db) => fillProducts(db, products, log));
    log(`  filled in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    await pool.query(`VACUUM (ANALYZE) ${tenant.schema}.products`);
  }
  if (refillProducts || (await countRows(pool, tenant, STOCK_TABLES.ledger)) < lines) {
    log(`Filling the stock ledger with ${lines.toLocaleString("en")} lines…`);
    const started = Date.now();
    await inBench((db) => fillStock(db, { products, lines, posted: DOCUMENT_STATUS.posted, log }));
    log(`  filled in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  const filled = Object.values(STOCK_KINDS).flatMap((k) => [k.header, k.lines]);
  for (const name of [...filled, STOCK_TABLES.ledger, STOCK_TABLES.balances]) {
    await pool.query(`VACUUM (ANALYZE) ${tenant.schema}.${name}`);
  }
  return tenant;
}
