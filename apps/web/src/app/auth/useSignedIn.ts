import { useSyncExternalStore } from "react";
import { readTokens, subscribeTokens } from "../../platform/session";

/** True while an access token is saved (spec 4, "Signed in"). */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeTokens, () => readTokens() !== null);
}
