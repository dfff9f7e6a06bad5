import { i18n } from "./i18n";
import {
  clearTokens,
  readTokens,
  replaceTokens,
  rereadTokens,
  type StoredTokens,
  type TokenPair,
} from "./session/tokens";
import { isPageUnloading } from "./unloading";

/** What the user sees when the server gave no answer at all. */
const noResponse = () => i18n.t("feedback.noResponse");

const BASE = "/api/";

export const TENANT: string = import.meta.env.VITE_TENANT ?? "demo";

/** A failed call: `message` is the server's `{ message }`, else the status text. */
export class ApiError extends Error {
  constructor(
    message: string,
    /** HTTP status; 0 when no response arrived. */
    readonly status: number,
    /** Field messages of a 422 answer. */
    readonly errors?: Record<string, string>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Query = Record<string, QueryValue>;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** The response itself, its body unread (a file): `download`. */
  raw?: boolean;
  /**
   * Another principal's token (a customer's in the client area), sent instead of the staff session's: without the
   * staff's branches, and a 401 is the caller's to handle (no refresh).
   */
  bearer?: string;
}

let selectedBranches: string[] = [];
let language = "vi";
let onSessionLost: () => void = () => undefined;

/** The language the server answers in (`Accept-Language`). */
export function setApiLanguage(code: string) {
  language = code;
}

/** What to do when the session cannot be refreshed: the shell goes to the sign-in page. */
export function setSessionLostHandler(handler: () => void) {
  onSessionLost = handler;
}

/** The branch codes sent in `X-Branches` (chosen in the shell; empty until then). */
export function setSelectedBranches(codes: string[]) {
  selectedBranches = [...codes];
}

/** Query strings: empty parameters are left out, arrays comma-joined, strings trimmed. */
export function buildQuery(query: Query | undefined): string {
  const params = new URLSearchParams();
  for (const [key, raw] of Object.entries(query ?? {})) {
    if (raw == null) continue;
    const value = Array.isArray(raw)
      ? raw
          .map((item) => String(item).trim())
          .filter(Boolean)
          .join(",")
      : String(raw).trim();
    if (value !== "") params.append(key, value);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;
}

/** Null fields are removed from a body; a POST gets `ma_dvcs` when exactly one branch is selected. */
export function cleanBody(method: string, body: unknown, branches: readonly string[] = selectedBranches): unknown {
  if (!isPlainObject(body)) return body;
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (value !== null && value !== undefined) clean[key] = value;
  }
  const [onlyBranch, ...others] = branches;
  if (method === "POST" && onlyBranch && others.length === 0 && clean.ma_dvcs == null) clean.ma_dvcs = onlyBranch;
  return clean;
}

async function failure(response: Response): Promise<ApiError> {
  let message = "";
  let errors: Record<string, string> | undefined;
  try {
    const data: unknown = await response.json();
    if (isPlainObject(data)) {
      if (typeof data.message === "string") message = data.message;
      if (isPlainObject(data.errors)) errors = data.errors as Record<string, string>;
    }
  } catch {
    // Not JSON: fall back to the status text.
  }
  return new ApiError(message || response.statusText || noResponse(), response.status, errors);
}

let refreshing: Promise<boolean> | null = null;

/**
 * Trades the refresh token for a new pair, kept and handed to the other tabs; "unanswered" when the server could not
 * be reached (the tokens are kept: they may still be good when it is back).
 */
async function refreshTokens(tokens: StoredTokens | null): Promise<boolean | "unanswered"> {
  if (!tokens?.refresh_token) return false;
  try {
    const pair = await send<TokenPair>("POST", "auth/refresh-token", {
      body: { access_token: tokens.access_token, refresh_token: tokens.refresh_token },
    });
    replaceTokens(pair);
    return true;
  } catch (error) {
    return error instanceof ApiError && error.status === 0 ? "unanswered" : false;
  }
}

/**
 * One refresh per browser, not per tab: under a Web Lock, a tab whose refresh token another tab
 * has meanwhile replaced takes the new pair instead of presenting a used token. Without Web Locks,
 * one refresh per tab (the server gives a token presented twice at once the same pair).
 */
function refreshOncePerBrowser(): Promise<boolean | "unanswered"> {
  const stale = readTokens()?.refresh_token;
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  if (!locks) return refreshTokens(readTokens());
  return locks.request("sen-refresh", async () => {
    const tokens = rereadTokens();
    if (tokens?.refresh_token && tokens.refresh_token !== stale) return true;
    return refreshTokens(tokens);
  });
}

/**
 * However many calls fail with 401 at once, exactly one refresh runs; they all wait for
 * it. When it fails, credentials are cleared and the shell is told.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= refreshOncePerBrowser().then((ok) => {
    refreshing = null;
    if (!ok && !isPageUnloading()) {
      clearTokens("expired");
      onSessionLost();
    }
    return ok === true;
  });
  return refreshing;
}

const NO_REFRESH = new Set(["auth/login", "auth/refresh-token", "auth/logout"]);

async function send<T>(method: string, path: string, options: RequestOptions): Promise<T> {
  const staff = options.bearer === undefined;
  const branches = staff ? selectedBranches : [];
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": language,
    "X-Tenant": TENANT,
    ...(branches.length > 0 && { "X-Branches": branches.join(",") }),
    ...options.headers,
  };
  const token = staff ? readTokens()?.access_token : options.bearer;
  if (token && path !== "auth/refresh-token") headers.Authorization = `Bearer ${token}`;

  let body: BodyInit | undefined;
  // A form, or a file sent as it is (a picture): fetch gives it its own type.
  if (options.body instanceof FormData || options.body instanceof Blob) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(cleanBody(method, options.body, branches));
  }

  let response: Response;
  try {
    const url = `${BASE}${path}${buildQuery(options.query)}`;
    response = await fetch(url, { method, headers, body, signal: options.signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(noResponse(), 0);
  }
  if (!response.ok) throw await failure(response);
  if (options.raw) return response as T;
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** One call to the API: `path` is relative to `/api/`, e.g. `auth/login`. A 401 refreshes once and replays. */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const clean = path.replace(/^\/+/, "");
  const usedToken = readTokens()?.access_token;
  try {
    return await send<T>(method, clean, options);
  } catch (error) {
    const current = readTokens()?.access_token;
    const refreshable = !NO_REFRESH.has(clean) && options.bearer === undefined && current;
    if (!(error instanceof ApiError) || error.status !== 401 || !refreshable) throw error;
    // Another call may already have refreshed while this one was in flight: replay with its token.
    const renewed = current !== usedToken || (await refreshSession());
    if (!renewed) throw error;
    return send<T>(method, clean, options);
  }
}

/** A file the API streams (an export), read as it arrives. */
export interface Downloaded {
  blob: Blob;
  /** From Content-Disposition. */
  fileName?: string;
}

/**
 * A file from the API (an export streamed by the server): called as `request` calls (the same
 * headers, one replay after a 401 refresh), its body read as it comes, `onProgress` told the bytes
 * received so far. Aborting `signal` stops the download, and the server's work with it.
 */
export async function download(
  path: string,
  { query, signal, onProgress }: { query?: Query; signal?: AbortSignal; onProgress?: (bytes: number) => void } = {},
): Promise<Downloaded> {
  const response = await request<Response>("GET", path, { query, signal, raw: true });
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  try {
    const reader = response.body?.getReader();
    for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
      chunks.push(part.value);
      bytes += part.value.length;
      onProgress?.(bytes);
    }
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    // The connection broke off mid-file: never hand over half a file.
    throw new ApiError(noResponse(), 0);
  }
  const disposition = response.headers.get("content-disposition") ?? "";
  return {
    blob: new Blob(chunks as BlobPart[], { type: response.headers.get("content-type") ?? undefined }),
    fileName: /filename="([^"]+)"/.exec(disposition)?.[1],
  };
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>("GET", path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("POST", path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("PUT", path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>("PATCH", path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>("DELETE", path, options),
};
