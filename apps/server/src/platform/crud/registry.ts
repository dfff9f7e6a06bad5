import type { EntityDefinition } from "@sen/core";
import type { EntityTable } from "./table.js";

export interface EntityBinding {
  definition: EntityDefinition;
  table: EntityTable;
}

const byName = new Map<string, EntityBinding>();

/** Every entity the server serves, by name: references and the generic exists check look them up here. */
export function bindEntity(definition: EntityDefinition, table: EntityTable): EntityBinding {
  const binding = { definition, table };
  byName.set(definition.name, binding);
  return binding;
}

export function entityNamed(name: string): EntityBinding | undefined {
  return byName.get(name);
}

/** `crm/{entity}/...` names an entity by the last segment of its API path ("partners", "units"). */
export function entityBySegment(segment: string): EntityBinding | undefined {
  return [...byName.values()].find((b) => b.definition.api.split("/").at(-1) === segment);
}

export function boundEntities(): EntityBinding[] {
  return [...byName.values()];
}
