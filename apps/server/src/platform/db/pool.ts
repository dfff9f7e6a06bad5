import pg from "pg";
import { prepared } from "./statements.js";

// COUNT(*) and other int8 results: numbers, not strings (counts stay far below 2^53).
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type Pool = pg.Pool;
export type PoolClient = pg.PoolClient;

/**
 * A connection that pipelines its statements (each is sent without waiting for the answer of the one before) and
 * writes those sent in one turn of the event loop (a transaction's BEGIN and first read, the statements of
 * `TenantDb.later`, reads awaited together) to the socket at once: a system call per statement is what a round
 * trip costs most on a small machine.
 */
class PipelinedClient extends pg.Client {
  #corked = false;

  // biome-ignore lint/suspicious/noExplicitAny: pg.Client.query's overloads, passed on as they are
  override query(...args: any[]): any {
    const stream = (this as unknown as { connection?: { stream?: NodeJS.WritableStream & Partial<Corkable> } })
      .connection?.stream;
    if (!this.#corked && stream?.cork && stream.uncork) {
      this.#corked = true;
      stream.cork();
      setImmediate(() => {
        this.#corked = false;
        stream.uncork?.();
      });
    }
    // biome-ignore lint/suspicious/noExplicitAny: as above
    return (super.query as (...a: any[]) => any)(...args);
  }
}

interface Corkable {
  cork(): void;
  uncork(): void;
}

export function createPool(connectionString: string, max = 10): Pool {
  const pool = new pg.Pool({
    connectionString,
    max,
    application_name: "sen",
    pipeline: true,
    Client: PipelinedClient as unknown as typeof pg.Client,
  });
  // An idle connection that dies (database restart, Ctrl+C reaching PostgreSQL first) is
  // dropped from the pool; the next query opens a new one.
  pool.on("error", () => undefined);
  return pool;
}

/**
 * A statement sent in COMMIT's round trip, just before it: the transaction's last work, done with no wait on this
 * process in between. Prepared (`prepared`): it is the same for every transaction. Its rows are handed over once
 * committed.
 */
export interface AtCommit {
  text: string;
  values?: unknown[];
  answered?: (rows: Record<string, unknown>[]) => void;
}

interface TransactionOptions {
  /** Statements without parameters sent together with BEGIN. */
  prelude?: string;
  /** The statements to send with COMMIT, asked for once `fn` is done (it may have added some). */
  atCommit?: () => readonly AtCommit[];
  /** Statements `fn` sent without waiting for them (`TenantDb.later`), in the order sent. */
  unanswered?: readonly Promise<unknown>[];
}

/** A statement refused because one before it failed: the transaction is aborted. */
const AFTER_FAILURE = "25P02";

/** The SQLSTATE of a failure, also when a query builder wrapped it (as its `cause`). */
const code = (error: unknown): unknown => {
  const failure = error as { code?: unknown; cause?: unknown } | null;
  return failure?.code ?? (failure?.cause ? code(failure.cause) : undefined);
};

/**
 * What failed: `error`, unless it only says that an earlier statement failed (or that COMMIT rolled back), when it
 * is the first failure among the statements sent without waiting.
 */
async function firstFailure(unanswered: readonly Promise<unknown>[], error: unknown): Promise<unknown> {
  if (code(error) !== AFTER_FAILURE && !(error instanceof RolledBack)) return error;
  for (const outcome of await Promise.allSettled(unanswered)) {
    if (outcome.status === "rejected" && code(outcome.reason) !== AFTER_FAILURE) return outcome.reason;
  }
  return error;
}

class RolledBack extends Error {}

/**
 * Runs `fn` in one transaction; rolls back when it throws or when a statement it did not wait for failed (the
 * error is then that statement's). BEGIN is not waited for: `fn`'s first statements follow it in the same write.
 */
export async function transaction<T>(
  pool: Pool,
  fn: (client: PoolClient) => Promise<T>,
  { prelude = "", atCommit, unanswered = [] }: TransactionOptions = {},
): Promise<T> {
  const client = await pool.connect();
  try {
    const begun = client.query(`BEGIN;${prelude}`);
    begun.catch(() => undefined);
    const result = await fn(client);
    await begun;
    const finals = atCommit?.() ?? [];
    const last = finals.map((f) => client.query(prepared(f.text, f.values)));
    const committed = client.query("COMMIT");
    for (const sent of [...last, committed]) sent.catch(() => undefined);
    const results = await Promise.all(last);
    // COMMIT answers ROLLBACK when a statement sent without waiting failed and aborted the transaction.
    if ((await committed).command !== "COMMIT") throw new RolledBack("COMMIT rolled back: a statement failed");
    finals.forEach((f, i) => {
      f.answered?.(results[i]?.rows ?? []);
    });
    return result;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    throw await firstFailure(unanswered, error);
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
