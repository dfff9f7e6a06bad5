import { useEffect } from "react";
import { Outlet, useMatches } from "react-router";
import type { RouteMeta } from "./paths";

/** The frame around every route: for now it only keeps the document title in step with the route. */
export function RootLayout() {
  const matches = useMatches();
  const title = matches
    .map((match) => (match.handle as RouteMeta | undefined)?.pageTitle)
    .filter(Boolean)
    .at(-1);

  useEffect(() => {
    document.title = title ? `${title} · Sen` : "Sen";
  }, [title]);

  return <Outlet />;
}
