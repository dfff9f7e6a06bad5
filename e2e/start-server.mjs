// Starts the real Sen server for the end-to-end tests, on a fresh embedded PostgreSQL.
// Used by playwright.config.ts (webServer); run from the repository root: `node e2e/start-server.mjs`.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, rmSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const port = process.env.E2E_PORT ?? "3100";
const dataDir = port === "3100" ? ".tmp/e2e-data" : `.tmp/e2e-data-${port}`;

// A clean database every run: migrations and the demo seed run again at start-up.
rmSync(resolve(root, dataDir), { recursive: true, force: true });

// The server serves apps/web/dist; build it when it is missing (`npm run test:e2e` always builds first).
// E2E_WEB_DIST serves another build of the web app (WEB_DIST of the server).
const webDist = process.env.E2E_WEB_DIST;
if (!webDist && !existsSync(resolve(root, "apps/web/dist/index.html"))) {
  const build = spawnSync("npm", ["run", "build", "-w", "@sen/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// DATABASE_URL, when set, passes through unchanged (the server then uses that PostgreSQL).
// The signing secret is fixed (e2e/support.ts has the same one): the refresh journey presents an
// access token the server signed, only already expired, which needs the secret to make.
const jwtSecret = process.env.E2E_JWT_SECRET ?? "sen-e2e-only-jwt-secret-0123456789abcdef";
const env = {
  ...process.env,
  PORT: port,
  DATA_DIR: dataDir,
  JWT_SECRET: jwtSecret,
  ...(webDist ? { WEB_DIST: webDist } : {}),
};
// `node --import tsx` is `npx tsx` in one process: npx does not pass SIGTERM on to the server.
const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
  cwd: root,
  env,
  stdio: "inherit",
});

// Forward stop signals so that the server can close and stop its PostgreSQL.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}

child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
child.on("error", (error) => {
  console.error(error);
  process.exit(1);
});
