import type { ScreenManifest } from "@/platform/routing/screens";

/** The owner's settings: company, bank behind VietQR, default warehouses, printed forms. */
export const adminScreens: ScreenManifest = [
  {
    path: "/admin/settings",
    load: () => import("./settings/ShopSettingsPage").then((m) => m.ShopSettingsPage),
  },
];
