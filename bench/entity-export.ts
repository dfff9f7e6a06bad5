/**
 * The Excel export of a million warehouses over HTTP: how long it takes, how big the file is, and
 * how much memory our server holds meanwhile (it must not grow with the list).
 *
 *   npm run bench:export [-- --rows 1000000 --slow --query "searchKey=nguyen&sortKey=ten_kho"]
 *
 * Uses DATABASE_URL, or an embedded PostgreSQL in DATA_DIR (default .tmp/bench-data); fills the
 * bench tenant's warehouses once, as bench:entities does. The server runs in a process of its own
 * and its resident memory is read from /proc every 100 ms. `--slow` reads the file at 1 MB/s for
 * 20 s first, as a slow connection would: the server must wait for it, not pile the file up.
 */
import { readFileSync } from "node:fs";
import { cpus } from "node:os";
import { parseArgs } from "node:util";
import { openDatabase } from "../apps/server/src/platform/db/database.js";
import { createPool } from "../apps/server/src/platform/db/pool.js";
import { benchTenant, fillOnce } from "./bench-tenant.js";
import { table } from "./measure.js";
import { signIn, startServer } from "./partner-servers.js";
import { fillWarehouses } from "./warehouse-rows.js";

const { values: args } = parseArgs({
  options: {
    rows: { type: "string", default: "1000000" },
    slow: { type: "boolean", default: false },
    /** The list's query (search, filters, sort); default: every row by name. */
    query: { type: "string", default: "sortKey=ten_kho" },
  },
});
const wanted = Number(args.rows);
const log = (line: string) => console.log(line);
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;

/** The resident memory of a process, in bytes (Linux). */
function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
}

const database = await openDatabase(process.env.DATABASE_URL, process.env.DATA_DIR ?? ".tmp/bench-data");
const pool = createPool(database.url, 2);
try {
  const tenant = await benchTenant(pool);
  await fillOnce(pool, tenant, "warehouses", { wanted, refill: false, log }, (db) => fillWarehouses(db, wanted, log));
  const server = await startServer("sen", { databaseUrl: database.url, schema: tenant.schema, poolSize: 4 });
  try {
    const token = await signIn(pool, tenant.schema, server);
    const idle = residentBytes(server.pid);
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(residentBytes(server.pid)), 100);
    const started = performance.now();
    const response = await fetch(`${server.url}/api/stock/warehouses/export?${args.query}`, {
      headers: { authorization: `Bearer ${token}`, "x-tenant": "bench", "x-branches": "CN01,CN02,CN03" },
    });
    if (!response.ok || !response.body) throw new Error(`export: ${response.status} ${await response.text()}`);
    const reader = response.body.getReader();
    let bytes = 0;
    let slowUntil = args.slow ? performance.now() + 20_000 : 0;
    let firstByte = 0;
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      firstByte ||= performance.now() - started;
      bytes += part.value.length;
      if (performance.now() < slowUntil) {
        // 1 MB a second: wait as long as this chunk takes at that rate.
        await new Promise((resolve) => setTimeout(resolve, (part.value.length / 2 ** 20) * 1000));
      } else slowUntil = 0;
    }
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const peak = Math.max(...samples);
    // The memory along the way, a tenth of the time apart: flat, not growing with the rows written.
    const tenths = Array.from({ length: 10 }, (_, i) => samples[Math.floor(((i + 1) * samples.length) / 10) - 1] ?? 0);
    log(
      `PostgreSQL via ${database.description}, ${cpus().length} cores; ${wanted.toLocaleString("en")} warehouses` +
        `${args.slow ? ", read at 1 MB/s for the first 20 s" : ""}\n`,
    );
    log(
      table(
        ["list", "file", "first byte", "total", "server memory idle", "peak", "peak − idle"],
        [
          [
            args.query,
            mb(bytes),
            `${(firstByte / 1000).toFixed(2)} s`,
            `${seconds.toFixed(1)} s`,
            mb(idle),
            mb(peak),
            mb(peak - idle),
          ],
        ],
      ),
    );
    log(`\nserver memory at each tenth of the export: ${tenths.map(mb).join(", ")}`);
  } finally {
    await server.stop();
  }
} finally {
  await pool.end();
  await database.stop();
}
