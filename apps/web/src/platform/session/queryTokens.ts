import { saveTokens } from "./tokens";

/**
 * A sign-in may arrive as `accessToken` and `refreshToken` query parameters (a link from
 * another of our apps). They are saved for this browser session and removed from the address bar.
 */
export function consumeQueryTokens(location: Location = window.location): boolean {
  const url = new URL(location.href);
  const access = url.searchParams.get("accessToken");
  const refresh = url.searchParams.get("refreshToken");
  if (!access || !refresh) return false;
  saveTokens({ access_token: access, refresh_token: refresh }, false);
  url.searchParams.delete("accessToken");
  url.searchParams.delete("refreshToken");
  window.history.replaceState(window.history.state, "", url.pathname + url.search + url.hash);
  return true;
}
