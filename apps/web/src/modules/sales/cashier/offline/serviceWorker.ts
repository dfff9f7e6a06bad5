/**
 * Lets the counter open again without the server: registers the service worker (public/sw.js), which keeps the app's
 * page and scripts, and hands it the scripts this page already runs, fetched before it was there.
 */
export function keepAppForOffline(): void {
  if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker
    .register("/sw.js")
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      const files = performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.startsWith("/assets/"));
      registration.active?.postMessage({ keep: files });
    })
    // Not allowed here (a private window, a test browser that blocks workers): the counter still sells offline
    // while the page stays open.
    .catch(() => undefined);
}
