import { tokenSession } from "../jwt";
import { readStored } from "../storage";
import { readTokens } from "./tokens";
import type { SessionData } from "./types";

/**
 * Where a screen that must open without the server (the cashier) keeps the session it was opened with, beside the
 * sign-in session (`sid`) it belongs to.
 */
export const OFFLINE_SESSION = "sen.session.offline";

/** The session kept for working offline, if it is the current sign-in's. */
export function keptSession(): SessionData | undefined {
  const kept = readStored<{ sid?: string; data?: SessionData } | undefined>(OFFLINE_SESSION, undefined);
  const sid = tokenSession(readTokens()?.access_token ?? "");
  return sid && kept?.sid === sid ? kept.data : undefined;
}
