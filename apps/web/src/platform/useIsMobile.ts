import { BREAKPOINTS } from "@sen/core";
import { useSyncExternalStore } from "react";

const query = `(max-width: ${BREAKPOINTS.lg - 0.02}px)`;

function subscribe(listener: () => void) {
  const media = window.matchMedia(query);
  media.addEventListener("change", listener);
  return () => media.removeEventListener("change", listener);
}

/** Narrower than lg (992 px): the menu moves into a drawer. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}
