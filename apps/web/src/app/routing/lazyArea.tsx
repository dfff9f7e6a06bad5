import { type ComponentType, lazy } from "react";

export interface AreaModule {
  /** Screens by route path; a path without one shows its entity's list (from the definitions), else the placeholder. */
  screens: Record<string, ComponentType>;
}

const RELOAD_KEY = "chunk_reload_at";

/**
 * Spec 8: a screen chunk that fails to load (a new release replaced it) reloads the page once;
 * a second failure within a minute is shown as an error instead of looping.
 */
export function reloadOnChunkError<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
      if (Date.now() - last > 60_000) {
        sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
        window.location.reload();
        return new Promise<T>(() => undefined);
      }
      throw error;
    });
}

const AREAS: Record<string, () => Promise<AreaModule>> = {
  dashboard: () => import("../../modules/dashboard"),
  crm: () => import("../../modules/crm"),
  sales: () => import("../../modules/sales"),
  cashier: () => import("../../modules/cashier"),
  purchases: () => import("../../modules/purchases"),
  stock: () => import("../../modules/stock"),
  accounting: () => import("../../modules/accounting"),
  hr: () => import("../../modules/hr"),
  system: () => import("../../modules/system"),
  user: () => import("../../modules/user"),
  apps: () => import("../../modules/apps"),
  client: () => import("../../modules/client"),
  admin: () => import("../../modules/admin"),
};

const cache = new Map<string, ComponentType<{ path: string }>>();

// Loaded only by a path without a screen of its own: a built screen (the landing dashboard) does not wait for them.
const EntityScreen = lazy(
  reloadOnChunkError(() => import("../../platform/entity/EntityScreen").then((m) => ({ default: m.EntityScreen }))),
);
const ScreenPlaceholder = lazy(
  reloadOnChunkError(() => import("../pages/ScreenPlaceholder").then((m) => ({ default: m.ScreenPlaceholder }))),
);

/** The area's chunk, loaded on first use: one chunk an area, not one for the whole app. */
export function areaScreen(area: string | undefined): ComponentType<{ path: string }> {
  const key = area && AREAS[area] ? area : "generic";
  let screen = cache.get(key);
  if (!screen) {
    const load = AREAS[key] ?? (() => import("../../modules/generic"));
    screen = lazy(
      reloadOnChunkError(async () => {
        const { screens } = await load();
        return {
          // A path without a screen of its own shows the list of the entity defined with that path, if any.
          default: ({ path }: { path: string }) => {
            const Screen = screens[path];
            return Screen ? <Screen /> : <EntityScreen path={path} fallback={<ScreenPlaceholder />} />;
          },
        };
      }),
    );
    cache.set(key, screen);
  }
  return screen;
}
