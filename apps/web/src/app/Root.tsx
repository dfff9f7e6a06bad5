import { useEffect } from "react";
import { Outlet, useNavigate } from "react-router";
import { setSessionLostHandler } from "../platform/api";
import { loginPath } from "./paths";
import { useSession } from "./session/sessionStore";

/** Starts the session once (spec 4) and sends the user to sign in when a refresh fails. */
export function Root() {
  const navigate = useNavigate();
  const boot = useSession((s) => s.boot);
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
