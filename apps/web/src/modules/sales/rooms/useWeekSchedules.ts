import { roomEmployeeScheduleEntity } from "@sen/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/platform/api";
import { entityApi, entityKeys } from "@/platform/entity";

export interface Schedule {
  id: string;
  ma_nv: string;
  ngay: string;
  ma_ca: string;
  ma_phong: string | null;
}
export interface Person {
  ma_nv: string;
  ten_nv: string;
  ma_dvcs?: string | null;
}
export interface Shift {
  ma_ca: string;
  ten_ca: string;
}

const API = roomEmployeeScheduleEntity.api;

/**
 * A branch's week of room employee schedules (`from`, `to`: YYYY-MM-DD), the employees and shifts they are made of,
 * and the writes that add a shift to an employee's day or take it off.
 */
export function useWeekSchedules(branch: string | undefined, from: string, to: string) {
  const client = useQueryClient();
  const key = ["rooms", "schedules", branch, from, to];
  const schedules = useQuery({
    queryKey: key,
    queryFn: ({ signal }) =>
      api
        .get<{ items: Schedule[] }>(API, {
          query: { fromDate: from, toDate: to, pageSize: 1000 },
          headers: branch ? { "X-Branches": branch } : undefined,
          signal,
        })
        .then((r) => r.items),
    enabled: Boolean(branch),
  });
  const lookup = (path: string) => ({
    queryKey: entityKeys.lookup(path),
    queryFn: () => entityApi.lookup(path),
    staleTime: 60_000,
  });
  const people = useQuery(lookup("hr/employees"));
  const shifts = useQuery(lookup("hr/shifts"));
  const refresh = () => client.invalidateQueries({ queryKey: ["rooms", "schedules"] });
  const add = useMutation({
    mutationFn: (body: { ma_nv: string; ngay: string; ma_ca: string }) =>
      api.post(API, { ...body, ma_dvcs: branch }, { headers: branch ? { "X-Branches": branch } : undefined }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => api.delete(`${API}/${id}`),
    onSettled: refresh,
  });
  return {
    schedules,
    people: ((people.data ?? []) as unknown as Person[]).filter((p) => !p.ma_dvcs || p.ma_dvcs === branch),
    shifts: (shifts.data ?? []) as unknown as Shift[],
    add,
    remove,
  };
}
