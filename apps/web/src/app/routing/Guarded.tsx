import { isAdmin } from "@sen/core";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { matchCommand } from "../../platform/routing/matchCommand";
import type { RouteMeta } from "../../platform/routing/meta";
import { useSession } from "../../platform/session/sessionStore";
import { lastSignOutReason } from "../../platform/session/tokens";
import { FullPageSpin } from "../pages/FullPageSpin";
import { loginPath, PATHS } from "../paths";

/**
 * Route guards. Signed-out users go to auth-login with the full path in `redirect`
 * (after a deliberate sign-out the next user starts fresh). Command pages need a menu command
 * whose path is a prefix of the requested path, else /blank; admin-flagged pages also pass
 * for administrators.
 */
export function Guarded({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const { status, commands, user } = useSession();
  const location = useLocation();
  if (meta.guard === "none" || meta.guard === "public") return children;
  if (status === "booting" || status === "loading") return <FullPageSpin />;
  if (status !== "ready") {
    const here = location.pathname + location.search + location.hash;
    return <Navigate to={lastSignOutReason() === "signed-out" ? PATHS.authLogin : loginPath(here)} replace />;
  }
  if (meta.guard !== "command") return children;
  const granted = matchCommand(commands ?? [], location.pathname);
  if (!granted && !(meta.admin && user && isAdmin(user))) return <Navigate to={PATHS.blank} replace />;
  return children;
}
