import { randomBytes } from "node:crypto";
import type { Pool } from "./db/pool.js";

/** The secrets kept with the data (platform.secrets), each made at random the first time. */
export interface StoredSecrets {
  jwt_secret: string;
  encryption_key: string;
  app_password: string;
}

const MAKE: { [K in keyof StoredSecrets]: () => string } = {
  jwt_secret: () => randomBytes(48).toString("base64url"),
  encryption_key: () => randomBytes(32).toString("hex"),
  app_password: () => randomBytes(24).toString("base64url"),
};

const NAMES = Object.keys(MAKE) as (keyof StoredSecrets)[];

/**
 * The stored secrets, read with the owner's pool (the app role may not): a missing one is made
 * first, and servers starting together keep whichever was written first.
 */
export async function keptSecrets(owner: Pool): Promise<StoredSecrets> {
  await owner.query(
    "INSERT INTO platform.secrets (name, value) SELECT * FROM unnest($1::text[], $2::text[]) ON CONFLICT (name) DO NOTHING",
    [NAMES, NAMES.map((name) => MAKE[name]())],
  );
  const { rows } = await owner.query<{ name: keyof StoredSecrets; value: string }>(
    "SELECT name, value FROM platform.secrets WHERE name = ANY($1)",
    [NAMES],
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.value])) as unknown as StoredSecrets;
}
