/**
 * One entity with a million rows: how fast the real list code (platform/crud/list.ts) answers.
 *
 *   npm run bench:entities [-- --rows 1000000 --runs 20 --only search --explain --refill]
 *
 * Uses DATABASE_URL, or an embedded PostgreSQL with its cluster in DATA_DIR (default .tmp/bench-data).
 * Creates the tenant `bench` once and fills its `warehouses`; later runs reuse them.
 */
import { randomBytes } from "node:crypto";
import { cpus } from "node:os";
import { parseArgs } from "node:util";
import { warehouseEntity } from "@sen/core";
import { warehouses } from "../apps/server/src/modules/stock/stock.tables.js";
import { listRows } from "../apps/server/src/platform/crud/list.js";
import { listQuerySchema } from "../apps/server/src/platform/crud/list-query.js";
import { openDatabase } from "../apps/server/src/platform/db/database.js";
import { migrateAll } from "../apps/server/src/platform/db/migrate.js";
import { createPool } from "../apps/server/src/platform/db/pool.js";
import { inTenant } from "../apps/server/src/platform/db/tenant-db.js";
import { provisionTenant } from "../apps/server/src/seed/provision.js";
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
  await migrateAll(pool);
  const { tenant } = await provisionTenant(pool, {
    code: "bench",
    name: "Bench",
    branches: [
      { ma_dvcs: "CN01", ten_dvcs: "Chi nhánh Quận 1" },
      { ma_dvcs: "CN02", ten_dvcs: "Chi nhánh Cầu Giấy" },
      { ma_dvcs: "CN03", ten_dvcs: "Chi nhánh Hải Châu" },
    ],
    admin: { user_name: "admin", password: randomBytes(12).toString("base64url"), full_name: "Quản trị viên" },
  });
  const inBench = <T>(fn: Parameters<typeof inTenant<T>>[2]) => inTenant(pool, tenant.schema, fn);

  const [{ n: present } = { n: 0 }] = (await pool.query(`SELECT count(*)::int AS n FROM ${tenant.schema}.warehouses`))
    .rows;
  if (present !== wanted || args.refill) {
    log(`Filling ${tenant.schema}.warehouses with ${wanted.toLocaleString("en")} rows…`);
    const started = Date.now();
    await inBench((db) => fillWarehouses(db, wanted, log));
    log(`  filled in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    await pool.query(`VACUUM (ANALYZE) ${tenant.schema}.warehouses`);
  } else {
    await pool.query(`ANALYZE ${tenant.schema}.warehouses`);
  }

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
