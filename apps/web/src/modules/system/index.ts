import type { AreaModule } from "../../app/routing/lazyArea";
import "./messages";
import { EncryptPage } from "./crypto/EncryptPage";
import { LogsPage } from "./logs/LogsPage";
import { OnlineUsersPage } from "./online/OnlineUsersPage";
import { SettingsPage } from "./settings/SettingsPage";
import { UserDetailPage } from "./users/UserDetailPage";
import { UserFormPage } from "./users/UserFormPage";
import { UsersListPage } from "./users/UsersListPage";

/**
 * This area's screens by route path (as registered in app/routing/registry.ts); the entity
 * catalogues (branches, custom lists, call center, banners) render from their definitions.
 */
export const screens: AreaModule["screens"] = {
  "/system/users": UsersListPage,
  "/system/users/new": UserFormPage,
  "/system/users/:id": UserDetailPage,
  "/system/users/:id/edit": UserFormPage,
  "/system/online": OnlineUsersPage,
  "/system/logs": LogsPage,
  "/system/settings": SettingsPage,
  "/system/cryptography/encrypt": EncryptPage,
};
