import type { FastifyInstance } from "fastify";
import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { type Database, openDatabase } from "./platform/db/database.js";
import { createPool, type Pool } from "./platform/db/pool.js";
import { prepareDatabase } from "./platform/db/prepare.js";
import { createLogger } from "./platform/logging.js";
import { DEMO, DEMO_SIGN_INS, seedDemoTenant } from "./seed/demo.js";
import { refreshReferenceData } from "./seed/reference.js";

let database: Database | undefined;
let pool: Pool | undefined;
let app: FastifyInstance | undefined;
let stopping = false;

async function stop(exitCode: number) {
  if (stopping) return;
  stopping = true;
  await app?.close().catch(() => undefined);
  await pool?.end().catch(() => undefined);
  await database?.stop().catch(() => undefined);
  process.exit(exitCode);
}

const settings = (() => {
  try {
    return loadConfig();
  } catch (error) {
    console.error(`Sen cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
})();
const log = createLogger(settings);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    log.info(`${signal}: stopping Sen…`);
    void stop(0);
  });
}

/**
 * As the owner (DATABASE_URL's user): migrations, the secrets kept with the data, the app role
 * and its grants, reference data, the demo tenant. Answers whether the demo tenant exists.
 */
async function prepare(db: Database) {
  const owner = createPool(db.url, 3);
  try {
    const prepared = await prepareDatabase(owner, db.url, settings.appDatabaseUrl);
    await refreshReferenceData(owner);
    if (settings.seedDemo && (await seedDemoTenant(owner)).created) log.info(`Demo tenant '${DEMO.tenant}' created.`);
    const demo = await owner.query("SELECT 1 FROM platform.tenants WHERE code = $1 AND status", [DEMO.tenant]);
    return { ...prepared, hasDemo: demo.rowCount === 1 };
  } finally {
    await owner.end();
  }
}

/** What a person starting the server reads: where it is, how to sign in, where the data is, how to stop. */
function banner(url: string, where: string, hasDemo: boolean): string {
  const demo = DEMO_SIGN_INS.map((u) => `${u.user_name} / ${u.password}`).join("  ·  ");
  return [
    "",
    `  Sen is running at ${url}   (API: ${url}/api/docs)`,
    `  Data: ${where}`,
    ...(hasDemo ? [`  Demo tenant "${DEMO.tenant}": ${demo}`] : []),
    "  Press Ctrl+C to stop.",
    "",
  ].join("\n");
}

try {
  database = await openDatabase(settings.databaseUrl, settings.dataDir);
  const { secrets, appUrl, hasDemo } = await prepare(database);
  const config = loadConfig(process.env, secrets);
  pool = createPool(appUrl);
  app = await buildApp({ config, pool });
  const address = new URL(await app.listen({ port: config.port, host: config.host }));
  const shown = ["0.0.0.0", "::"].includes(config.host) ? "localhost" : address.hostname;
  const url = `http://${shown}:${address.port}`;
  if (config.logFormat === "json") {
    log.info({ url, database: database.description, demo: hasDemo ? DEMO.tenant : undefined }, "Sen is running");
  } else {
    console.log(banner(url, database.description, hasDemo));
  }
} catch (error) {
  log.fatal({ err: error }, `Sen cannot start: ${(error as Error).message}`);
  await stop(1);
}
