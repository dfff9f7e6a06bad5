import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, TENANT } from "@/platform/api";
import { useSession } from "@/platform/session/sessionStore";
import { type BillAnswer, type Customer, cashierApi, type FoundItem } from "../cashierApi";
import { refusalOf } from "../refusal";
import { CUSTOMERS_META, itemsMeta, syncCatalogue } from "./catalogueSync";
import { cashierDatabase, findStoredCustomers, findStoredItems, metaOf } from "./offlineStore";
import { dropSale, flushOutbox, keepSale, type OutboxSale, outboxSales } from "./outbox";

/** How often the counter asks whether the server is back, and sends what waits. */
const PROBE_MS = 3000;
const FLUSH_MS = 15_000;
/** A catalogue older than this is read again when the server is there. */
const STALE_MS = 15 * 60_000;

export interface CatalogueState {
  /** Items kept of the warehouse (none yet: 0). */
  count: number;
  synced_at?: number;
  /** Items read so far while reading. */
  loading?: number;
  failed?: boolean;
}

const unreachable = (error: unknown) => error instanceof ApiError && error.status === 0;

async function serverAnswers(): Promise<boolean> {
  try {
    return (await fetch("/api/health", { cache: "no-store" })).ok;
  } catch {
    return false;
  }
}

/**
 * The counter's offline side: whether the server answers, the catalogue and customers kept in the browser for the
 * warehouse, the sales waiting to be sent (sent as soon as the server answers, every few seconds meanwhile), and
 * searches that fall back on what is kept when the server does not answer.
 */
export function useOfflineCashier(warehouse: string | undefined, confirmed: (key: string, bill: BillAnswer) => void) {
  const { t } = useTranslation();
  const user = useSession((s) => s.user?.user_name ?? "");
  const [online, setOnline] = useState(() => navigator.onLine);
  const [outbox, setOutbox] = useState<OutboxSale[]>([]);
  const [catalogue, setCatalogue] = useState<CatalogueState>({ count: 0 });
  const db = useRef<Promise<IDBDatabase>>(undefined);
  db.current ??= cashierDatabase(TENANT, user);
  const confirmedRef = useRef(confirmed);
  confirmedRef.current = confirmed;
  const flushing = useRef(false);

  const reload = useCallback(async () => setOutbox(await outboxSales(await (db.current as Promise<IDBDatabase>))), []);

  const flush = useCallback(async () => {
    if (flushing.current) return;
    flushing.current = true;
    try {
      const base = await (db.current as Promise<IDBDatabase>);
      const end = await flushOutbox(
        base,
        cashierApi.sell,
        (key, bill) => confirmedRef.current(key, bill),
        (e) => refusalOf(e, t),
      );
      if (end === "offline") setOnline(false);
      await reload();
    } finally {
      flushing.current = false;
    }
  }, [reload, t]);

  /** A call that got no answer: the counter goes offline until the server answers again. */
  const lost = useCallback((error: unknown) => {
    if (unreachable(error)) setOnline(false);
    return unreachable(error);
  }, []);

  useEffect(() => {
    reload();
    const down = () => setOnline(false);
    window.addEventListener("offline", down);
    return () => window.removeEventListener("offline", down);
  }, [reload]);

  // Offline: ask every few seconds (and when the browser says the network is back); back: send what waits.
  useEffect(() => {
    if (online) {
      flush();
      const timer = setInterval(flush, FLUSH_MS);
      return () => clearInterval(timer);
    }
    const probe = async () => (await serverAnswers()) && setOnline(true);
    const timer = setInterval(probe, PROBE_MS);
    window.addEventListener("online", probe);
    return () => {
      clearInterval(timer);
      window.removeEventListener("online", probe);
    };
  }, [online, flush]);

  const sync = useCallback(
    async (force: boolean) => {
      if (!warehouse) return;
      const base = await (db.current as Promise<IDBDatabase>);
      const [items, customers] = await Promise.all([metaOf(base, itemsMeta(warehouse)), metaOf(base, CUSTOMERS_META)]);
      setCatalogue({ count: items?.count ?? 0, synced_at: items?.synced_at });
      const fresh = items && customers && Date.now() - items.synced_at < STALE_MS;
      if (!online || (fresh && !force)) return;
      try {
        const count = await syncCatalogue(base, warehouse, (loading) => setCatalogue((c) => ({ ...c, loading })));
        setCatalogue({ count, synced_at: Date.now() });
      } catch (error) {
        lost(error);
        setCatalogue((c) => ({ ...c, loading: undefined, failed: true }));
      }
    },
    [warehouse, online, lost],
  );
  useEffect(() => {
    sync(false);
  }, [sync]);

  const findItems = useCallback(
    async (text: string, signal?: AbortSignal): Promise<FoundItem[]> => {
      const kept = async () => findStoredItems(await (db.current as Promise<IDBDatabase>), warehouse ?? "", text);
      if (!online) return kept();
      try {
        return await cashierApi.items(text, warehouse ?? "", signal);
      } catch (error) {
        if (lost(error)) return kept();
        throw error;
      }
    },
    [online, warehouse, lost],
  );

  const findCustomers = useCallback(
    async (text: string, signal?: AbortSignal): Promise<Customer[]> => {
      const kept = async () => findStoredCustomers(await (db.current as Promise<IDBDatabase>), text);
      if (!online) return kept();
      try {
        return await cashierApi.customers(text, signal);
      } catch (error) {
        if (lost(error)) return kept();
        throw error;
      }
    },
    [online, lost],
  );

  /** Keeps a sale to be sent; it goes at once if the server answers. */
  const queue = useCallback(
    async (sale: OutboxSale) => {
      await keepSale(await (db.current as Promise<IDBDatabase>), sale);
      await reload();
      if (online) flush();
    },
    [online, flush, reload],
  );

  /** Drops a refused sale the cashier gave up on (or took back to change). */
  const drop = useCallback(
    async (key: string) => {
      await dropSale(await (db.current as Promise<IDBDatabase>), key);
      await reload();
    },
    [reload],
  );

  return { online, lost, outbox, catalogue, resync: () => sync(true), findItems, findCustomers, queue, drop, flush };
}
