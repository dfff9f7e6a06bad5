import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { dayjs } from "@/platform/dates";
import { readReportParams, writeReportParams } from "./reportParams";

/**
 * The report's period and filters, kept in the page's address so that reload, Back and a shared link
 * show the same report; without a period, this month.
 */
export function useReportParams(filterKeys: readonly string[]) {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => readReportParams(search, filterKeys, dayjs()), [search, filterKeys]);
  const change = useCallback(
    (changes: Record<string, string | undefined>) => setSearch((current) => writeReportParams(current, changes)),
    [setSearch],
  );
  return { params, change };
}
