import { useQuery } from "@tanstack/react-query";
import { api } from "../api";
import { entityKeys } from "../entity/entityApi";
import type { EntityRow } from "../entity/formValues";
import type { Page } from "../table";
import type { DocumentKind } from "./documentKind";

/** What a line needs of its item: its name and base unit. */
export interface LineItem {
  ma_vt: string;
  ten_vt?: string;
  /** The base unit every quantity is counted in. */
  ma_dvt?: string;
}

export const asLineItem = (row: EntityRow): LineItem => ({
  ma_vt: String(row.ma_vt ?? ""),
  ten_vt: row.ten_vt ? String(row.ten_vt) : undefined,
  ma_dvt: row.ma_dvt ? String(row.ma_dvt) : undefined,
});

/** One item by its code (a search by the code, the exact match kept), for a line loaded from a saved document. */
export function useItem(kind: Pick<DocumentKind, "items">, code: string | undefined) {
  const { data } = useQuery({
    queryKey: [...entityKeys.all(kind.items), "code", code],
    queryFn: ({ signal }) =>
      api.get<Page<EntityRow>>(kind.items.api, { query: { searchKey: code, pageSize: 20 }, signal }),
    enabled: Boolean(code),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const row = data?.items.find((r) => r.ma_vt === code);
  return row ? asLineItem(row) : undefined;
}

/** The units a line may count its item in: the base unit first, then those with a conversion. */
export function useItemUnits(kind: Pick<DocumentKind, "conversions">, item: LineItem | undefined): string[] {
  const code = item?.ma_vt;
  const { data } = useQuery({
    queryKey: [...entityKeys.all(kind.conversions), "of", code],
    queryFn: ({ signal }) =>
      api.get<Page<EntityRow>>(kind.conversions.api, { query: { ma_vt: code, pageSize: 100 }, signal }),
    enabled: Boolean(code),
    staleTime: 60_000,
  });
  const units = (data?.items ?? []).filter((r) => r.ma_vt === code).map((r) => String(r.ma_dvt));
  return [...new Set([...(item?.ma_dvt ? [item.ma_dvt] : []), ...units])];
}
