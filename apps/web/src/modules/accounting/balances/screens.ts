import type { ScreenManifest } from "@/platform/routing/screens";

/** Filled in as the screens are built. */
export const balanceScreens: ScreenManifest = [];
