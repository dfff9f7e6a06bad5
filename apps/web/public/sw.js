/*
 * Sen's service worker: it lets the cashier's counter open again without the server (a reload, a closed tab) by
 * keeping the app's page and the scripts it has run. The page is asked of the server first and the kept one used
 * only when there is no answer; built files (their names change with their content) are kept as they come. The API
 * is never touched: sales wait in the page's own outbox.
 */
const CACHE = "sen-shell-v1";
const PAGE = "/";

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(PAGE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  );
});

async function page(request) {
  try {
    const answer = await fetch(request);
    if (answer.ok) {
      const copy = answer.clone();
      caches.open(CACHE).then((cache) => cache.put(PAGE, copy));
    }
    return answer;
  } catch (error) {
    const kept = await caches.match(PAGE);
    if (kept) return kept;
    throw error;
  }
}

async function builtFile(request) {
  const kept = await caches.match(request);
  if (kept) return kept;
  const answer = await fetch(request);
  if (answer.ok) {
    const copy = answer.clone();
    caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return answer;
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || url.pathname.startsWith("/api/")) return;
  if (request.mode === "navigate") event.respondWith(page(request));
  else if (url.pathname.startsWith("/assets/")) event.respondWith(builtFile(request));
});

// The page names the built files it already runs (fetched before this worker was there), to be kept too.
self.addEventListener("message", (event) => {
  const files = Array.isArray(event.data?.keep) ? event.data.keep : [];
  const built = files.filter(
    (f) => typeof f === "string" && new URL(f, self.location.origin).pathname.startsWith("/assets/"),
  );
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(built)));
});
