import type { CommandNode, TreeCommand } from "../commands/commandTree";

/**
 * The commands worth granting: pages that are built (`isBuilt` tells a path), and the groups above them. A group
 * left with no built page disappears.
 */
export function offeredCommands<T extends TreeCommand & { command: string | null }>(
  tree: readonly CommandNode<T>[],
  isBuilt: (path: string) => boolean,
): CommandNode<T>[] {
  return tree.flatMap((node) => {
    const { children: below, ...command } = node;
    const children = offeredCommands(below ?? [], isBuilt);
    const page = node.command !== null && isBuilt(node.command);
    if (!page && children.length === 0) return [];
    return [(children.length > 0 ? { ...command, children } : command) as CommandNode<T>];
  });
}
