import { tokenSession } from "@/platform/jwt";
import { OFFLINE_SESSION } from "@/platform/session/offlineSession";
import { readTokens } from "@/platform/session/tokens";
import type { SessionData } from "@/platform/session/types";
import { writeStored } from "@/platform/storage";

/**
 * Keeps the session as it is now with the sign-in it belongs to, so that a start-up the server does not answer opens
 * the counter with it (`keptSession`).
 */
export function keepSessionForOffline(state: Partial<SessionData>): void {
  const { user, configs, dictionaries, serverTime, branches, commands, stt, providers } = state;
  const sid = tokenSession(readTokens()?.access_token ?? "");
  if (!sid || !user || !configs || !dictionaries || !branches || !commands || !stt || !providers) return;
  const data: SessionData = {
    user,
    configs,
    dictionaries,
    serverTime: serverTime ?? Date.now(),
    branches,
    commands,
    stt,
    providers,
  };
  writeStored(OFFLINE_SESSION, { sid, data });
}
