import { DOCUMENT_STATUS } from "@sen/core";
import type { LoadRequest } from "./partner-load.js";
import { BENCH_WAREHOUSES, HISTORY_DAYS } from "./stock-ledger-rows.js";

export interface ReadCase {
  name: string;
  /** Sent in turn by every connection. */
  requests: LoadRequest[];
  /** The target p50 in milliseconds, when the issue sets one. */
  target?: number;
}

const BALANCES = "/api/stock/product-balances";
const code = (i: number) => `SP${String(i).padStart(6, "0")}`;
const dayAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const get = (path: string, query: Record<string, string>): LoadRequest => ({
  method: "GET",
  path: `${path}?${new URLSearchParams(query)}`,
});

/** A product number as the history picks them (popular ones far more often): what a user looks up. */
const popular = (products: number, random: () => number) => 1 + Math.floor(products * random() ** 2);

/** A small deterministic generator, so that every run asks the same things. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * What a storekeeper reads: one product's balance at a date, a warehouse's balance list (today and a year ago),
 * a product's stock card over a year (an ordinary product and one of the most moved).
 */
export function readCases(products: number): ReadCase[] {
  const random = seeded(15);
  const kho = () => BENCH_WAREHOUSES[Math.floor(random() * BENCH_WAREHOUSES.length)]?.ma_kho ?? "KHO-Q1";
  const balanceAt = Array.from({ length: 200 }, () =>
    get(BALANCES, {
      ma_kho: kho(),
      ma_vt: code(popular(products, random)),
      ngay: dayAgo(Math.floor(random() * HISTORY_DAYS)),
    }),
  );
  const year = { fromDate: dayAgo(365), toDate: dayAgo(0) };
  const card = (pick: () => number) =>
    Array.from({ length: 50 }, () => get(`${BALANCES}/card`, { ma_kho: kho(), ma_vt: code(pick()), ...year }));
  return [
    { name: "(a) balance of one product at a date", requests: balanceAt, target: 10 },
    {
      name: "(b) warehouse balance list, first page, today",
      requests: [get(BALANCES, { ma_kho: "KHO-Q1", pageIndex: "1", pageSize: "20" })],
      target: 50,
    },
    {
      name: "(b) warehouse balance list, first page, a year ago",
      requests: [get(BALANCES, { ma_kho: "KHO-Q1", pageIndex: "1", pageSize: "20", ngay: dayAgo(365) })],
      target: 50,
    },
    { name: "(c) stock card over a year, any product", requests: card(() => popular(products, random)) },
    { name: "(c) stock card over a year, top-10 product", requests: card(() => 1 + Math.floor(random() * 10)) },
  ];
}

const ITEMS = "/api/sales/retail-orders/items";

/**
 * What a cashier types or scans in the main warehouse: words of a name without diacritics (a kind and a brand, or a
 * kind and a size), a product code, a barcode.
 */
export function cashierCases(products: number): ReadCase[] {
  const random = seeded(17);
  const words = ["dau goi hoa sen", "sua rua mat cocoon", "kem chong nang 50ml", "tinh dau sa", "khan bong lana"];
  const search = (searchKey: string) => get(ITEMS, { ma_kho: "KHO-Q1", searchKey });
  return [
    { name: "(e) cashier search, words of a name", requests: words.map(search), target: 50 },
    {
      name: "(e) cashier search, a product code",
      requests: Array.from({ length: 100 }, () => search(code(popular(products, random)))),
      target: 50,
    },
    {
      name: "(e) cashier search, a scanned barcode",
      requests: Array.from({ length: 100 }, () => search(`893${String(popular(products, random)).padStart(10, "0")}`)),
      target: 50,
    },
  ];
}

/** A 3-line cash bill of distinct products drawn from numbers [from, from + count), the cash giving change. */
export function billBody(ma_kho: string, from: number, count: number, random: () => number): string {
  const picked = new Set<number>();
  while (picked.size < 3) picked.add(from + Math.floor(random() * count));
  return JSON.stringify({
    ngay_ct: dayAgo(0),
    ma_kho,
    status: DOCUMENT_STATUS.posted,
    details: [...picked].map((i) => ({ ma_vt: code(i), so_luong: 1 })),
    payments: [{ ma_httt: "TM", tien: 5_000_000 }],
  });
}

export interface DeliveryLine {
  ma_vt: string;
  so_luong: number;
}

/** A 10-line delivery body of distinct products drawn from numbers [from, from + count). */
export function deliveryBody(
  ma_kho: string,
  from: number,
  count: number,
  so_luong: number,
  random: () => number,
): string {
  const picked = new Set<number>();
  while (picked.size < 10) picked.add(from + Math.floor(random() * count));
  const details: DeliveryLine[] = [...picked].map((i) => ({ ma_vt: code(i), so_luong }));
  return JSON.stringify({
    ngay_ct: dayAgo(0),
    ma_kho,
    status: DOCUMENT_STATUS.posted,
    dien_giai: "Xuất bán (bench)",
    details,
  });
}

export const productCode = code;
export const today = () => dayAgo(0);
