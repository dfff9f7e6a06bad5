import { keptSecrets, type StoredSecrets } from "../secrets.js";
import { ensureAppRole } from "./app-role.js";
import { migrateAll, migratePlatform } from "./migrate.js";
import type { Pool } from "./pool.js";

export interface Prepared {
  secrets: StoredSecrets;
  /** The app role's connection string: what the running server uses. */
  appUrl: string;
}

/**
 * What the owner (DATABASE_URL's user) does before the app starts: the platform's migrations, the
 * secrets kept with the data, the app role, then every tenant's migrations with the role's grants.
 */
export async function prepareDatabase(owner: Pool, ownerUrl: string, appDatabaseUrl?: string): Promise<Prepared> {
  await migratePlatform(owner);
  const secrets = await keptSecrets(owner);
  const appUrl = await ensureAppRole(owner, ownerUrl, secrets.app_password, appDatabaseUrl);
  await migrateAll(owner);
  return { secrets, appUrl };
}
