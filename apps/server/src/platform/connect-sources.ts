import { callCenterProviderEntity } from "@sen/core";
import pg from "pg";
import type { Config } from "../config.js";
import type { Pool } from "./db/pool.js";

/** How long the providers' addresses are trusted when no write of this server changed them. */
const FRESH_MS = 60_000;

/** The providers' routes: a successful write there may change the addresses. */
export const PROVIDER_ROUTES = new Set([
  `/api/${callCenterProviderEntity.api}`,
  `/api/${callCenterProviderEntity.api}/:id`,
]);

/** `address` as a CSP source (`scheme://host[:port]`); a bare host is taken as `wss://`. */
export function sourceOf(address: string): string | undefined {
  for (const candidate of [address.trim(), `wss://${address.trim()}`]) {
    try {
      const url = new URL(candidate);
      if (["wss:", "ws:", "https:", "http:"].includes(url.protocol) && url.host) return `${url.protocol}//${url.host}`;
    } catch {
      // not an address; the next candidate, or nothing
    }
  }
  return undefined;
}

/** The `wss` addresses of the enabled call-center providers of every active tenant. */
async function providerSources(pool: Pool): Promise<string[]> {
  const tenants = await pool.query<{ schema_name: string }>("SELECT schema_name FROM platform.tenants WHERE status");
  if (tenants.rows.length === 0) return [];
  const table = pg.escapeIdentifier(callCenterProviderEntity.table);
  const { rows } = await pool.query<{ wss: string }>(
    tenants.rows
      .map((t) => `SELECT wss FROM ${pg.escapeIdentifier(t.schema_name)}.${table} WHERE enable AND wss IS NOT NULL`)
      .join(" UNION "),
  );
  return rows.map((row) => sourceOf(row.wss)).filter((source) => source !== undefined);
}

/**
 * The CSP's connect-src: our origin, STORAGE_URL, CALL_CENTER_HOSTS and the providers configured
 * in the database, read again after a minute or once a write of this server changed them.
 */
export function connectSources(pool: Pool, config: Config) {
  const fixed = [config.storageUrl, ...config.callCenterHosts].flatMap((a) => (a && sourceOf(a)) || []);
  let providers: string[] = [];
  let until = 0;
  let reading: Promise<void> | undefined;
  /** Bumped by each forget: a read begun before it does not count as fresh. */
  let forgets = 0;

  function read(): Promise<void> {
    const begun = forgets;
    reading ??= providerSources(pool)
      .then((found) => {
        providers = found;
      })
      .catch(() => undefined)
      .finally(() => {
        if (forgets === begun) until = Date.now() + FRESH_MS;
        reading = undefined;
      });
    return reading;
  }

  return {
    /** Waits for a fresh read when the last one is over a minute old or was forgotten. */
    async fresh(): Promise<void> {
      if (Date.now() >= until) await read();
    },
    forget() {
      forgets++;
      until = 0;
    },
    directive: (): string => [...new Set(["'self'", ...fixed, ...providers])].join(" "),
  };
}
