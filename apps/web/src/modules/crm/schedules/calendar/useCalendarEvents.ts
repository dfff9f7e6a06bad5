import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { isOpenState } from "../shared/openStates";
import type { ScheduleKindView } from "../shared/scheduleKinds";
import { type CalendarFilters, scheduleKeys, schedulesApi } from "../shared/schedulesApi";
import { toEvent } from "./calendarEvents";

export interface DayRange {
  from: string;
  to: string;
}

/** The events of the days the calendar shows, fetched again when the view moves or a filter changes. */
export function useCalendarEvents(kind: ScheduleKindView, filters: CalendarFilters) {
  const [range, setRange] = useState<DayRange>();
  const { data, isFetching } = useQuery({
    queryKey: scheduleKeys.calendar(kind, range?.from ?? "", range?.to ?? "", filters),
    queryFn: ({ signal }) => schedulesApi.calendar(kind, range?.from ?? "", range?.to ?? "", filters, signal),
    enabled: Boolean(range),
    placeholderData: keepPreviousData,
  });
  const events = useMemo(
    () => data?.items.map((row) => toEvent(row, isOpenState(kind.kind, row.trang_thai))) ?? [],
    [data, kind],
  );
  /** FullCalendar tells every view change; only a change of days is a new request. */
  const showDays = (next: DayRange) =>
    setRange((current) => (current?.from === next.from && current.to === next.to ? current : next));
  return { events, shown: data?.items.length ?? 0, total: data?.total ?? 0, loading: isFetching, showDays };
}
