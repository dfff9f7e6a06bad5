import type { Pool } from "../apps/server/src/platform/db/pool.js";
import { processCpu } from "./measure.js";
import type { RunningServer } from "./partner-servers.js";

/**
 * CPU milliseconds used from now on by the server's process, its PostgreSQL backends (by application name) and this
 * process (the load generator): what a posting costs whatever else shares the cores.
 */
export async function cpuMeter(pool: Pool, sen: RunningServer) {
  const { rows } = await pool.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE application_name = $1", [
    sen.applicationName,
  ]);
  const backends = () => rows.reduce((sum, r) => sum + (processCpu(r.pid) ?? 0), 0);
  const self = () => (process.cpuUsage().user + process.cpuUsage().system) / 1000;
  const start = { server: processCpu(sen.pid) ?? 0, postgres: backends(), load: self() };
  return () => ({
    server: (processCpu(sen.pid) ?? 0) - start.server,
    postgres: backends() - start.postgres,
    load: self() - start.load,
  });
}
