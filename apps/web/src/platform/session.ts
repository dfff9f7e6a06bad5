import { tokenExpiry } from "./jwt";

/**
 * Where the tokens live (spec 4): in localStorage when the remember-me flag is 'true',
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

export function saveTokens(pair: TokenPair, remember: boolean) {
  lastSignOut = undefined;
  clearStored();
  safe(() => {
    if (remember) localStorage.setItem(REMEMBER_KEY, "true");
    else localStorage.removeItem(REMEMBER_KEY);
  }, undefined);
  const storage = remember ? localStorage : sessionStorage;
  // Spec 3: expiration_date is derived from the token's expiry claim.
  const expiresAt = tokenExpiry(pair.access_token) ?? Date.now() + (pair.expires_in ?? 0) * 1000;
  const expiration = new Date(expiresAt).toISOString();
  safe(() => {
    storage.setItem(ACCESS_TOKEN_KEY, pair.access_token);
    storage.setItem(REFRESH_TOKEN_KEY, pair.refresh_token);
    storage.setItem(EXPIRATION_KEY, expiration);
  }, undefined);
  changed();
}

function clearStored() {
  for (const key of TOKEN_KEYS) {
    safe(() => localStorage.removeItem(key), undefined);
    safe(() => sessionStorage.removeItem(key), undefined);
  }
}

/** Signs out locally: both storages lose their tokens (the remember-me choice is kept for next time). */
export function clearTokens(reason: SignOutReason = "expired") {
  lastSignOut = reason;
  clearStored();
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

/** Keeps new tokens where the current ones are (a refresh does not change the remember-me choice). */
export function replaceTokens(pair: TokenPair) {
  saveTokens(pair, remembered());
}

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
