import { type Cart, emptyCart } from "./cart";
import type { BillAnswer } from "./cashierApi";

/** The bills open at the cashier, each in a tab: the one in hand and those held for later. */
export interface OpenBills {
  tabs: { id: number; cart: Cart }[];
  active: number;
}

export const freshBills = (): OpenBills => ({ tabs: [{ id: 1, cart: emptyCart() }], active: 1 });

const nextId = (bills: OpenBills) => Math.max(0, ...bills.tabs.map((t) => t.id)) + 1;

/** Holds the bill in hand and opens a new one. */
export function openBill(bills: OpenBills): OpenBills {
  const id = nextId(bills);
  return { tabs: [...bills.tabs, { id, cart: emptyCart() }], active: id };
}

/** Opens a tab holding `cart` (a refused sale taken back to be changed). */
export function openBillWith(bills: OpenBills, cart: Cart): OpenBills {
  const id = nextId(bills);
  return { tabs: [...bills.tabs, { id, cart }], active: id };
}

/** The server confirmed a kept sale: its tab, if still open, shows the posted bill. */
export function confirmQueued(bills: OpenBills, key: string, bill: BillAnswer): OpenBills {
  const tabs = bills.tabs.map((t) =>
    t.cart.queued === key ? { ...t, cart: { ...t.cart, sold: bill, queued: undefined } } : t,
  );
  return { ...bills, tabs };
}

/** Closes a tab; the last one left is emptied instead, so there is always a bill in hand. */
export function closeBill(bills: OpenBills, id: number): OpenBills {
  const tabs = bills.tabs.filter((t) => t.id !== id);
  if (tabs.length === 0) return freshBills();
  const at = bills.tabs.findIndex((t) => t.id === id);
  const active = bills.active === id ? (tabs[Math.max(0, at - 1)]?.id ?? tabs[0]?.id ?? 1) : bills.active;
  return { tabs, active };
}

export function updateActive(bills: OpenBills, change: (cart: Cart) => Cart): OpenBills {
  return { ...bills, tabs: bills.tabs.map((t) => (t.id === bills.active ? { ...t, cart: change(t.cart) } : t)) };
}

export const activeCart = (bills: OpenBills): Cart =>
  bills.tabs.find((t) => t.id === bills.active)?.cart ?? emptyCart();

/** What was kept is used only if it still has the shape of open bills (an older release's may not). */
export function restoredBills(kept: unknown): OpenBills {
  const bills = kept as OpenBills | undefined;
  const valid =
    bills &&
    Array.isArray(bills.tabs) &&
    bills.tabs.length > 0 &&
    bills.tabs.every(
      (t) => typeof t.id === "number" && Array.isArray(t.cart?.lines) && Array.isArray(t.cart?.payments),
    );
  return valid && bills.tabs.some((t) => t.id === bills.active) ? bills : freshBills();
}
