import { useLocation, useMatches } from "react-router";
import { useSession } from "../session/sessionStore";
import { commandChain, matchCommand, within } from "./matchCommand";
import type { RouteMeta } from "./meta";

const DYNAMIC = ["/generic", "/report"];

/**
 * The current route's metadata. /generic/* and /report/* screens take their title and breadcrumb
 * from the matching command and its parent chain, since no route of their own names them.
 */
export function useRouteMeta(): RouteMeta | undefined {
  const matches = useMatches();
  const { pathname } = useLocation();
  const commands = useSession((s) => s.commands);
  const meta = matches.map((m) => m.handle as RouteMeta | undefined).findLast(Boolean);
  if (!meta || !DYNAMIC.some((p) => within(pathname, p)) || !commands) return meta;
  const command = matchCommand(commands, pathname);
  if (!command) return meta;
  const chain = commandChain(commands, command).map((c) => ({ vi: c.title, en: c.title_en }));
  return { ...meta, pageTitle: chain.at(-1) ?? meta.pageTitle, breadcrumb: chain };
}
