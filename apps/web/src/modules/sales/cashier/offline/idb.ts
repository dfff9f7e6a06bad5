/*
 * IndexedDB as promises, as little of it as the offline cashier needs: a database opened once, and each call one
 * transaction over one store, committed before its promise resolves (so what it wrote survives a closed tab).
 */

const done = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

export type Upgrade = (db: IDBDatabase) => void;

export function openDatabase(name: string, version: number, upgrade: Upgrade): Promise<IDBDatabase> {
  const request = indexedDB.open(name, version);
  request.onupgradeneeded = () => upgrade(request.result);
  return done(request).then((db) => {
    // Another tab's newer release upgrades the database: this one lets go and reopens on its next call.
    db.onversionchange = () => db.close();
    return db;
  });
}

/** Runs `work` in one transaction over `store`; resolves with its answer once the transaction has committed. */
export function inStore<T>(
  db: IDBDatabase,
  store: string,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T> | Promise<T> | T,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(store, mode);
    let answer: T;
    tx.oncomplete = () => resolve(answer);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
    const result = work(tx.objectStore(store));
    if (result instanceof IDBRequest) {
      result.onsuccess = () => {
        answer = result.result;
      };
    } else {
      Promise.resolve(result).then((value) => {
        answer = value;
      }, reject);
    }
  });
}

/**
 * Walks a store or index from `range`, giving each value to `visit` until it returns false or `limit` values were
 * kept; the kept values, in the walk's order.
 */
export function scan<T>(
  source: IDBObjectStore | IDBIndex,
  range: IDBKeyRange | null,
  keep: (value: T) => boolean,
  limit: number,
): Promise<T[]> {
  return new Promise<T[]>((resolve, reject) => {
    const kept: T[] = [];
    const request = source.openCursor(range);
    request.onerror = () => reject(request.error);
    request.onsuccess = () => {
      const cursor = request.result;
      if (!cursor) return resolve(kept);
      const value = cursor.value as T;
      if (keep(value)) kept.push(value);
      if (kept.length >= limit) return resolve(kept);
      cursor.continue();
    };
  });
}

export { done as requestDone };
