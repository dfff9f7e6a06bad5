/** Paths the app links to by name (the sign-in route is named "auth-login"). */
export const PATHS = {
  home: "/",
  dashboard: "/dashboard/analytics",
  authLogin: "/auth/login",
  blank: "/blank",
  error404: "/error-404",
} as const;

/** The sign-in path that brings the user back to `target` afterwards. */
export function loginPath(target?: string): string {
  if (!target || target === PATHS.home || target.startsWith(PATHS.authLogin)) return PATHS.authLogin;
  return `${PATHS.authLogin}?redirect=${encodeURIComponent(target)}`;
}

/** Only same-site paths are followed after sign-in, never another origin (`//evil.example`, `https:`…). */
export function safeRedirect(target: string | null | undefined): string {
  if (!target?.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) return PATHS.home;
  if (target === PATHS.authLogin || target.startsWith(`${PATHS.authLogin}?`)) return PATHS.home;
  return target;
}
