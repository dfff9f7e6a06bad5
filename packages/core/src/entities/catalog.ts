import type { EntityDefinition } from "../entity/entity.js";
import * as entities from "./index.js";

const isDefinition = (value: unknown): value is EntityDefinition =>
  typeof value === "object" && value !== null && "fields" in value && "path" in value && "api" in value;

/** Every entity definition of the package: a new definition joins by being exported from entities/. */
export const ENTITY_DEFINITIONS: readonly EntityDefinition[] = /* @__PURE__ */ (
  Object.values(entities) as unknown[]
).filter(isDefinition);

/** The screen paths that have an entity definition (each can show the entity's generic list). */
export const ENTITY_PATHS: ReadonlySet<string> = /* @__PURE__ */ new Set(ENTITY_DEFINITIONS.map((e) => e.path));
