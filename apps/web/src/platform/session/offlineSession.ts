import { tokenSubject } from "../jwt";
import { readStored, writeStored } from "../storage";
import { readTokens } from "./tokens";
import type { SessionData } from "./types";

const KEY = "sen.session.offline";

const signedIn = () => {
  const token = readTokens()?.access_token;
  return token ? tokenSubject(token) : undefined;
};

/**
 * A screen that must open without the server (the cashier) keeps the session it was opened with; a start-up that
 * gets no answer from the server then opens with it, for the same user only.
 */
export function keepSession(data: SessionData): void {
  const user = signedIn();
  if (user) writeStored(KEY, { user, data });
}

/** Keeps the session as it is now (a screen that works offline calls it when it opens). */
export function keepCurrentSession(state: Partial<SessionData>): void {
  const { user, configs, dictionaries, serverTime, branches, commands, stt, providers } = state;
  if (!user || !configs || !dictionaries || !branches || !commands || !stt || !providers) return;
  keepSession({
    user,
    configs,
    dictionaries,
    serverTime: serverTime ?? Date.now(),
    branches,
    commands,
    stt,
    providers,
  });
}

/** The session kept for working offline, if it is the signed-in user's. */
export function keptSession(): SessionData | undefined {
  const kept = readStored<{ user?: string; data?: SessionData } | undefined>(KEY, undefined);
  const user = signedIn();
  return user && kept?.user === user ? kept.data : undefined;
}
