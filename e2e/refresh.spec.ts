// Token refresh: one refresh for many failed calls, every call replayed, and a
// failed refresh ending on the sign-in page.
import { expect, type Page, type Request, test } from "@playwright/test";
import { apiCall, expectSignedIn, expiredCopy, SALE, signIn, storedTokens, TENANT } from "./support";

/** Start-up step one: four calls sent together. */
const STEP_ONE = [
  "POST auth/user-info",
  "GET system/configs",
  "GET system/dictionaries/lookup",
  "GET system/server-time",
];
/** Step two, sent once step one is done. */
const STEP_TWO = [
  "GET system/branchs/lookup",
  "GET system/command",
  "GET system/stt/lookup",
  "GET call-center/providers",
];
const REFRESH = "POST auth/refresh-token";

interface Call {
  name: string;
  token: string | undefined;
  /** The X-Branches header, when sent. */
  branches?: string;
  status?: number;
}

/** Records every API call the page makes from now on: which, with which token, and how it ended. */
function recordCalls(page: Page) {
  const calls: Call[] = [];
  const byRequest = new Map<Request, Call>();
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (!url.pathname.startsWith("/api/")) return;
    const call: Call = {
      name: `${request.method()} ${url.pathname.slice("/api/".length)}`,
      token: request.headers().authorization?.replace(/^Bearer /, ""),
      branches: request.headers()["x-branches"],
    };
    calls.push(call);
    byRequest.set(request, call);
  });
  page.on("requestfinished", async (request) => {
    const call = byRequest.get(request);
    const response = await request.response();
    if (call && response) call.status = response.status();
  });
  return calls;
}

/** Replaces what the browser keeps for this session (sessionStorage: signed in without remember-me). */
async function tamper(page: Page, values: Record<string, string>) {
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
  }, values);
}

test("many calls failing with 401 at once share one refresh and are all replayed", async ({ page }) => {
  await signIn(page, SALE);
  const before = await storedTokens(page);
  if (!before.session) throw new Error("signed in without a session token");
  // The server now refuses the access token (expired), the browser still thinks it is good.
  const expired = expiredCopy(before.session);
  await tamper(page, { access_token: expired });

  const calls = recordCalls(page);
  // Hold the refresh back until all four start-up calls have failed: they are all waiting at once.
  await page.route("**/api/auth/refresh-token", async (route) => {
    await expect
      .poll(() => calls.filter((c) => c.status === 401).length, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(STEP_ONE.length);
    await route.continue();
  });

  await page.reload();
  await expectSignedIn(page, SALE);
  await expect(page.getByTestId("page-title")).toHaveText("Phân tích");
  await expect.poll(() => calls.filter((c) => STEP_TWO.includes(c.name) && c.status === 200).length).toBe(4);
  await expect.poll(() => calls.every((c) => c.status !== undefined)).toBe(true);

  const renewed = (await storedTokens(page)).session;
  expect(renewed).toBeTruthy();
  expect(renewed).not.toBe(expired);
  expect(renewed).not.toBe(before.session);

  // Exactly one refresh.
  expect(calls.filter((c) => c.name === REFRESH)).toHaveLength(1);
  // Each start-up call failed once with the old token and was replayed once with the new one.
  for (const name of STEP_ONE) {
    const tries = calls.filter((c) => c.name === name);
    expect(tries, name).toHaveLength(2);
    expect(tries[0], name).toMatchObject({ token: expired, status: 401 });
    expect(tries[1], name).toMatchObject({ token: renewed, status: 200 });
  }
  // The next step went out with the new token straight away.
  for (const name of STEP_TWO) {
    expect(
      calls.filter((c) => c.name === name),
      name,
    ).toEqual([{ name, token: renewed, status: 200 }]);
  }
  expect(calls.filter((c) => c.status === 401)).toHaveLength(STEP_ONE.length);
  // The server clock came from the replayed call.
  await expect(page.getByTestId("server-clock")).toHaveText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
});

test("a session known to have expired is refreshed before anything is loaded", async ({ page }) => {
  await signIn(page, SALE);
  const before = await storedTokens(page);
  if (!before.session) throw new Error("signed in without a session token");
  await tamper(page, {
    access_token: expiredCopy(before.session),
    expiration_date: new Date(Date.now() - 60_000).toISOString(),
  });

  const calls = recordCalls(page);
  await page.reload();
  await expectSignedIn(page, SALE);
  await expect.poll(() => calls.filter((c) => STEP_TWO.includes(c.name) && c.status === 200).length).toBe(4);
  await expect.poll(() => calls.every((c) => c.status !== undefined)).toBe(true);
  expect(calls[0]).toMatchObject({ name: REFRESH, status: 200 });
  expect(calls.filter((c) => c.name === REFRESH)).toHaveLength(1);
  expect(calls.filter((c) => c.status === 401)).toEqual([]);
  const after = await page.evaluate(() => Date.parse(sessionStorage.getItem("expiration_date") ?? ""));
  expect(after).toBeGreaterThan(Date.now());
});

test("when the refresh fails too, the credentials are cleared and the user signs in again", async ({ page }) => {
  await signIn(page, SALE);
  await page.goto("/crm/partners");
  await expect(page.getByTestId("page-title")).toHaveText("Danh sách khách hàng");
  const before = await storedTokens(page);
  if (!before.session) throw new Error("signed in without a session token");
  await tamper(page, { access_token: expiredCopy(before.session), refresh_token: "khong-hop-le" });

  const calls = recordCalls(page);
  await page.reload();
  await expect(page).toHaveURL("/auth/login?redirect=%2Fcrm%2Fpartners");
  await expect(page.getByRole("button", { name: "Đăng nhập" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveText("Phiên đăng nhập không hợp lệ hoặc đã hết hạn");
  await expect(page.getByTestId("user-menu")).toHaveCount(0);
  expect(await storedTokens(page)).toMatchObject({ session: null, sessionRefresh: null, local: null });
  await expect.poll(() => calls.find((c) => c.name === REFRESH)?.status).toBe(401);
  expect(calls.filter((c) => c.name === REFRESH)).toHaveLength(1);
  // Step two never ran.
  expect(calls.filter((c) => STEP_TWO.includes(c.name))).toEqual([]);

  // Signing in again goes back to the page.
  await signIn(page, SALE);
  await expect(page).toHaveURL("/crm/partners");
});

/** The refresh token of the session this tab keeps, wherever it keeps it. */
async function refreshTokenOf(page: Page): Promise<string | null> {
  const stored = await storedTokens(page);
  return stored.remember === "true" ? stored.localRefresh : stored.sessionRefresh;
}

/**
 * A second tab of the same session: with "remember me" the tokens are shared (localStorage); without,
 * the tab gets a copy of this one's sessionStorage, as a duplicated tab does.
 */
async function secondTab(page: Page): Promise<Page> {
  const copy = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
  const tab = await page.context().newPage();
  await tab.goto("/api/health");
  await tab.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
  }, copy);
  await tab.goto("/");
  await expectSignedIn(tab, SALE);
  return tab;
}

/** Every answer to a refresh the page asks for: its status and the refresh token it gave. */
function recordRefreshes(page: Page) {
  const answers: { status: number; refresh_token?: string }[] = [];
  page.on("response", async (response) => {
    if (!response.url().endsWith(`/api/auth/refresh-token`)) return;
    const body = (await response.json().catch(() => ({}))) as { refresh_token?: string };
    answers.push({ status: response.status(), refresh_token: body.refresh_token });
  });
  return answers;
}

const TWO_TABS = [
  { remember: false, locks: true, name: 'without "Ghi nhớ đăng nhập"' },
  { remember: true, locks: true, name: 'with "Ghi nhớ đăng nhập"' },
  // An older browser: each tab refreshes on its own, and the server gives both the same pair.
  { remember: false, locks: false, name: "in a browser without Web Locks" },
];

for (const { remember, locks, name } of TWO_TABS) {
  test(`two tabs refreshing at the same moment both stay signed in (${name})`, async ({ page, request }) => {
    if (!locks) {
      await page.context().addInitScript(() => {
        Object.defineProperty(Navigator.prototype, "locks", { get: () => undefined });
      });
    }
    await signIn(page, SALE, remember);
    const other = await secondTab(page);
    const tabs = [page, other];
    const before = await refreshTokenOf(page);
    expect(await refreshTokenOf(other)).toBe(before);
    const access = await page.evaluate(
      (local) => (local ? localStorage : sessionStorage).getItem("access_token"),
      remember,
    );
    if (!access || !before) throw new Error("signed in without tokens");

    // Both tabs hold an access token the server refuses and know it has expired.
    for (const tab of tabs) {
      await tab.evaluate(
        ({ local, expired }) => {
          const storage = local ? localStorage : sessionStorage;
          storage.setItem("access_token", expired);
          storage.setItem("expiration_date", new Date(Date.now() - 60_000).toISOString());
        },
        { local: remember, expired: expiredCopy(access) },
      );
    }
    const refreshes = tabs.map(recordRefreshes);
    const calls = tabs.map(recordCalls);
    await Promise.all(tabs.map((tab) => tab.reload()));
    for (const tab of tabs) {
      await expectSignedIn(tab, SALE);
      await expect(tab.getByTestId("page-title")).toHaveText("Phân tích");
    }

    // One new refresh token, the same in every tab; every refresh asked for was granted.
    const after = await refreshTokenOf(page);
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    expect(await refreshTokenOf(other)).toBe(after);
    const answers = refreshes.flat();
    expect(answers.length).toBeGreaterThanOrEqual(1);
    expect(answers).toEqual(answers.map(() => ({ status: 200, refresh_token: after })));
    // Nothing was refused on the way, and no call went out with an empty X-Branches.
    expect(calls.flat().filter((c) => c.status === 401)).toEqual([]);
    expect(calls.flat().filter((c) => c.branches === "")).toEqual([]);

    // The server kept the session: both tabs' access token works, and so does their refresh token.
    for (const tab of tabs) {
      const token = await tab.evaluate(
        (local) => (local ? localStorage : sessionStorage).getItem("access_token"),
        remember,
      );
      expect((await apiCall(request, token ?? "", "POST", "auth/user-info")).status()).toBe(200);
    }
    const next = await request.post("/api/auth/refresh-token", {
      headers: { "X-Tenant": TENANT },
      data: { refresh_token: after },
    });
    expect(next.status()).toBe(200);
  });
}
