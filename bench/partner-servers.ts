/**
 * The two servers the partner bench compares, each in a process of its own (its own event loop,
 * as in production, never sharing one with the load generator): our server as `npm start` builds
 * it, and PostGraphile 4 in library mode on the same database and tenant schema.
 *
 *   node --import tsx bench/partner-servers.ts sen|postgraphile   (forked by startServer)
 */
import { type ChildProcess, fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { postgraphile } from "postgraphile";
import { buildApp } from "../apps/server/src/app.js";
import { loadConfig } from "../apps/server/src/config.js";
import { hashPassword } from "../apps/server/src/platform/auth/passwords.js";
import { createPool, type Pool } from "../apps/server/src/platform/db/pool.js";
import { inTenant } from "../apps/server/src/platform/db/tenant-db.js";

export type ServerKind = "sen" | "postgraphile";

export interface RunningServer {
  kind: ServerKind;
  url: string;
  /** The server's process, whose CPU time the bench reads. */
  pid: number;
  /** What its database connections call themselves (pg_stat_activity.application_name). */
  applicationName: string;
  stop(): Promise<void>;
}

/** What each server's pool is called: the bench finds their PostgreSQL backends by it. */
export const APPLICATION_NAMES: Record<ServerKind, string> = { sen: "sen-bench", postgraphile: "postgraphile-bench" };

interface Settings {
  databaseUrl: string;
  /** The tenant schema PostGraphile exposes. */
  schema: string;
  /** Database connections of the server's pool: as many as the load's connections. */
  poolSize: number;
}

/**
 * What PostGraphile needs to answer like our list, without plugins (smart comments only):
 * - `tenKhVi`, the name in the Vietnamese order: a computed column returning a domain with the
 *   `vi-x-icu` collation (a function's result otherwise takes the database's collation), so
 *   that PostgreSQL orders by our index `partners_ten_kh_list`;
 * - the rows our search finds, with its conditions and so its indexes (list-where.ts):
 *   `searchPartners(term)` for one word (anywhere, the trigram index), `searchPartnersByWordStart(term)`
 *   for one or two letters (at the start of a word) and `searchPartnersPhrase(term)` for several
 *   words (from the start of a word, the index of word pairs). All `@sortable`; unlike ours they
 *   do not escape LIKE's `%` and `_`, which the bench's terms do not hold.
 * They live in the bench tenant's schema only.
 */
export async function preparePostGraphile(pool: pg.Pool, schema: string): Promise<void> {
  const s = pg.escapeIdentifier(schema);
  await pool.query(`
    DO $$ BEGIN
      CREATE DOMAIN ${s}.vi_text AS text COLLATE "vi-x-icu";
    EXCEPTION WHEN duplicate_object THEN NULL; END $$;
    CREATE OR REPLACE FUNCTION ${s}.partners_ten_kh_vi(p ${s}.partners) RETURNS ${s}.vi_text
      LANGUAGE sql STABLE AS $$ SELECT p.ten_kh $$;
    COMMENT ON FUNCTION ${s}.partners_ten_kh_vi(${s}.partners) IS '@sortable';
    CREATE OR REPLACE FUNCTION ${s}.search_partners(term text) RETURNS SETOF ${s}.partners
      LANGUAGE sql STABLE AS $$
        SELECT * FROM ${s}.partners WHERE search_text LIKE '%' || public.sen_unaccent(term) || '%' $$;
    COMMENT ON FUNCTION ${s}.search_partners(text) IS '@sortable';
    CREATE OR REPLACE FUNCTION ${s}.search_partners_phrase(term text) RETURNS SETOF ${s}.partners
      LANGUAGE sql STABLE AS $$
        SELECT * FROM ${s}.partners
         WHERE search_pairs @@ public.sen_word_pairs_query(public.sen_unaccent(term))
           AND strpos(' ' || search_text, ' ' || public.sen_unaccent(term)) > 0 $$;
    COMMENT ON FUNCTION ${s}.search_partners_phrase(text) IS '@sortable';
    CREATE OR REPLACE FUNCTION ${s}.search_partners_by_word_start(term text) RETURNS SETOF ${s}.partners
      LANGUAGE sql STABLE AS $$
        SELECT * FROM ${s}.partners
         WHERE search_text LIKE public.sen_unaccent(term || '%')
            OR search_text LIKE public.sen_unaccent('% ' || term || '%') $$;
    COMMENT ON FUNCTION ${s}.search_partners_by_word_start(text) IS '@sortable';
  `);
}

const listen = (server: Server) =>
  new Promise<string>((done) =>
    server.listen(0, "127.0.0.1", () => done(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

/** Our server: buildApp with a pool on the database (or the one given), loopback only, logger off. */
export async function serveSen({ databaseUrl, poolSize }: Settings, pool = createPool(databaseUrl, poolSize)) {
  pool.options.application_name = APPLICATION_NAMES.sen;
  const config = loadConfig({ ...process.env, DATABASE_URL: databaseUrl, ACCESS_TOKEN_TTL: "3600" });
  const app = await buildApp({ config, pool, logger: false });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  const close = async () => {
    await app.close();
    await pool.end();
  };
  return { url, close };
}

/** PostGraphile 4 with the brief's simple defaults, GraphQL at /graphql. */
async function servePostGraphile({ databaseUrl, schema, poolSize }: Settings) {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: poolSize,
    application_name: APPLICATION_NAMES.postgraphile,
    // PostGraphile prepares its statements; after five runs PostgreSQL may keep a generic plan of
    // the search, blind to the term, which scans the whole table for a rare one (seconds). Our
    // server's statements are planned with their values every time: so are PostGraphile's here.
    options: "-c plan_cache_mode=force_custom_plan",
  });
  const handler = postgraphile(pool, [schema], {
    dynamicJson: true,
    setofFunctionsContainNulls: false,
    ignoreRBAC: true,
    disableDefaultMutations: true,
    watchPg: false,
    graphiql: false,
    disableQueryLog: true,
  });
  const server = createServer(handler);
  const url = await listen(server);
  const close = async () => {
    await new Promise((done) => server.close(done));
    await handler.release();
    await pool.end();
  };
  return { url, close };
}

/** A new password for the tenant's admin (the bench cannot know the generated one), then its sign-in. */
export async function signIn(pool: Pool, schema: string, sen: RunningServer): Promise<string> {
  const password = randomBytes(12).toString("base64url");
  const hash = await hashPassword(password);
  await inTenant(pool, schema, (db) =>
    db.$client.query("UPDATE users SET password_hash = $1 WHERE user_name = 'admin'", [hash]),
  );
  return (await logIn(sen, "admin", password)).access_token;
}

/** A sign-in to the tenant `bench`: the tokens the server gives. */
export async function logIn(sen: RunningServer, user_name: string, password: string) {
  const response = await fetch(`${sen.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-tenant": "bench" },
    body: JSON.stringify({ user_name, password, system_type: "web", login_type: "password" }),
  });
  if (!response.ok) throw new Error(`sign-in: ${response.status} ${await response.text()}`);
  return (await response.json()) as { access_token: string; refresh_token: string };
}

const HERE = fileURLToPath(import.meta.url);

/** Forks this file to run one server; resolves when it listens. */
export function startServer(kind: ServerKind, settings: Settings): Promise<RunningServer> {
  // BENCH_CPU_PROFILE=dir writes the server's V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROFILE;
  const execArgv = ["--import", "tsx", ...(profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : [])];
  const child: ChildProcess = fork(HERE, [kind, JSON.stringify(settings)], { execArgv });
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`${kind} server exited (${code}) before listening`)));
    child.once("message", (message: { url: string }) =>
      resolve({
        kind,
        url: message.url,
        pid: child.pid ?? 0,
        applicationName: APPLICATION_NAMES[kind],
        stop: () =>
          new Promise<void>((done) => {
            child.removeAllListeners("exit");
            child.once("exit", () => done());
            child.send("stop");
          }),
      }),
    );
  });
}

if (process.argv[1] === HERE && process.send) {
  const [kind, settings] = process.argv.slice(2) as [ServerKind, string];
  const served = await (kind === "sen" ? serveSen : servePostGraphile)(JSON.parse(settings) as Settings);
  process.on("message", async () => {
    await served.close();
    process.exit(0);
  });
  process.send({ url: served.url });
}
