import { useEffect } from "react";
import { Outlet, useLocation, useNavigate } from "react-router";
import { setSessionLostHandler } from "../platform/api";
import { loginPath, PATHS } from "./paths";

let previousPath: string = PATHS.home;

/** The last page visited in the app, where a signed-in user opening the sign-in page goes back to. */
export function lastVisitedPath(): string {
  return previousPath;
}

import { useSession } from "../platform/session/sessionStore";

/** Starts the session once and sends the user to sign in when a refresh fails. */
export function Root() {
  const navigate = useNavigate();
  const boot = useSession((s) => s.boot);
  const location = useLocation();
  useEffect(() => {
    if (!location.pathname.startsWith("/auth/")) previousPath = location.pathname + location.search;
  }, [location]);
  useEffect(() => {
    setSessionLostHandler(() => {
      useSession.getState().reset();
      const here = window.location.pathname + window.location.search;
      navigate(loginPath(here), { replace: true });
    });
    void boot();
  }, [boot, navigate]);
  return <Outlet />;
}
