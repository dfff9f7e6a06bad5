import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { branchWarehouses } from "../apps/server/src/modules/admin/admin.tables.js";
import type { Pool } from "../apps/server/src/platform/db/pool.js";
import { inTenant } from "../apps/server/src/platform/db/tenant-db.js";
import { seedUser } from "../apps/server/src/seed/base.js";

/** The bench tenant's cashier, as the demo seeds `thungan01`: one branch, the counter's rights and nothing else. */
export const BENCH_CASHIER = { user_name: "thungan01", password: "Cashier@123" } as const;
const BRANCH = "CN01";
/** The branch's default warehouse (Cài đặt cửa hàng), the one the counter sells from. */
export const COUNTER_WAREHOUSE = "KHO-Q1";

/** Creates the cashier unless there, and gives branch CN01 its default warehouse. */
export async function benchCashier(pool: Pool, schema: string): Promise<void> {
  await inTenant(pool, schema, async (db) => {
    await seedUser(db, {
      ...BENCH_CASHIER,
      full_name: "Lê Thu Trang",
      branchs: BRANCH,
      commands: ["sales.retail-orders", "sales.retail-orders.cashier"],
    });
    await db
      .insert(branchWarehouses)
      .values({ ma_dvcs: BRANCH, ma_kho: COUNTER_WAREHOUSE, created_by: "bench" })
      .onConflictDoNothing();
  });
}

/** Where the bench's copy of the web app is built. */
export const BENCH_WEB = resolve(".tmp/bench-web");

/**
 * Builds the web app for the tenant `bench` (the tenant is fixed at build time, VITE_TENANT; apps/web/dist talks
 * to `demo`) from the working tree, into .tmp/bench-web, for the bench's server to serve (WEB_DIST).
 */
export function buildBenchWeb(log: (line: string) => void): string {
  const started = Date.now();
  execFileSync("npx", ["vite", "build", "--outDir", BENCH_WEB, "--emptyOutDir"], {
    cwd: resolve("apps/web"),
    env: { ...process.env, VITE_TENANT: "bench", VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  log(`Web app built for the tenant bench in ${((Date.now() - started) / 1000).toFixed(0)} s (${BENCH_WEB})`);
  return BENCH_WEB;
}
