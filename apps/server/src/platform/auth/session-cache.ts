import pg from "pg";
import type { Pool } from "../db/pool.js";
import { onAuthChange } from "../db/tenant-db.js";
import type { SessionUser } from "./current-user.js";

/** The channel the triggers of migration 0007_auth_notify speak on; the payload is the tenant's schema. */
const CHANNEL = "sen_auth";
/** Even with no change heard of, a checked user is asked again after this long. */
const TRUSTED_MS = 60_000;
const KEPT_MAX = 10_000;
const RETRY_MS = 1_000;

type Entry = SessionUser & { until: number };

/**
 * The signed-in users this server has checked (by tenant and session), so that a request does not
 * ask the database who its user is. A tenant's are dropped:
 * - at once, when a transaction of this process changed users, rights, branches or sessions of
 *   the tenant (a forced logout, a rights change: the very next request sees it);
 * - when PostgreSQL says that users, rights, branches or sessions of the tenant changed (NOTIFY
 *   from triggers), for changes made by another server or by hand.
 * While the listening connection is down nothing is trusted, and a session past its expiry never is.
 */
export function sessionCache(pool: Pool) {
  const tenants = new Map<string, Map<string, Entry>>();
  /** Bumped by each drop: a user read before a drop is not kept after it. */
  const generations = new Map<string, number>();
  let size = 0;
  let listener: pg.Client | undefined;
  let listening = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  function drop(schema: string) {
    generations.set(schema, (generations.get(schema) ?? 0) + 1);
    size -= tenants.get(schema)?.size ?? 0;
    tenants.delete(schema);
  }

  function dropAll() {
    for (const schema of tenants.keys()) drop(schema);
  }

  async function listen() {
    if (stopped) return;
    const client = new pg.Client({ ...pool.options, application_name: "sen-auth-listener" });
    client.on("notification", (message) => message.payload && drop(message.payload));
    client.on("error", () => lost(client));
    client.on("end", () => lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (stopped) return void client.end().catch(() => undefined);
      listener = client;
      listening = true;
    } catch {
      lost(client);
    }
  }

  function lost(client: pg.Client) {
    if (listener && listener !== client) return;
    listening = false;
    listener = undefined;
    dropAll();
    client.end().catch(() => undefined);
    if (!stopped && !retry) {
      retry = setTimeout(() => {
        retry = undefined;
        void listen();
      }, RETRY_MS);
      retry.unref();
    }
  }

  const stopHearing = onAuthChange(drop);

  return {
    start: listen,
    async stop() {
      stopped = true;
      stopHearing();
      clearTimeout(retry);
      listening = false;
      await listener?.end().catch(() => undefined);
      listener = undefined;
    },
    generation: (schema: string) => generations.get(schema) ?? 0,
    get(schema: string, sessionId: string): SessionUser | undefined {
      if (!listening) return undefined;
      const entry = tenants.get(schema)?.get(sessionId);
      const now = Date.now();
      return entry && entry.until > now && entry.expiresAt.getTime() > now ? entry : undefined;
    },
    /**
     * Keeps a user read when the tenant's generation was `generation`, unless a drop came since;
     * answers what later requests of the session will be given (the kept entry, or `found`).
     */
    keep(schema: string, sessionId: string, found: SessionUser, generation: number): SessionUser {
      if (!listening || (generations.get(schema) ?? 0) !== generation) return found;
      if (size >= KEPT_MAX) dropAll();
      const sessions = tenants.get(schema) ?? new Map<string, Entry>();
      tenants.set(schema, sessions);
      if (!sessions.has(sessionId)) size++;
      const entry = { ...found, until: Date.now() + TRUSTED_MS };
      sessions.set(sessionId, entry);
      return entry;
    },
  };
}

export type SessionCache = ReturnType<typeof sessionCache>;
