/** The path is the prefix itself or lies below it ("/crm/partners/7" within "/crm/partners"). */
export const within = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

interface HasCommand {
  command: string | null;
}

/**
 * The command a path belongs to, which grants the rights on it: the exact match first, then the longest command
 * that is a prefix of the path on a "/" boundary.
 */
export function matchCommand<T extends HasCommand>(commands: readonly T[], path: string): T | undefined {
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  const exact = commands.find((c) => c.command === clean);
  if (exact) return exact;
  let best: T | undefined;
  for (const c of commands) {
    if (!c.command || c.command === "/" || !within(clean, c.command)) continue;
    if (!best?.command || c.command.length > best.command.length) best = c;
  }
  return best;
}

/** The command and its parents up to the area, outermost first. */
export function commandChain<T extends { menu_id: string; menu_id0: string | null }>(
  commands: readonly T[],
  command: T,
): T[] {
  const byId = new Map(commands.map((c) => [c.menu_id, c]));
  const chain: T[] = [];
  for (
    let at: T | undefined = command;
    at && !chain.includes(at);
    at = at.menu_id0 ? byId.get(at.menu_id0) : undefined
  ) {
    chain.unshift(at);
  }
  return chain;
}
