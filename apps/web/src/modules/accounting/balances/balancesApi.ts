import { accountBalanceEntity, type OpeningCheck } from "@sen/core";
import { api } from "@/platform/api";
import { entityKeys } from "@/platform/entity";

/** Under the entity's key, so that a save or delete in the list below (which refreshes `entityKeys.all`) rechecks. */
export const openingKeys = {
  check: (nam: number) => [...entityKeys.all(accountBalanceEntity), "check", nam] as const,
};

export const openingApi = {
  check: (nam: number, signal?: AbortSignal) =>
    api.get<OpeningCheck>(`${accountBalanceEntity.api}/check`, { query: { nam: String(nam) }, signal }),
};
