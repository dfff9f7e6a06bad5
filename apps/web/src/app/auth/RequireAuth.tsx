import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { lastSignOutReason } from "../../platform/session";
import { loginPath, PATHS } from "../paths";
import { useSignedIn } from "./useSignedIn";

/**
 * Signed-out users go to the sign-in page with the full path they wanted (spec 4); after a
 * deliberate sign-out there is nothing to come back to, so the next user starts at home.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (!signedIn) {
    const target =
      lastSignOutReason() === "signed-out"
        ? PATHS.authLogin
        : loginPath(location.pathname + location.search + location.hash);
    return <Navigate to={target} replace />;
  }
  return children;
}
