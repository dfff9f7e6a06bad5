import { TENANT } from "@/platform/api";

/**
 * The customer's sign-in to the client area, kept in this browser apart from any staff session (keys of its own):
 * a member of staff and a customer signed in in one browser never use each other's token. It stays until it
 * expires or the customer signs out (a customer keeps their own phone), and follows sign-ins in other tabs.
 */
export interface ClientSession {
  access_token: string;
  /** Milliseconds since the epoch. */
  expires_at: number;
  ma_kh: string;
  ten_kh: string;
}

const KEY = `sen-client-session:${TENANT}`;
const listeners = new Set<() => void>();
let snapshot: ClientSession | null | undefined;

function load(): ClientSession | null {
  try {
    const stored = JSON.parse(localStorage.getItem(KEY) ?? "null") as ClientSession | null;
    return stored && typeof stored.access_token === "string" && stored.expires_at > Date.now() ? stored : null;
  } catch {
    return null;
  }
}

function changed() {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

/** The customer signed in, or null. The same object until it changes. */
export function readClientSession(): ClientSession | null {
  if (snapshot === undefined) snapshot = load();
  if (snapshot && snapshot.expires_at <= Date.now()) snapshot = null;
  return snapshot;
}

export function saveClientSession(session: ClientSession) {
  try {
    localStorage.setItem(KEY, JSON.stringify(session));
  } catch {
    // Storage disabled: the sign-in lasts as long as this page.
  }
  snapshot = session;
  for (const listener of listeners) listener();
}

export function clearClientSession() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
  changed();
}

/** For useSyncExternalStore. */
export function subscribeClientSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === KEY) changed();
  });
}
