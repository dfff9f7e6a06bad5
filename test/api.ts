import type { FastifyInstance, InjectOptions } from "fastify";
import type { DestinationStream } from "pino";
import { inject } from "vitest";
import { buildApp } from "../apps/server/src/app.js";
import { loadConfig } from "../apps/server/src/config.js";
import { createPool, type Pool } from "../apps/server/src/platform/db/pool.js";
import { keptSecrets } from "../apps/server/src/platform/secrets.js";

export interface TestApp {
  app: FastifyInstance;
  /** The owner's pool: provisioning tenants, writing and checking rows by hand. */
  pool: Pool;
  /** The app role's pool, the one the server uses. */
  appPool: Pool;
  close(): Promise<void>;
}

interface TestAppOptions {
  /** Where the server's log goes; silent when not given. */
  log?: DestinationStream;
}

/**
 * The real server on the run's throw-away database, connected as the app role with the secrets
 * kept with the data, called over Fastify's HTTP injection.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  extend?: (app: FastifyInstance) => void,
  { log }: TestAppOptions = {},
): Promise<TestApp> {
  const pool = createPool(inject("databaseUrl"), 5);
  const appPool = createPool(inject("appDatabaseUrl"), 5);
  const config = loadConfig({ ...env, DATABASE_URL: inject("databaseUrl") }, await keptSecrets(pool));
  const app = await buildApp({ config, pool: appPool, logger: log ?? false });
  extend?.(app);
  await app.ready();
  return {
    app,
    pool,
    appPool,
    close: async () => {
      await app.close();
      await appPool.end();
      await pool.end();
    },
  };
}

type Call = Omit<InjectOptions, "headers"> & {
  headers?: Record<string, string>;
  token?: string;
  tenant?: string | null;
};

/** A request with the headers the web app sends: X-Tenant (default "demo") and the bearer token. */
export function call(app: FastifyInstance, { token, tenant = "demo", headers = {}, ...options }: Call) {
  const all: Record<string, string> = { ...headers };
  if (tenant) all["x-tenant"] = tenant;
  if (token) all.authorization = `Bearer ${token}`;
  return app.inject({ ...options, headers: all });
}

export async function login(app: FastifyInstance, user_name: string, password: string, ip = "127.0.0.1") {
  const response = await call(app, {
    method: "POST",
    url: "/api/auth/login",
    payload: { user_name, password },
    remoteAddress: ip,
  });
  if (response.statusCode !== 200) throw new Error(`login ${user_name}: ${response.statusCode} ${response.body}`);
  return response.json() as { access_token: string; refresh_token: string };
}

/** A whole-list lookup as a signed-in user: answers 200, `total` counts the items, and gives them back. */
export async function wholeListOf<T>(app: FastifyInstance, url: string, token: string, tenant = "demo"): Promise<T[]> {
  const res = await call(app, { method: "GET", url, token, tenant });
  if (res.statusCode !== 200) throw new Error(`GET ${url}: ${res.statusCode} ${res.body}`);
  const body = res.json() as { items: T[]; total: number };
  if (body.total !== body.items.length)
    throw new Error(`GET ${url}: total ${body.total} for ${body.items.length} items`);
  return body.items;
}
