import { foldVietnamese } from "@sen/core";
import { api } from "@/platform/api";
import type { Customer, FoundItem } from "../cashierApi";
import { inStore, scan } from "./idb";
import { type CatalogueMeta, type StoredItem, storedItem } from "./offlineStore";

const PAGE = 2000;

type Page<T> = { items: T[]; next: string | null };

/** Reads every page of a list, handing each to `keep` before asking the next. */
async function eachPage<T>(path: string, query: Record<string, string>, keep: (items: T[]) => Promise<void>) {
  let after = "";
  let count = 0;
  for (;;) {
    const page = await api.get<Page<T>>(path, { query: { ...query, after, limit: PAGE } });
    await keep(page.items);
    count += page.items.length;
    if (!page.next) return count;
    after = page.next;
  }
}

const writeMeta = (db: IDBDatabase, meta: CatalogueMeta) => inStore(db, "meta", "readwrite", (s) => s.put(meta));

export const itemsMeta = (ma_kho: string) => `items:${ma_kho}`;
export const CUSTOMERS_META = "customers";

/**
 * Reads a warehouse's catalogue (today's prices, VAT, barcodes, stock) and the customers into the browser, page by
 * page, telling `progress` how many items have come; items no longer sold are dropped once all have come, so a
 * read cut short keeps the catalogue it had.
 */
export async function syncCatalogue(db: IDBDatabase, ma_kho: string, progress: (items: number) => void) {
  const seen = new Set<string>();
  const items = await eachPage<FoundItem & { barcodes: string[] }>(
    "sales/retail-orders/offline/items",
    { ma_kho },
    async (page) => {
      await inStore(db, "items", "readwrite", (s) => {
        for (const item of page) s.put(storedItem(ma_kho, item));
      });
      for (const item of page) seen.add(item.ma_vt);
      progress(seen.size);
    },
  );
  const gone = await inStore(db, "items", "readonly", (s) =>
    scan<StoredItem>(s.index("ma_kho"), IDBKeyRange.only(ma_kho), (i) => !seen.has(i.ma_vt), Number.MAX_SAFE_INTEGER),
  );
  await inStore(db, "items", "readwrite", (s) => {
    for (const item of gone) s.delete([ma_kho, item.ma_vt]);
  });
  await writeMeta(db, { name: itemsMeta(ma_kho), count: items, synced_at: Date.now() });
  const customers = await eachPage<Customer>("sales/retail-orders/offline/customers", {}, (page) =>
    inStore(db, "customers", "readwrite", (s) => {
      for (const c of page) s.put({ ...c, folded: foldVietnamese(`${c.ma_kh} ${c.ten_kh}`) });
    }),
  );
  await writeMeta(db, { name: CUSTOMERS_META, count: customers, synced_at: Date.now() });
  return items;
}
