import { Menu, type MenuProps } from "antd";
import { useEffect, useMemo, useState } from "react";
import { Link, useLocation } from "react-router";
import { pick } from "../../platform/i18n";
import { commandChain, matchCommand } from "../../platform/routing/matchCommand";
import { useIsBuilt } from "../../platform/routing/useIsBuilt";
import { MenuIcon } from "../../platform/screens/MenuIcon";
import { UpcomingTag } from "../../platform/screens/UpcomingTag";
import { useSession } from "../../platform/session/sessionStore";
import { buildMenuTree, type MenuNode } from "./menuTree";
import { usePreferences } from "./preferencesStore";

type Item = Required<MenuProps>["items"][number];

function toItem(node: MenuNode, language: string, depth: number, isBuilt: (path: string) => boolean): Item {
  const { command } = node;
  const label = pick({ vi: command.title, en: command.title_en }, language);
  const icon = depth === 0 ? <MenuIcon name={command.icon} /> : undefined;
  if (command.command && node.children.length === 0) {
    if (isBuilt(command.command))
      return { key: command.command, icon, label: <Link to={command.command}>{label}</Link> };
    // A page still to come keeps its tag in view: a long name gives way (ellipsis), the tag does not.
    return {
      key: command.command,
      icon,
      label: (
        <Link to={command.command} title={label} style={{ display: "flex", alignItems: "center", minWidth: 0 }}>
          <span style={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>{label}</span>
          <UpcomingTag compact />
        </Link>
      ),
    };
  }
  return {
    key: command.menu_id,
    icon,
    label,
    children: node.children.map((c) => toItem(c, language, depth + 1, isBuilt)),
  };
}

/** The menu built from the user's commands: a user sees only what was granted. */
export function AppMenu({
  mode,
  dark,
  onNavigate,
}: {
  mode: "horizontal" | "inline";
  dark?: boolean;
  onNavigate?: () => void;
}) {
  const commands = useSession((s) => s.commands) ?? [];
  const language = usePreferences((s) => s.language);
  const { pathname } = useLocation();
  const isBuilt = useIsBuilt();
  const items = useMemo(
    () => buildMenuTree(commands).map((n) => toItem(n, language, 0, isBuilt)),
    [commands, language, isBuilt],
  );
  const match = matchCommand(commands, pathname);
  const selected = match?.command;
  // The inline menu opens on the current page's area and group.
  const chain = match
    ? commandChain(commands, match)
        .map((c) => c.menu_id)
        .join(" ")
    : "";
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  useEffect(() => {
    if (chain) setOpenKeys((keys) => [...new Set([...keys, ...chain.split(" ")])]);
  }, [chain]);
  return (
    <Menu
      mode={mode}
      theme={dark ? "dark" : "light"}
      items={items}
      selectedKeys={selected ? [selected] : []}
      {...(mode === "inline" ? { openKeys, onOpenChange: setOpenKeys } : {})}
      onClick={onNavigate}
      style={{ borderBottom: "none", borderInlineEnd: "none", flex: 1, minWidth: 0 }}
      aria-label="menu"
    />
  );
}
