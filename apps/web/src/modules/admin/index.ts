import type { AreaModule } from "../../app/routing/lazyArea";
import "./messages";
import { ShopSettingsPage } from "./settings/ShopSettingsPage";

/** This area's screens by route path; the ones not listed yet show the placeholder. */
export const screens: AreaModule["screens"] = {
  "/admin/settings": ShopSettingsPage,
};
