const RELOAD_KEY = "chunk_reload_at";

/**
 * A screen chunk that fails to load (a new release replaced it) reloads the page once; a second failure
 * within a minute is shown as an error instead of looping.
 */
export function reloadOnChunkError<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
      if (Date.now() - last > 60_000) {
        sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
        window.location.reload();
        return new Promise<T>(() => undefined);
      }
      throw error;
    });
}
