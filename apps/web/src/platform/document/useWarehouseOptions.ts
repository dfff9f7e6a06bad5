import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { entityApi, entityKeys } from "../entity/entityApi";
import type { DocumentKind } from "./documentKind";

export interface WarehouseOption {
  value: string;
  label: string;
  /** The warehouse's branch. */
  branch?: string;
}

/** The warehouses a document may name (`{api}/lookup` of the kind's warehouses): "K01 · Kho Quận 1". */
export function useWarehouseOptions(kind: Pick<DocumentKind, "warehouses">): WarehouseOption[] {
  const path = kind.warehouses.api;
  const { data } = useQuery({
    queryKey: entityKeys.lookup(path),
    queryFn: () => entityApi.lookup(path),
    staleTime: 60_000,
  });
  return useMemo(
    () =>
      (data ?? []).map((row) => ({
        value: String(row.ma_kho),
        label: `${row.ma_kho} · ${row.ten_kho ?? ""}`,
        branch: row.ma_dvcs ? String(row.ma_dvcs) : undefined,
      })),
    [data],
  );
}
