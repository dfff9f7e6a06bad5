import { formatDate, formatTableDate, promotionEntity } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import { entityApi, entityKeys } from "@/platform/entity/entityApi";
import type { ProgramShown } from "./ruleValues";

/** A program as its lookup gives it: code, name, days and branch (none: every branch). */
export interface Program {
  ma_ctkm: string;
  ten_ctkm: string;
  tu_ngay: string;
  den_ngay: string | null;
  ma_dvcs: string | null;
}

/** "CUOINAM · Khuyến mãi cuối năm" */
export const programLabel = (p: Pick<ProgramShown, "ma_ctkm" | "ten_ctkm">) =>
  [p.ma_ctkm, p.ten_ctkm].filter(Boolean).join(" · ");

/**
 * When and where a program's rules hold: "01/05/2026 – 31/12/2026 · mọi chi nhánh" ("Từ 01/05/2026, không thời
 * hạn" when open-ended); in a table's date format when `table`.
 */
export function programDays(
  t: TFunction,
  p: Pick<ProgramShown, "tu_ngay" | "den_ngay" | "ma_dvcs_ctkm">,
  table = false,
): string {
  if (!p.tu_ngay) return "";
  const day = table ? formatTableDate : formatDate;
  const from = day(p.tu_ngay);
  const days = p.den_ngay ? t("promotions.days", { from, to: day(p.den_ngay) }) : t("promotions.openEnded", { from });
  const where = p.ma_dvcs_ctkm ? t("promotions.onlyBranch", { branch: p.ma_dvcs_ctkm }) : t("promotions.everyBranch");
  return `${days} · ${where}`;
}

/** The programs in use (`sales/promotions/lookup`), for the header's picker and the list's filter. */
export function usePrograms() {
  const path = promotionEntity.api;
  const { data } = useQuery({
    queryKey: entityKeys.lookup(path),
    queryFn: () => entityApi.lookup(path),
    staleTime: 60_000,
  });
  return useMemo(
    () =>
      (data ?? []).map(
        (row): Program => ({
          ma_ctkm: String(row.ma_ctkm),
          ten_ctkm: String(row.ten_ctkm ?? ""),
          tu_ngay: String(row.tu_ngay ?? ""),
          den_ngay: row.den_ngay ? String(row.den_ngay) : null,
          ma_dvcs: row.ma_dvcs ? String(row.ma_dvcs) : null,
        }),
      ),
    [data],
  );
}

/** A program from the lookup as a saved document shows it. */
export const shownOf = (p: Program): ProgramShown => ({ ...p, ma_dvcs_ctkm: p.ma_dvcs });
