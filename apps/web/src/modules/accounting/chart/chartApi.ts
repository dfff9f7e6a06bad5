import { accountEntity } from "@sen/core";
import { type EntityRow, entityApi, entityKeys } from "@/platform/entity";
import { EXPORT_PAGE_SIZE, type TableQuery } from "@/platform/table";
import { fetchAllRows } from "@/platform/table/exportRows";

/** An account as the list gives it. */
export type AccountRow = EntityRow & { tk: string };

/** Under the entity's key, so that a save in the shared form (which refreshes `entityKeys.all`) reloads the tree. */
export const chartKeys = { tree: [...entityKeys.all(accountEntity), "tree"] as const };

const EVERY_ACCOUNT: TableQuery = {
  pageIndex: 1,
  pageSize: EXPORT_PAGE_SIZE,
  sortKey: "tk",
  sortType: "asc",
  filters: {},
};

/** The whole chart (a few hundred accounts) in the largest pages the list gives, for the tree to be built here. */
export const chartApi = {
  all: (signal?: AbortSignal) =>
    fetchAllRows((query, pageSignal) => entityApi.list(accountEntity, query, pageSignal), EVERY_ACCOUNT, {
      signal,
    }) as Promise<AccountRow[]>,
};
