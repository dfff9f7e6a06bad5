import type { EntityDefinition } from "@sen/core";
import { api } from "@/platform/api";

/** `GET meta/entities`: every definition the server serves. Kept apart from the entity calls: the menu asks for it. */
export const definitionsKey = ["meta", "entities"] as const;

export const fetchDefinitions = () =>
  api.get<{ items: EntityDefinition[] }>("meta/entities").then((page) => page.items);
