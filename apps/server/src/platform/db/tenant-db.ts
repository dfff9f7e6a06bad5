import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import pg from "pg";
import { type AtCommit, type Pool, type PoolClient, transaction } from "./pool.js";
import { prepared } from "./statements.js";

/** Statements in a tenant's schema, which it names (for what is kept per tenant). */
export type TenantDb = NodePgDatabase & {
  $client: PoolClient;
  tenantSchema: string;
  /**
   * Leaves a statement to run last, in COMMIT's round trip: work that holds a lock many transactions want (a
   * document counter) then holds it for that statement and the COMMIT only.
   */
  atCommit(statement: AtCommit): void;
  /**
   * Sends a statement whose answer nothing waits for (a write the answer already knows): it goes out with the next
   * statement awaited, or with COMMIT, instead of taking a round trip of its own. Should it fail, the transaction
   * fails with its error.
   */
  later(text: string, values?: unknown[]): void;
  /** The Idempotency-Key this transaction answers, once claimed: its answer is kept with the final numbers. */
  idempotencyKey?: { user: string; key: string };
};

export const TENANT_CODE = /^[a-z][a-z0-9_]{1,30}$/;

export function schemaOf(code: string): string {
  if (!TENANT_CODE.test(code)) throw new Error(`invalid tenant code: ${code}`);
  return `t_${code}`;
}

/** The statement that makes a transaction's unqualified names the tenant's (then `public`). */
export const searchPathOf = (schema: string) => `SET LOCAL search_path TO ${pg.escapeIdentifier(schema)}, public`;

const tenantDb = (client: PoolClient, schema: string, finals: AtCommit[], unanswered: Promise<unknown>[]): TenantDb =>
  Object.assign(drizzle({ client }), {
    tenantSchema: schema,
    atCommit: (statement: AtCommit) => finals.push(statement),
    later: (text: string, values?: unknown[]) => {
      const sent = client.query(prepared(text, values));
      sent.catch(() => undefined);
      unanswered.push(sent);
    },
  });

/** Told of each transaction of this process that changed who may sign in to a tenant, and with what. */
const authListeners = new Set<(schema: string) => void>();

/**
 * Calls `listener` once a transaction that changed users, rights, branches or sessions of a tenant
 * has committed (the tables whose triggers NOTIFY `sen_auth` and mark the transaction); returns
 * what stops it.
 */
export function onAuthChange(listener: (schema: string) => void): () => void {
  authListeners.add(listener);
  return () => authListeners.delete(listener);
}

/** Asked in COMMIT's round trip: whether a `sen_auth_changed` trigger fired in the transaction. */
const AUTH_CHANGED = "SELECT current_setting('sen.auth_changed', true) = 'on' AS changed";

/**
 * Runs `fn` in one transaction whose unqualified table names resolve to the tenant's
 * schema (`SET LOCAL` ends with the transaction, so a pooled connection never leaks it).
 */
export function inTenant<T>(pool: Pool, schema: string, fn: (db: TenantDb) => Promise<T>): Promise<T> {
  const finals: AtCommit[] = [];
  const unanswered: Promise<unknown>[] = [];
  const authChanged: AtCommit = {
    text: AUTH_CHANGED,
    answered: ([row]) => {
      if (row?.changed) for (const listener of authListeners) listener(schema);
    },
  };
  return transaction(pool, (client) => fn(tenantDb(client, schema, finals, unanswered)), {
    prelude: searchPathOf(schema),
    atCommit: () => [...finals, authChanged],
    unanswered,
  });
}
