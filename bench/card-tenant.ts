import type { Pool } from "../apps/server/src/platform/db/pool.js";
import { inTenant } from "../apps/server/src/platform/db/tenant-db.js";
import type { Tenant } from "../apps/server/src/platform/tenants.js";
import { benchTenant, fillOnce } from "./bench-tenant.js";
import { CARD_TABLES, type CardFill, fillCards } from "./card-rows.js";
import { fillPartners } from "./partner-rows.js";
import { BENCH_WAREHOUSES } from "./stock-ledger-rows.js";
import { countRows } from "./stock-tenant.js";

/** Where the counter sells: the main warehouse of branch CN01. */
export const CARD_COUNTER = BENCH_WAREHOUSES[0];
/** What every card payment buys: one service (no stock moves), at its list price, without VAT. */
export const CARD_SERVICE = { ma_vt: "DVGOI01", ten_vt: "Gội đầu dưỡng sinh", ma_dvt: "LAN", gia: 150_000 } as const;

/**
 * The bench tenant with `customers` customers, `cards` cards and at least `lines` card movements, filled unless they
 * are there already (payments made by earlier runs only add movements), a warehouse and a service to sell.
 */
export async function cardTenant(pool: Pool, fill: CardFill & { refill: boolean }): Promise<Tenant> {
  const { customers, cards, lines, refill, log } = fill;
  const tenant = await benchTenant(pool);
  await fillOnce(pool, tenant, "partners", { wanted: customers, refill, log }, (db) =>
    fillPartners(db, customers, log),
  );
  const filled =
    (await countRows(pool, tenant, CARD_TABLES.cards)) === cards &&
    (await countRows(pool, tenant, CARD_TABLES.ledger)) >= lines;
  if (refill || !filled) {
    log(
      `Filling ${tenant.schema} with ${cards.toLocaleString("en")} cards and ${lines.toLocaleString("en")} movements…`,
    );
    const started = Date.now();
    await inTenant(pool, tenant.schema, (db) => fillCards(db, fill));
    log(`  filled in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  for (const name of Object.values(CARD_TABLES)) await pool.query(`VACUUM (ANALYZE) ${tenant.schema}.${name}`);
  await inTenant(pool, tenant.schema, async (db) => {
    await db.$client.query(
      `INSERT INTO warehouses (ma_kho, ten_kho, ma_dvcs, created_by) VALUES ($1, $2, $3, 'bench')
       ON CONFLICT DO NOTHING`,
      [CARD_COUNTER.ma_kho, CARD_COUNTER.ten_kho, CARD_COUNTER.ma_dvcs],
    );
    await db.$client.query(
      `INSERT INTO products (ma_vt, ten_vt, ma_dvt, loai_vt, theo_doi_ton, gia_ban, created_by)
       VALUES ($1, $2, $3, 'DV', false, $4, 'bench') ON CONFLICT DO NOTHING`,
      [CARD_SERVICE.ma_vt, CARD_SERVICE.ten_vt, CARD_SERVICE.ma_dvt, CARD_SERVICE.gia],
    );
  });
  return tenant;
}
