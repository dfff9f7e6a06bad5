import { accountEntity } from "@sen/core";
import { useMemo } from "react";
import type { FilterOption } from "@/platform/table";
import { accountOptions } from "../catalogues/catalogueOptions";
import { useCatalogue } from "../catalogues/useCatalogue";

/** The accounts a book may be of: those of the chart that take postings, starting with `prefix` if given. */
export function useAccountOptions(prefix = ""): FilterOption[] {
  const chart = useCatalogue(accountEntity.api);
  return useMemo(() => accountOptions(chart, prefix), [chart, prefix]);
}
