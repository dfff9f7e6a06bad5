import {
  AccountBookOutlined,
  AppstoreOutlined,
  ControlOutlined,
  DashboardOutlined,
  IdcardOutlined,
  InboxOutlined,
  MessageOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
} from "@ant-design/icons";
import type { ComponentType } from "react";

/** The icons menu areas may name (commands store the icon's name). */
const ICONS: Record<string, ComponentType> = {
  AccountBookOutlined,
  ControlOutlined,
  DashboardOutlined,
  IdcardOutlined,
  InboxOutlined,
  MessageOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
};

export function MenuIcon({ name }: { name: string | null | undefined }) {
  const Icon = (name && ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}
