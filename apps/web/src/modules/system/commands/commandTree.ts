/** What a tree of menu commands needs of each command. */
export interface TreeCommand {
  menu_id: string;
  menu_id0: string | null;
  sort: number;
}

/** A command with its sub-commands, shaped for antd's tree tables (`children` only when there are any). */
export type CommandNode<T extends TreeCommand> = T & { children?: CommandNode<T>[] };

/**
 * Commands as a tree by `menu_id0`, siblings by `sort` then `menu_id`. A command whose parent is missing
 * (not granted, or deleted) or that sits in a cycle becomes a root rather than disappearing.
 */
export function buildCommandTree<T extends TreeCommand>(commands: readonly T[]): CommandNode<T>[] {
  const children = new Map<string, T[]>();
  const ids = new Set(commands.map((c) => c.menu_id));
  const roots: T[] = [];
  for (const command of commands) {
    const parent = command.menu_id0;
    if (parent && parent !== command.menu_id && ids.has(parent)) {
      children.set(parent, [...(children.get(parent) ?? []), command]);
    } else {
      roots.push(command);
    }
  }
  const bySort = (a: T, b: T) => a.sort - b.sort || a.menu_id.localeCompare(b.menu_id);
  const seen = new Set<string>();
  const grow = (list: T[]): CommandNode<T>[] =>
    [...list].sort(bySort).flatMap((command) => {
      // A cycle in stored data must not hang the screen.
      if (seen.has(command.menu_id)) return [];
      seen.add(command.menu_id);
      const below = grow(children.get(command.menu_id) ?? []);
      return [below.length > 0 ? { ...command, children: below } : { ...command }];
    });
  const tree = grow(roots);
  // Members of a cycle have no root above them: show them at the top instead of losing them.
  for (const command of commands) if (!seen.has(command.menu_id)) tree.push(...grow([command]));
  return tree;
}

/** The node and every node below it, depth first. */
export function subtree<T extends TreeCommand>(node: CommandNode<T>): CommandNode<T>[] {
  return [node, ...(node.children ?? []).flatMap((child) => subtree(child))];
}

/** Every node of the tree, depth first. */
export function flatten<T extends TreeCommand>(nodes: readonly CommandNode<T>[]): CommandNode<T>[] {
  return nodes.flatMap((node) => subtree(node));
}

/** The nodes that match, with all below them, and the ancestors leading to them. */
export function filterTree<T extends TreeCommand>(
  nodes: readonly CommandNode<T>[],
  matches: (node: T) => boolean,
): CommandNode<T>[] {
  return nodes.flatMap((node) => {
    if (matches(node)) return [node];
    const children = filterTree(node.children ?? [], matches);
    return children.length > 0 ? [{ ...node, children }] : [];
  });
}
