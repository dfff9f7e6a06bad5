import { foldVietnamese } from "@sen/core";
import type { Customer, FoundItem } from "../cashierApi";
import { inStore, openDatabase, scan } from "./idb";

/*
 * What a cashier's browser keeps to sell without the server, one database per tenant and user: the catalogue of
 * each warehouse it sold from (prices, VAT, barcodes, stock as last read), the customers, the sales waiting to be
 * sent (the outbox) and when each was last read.
 */

const VERSION = 1;
const LIMIT = 20;

export interface StoredItem extends FoundItem {
  ma_kho: string;
  /** The item's barcodes, each behind its warehouse ("K01\u00008934567000017"), for the barcode index. */
  codes: string[];
  /** Code and name without diacritics, lower case: what typed words are looked for in. */
  folded: string;
}

export interface StoredCustomer extends Customer {
  folded: string;
}

const open = (name: string) =>
  openDatabase(name, VERSION, (db) => {
    const items = db.createObjectStore("items", { keyPath: ["ma_kho", "ma_vt"] });
    items.createIndex("ma_kho", "ma_kho");
    items.createIndex("codes", "codes", { multiEntry: true });
    db.createObjectStore("customers", { keyPath: "ma_kh" });
    db.createObjectStore("outbox", { keyPath: "key" });
    db.createObjectStore("meta", { keyPath: "name" });
  });

const databases = new Map<string, Promise<IDBDatabase>>();

/** The cashier's database of a tenant and user, opened once per page. */
export function cashierDatabase(tenant: string, user: string): Promise<IDBDatabase> {
  const name = `sen-cashier:${tenant}:${user}`;
  let db = databases.get(name);
  if (!db) {
    db = open(name);
    db.catch(() => databases.delete(name));
    databases.set(name, db);
  }
  return db;
}

export const barcodeKey = (ma_kho: string, barcode: string) => `${ma_kho}\u0000${barcode}`;

export function storedItem(ma_kho: string, item: FoundItem & { barcodes?: string[] }): StoredItem {
  const { barcodes = [], ...rest } = item;
  return {
    ...rest,
    ma_kho,
    codes: barcodes.map((b) => barcodeKey(ma_kho, b)),
    folded: foldVietnamese(`${item.ma_vt} ${item.ten_vt}`),
  };
}

const words = (text: string) => foldVietnamese(text).split(" ").filter(Boolean);
const hasAll = (folded: string, wanted: string[]) => wanted.every((w) => folded.includes(w));
const bare = ({ ma_kho: _k, codes: _c, folded: _f, ...item }: StoredItem): FoundItem => item;

/** What the cashier finds without the server: the code or a barcode exactly first, then names holding the words. */
export async function findStoredItems(db: IDBDatabase, ma_kho: string, typed: string): Promise<FoundItem[]> {
  const text = typed.trim();
  if (!text) return [];
  const [byCode, byBarcode, byName] = await Promise.all([
    inStore<StoredItem | undefined>(db, "items", "readonly", (s) => s.get([ma_kho, text.toUpperCase()])),
    inStore<StoredItem | undefined>(db, "items", "readonly", (s) => s.index("codes").get(barcodeKey(ma_kho, text))),
    inStore(db, "items", "readonly", (s) =>
      scan<StoredItem>(s.index("ma_kho"), IDBKeyRange.only(ma_kho), (i) => hasAll(i.folded, words(text)), LIMIT),
    ),
  ]);
  const seen = new Set<string>();
  const found: FoundItem[] = [];
  for (const item of [byCode, byBarcode, ...byName]) {
    if (!item || seen.has(item.ma_vt)) continue;
    seen.add(item.ma_vt);
    found.push(bare(item));
  }
  return found.slice(0, LIMIT);
}

/** A customer without the server: by the phone's digits from the start, the code, or the name's words. */
export async function findStoredCustomers(db: IDBDatabase, typed: string): Promise<Customer[]> {
  const digits = typed.replace(/\D/g, "");
  const wanted = words(typed);
  const code = typed.trim().toUpperCase();
  const found = await inStore(db, "customers", "readonly", (s) =>
    scan<StoredCustomer>(
      s,
      null,
      (c) => (digits.length >= 3 && (c.phone ?? "").startsWith(digits)) || c.ma_kh === code || hasAll(c.folded, wanted),
      LIMIT,
    ),
  );
  return found.map(({ folded: _f, ...customer }) => customer);
}

/** What is kept of one warehouse's catalogue and the customers: how many, and when they were read. */
export interface CatalogueMeta {
  name: string;
  count: number;
  synced_at: number;
}

export const metaOf = (db: IDBDatabase, name: string) =>
  inStore<CatalogueMeta | undefined>(db, "meta", "readonly", (s) => s.get(name));
