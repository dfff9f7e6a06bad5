import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { dropAppRole } from "./platform/db/app-role.js";
import { createPool, dropDatabase, ensureDatabase } from "./platform/db/pool.js";

/** `npm start` as a person runs it, on a database of its own that it finds empty. */
const ROOT = resolve(import.meta.dirname, "../../..");
const adminUrl = Object.assign(new URL(inject("databaseUrl")), { pathname: "/postgres" }).toString();
const name = `${new URL(inject("databaseUrl")).pathname.slice(1)}_main`;
/** A role made by hand for APP_DATABASE_URL, as on a hosted database. */
const given = `${name}_given`;
let databaseUrl: string;

beforeAll(async () => {
  databaseUrl = await ensureDatabase(adminUrl, name);
});
afterAll(async () => {
  await dropDatabase(adminUrl, name);
  await dropAppRole(adminUrl, name);
  const admin = createPool(adminUrl, 1);
  await admin.query(`DROP ROLE IF EXISTS ${pg.escapeIdentifier(given)}`);
  await admin.end();
});

interface Run {
  child: ChildProcess;
  /** Standard output and error, as a person sees them. */
  output: () => string;
  stdout: () => string;
  exited: Promise<number | null>;
}

function run(env: Record<string, string>): Run {
  const { JWT_SECRET: _, ENCRYPTION_KEY: __, NODE_ENV: ___, ...inherited } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: ROOT,
    env: { ...inherited, DATABASE_URL: databaseUrl, PORT: "0", HOST: "127.0.0.1", ...env },
  });
  let output = "";
  let stdout = "";
  child.stdout?.on("data", (chunk) => {
    output += chunk;
    stdout += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((done) => child.on("exit", (code) => done(code)));
  return { child, output: () => output, stdout: () => stdout, exited };
}

/** Starts the server and waits for its banner; answers its address. */
async function started(server: Run): Promise<string> {
  const until = Date.now() + 90_000;
  while (!server.output().includes("Press Ctrl+C to stop.")) {
    if (server.child.exitCode !== null || Date.now() > until) throw new Error(`no banner:\n${server.output()}`);
    await new Promise((done) => setTimeout(done, 100));
  }
  return /Sen is running at (http:\/\/\S+)/.exec(server.output())?.[1] ?? "";
}

/** Stops the server as a process manager would; answers whether it ended (0, or 143 for the signal). */
async function stopped(server: Run) {
  server.child.kill("SIGTERM");
  return [0, 143].includes((await server.exited) ?? 143);
}

const api = (url: string, path: string, body: unknown, token?: string) =>
  fetch(`${url}/api/${path}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-tenant": "demo",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });

describe("npm start", () => {
  it("prints a banner, makes its secrets once and keeps sessions across a restart", async () => {
    const first = run({});
    const url = await started(first);
    expect(first.output()).toContain(`Data: PostgreSQL at 127.0.0.1:${new URL(databaseUrl).port || 5432}/${name}`);
    expect(first.output()).toContain('Demo tenant "demo": admin / Admin@123  ·  sale01 / Sale@123');
    expect(first.output()).toContain("thungan01 / Cashier@123");
    const signedIn = await api(url, "auth/login", { user_name: "admin", password: "Admin@123" });
    expect(signedIn.status).toBe(200);
    const { access_token } = (await signedIn.json()) as { access_token: string };
    expect(await stopped(first)).toBe(true);
    expect(first.output()).toMatch(/INFO {2}POST \/api\/auth\/login 200 \d+ ms/);
    expect(first.output()).not.toContain(access_token);

    const second = run({ SEED_DEMO: "false" });
    const again = await started(second);
    expect((await api(again, "auth/user-info", {}, access_token)).status).toBe(200);
    expect(await stopped(second)).toBe(true);
  }, 180_000);

  it("refuses to start in production without JWT_SECRET and ENCRYPTION_KEY", async () => {
    const server = run({ NODE_ENV: "production" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("Sen cannot start: JWT_SECRET must be set in production");
  }, 60_000);
});

describe("npm start with LOG_FORMAT=json", () => {
  it("writes only JSON lines, the banner as one of them", async () => {
    const server = run({ LOG_FORMAT: "json", SEED_DEMO: "false", JWT_SECRET: randomBytes(24).toString("hex") });
    const until = Date.now() + 90_000;
    while (!server.output().includes('"msg":"Sen is running"') && Date.now() < until) {
      if (server.child.exitCode !== null) throw new Error(server.output());
      await new Promise((done) => setTimeout(done, 100));
    }
    expect(await stopped(server)).toBe(true);
    const lines = server.stdout().split("\n").filter(Boolean);
    for (const line of lines) expect(line).toMatch(/^\{.*\}$/);
    const banner = lines.map((line) => JSON.parse(line)).find((r) => r.msg === "Sen is running");
    expect(banner).toMatchObject({
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      database: expect.any(String),
    });
  }, 120_000);
});

describe("npm start with APP_DATABASE_URL", () => {
  it("runs the app as the role it names, granted its rows", async () => {
    const owner = createPool(databaseUrl, 1);
    await owner.query(`CREATE ROLE ${pg.escapeIdentifier(given)} LOGIN PASSWORD 'Given-role-1'`);
    const appUrl = Object.assign(new URL(databaseUrl), { username: given, password: "Given-role-1" }).toString();
    const server = run({ APP_DATABASE_URL: appUrl, SEED_DEMO: "false" });
    const url = await started(server);
    expect((await api(url, "auth/login", { user_name: "admin", password: "Admin@123" })).status).toBe(200);
    const { rows } = await owner.query(
      "SELECT DISTINCT usename FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'sen' AND pid <> pg_backend_pid()",
    );
    expect(rows).toEqual([{ usename: given }]);
    expect(await stopped(server)).toBe(true);
    await owner.end();
  }, 120_000);

  it("refuses DATABASE_URL's own user", async () => {
    const server = run({ APP_DATABASE_URL: databaseUrl });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("APP_DATABASE_URL must name a role of its own");
  }, 60_000);
});
