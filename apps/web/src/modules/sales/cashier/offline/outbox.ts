import { ApiError } from "@/platform/api";
import type { Cart } from "../cart";
import type { BillAnswer } from "../cashierApi";
import { inStore } from "./idb";

/**
 * A sale made at this counter that the server has not confirmed: its key (the Idempotency-Key it is always sent
 * with, so sending it again is the same sale), the body exactly as first sent, the receipt the customer was given,
 * and the cart it came from (to be changed and sold again if the server refuses it).
 */
export interface OutboxSale {
  key: string;
  created_at: number;
  body: string;
  receipt: BillAnswer;
  cart: Cart;
  /** Refused by the server (stock, a changed price): it waits for the cashier, who changes or drops it. */
  problems?: string[];
}

export const outboxSales = (db: IDBDatabase) =>
  inStore<OutboxSale[]>(db, "outbox", "readonly", (s) => s.getAll()).then((sales) =>
    sales.sort((a, b) => a.created_at - b.created_at),
  );

export const keepSale = (db: IDBDatabase, sale: OutboxSale) => inStore(db, "outbox", "readwrite", (s) => s.put(sale));

export const dropSale = (db: IDBDatabase, key: string) => inStore(db, "outbox", "readwrite", (s) => s.delete(key));

/** How sending the waiting sales ended: all sent, or stopped (no server, a race to retry, the session gone). */
export type FlushEnd = "done" | "offline" | "later";

/**
 * Sends the waiting sales in the order they were made, each with its key: a confirmed one leaves the outbox and is
 * handed to `confirmed`; one the server refuses stays, with the reasons `refusal` gives, for the cashier; no answer,
 * a race (409), a server error or a lost session stop the round, and the rest wait for the next. Under a Web Lock
 * one tab sends at a time, so two tabs never race each other for the same sale.
 */
export function flushOutbox(
  db: IDBDatabase,
  send: (body: object, key: string) => Promise<BillAnswer>,
  confirmed: (key: string, bill: BillAnswer) => void,
  refusal: (error: ApiError) => string[],
): Promise<FlushEnd> {
  const round = async (): Promise<FlushEnd> => {
    for (const sale of await outboxSales(db)) {
      if (sale.problems) continue;
      try {
        const bill = await send(JSON.parse(sale.body), sale.key);
        await dropSale(db, sale.key);
        confirmed(sale.key, bill);
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        if (error.status === 0) return "offline";
        if (error.status === 409 || error.status === 401 || error.status >= 500) return "later";
        await keepSale(db, { ...sale, problems: refusal(error) });
      }
    }
    return "done";
  };
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? locks.request(`sen-cashier-outbox:${db.name}`, round) : round();
}
