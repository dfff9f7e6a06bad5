import { tokenExpiry, tokenSession } from "../jwt";

/**
 * Where the tokens live: in localStorage when the remember-me flag is 'true',
 * otherwise in sessionStorage, so that closing the browser signs the user out.
 */
export const REMEMBER_KEY = "remember";
export const ACCESS_TOKEN_KEY = "access_token";
export const REFRESH_TOKEN_KEY = "refresh_token";
export const EXPIRATION_KEY = "expiration_date";

const TOKEN_KEYS = [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, EXPIRATION_KEY] as const;

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  token_type?: string;
  /** Seconds until the access token expires. */
  expires_in?: number;
}

export interface StoredTokens {
  access_token: string;
  refresh_token: string;
  /** ISO date-time when the access token expires. */
  expiration_date: string;
}

/** Why the tokens were last cleared: the user signed out, or the session was refused or expired. */
export type SignOutReason = "signed-out" | "expired";

const listeners = new Set<() => void>();
let snapshot: StoredTokens | null | undefined;
let lastSignOut: SignOutReason | undefined;

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    return fallback; // Storage disabled (private mode, blocked cookies).
  }
}

function remembered(): boolean {
  return safe(() => localStorage.getItem(REMEMBER_KEY) === "true", false);
}

function store(): Storage | undefined {
  return safe(() => (remembered() ? localStorage : sessionStorage), undefined);
}

function load(): StoredTokens | null {
  const storage = store();
  const access = storage && safe(() => storage.getItem(ACCESS_TOKEN_KEY), null);
  if (!storage || !access) return null;
  return {
    access_token: access,
    refresh_token: safe(() => storage.getItem(REFRESH_TOKEN_KEY), null) ?? "",
    expiration_date: safe(() => storage.getItem(EXPIRATION_KEY), null) ?? "",
  };
}

function changed() {
  snapshot = undefined;
  for (const listener of listeners) listener();
}

/** The saved tokens, or null when signed out. The same object until they change. */
export function readTokens(): StoredTokens | null {
  if (snapshot === undefined) snapshot = load();
  return snapshot;
}

/**
 * Keeps a pair where the remember-me choice says. The new values overwrite the old ones in place
 * (never cleared first): another tab reading meanwhile sees the old pair or the new, never none.
 */
export function saveTokens(pair: TokenPair, remember: boolean) {
  lastSignOut = undefined;
  const storage = safe(() => (remember ? localStorage : sessionStorage), undefined);
  // expiration_date is derived from the token's expiry claim.
  const expiresAt = tokenExpiry(pair.access_token) ?? Date.now() + (pair.expires_in ?? 0) * 1000;
  const expiration = new Date(expiresAt).toISOString();
  safe(() => {
    if (!storage) return;
    storage.setItem(ACCESS_TOKEN_KEY, pair.access_token);
    storage.setItem(REFRESH_TOKEN_KEY, pair.refresh_token);
    storage.setItem(EXPIRATION_KEY, expiration);
  }, undefined);
  safe(() => {
    if (remember) localStorage.setItem(REMEMBER_KEY, "true");
    else localStorage.removeItem(REMEMBER_KEY);
  }, undefined);
  safe(() => clearStored(remember ? sessionStorage : localStorage), undefined);
  changed();
}

function clearStored(storage: Storage) {
  for (const key of TOKEN_KEYS) safe(() => storage.removeItem(key), undefined);
}

/** Signs out locally: both storages lose their tokens (the remember-me choice is kept for next time). */
export function clearTokens(reason: SignOutReason = "expired") {
  lastSignOut = reason;
  safe(() => clearStored(localStorage), undefined);
  safe(() => clearStored(sessionStorage), undefined);
  changed();
}

/** Set once tokens are cleared in this tab; undefined after a sign-in. */
export function lastSignOutReason(): SignOutReason | undefined {
  return lastSignOut;
}

export function isExpired(tokens: StoredTokens, now = Date.now()): boolean {
  const at = Date.parse(tokens.expiration_date);
  return Number.isNaN(at) || at < now;
}

/**
 * The tokens as stored now: another tab may have just refreshed them (in local storage, or handed
 * them over on the channel below) without this tab having heard of it yet.
 */
export function rereadTokens(): StoredTokens | null {
  if (load()?.refresh_token !== readTokens()?.refresh_token) changed();
  return readTokens();
}

/**
 * Every tab of a session holds its current refresh token: without "remember me" each tab keeps its
 * own copy (sessionStorage, which a duplicated tab copies), so a refreshed pair is handed to the others.
 */
const tabs = typeof BroadcastChannel === "undefined" ? undefined : new BroadcastChannel("sen-tokens");

/** What a tab that refreshed tells the others: the new pair and the refresh token it replaced. */
interface Handover {
  pair: TokenPair;
  previous?: string;
}

/** Keeps new tokens where the current ones are (a refresh does not change the remember-me choice). */
export function replaceTokens(pair: TokenPair) {
  const previous = readTokens()?.refresh_token;
  saveTokens(pair, remembered());
  const handover: Handover = { pair: { access_token: pair.access_token, refresh_token: pair.refresh_token }, previous };
  tabs?.postMessage(handover);
}

/** A pair another tab got: taken when it follows this tab's own (or a later one of the same session). */
function adopt({ pair, previous }: Handover) {
  const mine = readTokens();
  if (!mine || typeof pair?.access_token !== "string" || typeof pair.refresh_token !== "string") return;
  if (mine.refresh_token === pair.refresh_token) return;
  const session = tokenSession(pair.access_token);
  const follows =
    mine.refresh_token === previous ||
    (session !== undefined &&
      session === tokenSession(mine.access_token) &&
      (tokenExpiry(pair.access_token) ?? 0) > (tokenExpiry(mine.access_token) ?? 0));
  if (follows) saveTokens(pair, remembered());
}

tabs?.addEventListener("message", (event: MessageEvent<Handover>) => adopt(event.data));

export function wasRemembered(): boolean {
  return remembered();
}

/** For useSyncExternalStore; also follows sign-in and sign-out in other tabs. */
export function subscribeTokens(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === REMEMBER_KEY || TOKEN_KEYS.some((key) => key === event.key)) changed();
  });
}
