import { ENTITY_PATHS } from "@sen/core";

let declared: ReadonlySet<string> = new Set();

/** The app tells, once at start-up, which paths its modules have screens for. */
export function declareBuiltScreens(paths: Iterable<string>) {
  declared = new Set([...declared, ...paths]);
}

/**
 * Whether a page exists yet: a module declares a screen for it, or an entity definition has its path (the
 * entity's list is its screen). Any other page shows the placeholder and is marked 'Sắp có' in the menu.
 */
export function isBuilt(path: string): boolean {
  return declared.has(path) || ENTITY_PATHS.has(path);
}
