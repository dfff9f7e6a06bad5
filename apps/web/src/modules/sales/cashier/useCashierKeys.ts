import { useEffect, useRef } from "react";

interface CashierActions {
  search: () => void;
  customer: () => void;
  pay: () => void;
  print: () => void;
  next: () => void;
  more: () => void;
  less: () => void;
  remove: () => void;
}

/** Whether a key typed there is text: any input but an empty search box (where + and Del act on the line). */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target instanceof HTMLInputElement && target.closest(".cashier-search")) return target.value !== "";
  return target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName);
}

const FUNCTION_KEYS: Record<string, keyof CashierActions> = {
  F3: "search",
  F4: "customer",
  F8: "pay",
  F9: "print",
  Escape: "next",
};
const LINE_KEYS: Record<string, keyof CashierActions> = {
  "+": "more",
  "-": "less",
  Delete: "remove",
};

/**
 * The cashier's keys: F3 search, F4 customer, F8 pay, F9 print, Esc the next bill (or clears the search), and on the
 * selected line + and − its quantity and Del to remove it, except while typing text.
 */
export function useCashierKeys(actions: CashierActions) {
  const current = useRef(actions);
  current.current = actions;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.altKey || event.metaKey) return;
      const named = FUNCTION_KEYS[event.key] ?? (typing(event.target) ? undefined : LINE_KEYS[event.key]);
      if (!named) return;
      event.preventDefault();
      current.current[named]();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
}
