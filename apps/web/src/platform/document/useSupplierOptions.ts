import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { entityApi, entityKeys } from "../entity/entityApi";
import type { DocumentKind } from "./documentKind";

/** The suppliers a purchase document may name (`{api}/lookup` of the kind's suppliers): "NCC01 · Hoàng Gia". */
export function useSupplierOptions(kind: Pick<DocumentKind, "suppliers">): { value: string; label: string }[] {
  const path = kind.suppliers?.api ?? "";
  const { data } = useQuery({
    queryKey: entityKeys.lookup(path),
    queryFn: () => entityApi.lookup(path),
    staleTime: 60_000,
    enabled: path !== "",
  });
  return useMemo(
    () => (data ?? []).map((row) => ({ value: String(row.ma_ncc), label: `${row.ma_ncc} · ${row.ten_ncc ?? ""}` })),
    [data],
  );
}
