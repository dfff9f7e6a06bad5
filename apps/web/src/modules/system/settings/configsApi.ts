import { api } from "@/platform/api";
import type { ConfigChange, ConfigRow } from "./configValues";

export const configKeys = { all: ["system", "configs"] as const };

export const configsApi = {
  list: () => api.get<{ items: ConfigRow[]; total: number }>("system/configs").then((answer) => answer.items),
  /** The batch PUT (each change names its config and carries name, group and value), all or nothing. */
  saveMany: (changes: ConfigChange[]) =>
    api.put<{ items: ConfigRow[]; total: number }>("system/configs", changes).then((answer) => answer.items),
};
