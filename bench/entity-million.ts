/**
 * One entity with a million rows: how fast the real list code (platform/crud/list.ts) answers.
 *
 *   npm run bench:entities [-- --rows 1000000 --runs 20 --only search --explain --refill]
 *
 * Uses DATABASE_URL, or an embedded PostgreSQL with its cluster in DATA_DIR (default .tmp/bench-data).
 * Creates the tenant `bench` once and fills its `warehouses`; later runs reuse them.
 */
import { cpus } from "node:os";
import { parseArgs } from "node:util";
import { warehouseEntity } from "@sen/core";
import { warehouses } from "../apps/server/src/modules/stock/stock.tables.js";
import { listRows } from "../apps/server/src/platform/crud/list.js";
import { listQuerySchema } from "../apps/server/src/platform/crud/list-query.js";
import { openDatabase } from "../apps/server/src/platform/db/database.js";
import { createPool } from "../apps/server/src/platform/db/pool.js";
import { inTenant } from "../apps/server/src/platform/db/tenant-db.js";
import { benchTenant, fillOnce } from "./bench-tenant.js";
import { benchCases } from "./cases.js";
import { backendCpu, explain, recordStatements, table, time } from "./measure.js";
import { fillWarehouses } from "./warehouse-rows.js";

const { values: args } = parseArgs({
  options: {
    rows: { type: "string", default: "1000000" },
    runs: { type: "string", default: "20" },
    only: { type: "string" },
    explain: { type: "boolean", default: false },
    refill: { type: "boolean", default: false },
  },
});
const wanted = Number(args.rows);
const runs = Number(args.runs);
const log = (line: string) => console.log(line);

const database = await openDatabase(process.env.DATABASE_URL, process.env.DATA_DIR ?? ".tmp/bench-data");
const pool = createPool(database.url, 2);
try {
  const tenant = await benchTenant(pool);
  await fillOnce(pool, tenant, "warehouses", { wanted, refill: Boolean(args.refill), log }, (db) =>
    fillWarehouses(db, wanted, log),
  );
  const inBench = <T>(fn: Parameters<typeof inTenant<T>>[2]) => inTenant(pool, tenant.schema, fn);

  const { rows: about } = await pool.query<{ version: string; collation: string; size: string }>(
    `SELECT current_setting('server_version') AS version, datcollate AS collation,
            pg_size_pretty(pg_total_relation_size('${tenant.schema}.warehouses')) AS size
       FROM pg_database WHERE datname = current_database()`,
  );
  log(
    `PostgreSQL ${about[0]?.version} (${database.description}, collation ${about[0]?.collation}), ` +
      `${cpus().length} cores; ${wanted.toLocaleString("en")} warehouses, ${about[0]?.size} with indexes; ` +
      `${runs} timed runs per case after 3 warm-up runs\n`,
  );

  const schema = listQuerySchema(warehouseEntity);
  const results: string[][] = [];
  for (const c of benchCases().filter((c) => !args.only || c.name.includes(args.only))) {
    const query = schema.parse(c.query);
    const list = (db: Parameters<typeof listRows>[0]) => listRows(db, warehouseEntity, warehouses, query, c.branches);
    const { timing, page } = await inBench(async (db) => ({
      timing: await time(() => list(db), runs, await backendCpu(db)),
      page: await list(db),
    }));
    const total = `${"totalExact" in page && page.totalExact === false ? "≈" : ""}${page.total.toLocaleString("en")}`;
    const ms = (n: number) => n.toFixed(1);
    const cpu = timing.cpu === undefined ? "–" : ms(timing.cpu);
    results.push([c.name, String(page.items.length), total, ms(timing.p50), ms(timing.p95), ms(timing.max), cpu]);
    if (args.explain) {
      const plans = await inBench(async (db) => explain(db, await recordStatements(db, () => list(db))));
      log(`--- ${c.name}\n${plans.join("\n\n")}\n`);
    }
  }
  log(table(["case", "rows", "total", "p50 ms", "p95 ms", "max ms", "db CPU ms"], results));
} finally {
  await pool.end();
  await database.stop();
}
