import type { EntityDefinition } from "@sen/core";
import { api } from "@/platform/api";
import { type Page, type TableQuery, toListParams } from "@/platform/table";
import { definitionsKey, fetchDefinitions } from "./definitionsApi";
import type { EntityRow } from "./formValues";

/** Query keys of an entity's data: invalidating `all` refreshes its lists and pickers after a change. */
export const entityKeys = {
  all: (definition: Pick<EntityDefinition, "api">) => ["entity", definition.api] as const,
  list: (definition: Pick<EntityDefinition, "api">) => [...entityKeys.all(definition), "list"] as const,
  lookup: (apiPath: string) => ["entity", apiPath, "lookup"] as const,
  definitions: definitionsKey,
};

/** `crm/{entity}/...` names an entity by the last segment of its API path ("units"). */
const segment = (definition: EntityDefinition) => definition.api.split("/").at(-1) ?? definition.api;

/** The calls every entity shares, on /api/{definition.api}. */
export const entityApi = {
  definitions: fetchDefinitions,
  list: (definition: EntityDefinition, query: TableQuery, signal?: AbortSignal) =>
    api.get<Page<EntityRow>>(definition.api, { query: toListParams(query), signal }),
  lookup: (apiPath: string) => api.get<Page<EntityRow>>(`${apiPath}/lookup`).then((page) => page.items),
  create: (definition: EntityDefinition, body: Record<string, unknown>) => api.post<EntityRow>(definition.api, body),
  update: (definition: EntityDefinition, id: string, body: Record<string, unknown>) =>
    api.put<EntityRow>(`${definition.api}/${id}`, body),
  remove: (definition: EntityDefinition, id: string) => api.delete<{ id: string }>(`${definition.api}/${id}`),
  /** A missing id ('undefined') means a new record. */
  exists: (definition: EntityDefinition, id: string | undefined, field: string, value: string) =>
    api
      .get<{ exists: boolean }>(
        `crm/${segment(definition)}/${id ?? "undefined"}/exists/${field}/${encodeURIComponent(value)}`,
      )
      .then((answer) => Boolean(answer.exists)),
};
