import { targetEntity } from "@sen/core";
import { api } from "@/platform/api";
import { type EntityRow, entityKeys } from "@/platform/entity";
import type { ProgressQuery, TargetProgress } from "./targetMeasures";

export type { ProgressQuery, TargetProgress };

export interface ProgressAnswer {
  items: TargetProgress[];
  total: number;
  /** Revenue waits for Sales: its actual is 0 until bills are recorded. */
  revenue_pending: boolean;
}

export type TargetRow = EntityRow & { progress?: TargetProgress };

export const targetKeys = {
  all: entityKeys.all(targetEntity),
  list: entityKeys.list(targetEntity),
  progress: (query: ProgressQuery) => [...entityKeys.all(targetEntity), "progress", query] as const,
};

export const targetsApi = {
  progress: (query: ProgressQuery, signal?: AbortSignal) =>
    api.get<ProgressAnswer>(`${targetEntity.api}/progress`, { query: { ...query }, signal }),
};
