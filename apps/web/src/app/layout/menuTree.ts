import type { Command } from "../../platform/session/types";

export interface MenuNode {
  command: Command;
  children: MenuNode[];
}

/** The user's commands as a tree (menu_id, menu_id0); groups left empty by the user's rights are dropped. */
export function buildMenuTree(commands: readonly Command[]): MenuNode[] {
  const nodes = new Map(commands.map((c) => [c.menu_id, { command: c, children: [] as MenuNode[] }]));
  const roots: MenuNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.command.menu_id0 ? nodes.get(node.command.menu_id0) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  const prune = (list: MenuNode[]): MenuNode[] =>
    list
      .map((n) => ({ ...n, children: prune(n.children) }))
      .filter((n) => n.command.command || n.children.length > 0)
      .sort((a, b) => a.command.sort - b.command.sort);
  return prune(roots);
}
