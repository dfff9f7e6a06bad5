// The JavaScript the first screens download, weighed in Chromium, held to the budget the web build checks
// (apps/web/scripts/check-weight.mjs), and compared with the build's own figure for the same page.
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContextOptions, expect, type Page, test } from "@playwright/test";
import { BUDGET_KB, gzipBytes, kB, pageWeights } from "../apps/web/scripts/check-weight.mjs";
import { ADMIN, signIn } from "./support";

const DIST = process.env.E2E_WEB_DIST
  ? `${process.env.E2E_WEB_DIST}/`
  : fileURLToPath(new URL("../apps/web/dist/", import.meta.url));

/** The build's figure for a page of check-weight.mjs. */
function built(page: string) {
  const weight = pageWeights(DIST).find((p) => p.page === page);
  if (!weight) throw new Error(`check-weight.mjs has no page ${page}`);
  return weight;
}

/**
 * Weighs the scripts a fresh page (empty cache) downloads while `visit` runs: each body gzipped here,
 * since the test server may send them uncompressed.
 */
async function weighScripts(page: Page, visit: () => Promise<void>) {
  const bodies: Promise<[string, number]>[] = [];
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (path.endsWith(".js")) bodies.push(response.body().then((body) => [path.slice(1), gzipBytes(body)]));
  });
  await visit();
  await page.waitForLoadState("networkidle");
  const files = new Map(await Promise.all(bodies));
  return { files, total: [...files.values()].reduce((sum, size) => sum + size, 0) };
}

/** The browser and the build weigh the same page alike: within 5 % (the same files, whatever the order). */
function expectAgreement(page: string, browser: { files: Map<string, number>; total: number }) {
  const build = built(page);
  const onlyBrowser = [...browser.files.keys()].filter((f) => !build.files.some((b) => b.file === f));
  const onlyBuild = build.files.map((b) => b.file).filter((f) => !browser.files.has(f));
  const message = `${page}: browser ${kB(browser.total)} kB, build ${kB(build.total)} kB; only downloaded: ${
    onlyBrowser.join(", ") || "none"
  }; only counted by the build: ${onlyBuild.join(", ") || "none"} (update PAGES in check-weight.mjs)`;
  expect(Math.abs(browser.total - build.total), message).toBeLessThanOrEqual(build.total * 0.05);
}

async function freshPage(browser: Browser, storageState?: BrowserContextOptions["storageState"]) {
  const context = await browser.newContext({ storageState });
  return context.newPage();
}

test("the sign-in page downloads at most 300 kB of gzipped JavaScript", async ({ browser }) => {
  const page = await freshPage(browser);
  const weight = await weighScripts(page, async () => {
    await page.goto("/auth/login");
    await expect(page.getByRole("button", { name: "Đăng nhập" })).toBeVisible();
  });
  console.log(`sign-in: ${kB(weight.total)} kB in ${weight.files.size} scripts`);
  expect(weight.total).toBeLessThanOrEqual(BUDGET_KB * 1000);
  expectAgreement("sign-in /auth/login", weight);
  await page.context().close();
});

test("the landing dashboard downloads at most 300 kB of gzipped JavaScript", async ({ browser }) => {
  // Signed in ("remember me" keeps the tokens in this browser), then the dashboard opened afresh, cache empty.
  const signing = await freshPage(browser);
  await signIn(signing, ADMIN, true);
  const state = await signing.context().storageState();
  await signing.context().close();

  const page = await freshPage(browser, state);
  const weight = await weighScripts(page, async () => {
    await page.goto("/dashboard/analytics");
    await expect(page.getByTestId("user-menu")).toHaveAccessibleName(ADMIN.full_name);
    await expect(page.getByTestId("page-title")).toBeVisible();
  });
  console.log(`landing: ${kB(weight.total)} kB in ${weight.files.size} scripts`);
  expect(weight.total).toBeLessThanOrEqual(BUDGET_KB * 1000);
  expectAgreement("landing /dashboard/analytics", weight);
  await page.context().close();
});
