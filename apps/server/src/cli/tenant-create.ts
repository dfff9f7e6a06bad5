import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { loadConfig } from "../config.js";
import { openDatabase } from "../platform/db/database.js";
import { migrateAll } from "../platform/db/migrate.js";
import { createPool } from "../platform/db/pool.js";
import { TENANT_CODE } from "../platform/db/tenant-db.js";
import { provisionTenant } from "../seed/provision.js";

const usage =
  'Usage: npm run tenant:create -- CODE "Name" [--admin USER] [--password PASSWORD] [--branch-name "Tên chi nhánh"]';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    admin: { type: "string", default: "admin" },
    password: { type: "string" },
    "branch-name": { type: "string", default: "Trụ sở chính" },
  },
});
const [rawCode, name] = positionals;
const code = rawCode?.toLowerCase();
if (!code || !name) {
  console.error(usage);
  process.exit(2);
}
if (!TENANT_CODE.test(code)) {
  console.error(`Invalid tenant code '${rawCode}': 2 to 31 lowercase letters, digits or '_', starting with a letter.`);
  process.exit(1);
}

const config = loadConfig();
const database = await openDatabase(config.databaseUrl, config.dataDir);
const pool = createPool(database.url, 2);
const password = values.password ?? `${randomBytes(9).toString("base64url")}!9a`;
try {
  await migrateAll(pool);
  const { created } = await provisionTenant(pool, {
    code,
    name,
    branches: [{ ma_dvcs: "CN01", ten_dvcs: values["branch-name"] ?? "Trụ sở chính" }],
    admin: { user_name: values.admin ?? "admin", password, full_name: "Quản trị viên", branchs: "CN01" },
  });
  if (created) {
    console.log(`Tenant '${code}' (${name}) created. First administrator: ${values.admin} / ${password}`);
  } else {
    console.log(`Tenant '${code}' already exists; nothing changed.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await pool.end();
  await database.stop();
}
