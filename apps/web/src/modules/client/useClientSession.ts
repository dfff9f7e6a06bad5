import { useSyncExternalStore } from "react";
import { type ClientSession, readClientSession, subscribeClientSession } from "./clientSession";

/** The customer signed in to the client area, or null. */
export function useClientSession(): ClientSession | null {
  return useSyncExternalStore(subscribeClientSession, readClientSession);
}
