import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "./embedded.js";
import { ensureDatabase } from "./pool.js";

export interface Database {
  url: string;
  /** Where it came from, for the start-up banner. */
  description: string;
  stop(): Promise<void>;
}

const APP_DATABASE = "sen";

/** The port of an embedded PostgreSQL already running on `dir` (another `npm start`), if any. */
function runningEmbeddedPort(dir: string): number | undefined {
  const pidFile = join(dir, "pg", "postmaster.pid");
  if (!existsSync(pidFile)) return undefined;
  const [pid, , , port] = readFileSync(pidFile, "utf8").split("\n");
  try {
    process.kill(Number(pid), 0);
    return Number(port);
  } catch {
    return undefined;
  }
}

/**
 * `DATABASE_URL` when set; otherwise the embedded PostgreSQL whose cluster lives in `dataDir`,
 * started here, or joined when another process of ours already runs it.
 */
export async function openDatabase(
  databaseUrl: string | undefined,
  dataDir: string,
  log?: (line: string) => void,
): Promise<Database> {
  if (databaseUrl) {
    const { hostname, port, pathname } = new URL(databaseUrl);
    const description = `PostgreSQL at ${hostname || "localhost"}:${port || 5432}${pathname} (DATABASE_URL)`;
    return { url: databaseUrl, description, stop: async () => undefined };
  }
  const port = runningEmbeddedPort(dataDir);
  if (port) {
    const adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
    return {
      url: await ensureDatabase(adminUrl, APP_DATABASE),
      description: `embedded PostgreSQL (shared, port ${port})`,
      stop: async () => undefined,
    };
  }
  const embedded: EmbeddedDatabase = await startEmbeddedPostgres(dataDir, { log });
  try {
    const url = await ensureDatabase(embedded.adminUrl, APP_DATABASE);
    return { url, description: `embedded PostgreSQL in ${dataDir} (port ${embedded.port})`, stop: embedded.stop };
  } catch (error) {
    await embedded.stop();
    throw error;
  }
}
