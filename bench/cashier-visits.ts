import { type Browser, type BrowserContext, chromium, type Page } from "@playwright/test";
import { cashierVi } from "../apps/web/src/modules/sales/cashier/messages/vi.js";
import type { TokenPair } from "../apps/web/src/platform/session/tokens.js";
import e2e from "../e2e/playwright.config.js";

/** Debian's Chromium as the end-to-end tests launch it (never a downloaded browser), everything on loopback. */
export const launchChromium = () => chromium.launch(e2e.use?.launchOptions);

export const CASHIER_PATH = "/sales/retail-orders/cashier";
const SEARCH = '[data-testid="cashier-search"] input';
const LINES = '[data-testid="cashier-lines"]';
/** The warehouse picker shows the chosen warehouse's name (its title) once there is one. */
const WAREHOUSE = ".cashier .ant-select [title]";
const CATALOGUE = '[data-testid="cashier-catalogue"]';
/** What the offline bar says once the catalogue is kept ("Danh mục ngoại tuyến: 300.000 mặt hàng, …"). */
const KEPT = cashierVi.offlineBar.kept.split("{{")[0] ?? "";
const TIMEOUT = 60_000;
/** 300,000 items come in pages of 2,000: minutes on a slow machine. */
const CATALOGUE_TIMEOUT = 15 * 60_000;

/** When an access token expires, from its `exp` claim, as the app keeps it. */
const expiration = (token: string) =>
  new Date(
    (JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString()) as { exp: number }).exp * 1000,
  ).toISOString();

/**
 * A browser context of its own (no cache, no IndexedDB, no service worker) already signed in: the tokens where
 * the app reads them (platform/session/tokens.ts: localStorage with "remember me"); each page it opens starts
 * with an empty bill.
 */
export async function signedInContext(browser: Browser, origin: string, tokens: TokenPair, user: string) {
  const context = await browser.newContext({
    locale: "vi-VN",
    timezoneId: "Asia/Ho_Chi_Minh",
    viewport: { width: 1366, height: 768 },
    storageState: {
      cookies: [],
      origins: [
        {
          origin,
          localStorage: [
            { name: "remember", value: "true" },
            { name: "access_token", value: tokens.access_token },
            { name: "refresh_token", value: tokens.refresh_token },
            { name: "expiration_date", value: expiration(tokens.access_token) },
          ],
        },
      ],
    },
  });
  await context.addInitScript((key) => {
    localStorage.removeItem(key);
    // The catalogue's 150 pages and more: the default buffer keeps 250 entries.
    performance.setResourceTimingBufferSize(5000);
  }, `sen.cashier.${user}`);
  return context;
}

/** One request the page made: when it started and ended, in ms since the navigation began. */
export interface Request {
  name: string;
  start: number;
  end: number;
  bytes: number;
}

export interface Visit {
  /** Wall time from page.goto: the search box focused and enabled. */
  focused: number;
  /** The warehouse chosen (until then Enter adds nothing). */
  warehouse: number;
  /** A product code typed and Enter pressed (`typed`): its line in the cart. */
  typed: number;
  line: number;
  /** The offline catalogue kept (the offline bar says so), when waited for. */
  catalogue?: Catalogue;
  /** The main thread's busy time until the line (CDP Performance: TaskDuration, ScriptDuration), ms. */
  busy: number;
  script: number;
  requests: Request[];
}

/** Resolves once `condition` holds in the page, checked at every frame; answers the wall time since `t0`. */
async function when(page: Page, t0: number, condition: (arg: string[]) => unknown, arg: string[], slow = false) {
  const options = slow ? { polling: 100, timeout: CATALOGUE_TIMEOUT } : { polling: "raf" as const, timeout: TIMEOUT };
  await page.waitForFunction(condition, arg, options);
  return performance.now() - t0;
}

const requestsSoFar = (page: Page) =>
  page.evaluate(() =>
    (performance.getEntriesByType("navigation") as PerformanceResourceTiming[])
      .concat(performance.getEntriesByType("resource") as PerformanceResourceTiming[])
      .map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd, bytes: e.transferSize })),
  );

export interface Catalogue {
  kept: number;
  pages: number;
  bytes: number;
  /** The pages' requests end to end (their start to their last byte), summed: the server's share. */
  server: number;
}

/** Waits for the offline bar to say the catalogue is kept; answers when, and what its pages cost. */
async function keptCatalogue(page: Page, t0: number): Promise<Catalogue> {
  const kept = await when(
    page,
    t0,
    ([bar = "", text = ""]) => document.querySelector(bar)?.textContent?.startsWith(text),
    [CATALOGUE, KEPT],
    true,
  );
  const pages = (await requestsSoFar(page)).filter((r) => r.name.includes("/offline/items"));
  const sum = (f: (r: Request) => number) => pages.reduce((total, r) => total + f(r), 0);
  return { kept, pages: pages.length, bytes: sum((r) => r.bytes), server: sum((r) => r.end - r.start) };
}

/**
 * Opens the counter in a new page of `context` and sells: from page.goto to the search box focused and enabled,
 * to the warehouse chosen, then types `code` as a scanner does (Enter at the end) until its line is in the cart;
 * with `catalogue`, then waits for the offline catalogue to be kept. The page is closed afterwards.
 */
export async function visitCounter(context: BrowserContext, url: string, code: string, catalogue: boolean) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  try {
    const t0 = performance.now();
    await page.goto(url + CASHIER_PATH, { waitUntil: "commit" });
    const focused = await when(
      page,
      t0,
      ([search = ""]) => {
        const input = document.querySelector<HTMLInputElement>(search);
        return input && document.activeElement === input && !input.disabled;
      },
      [SEARCH],
    );
    const warehouse = await when(page, t0, ([picker = ""]) => document.querySelector(picker), [WAREHOUSE]);
    await page.keyboard.type(code);
    await page.keyboard.press("Enter");
    const typed = performance.now() - t0;
    const line = await when(
      page,
      t0,
      ([lines = "", c = ""]) => document.querySelector(lines)?.textContent?.includes(c),
      [LINES, code],
    );
    const { metrics } = await cdp.send("Performance.getMetrics");
    const metric = (name: string) => 1000 * (metrics.find((m) => m.name === name)?.value ?? 0);
    const requests = await requestsSoFar(page);
    return {
      focused,
      warehouse,
      typed,
      line,
      catalogue: catalogue ? await keptCatalogue(page, t0) : undefined,
      busy: metric("TaskDuration"),
      script: metric("ScriptDuration"),
      requests,
    } satisfies Visit;
  } catch (error) {
    const shown = (
      await page
        .locator("body")
        .innerText()
        .catch(() => "")
    ).slice(0, 300);
    throw new Error(`${page.url()}: ${(error as Error).message}\n${shown}`);
  } finally {
    await page.close();
  }
}
