let declared: ReadonlySet<string> = new Set();

/** The app tells, once at start-up, which paths its modules have screens for. */
export function declareBuiltScreens(paths: Iterable<string>) {
  declared = new Set([...declared, ...paths]);
}

/**
 * Whether a page exists yet: a module declares a screen for it, or an entity definition has its path (the
 * entity's list is its screen). Any other page shows the placeholder and is marked 'Sắp có' in the menu.
 * The entity paths come from the definitions the server serves, so the first screen does not carry them all.
 */
export function isBuilt(path: string, entityPaths: ReadonlySet<string>): boolean {
  return declared.has(path) || entityPaths.has(path);
}
