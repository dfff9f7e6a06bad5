import { buildApp } from "./app.js";
import { loadConfig } from "./config.js";
import { openDatabase } from "./platform/db/database.js";
import { migrateAll } from "./platform/db/migrate.js";
import { createPool } from "./platform/db/pool.js";
import { DEMO, seedDemoTenant } from "./seed/demo.js";
import { refreshReferenceData } from "./seed/reference.js";

const config = loadConfig();
const database = await openDatabase(config.databaseUrl, config.dataDir);
const pool = createPool(database.url);
let stopping = false;

async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping Sen…`);
  await app?.close().catch(() => undefined);
  await pool.end().catch(() => undefined);
  await database.stop().catch(() => undefined);
  process.exit(0);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void stop(signal));

let app: Awaited<ReturnType<typeof buildApp>> | undefined;
try {
  await migrateAll(pool);
  await refreshReferenceData(pool);
  if (config.seedDemo) {
    const { created } = await seedDemoTenant(pool);
    if (created) console.log("Demo tenant 'demo' created.");
  }
  app = await buildApp({ config, pool });
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  console.error(error);
  await pool.end().catch(() => undefined);
  await database.stop().catch(() => undefined);
  process.exit(1);
}

console.log(`
  Sen is running at http://localhost:${config.port}
  API documentation: http://localhost:${config.port}/api/docs
  Database: ${database.description}
  Demo sign-in (tenant "${DEMO.tenant}"): ${DEMO.admin.user_name} / ${DEMO.admin.password}  ·  ${DEMO.sale.user_name} / ${DEMO.sale.password}
  Press Ctrl+C to stop.
`);
