/**
 * Answers kept for `ttlMs` by key, so that a hot path does not ask again; at `max` keys all are
 * forgotten at once (cheaper than tracking which is oldest). An undefined answer is not kept.
 */
export function expiringMemo<V>(ttlMs: number, max = 1_000) {
  const kept = new Map<string, { value: V; until: number }>();
  return async (key: string, ask: () => Promise<V>): Promise<V> => {
    const known = kept.get(key);
    if (known && known.until > Date.now()) return known.value;
    const value = await ask();
    if (value === undefined) {
      kept.delete(key);
      return value;
    }
    if (kept.size >= max) kept.clear();
    kept.set(key, { value, until: Date.now() + ttlMs });
    return value;
  };
}
