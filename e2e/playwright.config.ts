import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";

const root = fileURLToPath(new URL("..", import.meta.url));
// E2E_PORT lets two runs (two developers' helpers) share the machine; each has its own database.
const port = Number(process.env.E2E_PORT ?? 3100);

/** End-to-end tests against the real server and Debian's Chromium (never a downloaded browser). */
export default defineConfig({
  testDir: ".",
  outputDir: port === 3100 ? "../.tmp/test-results" : `../.tmp/test-results-${port}`,
  fullyParallel: false,
  workers: 1,
  // One more try, reported as "flaky" in the summary: a browser on a loaded 2-core machine now and
  // then loses a click in an opening animation, and a whole submission should not fail on that.
  // A real fault fails both tries; its first trace and screenshot are kept.
  retries: 1,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    headless: true,
    viewport: { width: 1366, height: 768 },
    // The users' browsers keep Vietnam's time, whatever the machine running the tests keeps.
    timezoneId: "Asia/Ho_Chi_Minh",
    // The cashier's service worker would serve the app's files from its cache and hide requests from page.route;
    // the offline cashier's test allows it.
    serviceWorkers: "block",
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: "node e2e/start-server.mjs",
    cwd: root,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // SIGTERM lets the server stop its embedded PostgreSQL instead of leaving it running.
    gracefulShutdown: { signal: "SIGTERM", timeout: 20_000 },
    stdout: "ignore",
    stderr: "pipe",
  },
});
