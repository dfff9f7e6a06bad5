import { partnerEntity } from "@sen/core";
import { useMemo } from "react";
import type { FilterOption } from "@/platform/table";
import { partnerOptions } from "../catalogues/catalogueOptions";
import { useCatalogue } from "../catalogues/useCatalogue";

/** The partners a ledger may be narrowed to, "KH01 · Công ty An Bình", those of the branches in view. */
export function usePartnerOptions(): FilterOption[] {
  const partners = useCatalogue(partnerEntity.api);
  return useMemo(() => partnerOptions(partners), [partners]);
}
