import { toApiDate } from "@sen/core";
import { useCallback, useMemo } from "react";
import { useSearchParams } from "react-router";
import { dayjs } from "@/platform/dates";
import { DEFAULT_PERIOD, type Period, presetPeriod } from "./periods";

const validDay = (text: string | null) => (text && toApiDate(text) === text ? text : undefined);

/**
 * The dashboard's period, kept in the page query (`?fromDate&toDate`) so that a reload or a shared
 * link shows the same days; this month so far when the query names none.
 */
export function usePeriod() {
  const [params, setParams] = useSearchParams();
  const from = validDay(params.get("fromDate"));
  const to = validDay(params.get("toDate"));
  const period: Period = useMemo(
    () => (from && to && from <= to ? { fromDate: from, toDate: to } : presetPeriod(DEFAULT_PERIOD, dayjs())),
    [from, to],
  );
  const setPeriod = useCallback(
    (next: Period) =>
      setParams((current) => {
        const query = new URLSearchParams(current);
        query.set("fromDate", next.fromDate);
        query.set("toDate", next.toDate);
        return query;
      }),
    [setParams],
  );
  return { period, setPeriod };
}
