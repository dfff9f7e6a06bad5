import { featureScreens } from "@/platform/routing/screens";

const texts = () => import("./messages");

/**
 * The system area's screens; the entity catalogues (branches, custom lists, call center, banners) render from their
 * definitions.
 */
export const systemScreens = featureScreens(texts, [
  { path: "/system/users", load: () => import("./users/UsersListPage").then((m) => m.UsersListPage) },
  {
    path: "/system/users/new",
    below: { page: "/system/users", action: "add", title: { vi: "Thêm người dùng", en: "New user" } },
    load: () => import("./users/UserFormPage").then((m) => m.UserFormPage),
  },
  {
    path: "/system/users/:id",
    below: { page: "/system/users", action: "read", title: { vi: "Thông tin người dùng", en: "User detail" } },
    load: () => import("./users/UserDetailPage").then((m) => m.UserDetailPage),
  },
  {
    path: "/system/users/:id/edit",
    below: { page: "/system/users", action: "edit", title: { vi: "Sửa người dùng", en: "Edit user" } },
    load: () => import("./users/UserFormPage").then((m) => m.UserFormPage),
  },
  { path: "/system/online", load: () => import("./online/OnlineUsersPage").then((m) => m.OnlineUsersPage) },
  { path: "/system/logs", load: () => import("./logs/LogsPage").then((m) => m.LogsPage) },
  {
    path: "/system/logs/sent-messages",
    below: { page: "/system/logs", action: "read", title: { vi: "Tin nhắn đã gửi", en: "Sent messages" } },
    load: () => import("./outbox/SentMessagesPage").then((m) => m.SentMessagesPage),
  },
  { path: "/system/settings", load: () => import("./settings/SettingsPage").then((m) => m.SettingsPage) },
  { path: "/system/cryptography/encrypt", load: () => import("./crypto/EncryptPage").then((m) => m.EncryptPage) },
  {
    path: "/system/cryptography/customer-card",
    load: () => import("./crypto/CustomerCardCryptoPage").then((m) => m.CustomerCardCryptoPage),
  },
]);
