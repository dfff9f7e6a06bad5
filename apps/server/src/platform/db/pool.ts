import pg from "pg";

// COUNT(*) and other int8 results: numbers, not strings (counts stay far below 2^53).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

export function createPool(connectionString: string, max = 10): Pool {
  const pool = new pg.Pool({ connectionString, max, application_name: "sen" });
  // An idle connection that dies (database restart, Ctrl+C reaching PostgreSQL first) is
  // dropped from the pool; the next query opens a new one.
  pool.on("error", () => undefined);
  return pool;
}

/**
 * A statement without parameters (values written as literals) sent in COMMIT's round trip, before it: the
 * transaction's last work, done with no wait on this process in between. Its rows are handed over once committed.
 */
export interface AtCommit {
  sql: string;
  answered?: (rows: Record<string, unknown>[]) => void;
}

interface TransactionOptions {
  /** Statements without parameters sent together with BEGIN: one round trip instead of two. */
  prelude?: string;
  /** The statements to send with COMMIT, asked for once `fn` is done (it may have added some). */
  atCommit?: () => readonly AtCommit[];
}

/** Runs `fn` in one transaction; rolls back when it throws. */
export async function transaction<T>(
  pool: Pool,
  fn: (client: PoolClient) => Promise<T>,
  { prelude = "", atCommit }: TransactionOptions = {},
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(`BEGIN;${prelude}`);
    const result = await fn(client);
    const finals = atCommit?.() ?? [];
    const sent = await client.query([...finals.map((f) => f.sql), "COMMIT"].join(";\n"));
    const results = (Array.isArray(sent) ? sent : [sent]) as pg.QueryResult[];
    finals.forEach((f, i) => {
      f.answered?.(results[i]?.rows ?? []);
    });
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/** Creates database `name` on the server of `adminUrl` unless it exists. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)} ENCODING 'UTF8' TEMPLATE template0`);
    }
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
