import { API_DATE_FORMAT } from "@sen/core";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { dayjs } from "@/platform/dates";
import type { ReportParams } from "./reportApi";

/** This month, first to last day: what a report shows when first opened. */
export function thisMonth(): { fromDate: string; toDate: string } {
  const now = dayjs();
  return {
    fromDate: now.startOf("month").format(API_DATE_FORMAT),
    toDate: now.endOf("month").format(API_DATE_FORMAT),
  };
}

/**
 * The report's filters in the page query (fromDate, toDate, ma_nv), so that reload, Back and a
 * shared link show the same report; without dates, this month.
 */
export function useReportFilters() {
  const [search, setSearch] = useSearchParams();
  const fromDate = search.get("fromDate");
  const toDate = search.get("toDate");
  const employee = search.get("ma_nv") ?? undefined;
  const params = useMemo<ReportParams>(() => {
    const month = thisMonth();
    return { fromDate: fromDate || month.fromDate, toDate: toDate || month.toDate, ma_nv: employee || undefined };
  }, [fromDate, toDate, employee]);

  const update = useCallback(
    (changes: Partial<ReportParams>) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      }),
    [setSearch],
  );

  return {
    params,
    setPeriod: (from: string, to: string) => update({ fromDate: from, toDate: to }),
    setEmployee: (code?: string) => update({ ma_nv: code }),
  };
}
